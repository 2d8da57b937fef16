import type { FieldView } from './revisionObjectViews.ts';

/**
 * Whether `matching` (fields in the order of their row numbers, as a filter of the rows keeps them) holds the
 * field named `fieldName`: its row looked up in `rowNumber`, then a binary search, so a lookup among 15,000
 * matches takes a few steps. A field without a row is in none.
 */
export function includesField(
  matching: readonly FieldView[],
  rowNumber: ReadonlyMap<string, number>,
  fieldName: string,
): boolean {
  const row = rowNumber.get(fieldName);
  if (row === undefined) return false;
  let low = 0;
  let high = matching.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = rowNumber.get(matching[middle]?.fieldName ?? '') ?? -1;
    if (at === row) return true;
    if (at < row) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
