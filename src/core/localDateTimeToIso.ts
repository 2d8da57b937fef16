/**
 * The value of a `datetime-local` input (`2026-03-01T09:30`, the user's local time) as an ISO 8601 instant in
 * UTC (`2026-03-01T08:30:00Z`), or `undefined` when it is not a date-time.
 */
export function localDateTimeToIso(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toISOString().replace(/\.000Z$/, 'Z');
}
