import type { Installation } from '../schemas/installation.ts';
import type { AlongsideValue, DraftValue } from './draftTargets.ts';
import type { DraftPersistence } from './persistDrafts.ts';
import type { DraftEdit } from './planDraftEdit.ts';
import type { SaveRunResult } from './runSave.ts';

export type { DraftEdit } from './planDraftEdit.ts';

/** Where the last save of a target stands. */
export type SaveOutcome =
  | { status: 'saving'; sent: DraftValue; maybeSent?: DraftValue }
  /** Stored what the user changed. */
  | { status: 'saved' }
  /** Nothing was sent: the service held the user's value already. */
  | { status: 'unchanged' }
  /** The last save was undone. */
  | { status: 'undone' }
  | {
      status: 'error';
      error: unknown;
      /**
       * What a save sent when the service may have applied it (no answer): until new data shows whether it did,
       * the edit is kept even if it looks stored, and the data decides what the edit was made against.
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
  /** The save undoes the last one. */
  undo?: boolean;
}

/**
 * Why a save was not started: `busy`, one of the target is in flight; `unchanged`, nothing to save; `invalid`, the
 * value failed the caller's check or a part holds input that is no value; `conflicts`, settings changed elsewhere
 * wait for the user's choice.
 */
export type SaveRefusal = { refused: 'busy' | 'unchanged' | 'invalid' | 'conflicts' };

/** Options of {@link createDraftStore}. */
export interface DraftStoreOptions {
  /**
   * Runs `commit` once the frame that shows a staged write has been painted (the hooks pass one that waits for
   * the paint); by default in a task of its own.
   */
  schedule?: (commit: () => void) => void;
  /** Keeps unsaved edits across page loads (see `draftPersistence`); none by default. */
  persistence?: DraftPersistence;
}

/** The draft store of one installation: server base and user edits apart; subscribe/getSnapshot for React. */
export interface DraftStore {
  getSnapshot(): DraftSnapshot;
  /** Hears every published change (edits, outcomes, a new base); not staged writes. */
  subscribe(listener: () => void): () => void;
  /** The user's value of a target, a staged write included; else what is stored. */
  valueOf(key: string): DraftValue;
  /** Hears every change of a value, staged writes included (for views that show one value at once). */
  subscribeValues(listener: () => void): () => void;
  /** Whether a staged write of the target (any, without a key) waits for its commit. */
  hasStaged(key?: string): boolean;
  /** A server answer: edits are rebased onto it; settings changed on both sides become conflicts. */
  setBase(installation: Installation | null | undefined): void;
  /** The user's value of a target. Equal to what is stored (and nothing else held): no edit. */
  edit(key: string, value: DraftValue): void;
  /** The user's value at a path of a target's value (its other parts as they are). */
  editAt(key: string, path: readonly string[], value: unknown): void;
  /**
   * Like `editAt`, shown at once (`valueOf`, `subscribeValues`) but committed as an edit only when `commitAt`
   * (else the store's `schedule`) runs it, after the frame that shows it, or before anything else reads the target
   * whole: a save, a discard, an undo, another edit.
   */
  stage(key: string, path: readonly string[], value: unknown, commitAt?: (commit: () => void) => void): void;
  setHoldsInput(key: string, holdsInput: boolean): void;
  /** Drops the edit (not while its save is in flight: it returns `false` then). */
  discard(key: string): boolean;
  /** `mine` keeps the user's value at `path` (the next save sends it); `theirs` takes the stored one. */
  resolveConflict(key: string, path: string, choice: 'mine' | 'theirs'): void;
  /** Starts a save of the target (`isValid` checks the value first), or says why it does not. */
  beginSave(key: string, isValid?: (value: DraftValue) => boolean): SaveTicket | SaveRefusal;
  /** A save run completed (see `runSave`). */
  saveSucceeded(ticket: SaveTicket, result: SaveRunResult): void;
  /** A save failed: the edit stays as it is. */
  saveFailed(ticket: SaveTicket, error: unknown): void;
  /** Makes the inverse of the last save an edit (rebased on what is stored now); returns its key. */
  undoLastSave(): string | undefined;
  /** Forgets a target's save outcome (a failure the user dismissed, a form moved on). */
  clearOutcome(key: string): void;
  /** Writes the unsaved edits to the store's persistence now (before the page goes away), not after a moment. */
  persistNow(): void;
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
