import { includesField } from './includesField.ts';
import type { FieldView } from './revisionObjectViews.ts';

/**
 * The selection `current` without the fields of a list (those with a row in `rowNumber`), or with `matching` (a
 * search's matches, in row order) without those among them, as a null-prototype map: the names kept are copied,
 * rather than all copied and thousands deleted.
 */
export function withFieldsCleared(
  current: Readonly<Record<string, boolean>>,
  rowNumber: ReadonlyMap<string, number>,
  matching?: readonly FieldView[],
): Record<string, boolean> {
  const next: Record<string, boolean> = Object.create(null);
  for (const name of Object.keys(current)) {
    const value = current[name];
    if (value === undefined) continue;
    const cleared =
      rowNumber.has(name) && (matching === undefined || includesField(matching, rowNumber, name));
    if (!cleared) next[name] = value;
  }
  return next;
}
