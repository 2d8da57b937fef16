import type { Installation } from '../schemas/installation.ts';
import type { SaveOutcome } from './DraftStore.ts';
import { storedValue } from './draftTargets.ts';
import type { HeldEdit } from './planDraftEdit.ts';
import { rebaseHeldEdit, sameDraftValue, wasApplied } from './rebaseDraft.ts';

/**
 * Every held edit moved onto a new stored installation, with the save outcomes that new data decides: after a save
 * without an answer, the data tells whether it was applied (then the edit is relative to what it sent, edits made
 * during it included), and a failure whose edit turns out stored describes nothing any more.
 */
export function rebaseEdits(
  held: ReadonlyMap<string, HeldEdit>,
  outcomes: ReadonlyMap<string, SaveOutcome>,
  installation: Installation,
): { held: Map<string, HeldEdit>; outcomes: Map<string, SaveOutcome> } {
  const next = new Map<string, HeldEdit>();
  const decided = new Map(outcomes);
  for (const [key, edit] of held) {
    const outcome = decided.get(key);
    let start = edit;
    if ((outcome?.status === 'saving' || outcome?.status === 'error') && outcome.maybeSent !== undefined) {
      if (wasApplied(key, start.origin, outcome.maybeSent, storedValue(installation, key)))
        start = { ...start, origin: outcome.maybeSent };
      const { maybeSent: _decided, ...rest } = outcome;
      decided.set(key, rest);
    }
    const moved = rebaseHeldEdit(key, start, installation);
    const clean = moved.conflicts.length === 0 && !moved.holdsInput;
    if (
      decided.get(key)?.status === 'error' &&
      clean &&
      sameDraftValue(key, moved.value, storedValue(installation, key))
    )
      decided.delete(key);
    next.set(key, moved);
  }
  return { held: next, outcomes: decided };
}
