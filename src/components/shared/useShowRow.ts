'use client';

import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import type { FieldView } from '../../core/buildRevisionObjects.ts';

/**
 * The "Show" of a field listed above the optional list, the same function on every render: focuses the field's
 * row among `matching`; when a search or "Selected only" hides it, asks for every field (`showEvery`) and focuses
 * the row once the list shows them.
 *
 * @example
 * const onShow = useShowRow(matching, () => setQuery(''), focusRow);
 */
export function useShowRow(
  matching: readonly FieldView[],
  showEvery: () => void,
  focusRow: (index: number) => void,
): (fieldName: string) => void {
  const latest = useRef({ matching, showEvery, focusRow });
  useLayoutEffect(() => {
    latest.current = { matching, showEvery, focusRow };
  });
  // The field to show once the list shows every field.
  const pending = useRef<string | null>(null);
  const show = useCallback((fieldName: string) => {
    const index = latest.current.matching.findIndex((field) => field.fieldName === fieldName);
    if (index >= 0) {
      latest.current.focusRow(index);
    } else {
      pending.current = fieldName;
      latest.current.showEvery();
    }
  }, []);
  useEffect(() => {
    const fieldName = pending.current;
    pending.current = null;
    if (fieldName !== null && matching.some((field) => field.fieldName === fieldName)) show(fieldName);
  }, [matching, show]);
  return show;
}
