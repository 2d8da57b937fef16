import { isJsonObject } from '../schemas/isJsonObject.ts';
import type { JsonPatchOperation } from '../schemas/requests.ts';
import { isJsonEqual } from './isJsonEqual.ts';

function valueAt(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

function pointerTo(path: string, key: string): string {
  // RFC 6901 §3: `~` is escaped as `~0` before `/` becomes `~1`, so `~1` in a name does not turn into `/`.
  return `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
}

function diffValue(before: unknown, after: unknown, path: string, changes: JsonPatchOperation[]): void {
  if (isJsonObject(before) && isJsonObject(after)) {
    diffMap(before, after, path, changes);
  } else if (!isJsonEqual(before, after)) {
    // Arrays are replaced whole: index-based operations (RFC 6902 §4.1/§4.2 on `/list/3`) would hit the wrong
    // item once someone else has inserted or removed one.
    changes.push({ op: 'replace', path, value: after });
  }
}

function diffMap(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  path: string,
  changes: JsonPatchOperation[],
): void {
  // No pointer is built for an unchanged key: a map can hold thousands of fields of which one changed
  // (bench/changeEngine.ts).
  // How many keys of `after` hold a value `before` had a key for: when that is all of them, nothing was added.
  let kept = 0;
  for (const key of Object.keys(before)) {
    const previous = before[key];
    if (previous === undefined) continue;
    const next = valueAt(after, key);
    if (next !== undefined) kept++;
    if (previous === next) continue;
    if (next === undefined) changes.push({ op: 'remove', path: pointerTo(path, key) });
    else diffValue(previous, next, pointerTo(path, key), changes);
  }
  const afterKeys = Object.keys(after);
  if (afterKeys.length === kept) return;
  for (const key of afterKeys) {
    const next = after[key];
    if (next === undefined || valueAt(before, key) !== undefined) continue;
    changes.push({ op: 'add', path: pointerTo(path, key), value: next });
  }
}

function byPath(a: JsonPatchOperation, b: JsonPatchOperation): number {
  if (a.path === b.path) return 0;
  return a.path < b.path ? -1 : 1;
}

/**
 * The JSON Patch operations (add, remove, replace only) that turn one object's config `before` into `after`:
 * maps are diffed per key, arrays replaced whole, an `undefined` value is a removal; sorted by path. Any JSON
 * object works (the installation settings are diffed the same way).
 */
export function diffObjectConfig(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): JsonPatchOperation[] {
  const changes: JsonPatchOperation[] = [];
  diffMap(before, after, '', changes);
  // Each operation touches its own subtree (no path is the prefix of another), so any order applies the same;
  // sorting makes the result independent of the order in which the form happened to insert keys. Operations
  // found in order already (fields selected in the list's order) are not sorted again.
  let previous: JsonPatchOperation | undefined;
  for (const change of changes) {
    if (previous && byPath(previous, change) > 0) return changes.sort(byPath);
    previous = change;
  }
  return changes;
}
