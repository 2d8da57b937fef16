import { useEffect, useRef, useState } from 'react';
import { afterNextPaint } from './afterNextPaint.ts';

/**
 * `read()`, read again when `source` changes once the frame that shows the change has been painted
 * ({@link afterNextPaint}); until then the value read for the previous `source`. For a value that costs more
 * than a frame to derive (the preview of an edit of thousands of fields), so that it never delays the frame that
 * shows the edit itself.
 *
 * @example
 * const summary = useAfterPaint(edit, () => editor.pendingSummary);
 */
export function useAfterPaint<T>(source: unknown, read: () => T): T {
  const [shown, setShown] = useState(() => ({ source, value: read() }));
  const readRef = useRef(read);
  useEffect(() => {
    readRef.current = read;
  });
  useEffect(() => {
    if (Object.is(shown.source, source)) return undefined;
    return afterNextPaint(() => setShown({ source, value: readRef.current() }));
  }, [source, shown.source]);
  return shown.value;
}
