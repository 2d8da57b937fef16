import type { SavedChange, SaveTicket } from './DraftStore.ts';
import { type DraftValue, storedValue } from './draftTargets.ts';
import type { HeldEdit } from './planDraftEdit.ts';
import type { SaveRunResult } from './runSave.ts';

/** The ticket of a save of `edit` (`maybeSent`: what an earlier save sent without an answer). */
export function ticketOf(key: string, edit: HeldEdit, maybeSent: DraftValue): SaveTicket {
  const { value: submitted, origin, alongside, undo } = edit;
  return {
    key,
    submitted,
    origin,
    ...(maybeSent !== undefined && { maybeSent }),
    ...(alongside && { alongside }),
    ...(undo && { undo }),
  };
}

/** What a save run stored, before and after, so that it can be undone (with what it stored alongside). */
export function savedChangeOf(key: string, result: SaveRunResult): SavedChange {
  const change: SavedChange = { key, before: result.before, after: storedValue(result.installation, key) };
  if (result.alongside.length === 0) return change;
  return {
    ...change,
    alongside: result.alongside.map((other) => ({
      key: other.key,
      before: other.value,
      after: storedValue(result.installation, other.key),
    })),
  };
}

/**
 * The edit that undoes a saved change: its value is what was stored before, made against what the save stored;
 * the other targets the request changed go back in the same request.
 */
export function undoOf(last: SavedChange): HeldEdit {
  const edit: HeldEdit = {
    origin: last.after,
    value: last.before,
    conflicts: [],
    holdsInput: false,
    undo: true,
  };
  if (!last.alongside) return edit;
  return {
    ...edit,
    alongside: last.alongside.map((o) => ({ key: o.key, origin: o.after, value: o.before })),
  };
}
