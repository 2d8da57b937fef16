'use client';

import { useMemo, useState } from 'react';
import type { FieldView } from '../core/buildRevisionObjects.ts';
import { countSelected } from '../core/countSelected.ts';
import { includesField } from '../core/includesField.ts';

/** What {@link useSelectionCounts} counts: a picker's optional rows, the rows matching its search, the selection. */
export interface SelectionCountsInput {
  optional: readonly FieldView[];
  /** The row of each optional field, by name. */
  rowNumber: ReadonlyMap<string, number>;
  /** The optional fields matching the search, in row order (`optional` itself without a search). */
  matching: readonly FieldView[];
  selected: Readonly<Record<string, boolean>>;
}

/** The counts of a field picker's selection, and how a write that knows them hands them over. */
export interface SelectionCounts {
  /** Selected optional fields. */
  selectedOptional: number;
  /** Selected fields among the matches. */
  selectedMatching: number;
  /** Keeps the counts a write leaves (`selection`, the map it made), used while that selection is shown. */
  remember: (selection: Record<string, boolean>, selectedOptional: number, selectedMatching: number) => void;
}

/**
 * Counts a field picker's selection: of its optional fields and of those matching its search, from the smaller
 * side each time, or as a toggle or bulk write that knows them says (the size of a selection is not known
 * without listing its 20,000 names).
 *
 * @example
 * const { selectedOptional, selectedMatching, remember } = useSelectionCounts({ optional, rowNumber, matching, selected });
 */
export function useSelectionCounts({
  optional,
  rowNumber,
  matching,
  selected,
}: SelectionCountsInput): SelectionCounts {
  const filtered = matching !== optional;
  const [known, setKnown] = useState<{
    selection: Record<string, boolean>;
    matching: readonly FieldView[];
    selectedOptional: number;
    selectedMatching: number;
  }>();
  const counted = known?.selection === selected ? known : undefined;
  const listsNames = !counted || (filtered && counted.matching !== matching);
  const selectedNames = useMemo(() => (listsNames ? Object.keys(selected) : []), [selected, listsNames]);
  const selectedOptional = useMemo(
    () =>
      counted?.selectedOptional ??
      countSelected(optional, (name) => rowNumber.has(name), selected, selectedNames),
    [optional, rowNumber, selected, selectedNames, counted],
  );
  // A key typed looks up the few selected fields among the matches (which keep the rows' order), rather than
  // each of 15,000 matches in the selection.
  const selectedMatching = useMemo(() => {
    if (!filtered) return selectedOptional;
    if (counted?.matching === matching) return counted.selectedMatching;
    return countSelected(
      matching,
      (name) => includesField(matching, rowNumber, name),
      selected,
      selectedNames,
    );
  }, [filtered, matching, selected, selectedNames, selectedOptional, rowNumber, counted]);
  return {
    selectedOptional,
    selectedMatching,
    remember: (selection, optionalCount, matchingCount) =>
      setKnown({ selection, matching, selectedOptional: optionalCount, selectedMatching: matchingCount }),
  };
}
