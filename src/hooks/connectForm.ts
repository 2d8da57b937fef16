import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isJsonEqual } from '../core/isJsonEqual.ts';
import { withoutPrototypes } from '../core/withoutPrototypes.ts';
import type { DraftSnapshot, DraftStore } from '../drafts/DraftStore.ts';
import { type DraftValue, storedValue } from '../drafts/draftTargets.ts';
import { isJsonObject } from '../schemas/isJsonObject.ts';

/** The value a target's form shows: the user's edit if any (`undefined` included), else what is stored. */
export function committedValue(snapshot: DraftSnapshot, key: string): DraftValue {
  const edit = snapshot.edits.get(key);
  if (edit) return edit.value;
  return snapshot.base ? storedValue(snapshot.base, key) : undefined;
}

/**
 * Keeps a react-hook-form form and a draft target in step, one way each: what the user changes in the form goes to
 * the store (the one copy of the user's value), part by part; what changes the store's value otherwise (a staged
 * write committed, a rebase, a resolved conflict, an undo) goes into the form, part by part. Returns the function
 * that disconnects them.
 */
export function connectForm<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  store: DraftStore,
  key: string,
  fallback: Values | undefined,
  bound: (value: DraftValue) => boolean,
): () => void {
  const set = form.setValue as (name: string, value: unknown, options?: { shouldDirty?: boolean }) => void;
  let syncing = false;
  let shown = committedValue(store.getSnapshot(), key);
  const start = shown ?? fallback;
  if (start !== undefined && !isJsonEqual(form.getValues(), start))
    form.reset(withoutPrototypes(start as Values), { keepErrors: true });

  const fromStore = () => {
    if (syncing) return;
    const next = committedValue(store.getSnapshot(), key);
    if (next === shown) return;
    const previous = shown ?? fallback;
    const now = next ?? fallback;
    shown = next;
    syncing = true;
    // The form's writes below are the store's own: the watch below would ignore them, and while it listens
    // react-hook-form copies the whole form for it at each write (a selection of 20,000 fields, twice a commit).
    watcher.unsubscribe();
    try {
      if (!isJsonObject(previous) || !isJsonObject(now) || (previous === fallback) !== (now === fallback)) {
        if (now !== undefined) form.reset(withoutPrototypes(now as Values), { keepErrors: true });
        return;
      }
      for (const part of new Set([...Object.keys(previous), ...Object.keys(now)])) {
        const after = Object.hasOwn(now, part) ? now[part] : undefined;
        if (after === (Object.hasOwn(previous, part) ? previous[part] : undefined)) continue;
        // A part the form already shows (the same value in a new object: a save's answer, a rebase) is left
        // alone: react-hook-form's dirty bookkeeping for a write that changes nothing walks the whole form.
        if (isJsonEqual(form.getValues(part as Path<Values>), after)) continue;
        set(part, withoutPrototypes(after), { shouldDirty: true });
      }
    } finally {
      syncing = false;
      watcher = form.watch(toStore);
    }
  };
  const toStore = (_values: unknown, { name }: { name?: string }) => {
    if (syncing) return;
    const values: Record<string, unknown> = form.getValues();
    const stored = committedValue(store.getSnapshot(), key);
    // A target not in the config (a read object not started, a write object removed) has no form values.
    if (!bound(stored)) return;
    // A change at a path changes only its top-level part (config keys hold no `.`): that part alone is copied, so
    // toggling one of 5,000 fields does not copy the whole config.
    const part = name?.split('.')[0];
    syncing = true;
    try {
      if (part !== undefined) store.editAt(key, [part], withoutPrototypes(values[part]));
      else if (!isJsonEqual(values, stored)) store.edit(key, withoutPrototypes(values as DraftValue));
    } finally {
      syncing = false;
    }
    shown = committedValue(store.getSnapshot(), key);
  };
  let watcher = form.watch(toStore);
  const unsubscribe = store.subscribe(fromStore);
  return () => {
    watcher.unsubscribe();
    unsubscribe();
  };
}
