'use client';

import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { copyNameMap } from '../core/copyNameMap.ts';
import { isJsonObject } from '../schemas/isJsonObject.ts';
import { afterNextPaint } from './afterNextPaint.ts';
import { formDraftOf } from './formDraft.ts';
import { useActionForm } from './useActionForm.ts';

/** Where a field selection lives in the form (see `FieldPicker`'s `paths`). */
export interface FieldSelectionPaths {
  selected: string;
  auto: string;
  asList?: boolean;
}

// The form, its editor and the save bar get the staged selection once the frame that shows it is painted.
const commitAfterPaint = (commit: () => void) => {
  afterNextPaint(commit);
};

const noSelection: Record<string, boolean> = Object.freeze(Object.create(null));

/** The selection as a map of field name to `true`, from a map or (for a list path) a list of names. */
function selectionOf(value: unknown): Record<string, boolean> {
  if (Array.isArray(value)) {
    const map: Record<string, boolean> = Object.create(null);
    for (const name of value) if (typeof name === 'string') map[name] = true;
    return map;
  }
  return isJsonObject(value) ? (value as Record<string, boolean>) : noSelection;
}

function valueAt(root: unknown, path: readonly string[]): unknown {
  let node = root;
  for (const segment of path)
    node = isJsonObject(node) && Object.hasOwn(node, segment) ? node[segment] : undefined;
  return node;
}

/**
 * A field selection of the form (a map of field name to `true`, or a list of names) and its "all fields" mode,
 * with the writes a field picker makes. The selection is read from, and written to, the draft store of the form's
 * target (the one copy of the user's value): a write is shown at once and reaches the form once that frame is
 * painted (the store commits it then, or before a save, a discard or an undo reads it). `shownErrors` are the
 * selection's errors on screen (its own, and the entries' by field name): they are checked again when the form's
 * selection changes, so an edit clears what it fixed.
 *
 * @example
 * const { selected, toggle } = useFieldSelection({ selected: 'selectedFields', auto: 'selectedFieldsAuto' }, errors);
 * toggle('Industry', true);
 */
export function useFieldSelection(
  paths: FieldSelectionPaths,
  shownErrors: { root: string | undefined; byKey: ReadonlyMap<string, string> },
) {
  const { control, setValue, trigger, getFieldState, clearErrors, subscribe, getValues } =
    useActionForm('read');
  // The read config's paths unless told otherwise; typed as the read form's own.
  const selectedPath = paths.selected as 'selectedFields';
  const autoPath = paths.auto as 'selectedFieldsAuto';
  const path = useMemo(() => paths.selected.split('.'), [paths.selected]);
  const draft = formDraftOf(control);
  if (!draft) {
    throw new Error(
      'react-integration-config: FieldPicker edits the form of useObjectConfigForm: render it inside <FormProvider {...form}> of that form, once `view` is set.',
    );
  }
  const { store, key } = draft;
  const read = useCallback(() => valueAt(store.valueOf(key), path), [store, key, path]);
  const value = useSyncExternalStore(store.subscribeValues, read, read);
  const selected = useMemo(() => selectionOf(value), [value]);
  // Exact: by prefix, it would also watch the selection ("selectedFieldsAuto" starts with "selectedFields"), and
  // react-hook-form would copy the whole form for it at each write of a selection.
  const allMode = useWatch({ control, name: autoPath, exact: true }) === 'all';
  // A server issue about the mode itself (`selectedFieldsAuto`, `watchFieldsAuto`): shown at its radios.
  const modeError = getFieldState(autoPath, useFormState({ control, name: autoPath, exact: true })).error
    ?.message;

  // Errors shown (a save was tried) are checked again entry by entry once the form holds a new selection: only
  // the entries whose selection changed (an edit of one field leaves the service's issues at the others), and
  // the selection's own message. The map's own name would drop the entries' errors in react-hook-form. A
  // subscription while there are any, rather than a watch: a toggle with no error shown re-renders only what
  // shows the selection.
  const { root, byKey } = shownErrors;
  const names =
    root === undefined && byKey.size === 0
      ? []
      : [
          ...(root !== undefined || paths.asList ? [selectedPath] : []),
          ...(paths.asList ? [] : [...byKey.keys()].map((name) => `${selectedPath}.${name}` as const)),
        ];
  // The errors are a new map on each render: subscribed again only when the names shown change.
  const shownNames = names.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shownNames` holds `names`
  useEffect(() => {
    if (names.length === 0) return;
    let before = selectionOf(getValues(selectedPath));
    return subscribe({
      name: selectedPath,
      formState: { values: true },
      callback: () => {
        const after = selectionOf(getValues(selectedPath));
        const changed = names.filter((name) => {
          if (name === selectedPath) return true;
          const fieldName = name.slice(selectedPath.length + 1);
          return (before[fieldName] === true) !== (after[fieldName] === true);
        });
        before = after;
        if (changed.length > 0) void trigger(changed);
      },
    });
  }, [shownNames, subscribe, selectedPath, getValues]);

  /**
   * Replaces the selection with `change(current)` (a new map without a prototype; `current` is not to be
   * modified), staged in the store: shown at once, in the form once this frame is painted. Returns the new
   * selection (what `selected` is from the next render).
   */
  const write = (change: (current: Record<string, boolean>) => Record<string, boolean>) => {
    const next = change(selectionOf(read()));
    store.stage(key, path, paths.asList ? Object.keys(next) : next, commitAfterPaint);
    return next;
  };

  return {
    selected,
    allMode,
    modeError,
    setAllMode: (on: boolean) => {
      clearErrors(autoPath);
      setValue(autoPath, on ? 'all' : undefined, { shouldDirty: true });
    },
    write,
    /** Selects or unselects one field (see `write`). */
    toggle: (fieldName: string, checked: boolean) =>
      write((current) => {
        const next = copyNameMap(current);
        // An unselected optional field leaves the map rather than staying as `false`.
        if (checked) next[fieldName] = true;
        else delete next[fieldName];
        return next;
      }),
  };
}
