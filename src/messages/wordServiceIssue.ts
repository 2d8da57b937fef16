import type { ErrorMessages } from './errorMessages.ts';

type RuleKey = Extract<keyof ErrorMessages, `error.rule.${string}`>;

// The rules of the contract a setting falls under (docs/contract.md), by a property its path holds: the first
// that matches words the issue. The service's own sentence names config keys and paths; the user reads these.
const RULES: readonly [test: (path: readonly string[]) => boolean, rule: RuleKey][] = [
  [(path) => path.includes('quotaOptimization'), 'error.rule.quotaOptimization'],
  [(path) => path.includes('deleteEvent'), 'error.rule.deleteEvent'],
  [(path) => path.includes('providerOptions'), 'error.rule.providerOption'],
  [(path) => path[0] === 'schedule', 'error.rule.schedule'],
  [(path) => path.includes('rawFilter'), 'error.rule.rawFilter'],
  [(path) => path.includes('fieldFilters'), 'error.rule.fieldFilter'],
  [(path) => path.includes('defaultPeriod'), 'error.rule.backfill'],
  [(path) => path[0] === 'selectedFieldSettings' && path.includes('default'), 'error.rule.writeDefault'],
];

/**
 * One issue the service raised about a setting, in the user's words: from the rule of the contract the setting
 * at `path` (inside an object's config) falls under, else a plain sentence. A failed sample read is told by the
 * service's words only (the contract has no problem type for it). The service's own text is never returned: it
 * belongs in the details for support.
 */
export function wordServiceIssue(
  path: readonly string[],
  serviceText: string | undefined,
  messages: ErrorMessages,
): string {
  if (serviceText !== undefined && /sample read/i.test(serviceText)) return messages['error.rule.sampleRead'];
  const rule = RULES.find(([test]) => test(path))?.[1];
  return rule ? messages[rule] : messages['error.valueRejected'];
}
