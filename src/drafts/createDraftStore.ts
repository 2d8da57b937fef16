import { diffObjectConfig } from '../core/diffObjectConfig.ts';
import { isJsonEqual } from '../core/isJsonEqual.ts';
import type { SaveStep } from '../core/planSave.ts';
import {
  type EditConflict,
  type RebasedEdit,
  rebaseEdit,
  setAtPointer,
  valueAtPointer,
} from '../core/rebaseEdit.ts';
import { type ChangeSummary, summarizeSaveSteps } from '../core/summarizeSaveSteps.ts';
import type { Installation } from '../schemas/index.ts';
import {
  type AlongsideValue,
  type DraftValue,
  draftTarget,
  planTarget,
  storedValue,
  withValue,
} from './draftTargets.ts';

/** The user's edit of one target, kept apart from the stored installation. */
export interface DraftEdit {
  /** What the service stored when the user began (or what the last save of this edit sent). */
  readonly origin: DraftValue;
  /** The user's value (`undefined`: the object is not in the config). */
  readonly value: DraftValue;
  /** Leaves changed elsewhere since the user began, holding the stored value until the user decides. */
  readonly conflicts: readonly EditConflict[];
  /** A part holds input that is no value yet (a half-typed cron): unsaved, and not saveable. */
  readonly holdsInput: boolean;
  /** Whether `steps` is not empty: `value` is not what is stored. Known without planning the steps. */
  readonly hasSteps: boolean;
  /** Whether `pending` is not empty, known the same way. */
  readonly hasPending: boolean;
  /**
   * The requests that store `value` on top of the base: planned on first read, once per edit or base change
   * (an edit of thousands of fields plans them when the preview or a save asks, not in the input's handler).
   */
  readonly steps: readonly SaveStep[];
  /** The same on top of the value a save in flight sends (what is left once it succeeds). */
  readonly pending: readonly SaveStep[];
  readonly pendingSummary: readonly ChangeSummary[];
}

/** Where the last save of a target stands. */
export type SaveOutcome =
  | { status: 'saving'; sent: DraftValue; maybeSent?: DraftValue }
  | { status: 'saved' }
  | {
      status: 'error';
      error: unknown;
      /**
       * What a save sent when the service may have applied it (no answer): until new data shows whether it
       * did, the edit is kept even if it looks stored, and the data decides what the edit was made against.
       */
      maybeSent?: DraftValue;
    };

/** What a successful save stored, so that it can be undone. */
export interface SavedChange {
  key: string;
  /** The stored value right before the save. */
  before: DraftValue;
  /** The stored value the service answered with. */
  after: DraftValue;
  /** Other targets the same request changed (delete events turned off with provider flows), before and after. */
  alongside?: readonly { key: string; before: DraftValue; after: DraftValue }[];
}

/** An immutable picture of the store: a new object after every change. */
export interface DraftSnapshot {
  /** The last installation the service returned (`null`: none exists). */
  readonly base: Installation | null | undefined;
  readonly edits: ReadonlyMap<string, DraftEdit>;
  readonly outcomes: ReadonlyMap<string, SaveOutcome>;
  readonly lastSave: SavedChange | undefined;
  /** Whether any edit is not stored yet (a save in flight counts until the service confirms it). */
  readonly hasUnsaved: boolean;
  /**
   * The keys of those edits (see `unsavedKeys`). The same set object until the keys change, so a view of which
   * targets are unsaved (the object list) re-renders when that changes, not on every edit.
   */
  readonly unsaved: ReadonlySet<string>;
}

/** The targets whose edits the service has not confirmed: planned changes, conflicts, held input, a save in flight. */
export function unsavedKeys(snapshot: Pick<DraftSnapshot, 'edits' | 'outcomes'>): Set<string> {
  const keys = new Set<string>();
  for (const [key, edit] of snapshot.edits) {
    const saving = snapshot.outcomes.get(key)?.status === 'saving';
    if (saving || edit.hasSteps || edit.conflicts.length > 0 || edit.holdsInput) keys.add(key);
  }
  return keys;
}

/** A save taken out of the store: what to send and what it was based on. */
export interface SaveTicket {
  key: string;
  /** The user's value when Save was pressed. */
  submitted: DraftValue;
  /** The stored value that edit was made against. */
  origin: DraftValue;
  /** What an earlier save sent without an answer: if the fresh read holds it, the edit is relative to it. */
  maybeSent?: DraftValue;
  /** Values of other targets stored in the same request (an undo's). */
  alongside?: readonly AlongsideValue[];
}

/** The draft store of one installation: server base and user edits apart; subscribe/getSnapshot for React. */
export interface DraftStore {
  getSnapshot(): DraftSnapshot;
  subscribe(listener: () => void): () => void;
  /** A server answer: edits are rebased onto it; leaves changed on both sides become conflicts. */
  setBase(installation: Installation | null | undefined): void;
  /** The user's value of a target. Equal to what is stored (and nothing else held): no edit. */
  edit(key: string, value: DraftValue): void;
  setHoldsInput(key: string, holdsInput: boolean): void;
  /** Drops the edit (not while its save is in flight: it returns `false` then). */
  discard(key: string): boolean;
  /** `mine` puts the user's value back at `path` (sent by the next save); `theirs` keeps the stored one. */
  resolveConflict(key: string, path: string, choice: 'mine' | 'theirs'): void;
  /** Starts a save: `undefined` when a save of this target is in flight or nothing is to be saved. */
  beginSave(key: string): SaveTicket | undefined;
  /**
   * A save sent `sent` and the service answered `answer` (`before`: what was stored right before; `alongside`:
   * what other targets the same request changed stored right before).
   */
  saveSucceeded(
    ticket: SaveTicket,
    sent: DraftValue,
    before: DraftValue,
    answer: Installation,
    alongside?: readonly { key: string; value: DraftValue }[],
  ): void;
  /** A save failed: the edit stays as it is. `maybeSent`: what it sent, when the service may have applied it. */
  saveFailed(ticket: SaveTicket, error: unknown, maybeSent?: DraftValue): void;
  /** Makes the inverse of the last save an edit (rebased on what is stored now); returns its key. */
  undoLastSave(): string | undefined;
  /** Forgets a target's save outcome (a failure the user dismissed, a form moved on). */
  clearOutcome(key: string): void;
}

const EMPTY: readonly never[] = [];

/** A function that computes `compute()` on its first call and returns that result from then on. */
function once<T>(compute: () => T): () => T {
  let result: { value: T } | undefined;
  return () => {
    result ??= { value: compute() };
    return result.value;
  };
}

function asRecord(value: DraftValue): Record<string, unknown> {
  return (value ?? {}) as Record<string, unknown>;
}

/**
 * Rebases a user's value from `origin` onto `stored`. A whole object added or removed on one side only is
 * taken as is; both sides holding an object are rebased leaf by leaf.
 */
export function rebaseValue(origin: DraftValue, mine: DraftValue, stored: DraftValue) {
  if (isJsonEqual(origin, mine)) return { value: stored, conflicts: [] as EditConflict[] };
  if (mine === undefined || stored === undefined) return { value: mine, conflicts: [] as EditConflict[] };
  return rebaseEdit(asRecord(origin), asRecord(mine), asRecord(stored)) as RebasedEdit<DraftValue>;
}

interface Raw {
  origin: DraftValue;
  value: DraftValue;
  conflicts: readonly EditConflict[];
  holdsInput: boolean;
  alongside?: readonly AlongsideValue[];
}

/** Whether `stored` holds every leaf a save changed from `origin` to `sent`. */
export function wasApplied(origin: DraftValue, sent: DraftValue, stored: DraftValue): boolean {
  if (sent === undefined || stored === undefined) return sent === stored;
  if (origin === undefined) return isJsonEqual(sent, stored);
  const changes = diffObjectConfig(asRecord(origin), asRecord(sent));
  return changes.every((change) =>
    isJsonEqual(valueAtPointer(stored, change.path), change.op === 'remove' ? undefined : change.value),
  );
}

function isStored(key: string, raw: Raw, base: Installation): boolean {
  return raw.conflicts.length === 0 && !raw.holdsInput && isJsonEqual(raw.value, storedValue(base, key));
}

// Values stored alongside, rebased onto what `base` stores: a leaf changed elsewhere since keeps the stored value.
function rebasedAlongside(raw: Raw, base: Installation): Raw {
  if (!raw.alongside?.some((other) => !isJsonEqual(other.origin, storedValue(base, other.key)))) return raw;
  const alongside = raw.alongside.map((other) => {
    const stored = storedValue(base, other.key);
    return { key: other.key, origin: stored, value: rebaseValue(other.origin, other.value, stored).value };
  });
  return { ...raw, alongside };
}

// The edit rebased onto what `base` stores; conflicts already shown follow the stored value.
function rebased(key: string, held: Raw, base: Installation): Raw {
  const raw = rebasedAlongside(held, base);
  const stored = storedValue(base, key);
  if (isJsonEqual(raw.origin, stored)) return raw;
  const next = rebaseValue(raw.origin, raw.value, stored);
  const conflicts: EditConflict[] = [];
  for (const conflict of raw.conflicts) {
    const theirs = valueAtPointer(stored, conflict.path);
    if (!isJsonEqual(theirs, conflict.mine)) conflicts.push({ ...conflict, theirs });
  }
  for (const conflict of next.conflicts)
    if (!conflicts.some((c) => c.path === conflict.path)) conflicts.push(conflict);
  const moved: Raw = { origin: stored, value: next.value, conflicts, holdsInput: raw.holdsInput };
  return raw.alongside ? { ...moved, alongside: raw.alongside } : moved;
}

/**
 * Creates the draft store of one installation. Edits change only from the user, a successful save of them or
 * an explicit discard; the base only from a server answer. Nothing is rolled back, so no order of failures can
 * drop an edit.
 *
 * @example
 * const store = createDraftStore(installation);
 * store.edit('read:account', { ...account, schedule: '0 * * * *' });
 * store.getSnapshot().edits.get('read:account')?.steps; // one patch
 */
export function createDraftStore(initial?: Installation | null): DraftStore {
  const listeners = new Set<() => void>();
  let base: Installation | null | undefined = initial;
  let raws = new Map<string, Raw>();
  let outcomes = new Map<string, SaveOutcome>();
  let lastSave: SavedChange | undefined;
  // Planned once per edit: an unchanged edit (same object, same base, same outcome) keeps its plan.
  const planned = new WeakMap<
    Raw,
    { base: Installation | null | undefined; outcome: SaveOutcome | undefined; edit: DraftEdit }
  >();
  let snapshot: DraftSnapshot = {
    base,
    edits: new Map(),
    outcomes,
    lastSave,
    hasUnsaved: false,
    unsaved: new Set(),
  };

  function plan(key: string, raw: Raw): DraftEdit {
    const outcome = outcomes.get(key);
    const cached = planned.get(raw);
    if (cached && cached.base === base && cached.outcome === outcome) return cached.edit;
    let edit: DraftEdit;
    const stored = base;
    if (!stored) {
      edit = {
        ...raw,
        hasSteps: false,
        hasPending: false,
        steps: EMPTY,
        pending: EMPTY,
        pendingSummary: EMPTY,
      };
    } else {
      const sent = outcome?.status === 'saving' ? outcome : undefined;
      const steps = once(() => planTarget(stored, key, raw.value, raw.alongside));
      const pending = once(() =>
        sent ? planTarget(withValue(stored, key, sent.sent), key, raw.value, raw.alongside) : steps(),
      );
      const pendingSummary = once(() => summarizeSaveSteps(pending()));
      // An object's config differs from what is stored exactly where its plan has a step (any JSON difference is
      // a patch operation or a mask), so a comparison tells without planning. The settings, and values stored
      // alongside, are planned for it: their plan is small, and other targets can take part in it.
      const plansNow = draftTarget(key).kind === 'settings' || raw.alongside !== undefined;
      const hasSteps = plansNow ? steps().length > 0 : !isJsonEqual(raw.value, storedValue(stored, key));
      const hasPending = !sent
        ? hasSteps
        : plansNow
          ? pending().length > 0
          : !isJsonEqual(raw.value, sent.sent);
      edit = {
        ...raw,
        hasSteps,
        hasPending,
        get steps() {
          return steps();
        },
        get pending() {
          return pending();
        },
        get pendingSummary() {
          return pendingSummary();
        },
      };
    }
    planned.set(raw, { base, outcome, edit });
    return edit;
  }

  function publish(): void {
    const edits = new Map<string, DraftEdit>();
    for (const [key, raw] of raws) {
      const outcome = outcomes.get(key);
      const saving = outcome?.status === 'saving';
      const uncertain = outcome?.status === 'error' && outcome.maybeSent !== undefined;
      const edit = plan(key, raw);
      // Nothing to send, nothing held: the edit is what is stored (its plan says so, no second comparison).
      if (
        !saving &&
        !uncertain &&
        base &&
        !edit.hasSteps &&
        !edit.holdsInput &&
        edit.conflicts.length === 0
      ) {
        raws.delete(key);
        continue;
      }
      edits.set(key, edit);
    }
    const keys = unsavedKeys({ edits, outcomes });
    const before = snapshot.unsaved;
    const unsaved = keys.size === before.size && [...keys].every((key) => before.has(key)) ? before : keys;
    snapshot = { base, edits, outcomes, lastSave, hasUnsaved: unsaved.size > 0, unsaved };
    for (const listener of listeners) listener();
  }

  function update(key: string, raw: Raw | undefined): void {
    raws = new Map(raws);
    if (raw) raws.set(key, raw);
    else raws.delete(key);
    publish();
  }

  function setOutcome(key: string, outcome: SaveOutcome | undefined): void {
    outcomes = new Map(outcomes);
    if (outcome) outcomes.set(key, outcome);
    else outcomes.delete(key);
  }

  function current(key: string): Raw {
    const stored = base ? storedValue(base, key) : undefined;
    return raws.get(key) ?? { origin: stored, value: stored, conflicts: [], holdsInput: false };
  }

  function rebaseAll(installation: Installation | null | undefined): void {
    base = installation;
    if (!installation) return;
    const next = new Map<string, Raw>();
    for (const [key, held] of raws) {
      const outcome = outcomes.get(key);
      let raw = held;
      if (outcome && outcome.status !== 'saved' && outcome.maybeSent !== undefined) {
        // New data after a save without an answer: if it holds what was sent, the save was applied and the
        // edit is relative to what it sent (edits made during it included).
        if (wasApplied(raw.origin, outcome.maybeSent, storedValue(installation, key)))
          raw = { ...raw, origin: outcome.maybeSent };
        const { maybeSent: _decided, ...decided } = outcome;
        setOutcome(key, decided);
      }
      const moved = rebased(key, raw, installation);
      // New data shows the edit stored after all (an answer that got lost): its failure describes nothing.
      if (outcomes.get(key)?.status === 'error' && isStored(key, moved, installation))
        setOutcome(key, undefined);
      next.set(key, moved);
    }
    raws = next;
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setBase(installation) {
      if (installation === base) return;
      if (installation && base && isJsonEqual(installation, base)) {
        base = installation;
        return;
      }
      rebaseAll(installation);
      publish();
    },
    edit(key, value) {
      const raw = current(key);
      if (raw.value === value) return;
      update(key, { ...raw, value });
    },
    setHoldsInput(key, holdsInput) {
      const raw = current(key);
      if (raw.holdsInput === holdsInput) return;
      update(key, { ...raw, holdsInput });
    },
    discard(key) {
      if (outcomes.get(key)?.status === 'saving') return false;
      setOutcome(key, undefined);
      update(key, undefined);
      return true;
    },
    resolveConflict(key, path, choice) {
      const raw = raws.get(key);
      const conflict = raw?.conflicts.find((c) => c.path === path);
      if (!raw || !conflict) return;
      let value = raw.value;
      if (choice === 'mine' && value !== undefined) {
        value = structuredClone(value);
        setAtPointer(value as Record<string, unknown>, path, conflict.mine);
      }
      update(key, { ...raw, value, conflicts: raw.conflicts.filter((c) => c !== conflict) });
    },
    beginSave(key) {
      const raw = raws.get(key);
      if (!raw || outcomes.get(key)?.status === 'saving') return undefined;
      const previous = outcomes.get(key);
      const maybeSent = previous?.status === 'error' ? previous.maybeSent : undefined;
      setOutcome(key, { status: 'saving', sent: raw.value, ...(maybeSent !== undefined && { maybeSent }) });
      publish();
      const { value: submitted, origin, alongside } = raw;
      return {
        key,
        submitted,
        origin,
        ...(maybeSent !== undefined && { maybeSent }),
        ...(alongside && { alongside }),
      };
    },
    saveSucceeded(ticket, sent, before, answer, alongside = []) {
      setOutcome(ticket.key, { status: 'saved' });
      const raw = raws.get(ticket.key);
      // What was sent is stored now: only what the user changed since stays an edit.
      if (raw) {
        const { alongside: _stored, ...own } = raw;
        raws = new Map(raws);
        raws.set(ticket.key, { ...own, origin: sent });
      }
      lastSave = { key: ticket.key, before, after: storedValue(answer, ticket.key) };
      if (alongside.length > 0) {
        lastSave.alongside = alongside.map((other) => ({
          key: other.key,
          before: other.value,
          after: storedValue(answer, other.key),
        }));
      }
      rebaseAll(answer);
      publish();
    },
    saveFailed(ticket, error, maybeSent) {
      setOutcome(ticket.key, { status: 'error', error, ...(maybeSent !== undefined && { maybeSent }) });
      publish();
    },
    undoLastSave() {
      const last = lastSave;
      if (!last || !base) return undefined;
      lastSave = undefined;
      setOutcome(last.key, undefined);
      const raw: Raw = { origin: last.after, value: last.before, conflicts: [], holdsInput: false };
      // The inverse of the whole request: the other targets it changed go back in the same one.
      if (last.alongside)
        raw.alongside = last.alongside.map((other) => ({
          key: other.key,
          origin: other.after,
          value: other.before,
        }));
      update(last.key, rebased(last.key, raw, base));
      return last.key;
    },
    clearOutcome(key) {
      if (!outcomes.has(key) || outcomes.get(key)?.status === 'saving') return;
      setOutcome(key, undefined);
      publish();
    },
  };
}
