'use client';

import { type KeyboardEvent, useCallback, useLayoutEffect, useRef } from 'react';
import type { FieldView } from '../../core/buildRevisionObjects.ts';
import { afterNextPaint } from '../../hooks/afterNextPaint.ts';

/** What the rows' handlers call: the list's latest props and functions. */
export interface RowHandlerTargets {
  onToggle: (fieldName: string, checked: boolean) => void;
  onRowKeyDown: (event: KeyboardEvent<HTMLInputElement>, index: number) => void;
  setFocusIndex: (index: number) => void;
  /** The matches as last rendered: a row's place names its field. */
  matching: readonly FieldView[];
}

/**
 * The handlers of the optional list's rows, the same across renders (reading the latest `targets`), so that a
 * toggle or a move of the tab stop re-renders the rows it changes, not every row in view.
 *
 * @example
 * const { onRowToggle, onRowKey, onRowFocus } = useRowHandlers({ onToggle, onRowKeyDown, setFocusIndex, matching });
 */
export function useRowHandlers(targets: RowHandlerTargets) {
  const latest = useRef(targets);
  useLayoutEffect(() => {
    latest.current = targets;
  });
  // By the row's place: the field is the one the row shows.
  const onRowToggle = useCallback((index: number, checked: boolean) => {
    const field = latest.current.matching[index];
    if (field) latest.current.onToggle(field.fieldName, checked);
  }, []);
  const onRowKey = useCallback(
    (event: KeyboardEvent<HTMLInputElement>, index: number) => latest.current.onRowKeyDown(event, index),
    [],
  );
  // A row focused by a click becomes the tab stop in a render of its own once the click's frame is painted: the
  // press and the toggle it makes paint without waiting for it (a transition could still render before them).
  // The row focused last wins: rows passed quickly by keyboard do not take the tab stop back after it.
  const focused = useRef(-1);
  const onRowFocus = useCallback((index: number) => {
    focused.current = index;
    afterNextPaint(() => latest.current.setFocusIndex(focused.current));
  }, []);
  return { onRowToggle, onRowKey, onRowFocus };
}
