import { isJsonObject } from '../schemas/isJsonObject.ts';
import { setOwnProperty } from '../schemas/setOwnProperty.ts';

/**
 * `next`, with every part deeply equal to the same part of `previous` replaced by that part of `previous` (or
 * `previous` itself when nothing changed): a query's structural sharing, so unchanged parts keep their identity.
 * Unlike the default one, keys are set as own properties, so a provider name `__proto__` survives.
 */
export function shareUnchangedParts<T>(previous: unknown, next: T): T;
export function shareUnchangedParts(previous: unknown, next: unknown): unknown {
  if (previous === next) return previous;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const shared = next.map((item, index) => shareUnchangedParts(previous[index], item));
    const same = previous.length === next.length && shared.every((item, index) => item === previous[index]);
    return same ? previous : shared;
  }
  if (!isJsonObject(previous) || !isJsonObject(next)) return next;
  const previousKeys = Object.keys(previous);
  const nextKeys = Object.keys(next);
  const shared: Record<string, unknown> = Object.create(Object.getPrototypeOf(next));
  let same = previousKeys.length === nextKeys.length;
  for (const key of nextKeys) {
    const before = Object.hasOwn(previous, key) ? previous[key] : undefined;
    const value = shareUnchangedParts(before, next[key]);
    setOwnProperty(shared, key, value);
    if (value !== before || !Object.hasOwn(previous, key)) same = false;
  }
  return same ? previous : shared;
}
