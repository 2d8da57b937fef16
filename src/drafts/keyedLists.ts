import { isJsonObject } from '../core/isJsonObject.ts';
import { pointerSegments } from '../core/pointerSegments.ts';
import { setOwnProperty } from '../core/setOwnProperty.ts';
import type { Action } from '../schemas/index.ts';
import { withValueAt } from './withValueAt.ts';

/**
 * A list of an object's config whose items mean something by a key, not by their place: filters by field (the
 * contract allows one condition per field), dynamic mappings by the app field they map to, and sets of names.
 */
interface KeyedList {
  path: readonly string[];
  /** The item's key; `undefined` for an item that has none (the list is then merged whole). */
  keyOf: (item: unknown) => string | undefined;
}

const byProperty =
  (name: string) =>
  (item: unknown): string | undefined =>
    isJsonObject(item) && typeof item[name] === 'string' ? item[name] : undefined;
const asName = (item: unknown): string | undefined => (typeof item === 'string' ? item : undefined);

const KEYED_LISTS: Readonly<Record<Action, readonly KeyedList[]>> = {
  read: [
    { path: ['fieldFilters'], keyOf: byProperty('fieldName') },
    { path: ['backfill', 'fieldFilters'], keyOf: byProperty('fieldName') },
    { path: ['dynamicMappingsInput'], keyOf: byProperty('mapToName') },
  ],
  write: [],
  subscribe: [
    { path: ['updateEvent', 'requiredWatchFields'], keyOf: asName },
    { path: ['otherEvents'], keyOf: asName },
  ],
};

/** The keyed lists of an action's object config (none for the installation settings). */
export function keyedListsOf(action: Action | undefined): readonly KeyedList[] {
  return action ? KEYED_LISTS[action] : [];
}

function childAt(node: unknown, segment: string): unknown {
  return isJsonObject(node) && Object.hasOwn(node, segment) ? node[segment] : undefined;
}

function valueAtPath(root: unknown, path: readonly string[]): unknown {
  let node = root;
  for (const segment of path) node = childAt(node, segment);
  return node;
}

/** The items of a list by key, or `undefined` when an item has no key or two share one (merged whole then). */
function itemsByKey(list: unknown, keyOf: KeyedList['keyOf']): Map<string, unknown> | undefined {
  if (!Array.isArray(list)) return undefined;
  const items = new Map<string, unknown>();
  for (const item of list) {
    const key = keyOf(item);
    if (key === undefined || items.has(key)) return undefined;
    items.set(key, item);
  }
  return items;
}

/**
 * The config with each keyed list turned into a map from key to item (a name set into a map to `true`), so that a
 * three-way merge works on items (or their leaves) rather than on the list as one value or on indexes. A list
 * that cannot be keyed stays a list.
 */
export function toKeyedTree(action: Action | undefined, value: unknown): unknown {
  let tree = value;
  for (const list of keyedListsOf(action)) {
    const items = itemsByKey(valueAtPath(value, list.path), list.keyOf);
    if (!items) continue;
    const map: Record<string, unknown> = Object.create(null);
    for (const [key, item] of items) setOwnProperty(map, key, list.keyOf === asName ? true : item);
    tree = withValueAt(tree, list.path, map);
  }
  return tree;
}

/**
 * The trees with an empty map where a keyed list is absent but another tree has it (and its parent is there): an
 * absent list means no items, so two people each adding to a list that did not exist add items, not whole lists.
 */
export function withAbsentListsEmpty(action: Action | undefined, trees: readonly unknown[]): unknown[] {
  return trees.map((tree) => {
    let filled = tree;
    for (const list of keyedListsOf(action)) {
      if (valueAtPath(tree, list.path) !== undefined) continue;
      if (!trees.some((other) => isJsonObject(valueAtPath(other, list.path)))) continue;
      const parent = list.path.length === 1 ? tree : valueAtPath(tree, list.path.slice(0, -1));
      if (isJsonObject(parent)) filled = withValueAt(filled, list.path, Object.create(null));
    }
    return filled;
  });
}

/**
 * The config back from {@link toKeyedTree}: each map a list again, in the order of the first of `orderedBy` that
 * holds the item (the user's list first, so what the user sees keeps its order), new items last. An empty list
 * that the first of `orderedBy` does not have stays absent.
 */
export function fromKeyedTree(
  action: Action | undefined,
  tree: unknown,
  orderedBy: readonly unknown[],
): unknown {
  let value = tree;
  for (const list of keyedListsOf(action)) {
    const map = valueAtPath(tree, list.path);
    if (!isJsonObject(map)) continue;
    if (Object.keys(map).length === 0 && valueAtPath(orderedBy[0], list.path) === undefined) {
      value = withValueAt(value, list.path, undefined);
      continue;
    }
    const keys = new Set<string>();
    for (const source of orderedBy) {
      const items = itemsByKey(valueAtPath(source, list.path), list.keyOf);
      for (const key of items?.keys() ?? []) if (Object.hasOwn(map, key)) keys.add(key);
    }
    for (const key of Object.keys(map)) keys.add(key);
    const items = [...keys].map((key) => (list.keyOf === asName ? key : map[key]));
    value = withValueAt(value, list.path, items);
  }
  return value;
}

/** The keyed list a pointer names an item of, with that item's key (`/fieldFilters/Industry`). */
function itemPointedAt(action: Action | undefined, pointer: string) {
  const segments = pointerSegments(pointer);
  const key = segments.at(-1);
  const list = keyedListsOf(action).find(
    (candidate) =>
      candidate.path.length === segments.length - 1 &&
      candidate.path.every((segment, index) => segments[index] === segment),
  );
  return list && key !== undefined ? { list, key } : undefined;
}

/**
 * The value at a JSON Pointer of a config, where a pointer below a keyed list names an item by its key (the filter
 * on `Industry` is `/fieldFilters/Industry`); the whole config at `''`.
 */
export function valueAtItem(action: Action | undefined, value: unknown, pointer: string): unknown {
  if (pointer === '') return value;
  const item = itemPointedAt(action, pointer);
  if (!item) return valueAtPath(value, pointerSegments(pointer));
  const list = valueAtPath(value, item.list.path);
  return Array.isArray(list) ? list.find((entry) => item.list.keyOf(entry) === item.key) : undefined;
}

/** A copy of a config with `item` at a pointer of {@link valueAtItem} (`undefined` removes it). */
export function withValueAtItem(
  action: Action | undefined,
  value: unknown,
  pointer: string,
  item: unknown,
): unknown {
  if (pointer === '') return item;
  const pointed = itemPointedAt(action, pointer);
  if (!pointed) return withValueAt(value, pointerSegments(pointer), item);
  const list = valueAtPath(value, pointed.list.path);
  const items = Array.isArray(list) ? [...list] : [];
  const at = items.findIndex((entry) => pointed.list.keyOf(entry) === pointed.key);
  if (item === undefined) {
    if (at >= 0) items.splice(at, 1);
  } else if (at >= 0) items[at] = item;
  else items.push(item);
  return withValueAt(value, pointed.list.path, items);
}

/** The pointer of the keyed item a pointer lies inside (`/fieldFilters/Industry/value` → `/fieldFilters/Industry`). */
export function enclosingItem(action: Action | undefined, pointer: string): string | undefined {
  const segments = pointerSegments(pointer);
  for (const list of keyedListsOf(action)) {
    if (segments.length <= list.path.length + 1) continue;
    if (!list.path.every((segment, index) => segments[index] === segment)) continue;
    return pointer
      .split('/')
      .slice(0, list.path.length + 2)
      .join('/');
  }
  return undefined;
}
