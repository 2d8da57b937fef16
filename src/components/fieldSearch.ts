import type { FieldView } from '../core/buildRevisionObjects.ts';
import { foldText } from '../core/foldText.ts';

// The search texts of a field list, made at its first search and shared by every picker over the same list
// (the view models keep their lists' identity until the revision changes).
const searchTexts = new WeakMap<readonly FieldView[], string[]>();

function searchTextsOf(fields: readonly FieldView[]): string[] {
  let texts = searchTexts.get(fields);
  if (!texts) {
    // A line break keeps a query from matching across the end of one name and the start of the other.
    texts = fields.map((f) => foldText(`${f.displayName}\n${f.fieldName}`));
    searchTexts.set(fields, texts);
  }
  return texts;
}

/**
 * A filter over `fields` by display name and API name, ignoring case and diacritics. The search texts are made
 * once per list, at its first search, so opening a picker costs nothing and filtering 5,000 fields on each
 * keystroke stays a plain substring scan.
 */
export function createFieldFilter(fields: FieldView[]): (query: string | null | undefined) => FieldView[] {
  return (query) => {
    const needle = query ? foldText(query.trim()) : '';
    if (!needle) return fields;
    const texts = searchTextsOf(fields);
    return fields.filter((_, index) => texts[index]?.includes(needle));
  };
}
