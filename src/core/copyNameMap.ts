/**
 * A shallow copy of a map keyed by provider names, without a prototype: a key `__proto__` stays an ordinary key
 * through later copies (react-hook-form copies values key by key by assignment, which on an ordinary object would
 * set the prototype instead). Assigning to the copy is safe for any name.
 */
export function copyNameMap<T>(map: Readonly<Record<string, T>> | undefined): Record<string, T> {
  const copy: Record<string, T> = Object.create(null);
  return map === undefined ? copy : Object.assign(copy, map);
}
