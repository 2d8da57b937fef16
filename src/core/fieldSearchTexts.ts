import { foldText } from './foldText.ts';
import type { FieldView } from './revisionObjectViews.ts';

// The search texts of a field list, shared by every picker over the same list (the view models keep their
// lists' identity until the revision changes). Filled from the start: its length is how many are made.
const searchTexts = new WeakMap<readonly FieldView[], string[]>();

/**
 * The search texts of `fields` (display name and API name, folded for case and diacritics), index by index; at
 * least the first `count` of them are made, the rest where made already.
 */
export function fieldSearchTexts(fields: readonly FieldView[], count = fields.length): string[] {
  let texts = searchTexts.get(fields);
  if (!texts) {
    texts = [];
    searchTexts.set(fields, texts);
  }
  for (let index = texts.length; index < count; index++) {
    const field = fields[index];
    // A line break keeps a query from matching across the end of one name and the start of the other.
    if (field) texts.push(foldText(`${field.displayName}\n${field.fieldName}`));
  }
  return texts;
}
