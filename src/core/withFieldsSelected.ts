import { copyNameMap } from './copyNameMap.ts';
import type { FieldView } from './revisionObjectViews.ts';

/** A copy of the selection `current` with every one of `fields` selected. */
export function withFieldsSelected(
  current: Readonly<Record<string, boolean>>,
  fields: readonly FieldView[],
): Record<string, boolean> {
  const next = copyNameMap(current);
  for (const field of fields) next[field.fieldName] = true;
  return next;
}
