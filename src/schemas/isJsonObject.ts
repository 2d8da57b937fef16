/** Whether a JSON value is an object (a map of keys), as opposed to an array, a primitive or `null`. */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
