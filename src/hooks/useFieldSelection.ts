import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { copyNameMap } from '../core/copyNameMap.ts';
import { afterNextPaint } from './afterNextPaint.ts';
import { flushFormWrites, waitingFormWrites } from './formWritesAfterPaint.ts';
import { useReadObjectForm } from './useReadObjectForm.ts';

/** Where a field selection lives in the form (see `FieldPicker`'s `paths`). */
export interface FieldSelectionPaths {
  selected: string;
  auto: string;
  asList?: boolean;
}

const noSelection: Record<string, boolean> = {};

/** The selection as a map of field name to `true`, from a map or (for a list path) a list of names. */
function selectionOf(value: unknown): Record<string, boolean> {
  if (Array.isArray(value)) {
    const map: Record<string, boolean> = Object.create(null);
    for (const name of value) if (typeof name === 'string') map[name] = true;
    return map;
  }
  return value && typeof value === 'object' ? (value as Record<string, boolean>) : noSelection;
}

/**
 * A field selection of the form (a map of field name to `true`, or a list of names) and its "all fields" mode,
 * with the writes a field picker makes. `shownErrors` are the selection's errors on screen (its own, and the
 * entries' by field name): a write checks them again, so an edit clears what it fixed.
 *
 * @example
 * const { selected, toggle } = useFieldSelection({ selected: 'selectedFields', auto: 'selectedFieldsAuto' }, errors);
 * toggle('Industry', true);
 */
export function useFieldSelection(
  paths: FieldSelectionPaths,
  shownErrors: { root: string | undefined; byKey: ReadonlyMap<string, string> },
) {
  const { control, getValues, setValue, trigger, getFieldState, clearErrors } = useReadObjectForm();
  // The read config's paths unless told otherwise; typed as the read form's own.
  const selectedPath = paths.selected as 'selectedFields';
  const autoPath = paths.auto as 'selectedFieldsAuto';
  const stored: unknown = useWatch({ control, name: selectedPath });
  // A write not in the form yet (see `write`): what the picker shows meanwhile.
  const [waiting, setWaiting] = useState<Record<string, boolean> | null>(null);
  const waitingRef = useRef<Record<string, boolean> | null>(null);
  const fromForm = useMemo(() => selectionOf(stored), [stored]);
  const selected = waiting ?? fromForm;
  const allMode = useWatch({ control, name: autoPath }) === 'all';
  // A server issue about the mode itself (`selectedFieldsAuto`, `watchFieldsAuto`): shown at its radios.
  const modeError = getFieldState(autoPath, useFormState({ control, name: autoPath, exact: true })).error
    ?.message;
  // A write still waiting when the picker goes is made then.
  useEffect(() => () => flushFormWrites(control), [control]);

  const commit = (next: Record<string, boolean>) => {
    setValue(selectedPath, (paths.asList ? Object.keys(next) : next) as Record<string, boolean>, {
      shouldDirty: true,
    });
    // Errors shown (a save was tried) are checked again entry by entry, so an edit clears what it fixed; the
    // map's own name would drop the entries' errors in react-hook-form.
    if (shownErrors.root !== undefined || shownErrors.byKey.size > 0) {
      void trigger([
        ...(shownErrors.root !== undefined || paths.asList ? [selectedPath] : []),
        ...(paths.asList
          ? []
          : [...shownErrors.byKey.keys()].map((key) => `${selectedPath}.${key}` as const)),
      ]);
    }
  };

  /**
   * Replaces the selection with `change(current)` (a new map without a prototype; `current` is not to be
   * modified). The picker shows it at once; the form gets it once that frame is painted (or earlier, by
   * `flushFormWrites`, which a save, a discard and an undo call first): the form copies and compares the whole
   * selection, and the editor, its preview and the save bar re-render with it, which would hold the click's
   * frame back (more than a frame for a toggle among 20,000 selected fields). Returns the new selection (what
   * `selected` is from the next render).
   */
  const write = (change: (current: Record<string, boolean>) => Record<string, boolean>) => {
    // The whole map is replaced: field names may hold `.`, which react-hook-form would read as a path.
    const next = change(waitingRef.current ?? selectionOf(getValues(selectedPath)));
    waitingRef.current = next;
    setWaiting(next);
    // A later write replaces a waiting one, being made from it.
    const writes = waitingFormWrites(control);
    const scheduled = writes.has(selectedPath);
    writes.set(selectedPath, () => {
      writes.delete(selectedPath);
      const value = waitingRef.current;
      waitingRef.current = null;
      if (!value) return;
      commit(value);
      // The picker shows the form's selection (the same fields) after one more frame: the task that copies them
      // into the form and the draft does not also recount them.
      afterNextPaint(() => setWaiting((shown) => (shown === value ? null : shown)));
    });
    if (!scheduled) afterNextPaint(() => writes.get(selectedPath)?.());
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
