import { isJsonEqual } from '../core/isJsonEqual.ts';
import type { Installation } from '../schemas/installation.ts';
import {
  type DraftSnapshot,
  type DraftStore,
  type DraftStoreOptions,
  type SavedChange,
  type SaveOutcome,
  unsavedKeys,
} from './DraftStore.ts';
import { type DraftValue, storedValue } from './draftTargets.ts';
import { type DraftEdit, type HeldEdit, NOT_SENDING, planDraftEdit } from './planDraftEdit.ts';
import { rebaseHeldEdit, withTheirs } from './rebaseDraft.ts';
import { rebaseEdits } from './rebaseEdits.ts';
import { SaveError } from './SaveError.ts';
import { savedChangeOf, ticketOf, undoOf } from './saveOutcomes.ts';
import { withValueAt } from './withValueAt.ts';

const PERSIST_DELAY_MS = 100;

/**
 * Creates the draft store of one installation. Edits change only from the user, a successful save of them or an
 * explicit discard; the base only from a server answer. Nothing is rolled back, so no order of failures can drop
 * an edit; nothing is dropped silently by a rebase (a removal on one side and a change on the other is a conflict).
 *
 * @example
 * const store = createDraftStore(installation);
 * store.editAt('read:account', ['schedule'], '0 * * * *');
 * store.getSnapshot().edits.get('read:account')?.steps; // one patch
 */
export function createDraftStore(initial?: Installation | null, options: DraftStoreOptions = {}): DraftStore {
  const { schedule = (commit) => setTimeout(commit, 0), persistence } = options;
  const listeners = new Set<() => void>();
  const valueListeners = new Set<() => void>();
  let base: Installation | null | undefined = initial;
  let held = new Map<string, HeldEdit>();
  let outcomes = new Map<string, SaveOutcome>();
  const staged = new Map<string, DraftValue>();
  let commitScheduled = false;
  let persistTimer: ReturnType<typeof setTimeout> | undefined;
  let lastSave: SavedChange | undefined;
  // Planned once per edit: an unchanged edit (same object, same base, same outcome) keeps its plan.
  const planned = new WeakMap<
    HeldEdit,
    { base: typeof base; outcome: SaveOutcome | undefined; edit: DraftEdit }
  >();
  let snapshot: DraftSnapshot = {
    base,
    edits: new Map(),
    outcomes,
    lastSave,
    hasUnsaved: false,
    unsaved: new Set(),
  };

  function plan(key: string, edit: HeldEdit): DraftEdit {
    const outcome = outcomes.get(key);
    const cached = planned.get(edit);
    if (cached && cached.base === base && cached.outcome === outcome) return cached.edit;
    const planned_ = planDraftEdit(
      base,
      key,
      edit,
      outcome?.status === 'saving' ? outcome.sent : NOT_SENDING,
    );
    planned.set(edit, { base, outcome, edit: planned_ });
    return planned_;
  }

  // What is kept across a reload: the unsaved edits as published (a staged write is kept once committed).
  function persistNow(): void {
    clearTimeout(persistTimer);
    persistTimer = undefined;
    const drafts = [...snapshot.edits]
      .filter(([key]) => snapshot.unsaved.has(key))
      .map(([key, edit]) => ({ key, origin: edit.origin, value: edit.value }));
    persistence?.write(drafts);
  }

  // Coalesced: a burst of edits (typing) writes once.
  function persistSoon(): void {
    if (persistence && persistTimer === undefined) persistTimer = setTimeout(persistNow, PERSIST_DELAY_MS);
  }

  function publish(): void {
    const edits = new Map<string, DraftEdit>();
    for (const [key, raw] of held) {
      const outcome = outcomes.get(key);
      const uncertain = outcome?.status === 'error' && outcome.maybeSent !== undefined;
      const edit = plan(key, raw);
      // Nothing to send, nothing held: the edit is what is stored (its plan says so, no second comparison).
      const settled = !edit.hasSteps && !edit.holdsInput && edit.conflicts.length === 0;
      if (outcome?.status !== 'saving' && !uncertain && base && settled) {
        held.delete(key);
        continue;
      }
      edits.set(key, edit);
    }
    const keys = unsavedKeys({ edits, outcomes });
    const before = snapshot.unsaved;
    const unsaved = keys.size === before.size && [...keys].every((key) => before.has(key)) ? before : keys;
    snapshot = { base, edits, outcomes, lastSave, hasUnsaved: unsaved.size > 0, unsaved };
    persistSoon();
    for (const listener of listeners) listener();
    for (const listener of valueListeners) listener();
  }

  function setHeld(key: string, edit: HeldEdit | undefined): void {
    held = new Map(held);
    if (edit) held.set(key, edit);
    else held.delete(key);
  }

  function setOutcome(key: string, outcome: SaveOutcome | undefined): void {
    outcomes = new Map(outcomes);
    if (outcome) outcomes.set(key, outcome);
    else outcomes.delete(key);
  }

  function current(key: string): HeldEdit {
    const stored = base ? storedValue(base, key) : undefined;
    return held.get(key) ?? { origin: stored, value: stored, conflicts: [], holdsInput: false };
  }

  // Staged writes become edits (without publishing): before anything reads or replaces the target whole.
  function foldStaged(key?: string): boolean {
    const keys = key === undefined ? [...staged.keys()] : staged.has(key) ? [key] : [];
    for (const k of keys) {
      setHeld(k, { ...current(k), value: staged.get(k) });
      staged.delete(k);
    }
    return keys.length > 0;
  }

  function rebaseAll(installation: Installation | null | undefined): void {
    base = installation;
    if (!installation) return;
    ({ held, outcomes } = rebaseEdits(held, outcomes, installation));
  }

  function commitStaged(): void {
    commitScheduled = false;
    if (foldStaged()) publish();
  }

  for (const draft of persistence?.read() ?? [])
    held.set(draft.key, { origin: draft.origin, value: draft.value, conflicts: [], holdsInput: false });
  if (held.size > 0) {
    if (initial) rebaseAll(initial);
    publish();
  }

  const store: DraftStore = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    valueOf: (key) => (staged.has(key) ? staged.get(key) : current(key).value),
    subscribeValues(listener) {
      valueListeners.add(listener);
      return () => valueListeners.delete(listener);
    },
    hasStaged: (key) => (key === undefined ? staged.size > 0 : staged.has(key)),
    setBase(installation) {
      if (installation === base) return;
      if (installation && base && isJsonEqual(installation, base)) {
        base = installation;
        return;
      }
      foldStaged();
      rebaseAll(installation);
      publish();
    },
    edit(key, value) {
      staged.delete(key);
      const edit = current(key);
      if (edit.value === value) return;
      setHeld(key, { ...edit, value });
      publish();
    },
    editAt(key, path, value) {
      foldStaged(key);
      const edit = current(key);
      setHeld(key, { ...edit, value: withValueAt(edit.value, path, value) as DraftValue });
      publish();
    },
    stage(key, path, value, commitAt = schedule) {
      staged.set(key, withValueAt(store.valueOf(key), path, value) as DraftValue);
      for (const listener of valueListeners) listener();
      if (commitScheduled) return;
      commitScheduled = true;
      commitAt(commitStaged);
    },
    setHoldsInput(key, holdsInput) {
      const edit = current(key);
      if (edit.holdsInput === holdsInput) return;
      foldStaged(key);
      setHeld(key, { ...current(key), holdsInput });
      publish();
    },
    discard(key) {
      if (outcomes.get(key)?.status === 'saving') return false;
      staged.delete(key);
      setOutcome(key, undefined);
      setHeld(key, undefined);
      publish();
      return true;
    },
    resolveConflict(key, path, choice) {
      foldStaged(key);
      const edit = held.get(key);
      const conflict = edit?.conflicts.find((c) => c.path === path);
      if (!edit || !conflict) return;
      const stored = base ? storedValue(base, key) : undefined;
      const value = choice === 'mine' ? edit.value : withTheirs(key, edit.value, path, stored);
      setHeld(key, { ...edit, value, conflicts: edit.conflicts.filter((c) => c !== conflict) });
      // A new decision: what the last save did no longer describes the target.
      setOutcome(key, undefined);
      publish();
    },
    beginSave(key, isValid) {
      if (foldStaged(key)) publish();
      const edit = held.get(key);
      const previous = outcomes.get(key);
      if (previous?.status === 'saving') return { refused: 'busy' };
      if (!edit) return { refused: 'unchanged' };
      if (edit.conflicts.length > 0) return { refused: 'conflicts' };
      if (edit.holdsInput || (isValid && !isValid(edit.value))) return { refused: 'invalid' };
      const maybeSent = previous?.status === 'error' ? previous.maybeSent : undefined;
      setOutcome(key, { status: 'saving', sent: edit.value, ...(maybeSent !== undefined && { maybeSent }) });
      publish();
      return ticketOf(key, edit, maybeSent);
    },
    saveSucceeded(ticket, result) {
      const edit = held.get(ticket.key);
      // What was sent is stored now: only what the user changed since stays an edit.
      if (edit) {
        const { alongside: _stored, undo: _done, ...own } = edit;
        setHeld(ticket.key, { ...own, origin: result.sent });
      }
      if (result.requests === 0) {
        setOutcome(ticket.key, { status: 'unchanged' });
        if (lastSave?.key === ticket.key) lastSave = undefined;
      } else if (ticket.undo) {
        setOutcome(ticket.key, { status: 'undone' });
        lastSave = undefined;
      } else {
        setOutcome(ticket.key, { status: 'saved' });
        lastSave = savedChangeOf(ticket.key, result);
      }
      rebaseAll(result.installation);
      publish();
    },
    saveFailed(ticket, error) {
      // A save stopped by a conflict has nothing to report but the conflict, which the edit shows.
      if (error instanceof SaveError && error.step === 'rebase') setOutcome(ticket.key, undefined);
      else {
        const maybeSent = error instanceof SaveError && error.mayHaveApplied ? error.sent : undefined;
        setOutcome(ticket.key, { status: 'error', error, ...(maybeSent !== undefined && { maybeSent }) });
      }
      publish();
    },
    undoLastSave() {
      const last = lastSave;
      if (!last || !base) return undefined;
      lastSave = undefined;
      foldStaged(last.key);
      setOutcome(last.key, undefined);
      setHeld(last.key, rebaseHeldEdit(last.key, undoOf(last), base));
      publish();
      return last.key;
    },
    clearOutcome(key) {
      if (!outcomes.has(key) || outcomes.get(key)?.status === 'saving') return;
      setOutcome(key, undefined);
      publish();
    },
    persistNow() {
      if (persistence && foldStaged()) publish();
      if (persistence) persistNow();
    },
  };
  return store;
}
