/**
 * The string held by `value`'s own property `key`, or `undefined` (not an object, no such own property, or not
 * a string): how a name is read from JSON that failed its schema.
 */
export function ownString(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
  const name: unknown = (value as Record<string, unknown>)[key];
  return typeof name === 'string' ? name : undefined;
}
