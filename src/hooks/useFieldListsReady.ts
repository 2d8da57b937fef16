'use client';

import { startTransition, useEffect, useState } from 'react';
import type { ReadObjectView } from '../core/buildRevisionObjects.ts';
import { runInShortTasks } from './runInShortTasks.ts';

/**
 * Whether a read object's field lists are built, building them a few milliseconds per task (5,000 fields take
 * several short tasks, not one long one) and then re-rendering in a transition, so the editor that shows them
 * renders in slices too. A small object's lists are built at once, during the first render. While the live field
 * metadata loads (`view.fieldsLoading`) there is nothing to build: not ready.
 *
 * @example
 * const ready = useFieldListsReady(view);
 * return ready ? <FieldPicker view={view} /> : <Skeleton />;
 */
export function useFieldListsReady(view: ReadObjectView | undefined): boolean {
  const [builtFor, setBuiltFor] = useState<ReadObjectView>();
  // At most one step of the build (its result is cached by the object): none once the lists are built.
  const ready = view === undefined || builtFor === view || view.prepareFields();
  useEffect(() => {
    if (ready || view === undefined || view.fieldsLoading) return;
    return runInShortTasks(view.prepareFields, () => startTransition(() => setBuiltFor(view)));
  }, [ready, view]);
  return ready;
}
