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
  const latest = useRef({ read, prepare });
  useEffect(() => {
    latest.current = { read, prepare };
  });
  useEffect(() => {
    if (Object.is(shown.source, source)) return undefined;
    return afterNextPaint(
      () => latest.current.prepare?.(),
      () => setShown({ source, value: latest.current.read() }),
    );
  }, [source, shown.source]);
  return shown.value;
}
