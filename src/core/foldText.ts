// Letters with a stroke are not composed with a combining mark, so NFD leaves them whole.
const STROKE_LETTERS: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ħ: 'h', ŧ: 't', ƀ: 'b', ı: 'i' };
const STROKE_LETTER = /[łøđħŧƀı]/g;
const COMBINING_MARK = /\p{M}/gu;

// Anything but printable ASCII (and the line break search puts between two names).
const NON_ASCII = /[^\n -~]/;

/** `text` as searches and name comparisons see it: lower case, without accents or other diacritics ("Zürich" → "zurich"). */
export function foldText(text: string): string {
  const lower = text.toLocaleLowerCase();
  // Most names are plain ASCII: nothing to decompose (NFD costs several times the lower-casing).
  if (!NON_ASCII.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(COMBINING_MARK, '')
    .replace(STROKE_LETTER, (letter) => STROKE_LETTERS[letter] ?? letter);
}
