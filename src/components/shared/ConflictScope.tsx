'use client';

import { type ReactNode, useCallback, useMemo, useState } from 'react';
import type { FormConflict } from '../../hooks/DraftForm.ts';
import { FieldConflictsContext } from '../../hooks/useFieldConflict.ts';
import { LazyConflictNotice } from '../widget/lazyParts.tsx';

/** Props of {@link ConflictScope}. */
export interface ConflictScopeProps {
  conflicts: readonly FormConflict[];
  onResolve: (path: string, choice: 'mine' | 'theirs') => void;
  /** Names the setting at a conflict's path as the editor shows it (for the notice; `[]`: the object). */
  labelOf: (path: string[]) => string;
  /** Words a value of the setting at a path (the other person's, in the notes); by default on/off, text, lists. */
  describeValue?: (path: string[], value: unknown) => string | undefined;
  /** Whether the form's parts show conflicts at their fields (inside the form's `FormProvider`). */
  atFields?: boolean;
  children: ReactNode;
}

const none: readonly FormConflict[] = [];

/**
 * Around an editor's form: gives its parts the form's conflicts, to show each at its field
 * (`useFieldConflict`), and above the form a notice that announces them and lists those no field shows.
 */
export function ConflictScope({
  conflicts,
  onResolve,
  labelOf,
  describeValue,
  atFields = true,
  children,
}: ConflictScopeProps) {
  // Stable while there are none, so the parts do not re-render on every edit.
  const list = conflicts.length === 0 ? none : conflicts;
  const [placed, setPlaced] = useState<ReadonlyMap<string, number>>(() => new Map());
  const place = useCallback((path: string) => {
    const count = (map: ReadonlyMap<string, number>, by: number) => {
      const next = new Map(map);
      const n = (next.get(path) ?? 0) + by;
      if (n > 0) next.set(path, n);
      else next.delete(path);
      return next;
    };
    setPlaced((map) => count(map, 1));
    return () => setPlaced((map) => count(map, -1));
  }, []);
  const value = useMemo(
    () => ({ byPath: new Map(list.map((c) => [c.path, c])), resolve: onResolve, place }),
    [list, onResolve, place],
  );
  const placedPaths = useMemo(() => new Set(placed.keys()), [placed]);
  return (
    <FieldConflictsContext.Provider value={value}>
      {list.length > 0 && (
        <LazyConflictNotice
          conflicts={list}
          placed={placedPaths}
          labelOf={labelOf}
          describeValue={describeValue}
          onResolve={onResolve}
          atFields={atFields}
        />
      )}
      {children}
    </FieldConflictsContext.Provider>
  );
}
