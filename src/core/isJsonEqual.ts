import { isJsonObject } from './isJsonObject.ts';

function definedKeyCount(record: Record<string, unknown>): number {
  let count = 0;
  for (const key in record) if (Object.hasOwn(record, key) && record[key] !== undefined) count++;
  return count;
}

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
  if (definedKeyCount(a) !== definedKeyCount(b)) return false;
  for (const key in a) {
    if (!Object.hasOwn(a, key) || a[key] === undefined) continue;
    if (!Object.hasOwn(b, key) || !isJsonEqual(a[key], b[key])) return false;
  }
  return true;
}
