const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An ISO 8601 date-time as the value of a `datetime-local` input in the user's time zone (`2026-03-01T09:30`,
 * seconds only when set), or `''` when it cannot be read as one.
 */
export function isoToLocalDateTime(value: string): string {
  // A bare date would be read as UTC midnight by `Date`; only full date-times are instants.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const seconds = date.getSeconds() === 0 ? '' : `:${pad(date.getSeconds())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}${seconds}`;
}
