import { isJsonObject } from './isJsonObject.ts';

/** The value at a property path (object keys, array indexes) inside `root`, or `undefined` where it leads nowhere. */
export function valueAtPath(root: unknown, path: readonly (string | number)[]): unknown {
  let current = root;
  for (const key of path) {
    if (Array.isArray(current) && typeof key === 'number') current = current[key];
    else if (isJsonObject(current) && Object.hasOwn(current, key)) current = current[String(key)];
    else return undefined;
  }
  return current;
}
