/**
 * A value the contract does not list (a status the service added later), as words: capitalised, its `_` and `-`
 * as spaces ("suspended" -> "Suspended", "waiting_for_x" -> "Waiting for x").
 */
export function asWords(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
