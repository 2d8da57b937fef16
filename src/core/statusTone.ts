/** How a status badge is coloured: good, bad, under way, or neither (a value the contract does not list). */
export type StatusTone = 'success' | 'danger' | 'info' | 'neutral';

/** The statuses the widget shows as badges, by what they are the status of. */
export type StatusKind = 'connection' | 'health' | 'operation';

// The contract's values (spec: Installation healthStatus, lastOperationStatus; Connection status, with
// `bad_credentials` and `created` as the mock uses them). Any other value is shown as it is, in the neutral tone.
const tones: Record<StatusKind, Record<string, StatusTone>> = {
  connection: { working: 'success', bad_credentials: 'danger' },
  health: { healthy: 'success', unhealthy: 'danger' },
  operation: { success: 'success', failure: 'danger', in_progress: 'info' },
};

/** The tone of a status badge; unknown or missing values (the tolerant parser keeps them) are neutral. */
export function statusTone(kind: StatusKind, value: string | undefined): StatusTone {
  const known = tones[kind];
  return value !== undefined && Object.hasOwn(known, value) ? (known[value] ?? 'neutral') : 'neutral';
}
