import { isJsonObject } from '../schemas/isJsonObject.ts';

/**
 * Whether two JSON values are equal as the service sees them: deep comparison where a key whose value is
 * `undefined` counts as absent (JSON has no `undefined`, so such a key never reaches the service).
 */
export function isJsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!isJsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (!isJsonObject(a) || !isJsonObject(b)) return false;
  // Stops at the first difference: maps of thousands of fields that differ (select all) are not walked whole.
  let defined = 0;
  for (const key of Object.keys(a)) {
    const value = a[key];
    if (value === undefined) continue;
    defined++;
    if (!Object.hasOwn(b, key) || !isJsonEqual(value, b[key])) return false;
  }
  const bKeys = Object.keys(b);
  // Every defined entry of `a` is in `b`: equal unless `b` defines more.
  if (bKeys.length === defined) return true;
  for (const key of bKeys) {
    if (b[key] !== undefined && (!Object.hasOwn(a, key) || a[key] === undefined)) return false;
  }
  return true;
}
