'use client';

import { createContext, useContext, useLayoutEffect } from 'react';
import type { FormConflict } from './DraftForm.ts';

/** The conflicts of the form being edited, as the parts that show them at their fields read them. */
export interface FieldConflicts {
  /** Each conflict by its JSON Pointer inside the object's config. */
  byPath: ReadonlyMap<string, FormConflict>;
  /** `mine` keeps the user's value, `theirs` takes the stored one (the form's `resolveConflict`). */
  resolve: (path: string, choice: 'mine' | 'theirs') => void;
  /** Marks the conflict at a pointer as shown at its field, until the returned function is called. */
  place: (path: string) => () => void;
}

/** Provided by the editor around its form; without it no part shows a conflict. */
export const FieldConflictsContext = createContext<FieldConflicts | null>(null);

// RFC 6901 §3: `~` is written `~0` and `/` is written `~1`.
function pointerOf(path: readonly string[]): string {
  return path.map((segment) => `/${segment.replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');
}

/**
 * The conflict at `path` (property names inside the object's config) or inside its value, if the form has one
 * (the first, if several); while a part shows
 * it, it counts as shown at its field, so the notice above the form does not list it again.
 *
 * @example
 * const conflict = useFieldConflict(['schedule']);
 * if (conflict) conflict.resolve(conflict.conflict.path, 'mine');
 */
export function useFieldConflict(
  path: readonly string[],
): { conflict: FormConflict; resolve: FieldConflicts['resolve'] } | undefined {
  const scope = useContext(FieldConflictsContext);
  const pointer = pointerOf(path);
  let conflict = scope?.byPath.get(pointer);
  if (scope && !conflict) {
    // A leaf inside the field's value (a default's `stringValue`) is that field's.
    for (const [at, found] of scope.byPath) {
      if (at.startsWith(`${pointer}/`)) {
        conflict = found;
        break;
      }
    }
  }
  const shownPath = conflict?.path;
  const place = scope?.place;
  // Before paint, so the notice never flashes a conflict that its field shows.
  useLayoutEffect(() => (shownPath && place ? place(shownPath) : undefined), [shownPath, place]);
  return conflict && scope ? { conflict, resolve: scope.resolve } : undefined;
}
