import { useSyncExternalStore } from 'react';

/**
 * The writes of one form waiting for the frame that shows them to be painted, by path written (a picker's
 * selection: see `useFieldSelection`). Listeners hear of every change, so a save bar can count a waiting write
 * as an unsaved change from the frame that shows it.
 */
export class WaitingFormWrites extends Map<string, () => void> {
  readonly #listeners = new Set<() => void>();

  override set(path: string, write: () => void): this {
    super.set(path, write);
    this.#notify();
    return this;
  }

  override delete(path: string): boolean {
    const deleted = super.delete(path);
    if (deleted) this.#notify();
    return deleted;
  }

  override clear(): void {
    super.clear();
    this.#notify();
  }

  /** For `useSyncExternalStore`: bound, the same function every time. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }
}

// Per form (its `control`).
const waiting = new WeakMap<object, WaitingFormWrites>();

/** The writes of the form of `control` that wait for the frame that shows them to be painted. */
export function waitingFormWrites(control: object): WaitingFormWrites {
  let writes = waiting.get(control);
  if (!writes) {
    writes = new WaitingFormWrites();
    waiting.set(control, writes);
  }
  return writes;
}

/** Makes the form's waiting writes now: before anything reads the form whole (a save, a discard, an undo). */
export function flushFormWrites(control: object): void {
  const writes = waiting.get(control);
  if (!writes || writes.size === 0) return;
  const all = [...writes.values()];
  writes.clear();
  for (const write of all) write();
}

const subscribeNothing = () => () => {};
const none = () => false;

/**
 * Whether the form of `control` has a write waiting for its frame: an edit shown but not in the form (nor its
 * draft) yet. Re-renders only the component that asks (the save bar), not the editor.
 */
export function useHasWaitingFormWrites(control: object | undefined): boolean {
  const writes = control ? waitingFormWrites(control) : undefined;
  return useSyncExternalStore(
    writes?.subscribe ?? subscribeNothing,
    writes ? () => writes.size > 0 : none,
    none,
  );
}
