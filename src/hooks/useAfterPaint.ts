'use client';

import { useEffect, useRef, useState } from 'react';
import { afterNextPaint } from './afterNextPaint.ts';

/**
 * `read()`, read again when `source` changes once the frame that shows the change has been painted
 * ({@link afterNextPaint}); until then the value read for the previous `source`. For a value that costs more
 * than a frame to derive (the preview of an edit of thousands of fields), so that it never delays the frame that
 * shows the edit itself. `prepare`, if given, runs in a task of its own before `read` (the first half of the work,
 * such as planning what `read` summarizes), so that neither makes a long task.
 *
 * @example
 * const summary = useAfterPaint(edit, () => editor.pendingSummary, () => editor.pendingChanges);
 */
export function useAfterPaint<T>(source: unknown, read: () => T, prepare?: () => unknown): T {
  const [shown, setShown] = useState(() => ({ source, value: read() }));
  const latest = useRef({ source, read, prepare });
  useEffect(() => {
    latest.current = { source, read, prepare };
  });
  const behind = !Object.is(shown.source, source);
  // A change while one is waiting does not start the wait again (changes faster than frames, such as focus moving
  // on each Tab, would otherwise keep the value from ever showing): the waiting one reads the latest, and if a
  // newer one came after that read, the next wait follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each value shown ends one wait; still behind, a next one starts
  useEffect(() => {
    if (!behind) return undefined;
    return afterNextPaint(
      () => latest.current.prepare?.(),
      () => setShown({ source: latest.current.source, value: latest.current.read() }),
    );
  }, [behind, shown]);
  return shown.value;
}
