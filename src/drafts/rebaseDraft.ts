import { isJsonEqual } from '../core/isJsonEqual.ts';
import { pointerSegments } from '../core/pointerSegments.ts';
import { type EditConflict, rebaseEdit, setAtPointer, valueAtPointer } from '../core/rebaseEdit.ts';
import type { Action } from '../schemas/config.ts';
import type { Installation } from '../schemas/installation.ts';
import { isJsonObject } from '../schemas/isJsonObject.ts';
import { type AlongsideValue, type DraftValue, draftTarget, storedValue } from './draftTargets.ts';
import { enclosingItem, fromKeyedTree, toKeyedTree } from './keyedLists.ts';
import type { HeldEdit } from './planDraftEdit.ts';
import { withValueAt } from './withValueAt.ts';

/** Where a user's value lands on a newer stored value: the value to hold now, and what both changed. */
export interface RebasedDraft {
  value: DraftValue;
  /**
   * Settings both the user and someone else changed, to different values, since the user began (JSON Pointers;
   * `''` for the whole object, removed on one side and changed on the other; `/fieldFilters/Industry` for the
   * filter on Industry). `value` holds the user's side of each.
   */
  conflicts: EditConflict[];
}

function actionOf(key: string): Action | undefined {
  const target = draftTarget(key);
  return target.kind === 'object' ? target.action : undefined;
}

type JsonRecord = Record<string, unknown>;

// A conflict's pointer names a keyed item by its key (the filter on Industry is `/fieldFilters/Industry`), as the
// value's keyed tree has it.
const valueAtItem = (action: Action | undefined, value: unknown, pointer: string) =>
  pointer === '' ? value : valueAtPointer(toKeyedTree(action, value), pointer);

function withValueAtItem(action: Action | undefined, value: unknown, pointer: string, item: unknown) {
  if (pointer === '') return item;
  return fromKeyedTree(
    action,
    withValueAt(toKeyedTree(action, value), pointerSegments(pointer), item),
    value,
  );
}

/**
 * The pointer to give the stored value when the user takes theirs at `pointer`: where the stored value lacks the
 * setting, the shallowest part of the path it lacks (so "theirs" leaves no empty object behind).
 */
function theirsAt(key: string, stored: DraftValue, pointer: string): string {
  const segments = pointer.split('/');
  for (let length = 2; length < segments.length; length++) {
    const prefix = segments.slice(0, length).join('/');
    if (conflictValue(key, stored, prefix) === undefined) return prefix;
  }
  return pointer;
}

/**
 * Replays the user's edit of a target (`origin` → `mine`) onto what is stored now, by meaning: a filter is merged
 * by its field, a dynamic mapping by its app field, watched fields and other events as sets, everything else leaf
 * by leaf. An object removed on one side and changed on the other is a conflict of the whole object, never a
 * silent resurrection or a silent loss.
 */
export function rebaseDraft(
  key: string,
  origin: DraftValue,
  mine: DraftValue,
  stored: DraftValue,
): RebasedDraft {
  if (isJsonEqual(origin, mine)) return { value: stored, conflicts: [] };
  if (isJsonEqual(origin, stored) || isJsonEqual(mine, stored)) return { value: mine, conflicts: [] };
  if (mine === undefined || stored === undefined)
    return { value: mine, conflicts: [{ path: '', mine, theirs: stored }] };
  const action = actionOf(key);
  const [originTree, mineTree, storedTree] = [origin, mine, stored].map(
    (value) => toKeyedTree(action, value ?? {}) as JsonRecord,
  ) as [JsonRecord, JsonRecord, JsonRecord];
  const merged = rebaseEdit(originTree, mineTree, storedTree);
  // A conflict inside a keyed item (a filter's value) is one about that item: the user's item stays whole. (With a
  // conflict, rebaseEdit's value is a copy of its own.)
  const paths = new Set<string>();
  for (const conflict of merged.conflicts) {
    const item = enclosingItem(action, conflict.path);
    if (item) setAtPointer(merged.value, item, valueAtPointer(mineTree, item));
    paths.add(item ?? conflict.path);
  }
  const value = fromKeyedTree(action, merged.value, mine);
  const conflicts = [...paths].map((path) => ({
    path,
    mine: valueAtItem(action, mine, path),
    theirs: valueAtItem(action, stored, path),
  }));
  return { value: value as DraftValue, conflicts };
}

/** The value a conflict's pointer names in a target's value (see {@link RebasedDraft}). */
export function conflictValue(key: string, value: DraftValue, pointer: string): unknown {
  return valueAtItem(actionOf(key), value, pointer);
}

/** Whether two values of a target mean the same: equal but for the order of keyed lists. */
export function sameDraftValue(key: string, a: DraftValue, b: DraftValue): boolean {
  if (a === b || !isJsonObject(a) || !isJsonObject(b)) return isJsonEqual(a, b);
  // One comparison: the keyed trees share every other part with the values, and equal values have equal trees. (A
  // second walk of a selection of 20,000 fields costs milliseconds: listing a large map's keys is slow.)
  const action = actionOf(key);
  return isJsonEqual(toKeyedTree(action, a), toKeyedTree(action, b));
}

/** Whether `stored` holds every change a save made from `origin` to `sent` (an answer that was lost). */
export function wasApplied(key: string, origin: DraftValue, sent: DraftValue, stored: DraftValue): boolean {
  const replayed = rebaseDraft(key, origin, sent, stored);
  return replayed.conflicts.length === 0 && sameDraftValue(key, replayed.value, stored);
}

/** A copy of a target's value that takes the stored side of a conflict (`stored`: the target's stored value). */
export function withTheirs(key: string, value: DraftValue, pointer: string, stored: DraftValue): DraftValue {
  const at = theirsAt(key, stored, pointer);
  return withValueAtItem(actionOf(key), value, at, conflictValue(key, stored, at)) as DraftValue;
}

/**
 * A held edit moved onto a newer stored installation: what the user did not touch takes the stored value, the
 * conflicts already shown stay while the stored value still differs from the user's (with the newest stored one),
 * new ones are added.
 */
export function rebaseHeldEdit(key: string, edit: HeldEdit, installation: Installation): HeldEdit {
  const stored = storedValue(installation, key);
  let next = edit;
  const moved = (other: AlongsideValue) =>
    !sameDraftValue(other.key, other.origin, storedValue(installation, other.key));
  if (edit.alongside?.some(moved)) {
    const alongside = edit.alongside.map((other) => {
      const now = storedValue(installation, other.key);
      return {
        key: other.key,
        origin: now,
        value: rebaseDraft(other.key, other.origin, other.value, now).value,
      };
    });
    next = { ...next, alongside };
  }
  if (sameDraftValue(key, next.origin, stored)) return next;
  const merged = rebaseDraft(key, next.origin, next.value, stored);
  // Conflicts already shown stay while the stored value still differs from the user's, with the newest one.
  const conflicts: EditConflict[] = [...merged.conflicts];
  for (const shown of next.conflicts) {
    if (conflicts.some((c) => c.path === shown.path)) continue;
    const theirs = conflictValue(key, stored, shown.path);
    const mine = conflictValue(key, merged.value, shown.path);
    if (!sameDraftValue(key, theirs as DraftValue, mine as DraftValue))
      conflicts.push({ ...shown, mine, theirs });
  }
  return { ...next, origin: stored, value: merged.value, conflicts };
}
