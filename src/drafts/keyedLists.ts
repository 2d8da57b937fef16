import { pointerSegments } from '../core/pointerSegments.ts';
import type { Action } from '../schemas/config.ts';
import { isJsonObject } from '../schemas/isJsonObject.ts';
import { setOwnProperty } from '../schemas/setOwnProperty.ts';
import { valueAtPath } from '../schemas/valueAtPath.ts';
import { withValueAt } from './withValueAt.ts';

/**
 * The lists of an object's config whose items mean something by a key, not by their place, as [path, the property
 * that keys an item]: filters by field (the contract allows one condition per field), dynamic mappings by the app
 * field they map to; without a property, a set of names (watched fields, other events).
 */
type KeyedList = readonly [path: readonly string[], key?: string];

const KEYED_LISTS: Readonly<Record<Action, readonly KeyedList[]>> = {
  read: [
    [['fieldFilters'], 'fieldName'],
    [['backfill', 'fieldFilters'], 'fieldName'],
    [['dynamicMappingsInput'], 'mapToName'],
  ],
  write: [],
  subscribe: [[['updateEvent', 'requiredWatchFields']], [['otherEvents']]],
};

const listsOf = (action: Action | undefined): readonly KeyedList[] => (action ? KEYED_LISTS[action] : []);

function keyOf(item: unknown, property: string | undefined): string | undefined {
  const key = property === undefined ? item : isJsonObject(item) ? item[property] : undefined;
  return typeof key === 'string' ? key : undefined;
}

/** The items of a list by key, or `undefined` when an item has no key or two share one (merged whole then). */
function itemsByKey(list: unknown, property: string | undefined): Map<string, unknown> | undefined {
  if (!Array.isArray(list)) return undefined;
  const items = new Map<string, unknown>();
  for (const item of list) {
    const key = keyOf(item, property);
    if (key === undefined || items.has(key)) return undefined;
    items.set(key, property === undefined ? true : item);
  }
  return items;
}

/**
 * The config with each keyed list turned into a map from key to item (a name set into a map to `true`), so that a
 * three-way merge works on items (or their leaves) rather than on the list as one value or on indexes. An absent
 * list is an empty map where its parent is there (no items); a list that cannot be keyed stays a list.
 */
export function toKeyedTree(action: Action | undefined, value: unknown): unknown {
  let tree = value;
  for (const [path, property] of listsOf(action)) {
    const list = valueAtPath(value, path);
    const items = list === undefined ? new Map() : itemsByKey(list, property);
    if (!items || !isJsonObject(path.length === 1 ? value : valueAtPath(value, path.slice(0, -1)))) continue;
    const map: Record<string, unknown> = Object.create(null);
    for (const [key, item] of items) setOwnProperty(map, key, item);
    tree = withValueAt(tree, path, map);
  }
  return tree;
}

/**
 * The config back from {@link toKeyedTree}: each map a list again, in the order of the user's list (`mine`), new
 * items last; an empty list that `mine` does not have stays absent.
 */
export function fromKeyedTree(action: Action | undefined, tree: unknown, mine: unknown): unknown {
  let value = tree;
  for (const [path, property] of listsOf(action)) {
    const map = valueAtPath(tree, path);
    if (!isJsonObject(map)) continue;
    const ordered = new Set([...(itemsByKey(valueAtPath(mine, path), property)?.keys() ?? [])]);
    const keys = [...ordered].filter((key) => Object.hasOwn(map, key)).concat(Object.keys(map));
    const list = [...new Set(keys)].map((key) => (property === undefined ? key : map[key]));
    value = withValueAt(
      value,
      path,
      list.length === 0 && valueAtPath(mine, path) === undefined ? undefined : list,
    );
  }
  return value;
}

/** The pointer of the keyed item a pointer lies inside (`/fieldFilters/Industry/value` → `/fieldFilters/Industry`). */
export function enclosingItem(action: Action | undefined, pointer: string): string | undefined {
  const segments = pointerSegments(pointer);
  const list = listsOf(action).find(
    ([path]) =>
      segments.length > path.length + 1 && path.every((segment, index) => segments[index] === segment),
  );
  return (
    list &&
    pointer
      .split('/')
      .slice(0, list[0].length + 2)
      .join('/')
  );
}
