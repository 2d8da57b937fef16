import { type HydratedField, hydratedFieldEntrySchema } from '../schemas/integration.ts';
import { describeParseError } from './describeParseError.ts';
import { isPlainFieldEntry } from './isPlainFieldEntry.ts';
import { ownString } from './ownString.ts';
import type { SkippedField } from './revisionObjectViews.ts';

/**
 * The field entries of `list` (the hydrated object's `at` list, from its position `offset`) that can be read;
 * each one that cannot is noted in `skippedFields` with why, and left out.
 */
export function readFieldEntries(
  list: unknown[] | undefined,
  at: string,
  skippedFields: SkippedField[],
  offset = 0,
): HydratedField[] {
  const entries: HydratedField[] = [];
  (list ?? []).forEach((raw, index) => {
    // Checked against the schema only when the cheap check of a well-formed entry does not accept it: the schema
    // then reads it tolerantly, or says why it is left out.
    if (isPlainFieldEntry(raw)) {
      entries.push(raw);
      return;
    }
    const parsed = hydratedFieldEntrySchema.safeParse(raw);
    if (parsed.success) entries.push(parsed.data);
    else
      skippedFields.push({
        fieldName: ownString(raw, 'fieldName') ?? ownString(raw, 'mapToName'),
        reason: describeParseError(parsed.error, [at, offset + index]),
      });
  });
  return entries;
}
