// Letters NFD leaves whole (a stroke is not a combining mark), and the final sigma, which lower-casing writes
// as "ς" at the end of a word while a query typed letter by letter holds "σ".
const FOLDED_LETTERS: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ħ: 'h',
  ŧ: 't',
  ƀ: 'b',
  ı: 'i',
  ς: 'σ',
};
const FOLDED_LETTER = /[łøđħŧƀıς]/g;
const COMBINING_MARK = /\p{M}/gu;

// Anything but printable ASCII (and the line break search puts between two names).
const NON_ASCII = /[^\n -~]/;

/** `text` as searches and name comparisons see it: lower case, without accents or other diacritics ("Zürich" → "zurich"). */
export function foldText(text: string): string {
  // Locale-independent: the same names match the same queries whatever the host page's language.
  const lower = text.toLowerCase();
  // Most names are plain ASCII: nothing to decompose (NFD costs several times the lower-casing).
  if (!NON_ASCII.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(COMBINING_MARK, '')
    .replace(FOLDED_LETTER, (letter) => FOLDED_LETTERS[letter] ?? letter);
}
