/** The ids given, space-separated as `aria-describedby` wants them; `undefined` when none is given. */
export function idList(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
