import { isJsonObject } from '../schemas/isJsonObject.ts';

/**
 * A deep copy of a JSON value whose objects have no prototype, so that a JSON Patch or any assignment through a
 * provider name (`__proto__`, `constructor`) sets an ordinary key and never reaches `Object.prototype`.
 */
export function withoutPrototypes<T>(value: T): T;
export function withoutPrototypes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPrototypes);
  if (!isJsonObject(value)) return value;
  const copy: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(value)) copy[key] = withoutPrototypes(value[key]);
  return copy;
}
