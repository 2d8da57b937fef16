'use client';

import { useMemo } from 'react';
import type { ReadObjectView } from '../../core/buildRevisionObjects.ts';
import { CONFLICT_ERROR_TYPE } from '../../hooks/useConflictErrors.ts';
import type { ErrorMessages } from './formErrors.ts';
import type { OptionalFieldIssue } from './OptionalFieldIssues.tsx';

/**
 * Where the errors of a field selection are shown: an issue about a field of the optional list at its row (and
 * listed above the rows), the rest above the lists as before (a conflict there with its choice, an issue about a
 * required or unknown field). `byField` and `list` stay the same objects while the issues do, so that a row
 * re-renders only when its own issue changes.
 *
 * @example
 * const { byField, list, aboveList, errorIdOf } = useRowIssues(fieldErrors, rowNumber, view, rootErrorId);
 */
export function useRowIssues(
  errors: ErrorMessages,
  inList: ReadonlyMap<string, number>,
  view: ReadObjectView,
  /** The id of the selection's own message; the others above the list are numbered after it. */
  rootErrorId: string,
) {
  const atRow = (fieldName: string) =>
    inList.has(fieldName) && errors.types.get(fieldName) !== CONFLICT_ERROR_TYPE;
  const entries = [...errors.byKey].filter(([fieldName]) => atRow(fieldName));
  // The few issues on screen, as one string: the memo's key.
  const key = JSON.stringify(entries);
  const { fieldsByName } = view;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` holds every entry
  const atRows = useMemo<{ byField: ReadonlyMap<string, string>; list: readonly OptionalFieldIssue[] }>(
    () => ({
      byField: new Map(entries),
      list: entries.map(([fieldName, message]) => ({
        fieldName,
        displayName: fieldsByName.get(fieldName)?.displayName ?? fieldName,
        message,
      })),
    }),
    [key, fieldsByName],
  );
  const aboveList: ErrorMessages = {
    ...errors,
    byKey: new Map([...errors.byKey].filter(([fieldName]) => !atRow(fieldName))),
  };
  // The id of each message above the list, by field name (a row's checkbox is described by its field's).
  const errorIdOf = new Map(
    [...aboveList.byKey.keys()].map((fieldName, n) => [fieldName, `${rootErrorId}-${n}`]),
  );
  return { byField: atRows.byField, list: atRows.list, aboveList, errorIdOf };
}
