import type { FieldView } from '../core/buildRevisionObjects.ts';

// Letters with a stroke are not composed with a combining mark, so NFD leaves them whole.
const STROKE_LETTERS: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ŧ: 't', ƀ: 'b', ı: 'i' };
const STROKE_LETTER = /[łøđħŧƀı]/g;
const COMBINING_MARK = /\p{M}/gu;

// Anything but printable ASCII (and the line break between the two names).
const NON_ASCII = /[^\n -~]/;

/** `text` as search compares it: lower case, without accents or other diacritics ("Zürich" → "zurich"). */
function foldForSearch(text: string): string {
  const lower = text.toLocaleLowerCase();
  // Most names are plain ASCII: nothing to decompose (NFD costs several times the lower-casing).
  if (!NON_ASCII.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(COMBINING_MARK, '')
    .replace(STROKE_LETTER, (letter) => STROKE_LETTERS[letter] ?? letter);
}

// The search texts of a field list, made at its first search and shared by every picker over the same list
// (the view models keep their lists' identity until the revision changes).
const searchTexts = new WeakMap<readonly FieldView[], string[]>();

function searchTextsOf(fields: readonly FieldView[]): string[] {
  let texts = searchTexts.get(fields);
  if (!texts) {
    // A line break keeps a query from matching across the end of one name and the start of the other.
    texts = fields.map((f) => foldForSearch(`${f.displayName}\n${f.fieldName}`));
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
    const needle = query ? foldForSearch(query.trim()) : '';
    if (!needle) return fields;
    const texts = searchTextsOf(fields);
    return fields.filter((_, index) => texts[index]?.includes(needle));
  };
}
