import { isJsonObject } from '../schemas/isJsonObject.ts';
import type { JsonPatchOperation } from '../schemas/requests.ts';
import { setOwnProperty } from '../schemas/setOwnProperty.ts';
import { diffObjectConfig } from './diffObjectConfig.ts';
import { isJsonEqual } from './isJsonEqual.ts';
import { pointerSegments } from './pointerSegments.ts';
import { withoutPrototypes } from './withoutPrototypes.ts';

/** A leaf both the user and someone else changed, to different values, since the user began editing it. */
export interface EditConflict {
  /** JSON Pointer (RFC 6901) of the leaf inside the object's config. */
  path: string;
  /** The user's value (`undefined`: the user removed it). */
  mine: unknown;
  /** The value stored now (`undefined`: removed elsewhere). */
  theirs: unknown;
}

/** Where an edit lands on a newer stored config: the value to hold now, and the leaves in conflict. */
export interface RebasedEdit<T> {
  value: T;
  conflicts: EditConflict[];
}

type JsonRecord = Record<string, unknown>;

/** The value at a JSON Pointer, `undefined` where it leads nowhere. */
export function valueAtPointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const segment of pointerSegments(pointer)) {
    if (!isJsonObject(node) || !Object.hasOwn(node, segment)) return undefined;
    node = node[segment];
  }
  return node;
}

/**
 * Sets (or with `undefined` removes) the value at a JSON Pointer in place. Unlike RFC 6902's strict apply, a
 * missing parent is created and removing what is already gone does nothing, so an edit keeps its intent where
 * the stored tree changed shape.
 */
export function setAtPointer(root: JsonRecord, pointer: string, value: unknown): void {
  const segments = pointerSegments(pointer);
  const last = segments.pop();
  if (last === undefined) return;
  let node = root;
  for (const segment of segments) {
    // Own properties only: a provider name such as `__proto__` or `constructor` is a key like any other, never
    // the way to a prototype.
    const child = Object.hasOwn(node, segment) ? node[segment] : undefined;
    if (isJsonObject(child)) {
      node = child;
      continue;
    }
    if (value === undefined) return;
    const created: JsonRecord = {};
    setOwnProperty(node, segment, created);
    node = created;
  }
  if (value === undefined) delete node[last];
  else setOwnProperty(node, last, withoutPrototypes(value));
}

// Two pointers touch the same leaf when one is the other or lies inside it.
function overlaps(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
}

function valueSetBy(change: JsonPatchOperation): unknown {
  return change.op === 'remove' ? undefined : change.value;
}

/**
 * Replays the user's edit (`origin` → `mine`) onto a newer stored config (`theirs`): what the user did not touch
 * takes the stored value, what the user changed keeps the user's value. Where the stored value changed too, to
 * something else, the leaf still holds the user's value (what the user sees stays theirs) and is reported as a
 * conflict with the stored value, to be decided before it is saved (never silently). The inputs are not modified.
 */
export function rebaseEdit<T extends Readonly<Record<string, unknown>>>(
  origin: T,
  mine: T,
  theirs: T,
): RebasedEdit<T> {
  const edits = diffObjectConfig(origin, mine);
  if (edits.length === 0) return { value: theirs, conflicts: [] };
  const elsewhere = diffObjectConfig(origin, theirs).map((change) => change.path);
  // Without prototypes, as the form holds its values (react-hook-form keeps a key `__proto__` only so).
  const value = withoutPrototypes(theirs);
  const conflicts: EditConflict[] = [];
  for (const edit of edits) {
    const wanted = valueSetBy(edit);
    const stored = valueAtPointer(theirs, edit.path);
    if (isJsonEqual(wanted, stored)) continue;
    if (elsewhere.some((path) => overlaps(path, edit.path)))
      conflicts.push({ path: edit.path, mine: wanted, theirs: stored });
    setAtPointer(value as JsonRecord, edit.path, wanted);
  }
  return { value, conflicts };
}
