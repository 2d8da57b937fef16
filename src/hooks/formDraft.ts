'use client';

import { useSyncExternalStore } from 'react';
import type { DraftStore } from '../drafts/DraftStore.ts';
import { subscribeNothing } from './serverRender.ts';

/** The draft target a form edits: its installation's store and the target's key. */
export interface FormDraft {
  store: DraftStore;
  key: string;
}

// By the form's `control` (a cache by identity: it holds no value of its own, only where the value lives).
const drafts = new WeakMap<object, FormDraft | undefined>();

/** Records the draft target of the form of `control` (`undefined` while it has none). */
export function bindFormDraft(control: object, draft: FormDraft | undefined): void {
  drafts.set(control, draft);
}

/**
 * The draft target of the form of `control`, for a part that reads and stages its value in the store itself (a
 * field picker shows a toggle in the frame of the click, before the form has it).
 */
export function formDraftOf(control: object): FormDraft | undefined {
  return drafts.get(control);
}

const none = () => false;

/**
 * Whether the form of `control` has a write staged in its store, shown but not committed yet (a picker's toggle
 * before its frame is painted): a save bar counts it as unsaved from the frame that shows it.
 */
export function useHasStagedWrite(control: object | undefined): boolean {
  const draft = control ? drafts.get(control) : undefined;
  return useSyncExternalStore(
    draft?.store.subscribeValues ?? subscribeNothing,
    draft ? () => draft.store.hasStaged(draft.key) : none,
    none,
  );
}
