'use client';

import { useEffect, useRef } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { INPUT_ERROR_TYPE } from '../core/inputErrors.ts';
import { pointerSegments } from '../core/pointerSegments.ts';
import type { FormConflict } from './DraftForm.ts';

/** The error type that marks a field changed elsewhere since the user began editing it. */
export const CONFLICT_ERROR_TYPE = 'conflict';

/**
 * Puts each conflict on the form's errors at its path, as a server issue is (type `conflict`), so the part that
 * shows that path shows it at its input, with `aria-invalid` and `aria-describedby`; re-set after a validation run
 * replaced the errors, cleared once resolved. Not part of validation: a conflict does not block a save, which
 * sends everything else. A part's own `input` error at the same path stays (it is about what the user typed).
 *
 * @example
 * useConflictErrors(conflicts, (conflict) => messages['save.conflictAtField'](String(conflict.theirs)));
 */
export function useConflictErrors(
  conflicts: readonly FormConflict[],
  messageOf: (conflict: FormConflict) => string,
): void {
  const { control, setError, clearErrors, getFieldState, getValues } = useFormContext();
  // Subscribed: a validation run replaces all the errors, the conflicts' too, and they are put back.
  const formState = useFormState({ control });
  const shown = useRef(new Set<string>());

  useEffect(() => {
    // react-hook-form names a nested value by its dotted path, as the server issues are placed; a list's items by
    // index, so a conflict about one item by its key (the filter on a field) is shown at the list. One about the
    // whole object has no field: the notice lists it.
    const wanted = new Map<string, string>();
    for (const conflict of conflicts) {
      const path = pointerSegments(conflict.path);
      if (path.length === 0) continue;
      const parent = path.slice(0, -1);
      const name = (parent.length > 0 && Array.isArray(getValues(parent.join('.'))) ? parent : path).join(
        '.',
      );
      const message = messageOf(conflict);
      wanted.set(name, wanted.has(name) ? `${wanted.get(name)} ${message}` : message);
    }
    for (const name of shown.current) {
      if (wanted.has(name)) continue;
      shown.current.delete(name);
      if (getFieldState(name, formState).error?.type === CONFLICT_ERROR_TYPE) clearErrors(name);
    }
    for (const [name, message] of wanted) {
      shown.current.add(name);
      const error = getFieldState(name, formState).error;
      if (error?.type === INPUT_ERROR_TYPE) continue;
      if (error?.type !== CONFLICT_ERROR_TYPE || error.message !== message) {
        setError(name, { type: CONFLICT_ERROR_TYPE, message });
      }
    }
  }, [conflicts, messageOf, formState, setError, clearErrors, getFieldState, getValues]);

  useEffect(
    () => () => {
      for (const name of shown.current) {
        if (getFieldState(name).error?.type === CONFLICT_ERROR_TYPE) clearErrors(name);
      }
    },
    [getFieldState, clearErrors],
  );
}
