import type { FieldView } from '../core/buildRevisionObjects.ts';

// Letters with a stroke are not composed with a combining mark, so NFD leaves them whole.
const STROKE_LETTERS: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ŧ: 't', ƀ: 'b', ı: 'i' };
const STROKE_LETTER = /[łøđħŧƀı]/g;
const COMBINING_MARK = /\p{M}/gu;

/** `text` as search compares it: lower case, without accents or other diacritics ("Zürich" → "zurich"). */
function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARK, '')
    .replace(STROKE_LETTER, (letter) => STROKE_LETTERS[letter] ?? letter);
}

/**
 * A filter over `fields` by display name and API name, ignoring case and diacritics; the search text is built
 * once per list, so filtering 5,000 fields on each keystroke stays a plain substring scan.
 */
export function createFieldFilter(fields: FieldView[]): (query: string | null | undefined) => FieldView[] {
  // A line break keeps a query from matching across the end of one name and the start of the other.
  const texts = fields.map((f) => foldForSearch(`${f.displayName}\n${f.fieldName}`));
  return (query) => {
    const needle = query ? foldForSearch(query.trim()) : '';
    if (!needle) return fields;
    return fields.filter((_, index) => texts[index]?.includes(needle));
  };
}
