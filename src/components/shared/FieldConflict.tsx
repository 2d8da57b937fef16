'use client';

import { useFieldConflict } from '../../hooks/useFieldConflict.ts';
import { LazyConflictChoice } from '../widget/lazyParts.tsx';

/** Props of {@link FieldConflict}. */
export interface FieldConflictProps {
  /** The property names of the field inside the object's config, e.g. `['schedule']`. */
  path: readonly string[];
  /** The id of the field's message (which says what changed), describing the buttons. */
  describedBy?: string;
}

/**
 * "Keep mine" / "Use theirs" at a field someone else changed since the user began editing it; nothing otherwise.
 * The message itself is the field's error (see `useConflictErrors`), shown where the part shows its errors.
 */
export function FieldConflict({ path, describedBy }: FieldConflictProps) {
  const found = useFieldConflict(path);
  if (!found) return null;
  return (
    <LazyConflictChoice path={found.conflict.path} onResolve={found.resolve} describedBy={describedBy} />
  );
}
