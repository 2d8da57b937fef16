import type { FieldView } from '../core/buildRevisionObjects.ts';

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

// Anything but printable ASCII (and the line break between the two names).
const NON_ASCII = /[^\n -~]/;

/** `text` as search compares it: lower case, without accents or other diacritics ("Zürich" → "zurich"). */
function foldForSearch(text: string): string {
  // Locale-independent: the same names match the same queries whatever the host page's language.
  const lower = text.toLowerCase();
  // Most names are plain ASCII: nothing to decompose (NFD costs several times the lower-casing).
  if (!NON_ASCII.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(COMBINING_MARK, '')
    .replace(FOLDED_LETTER, (letter) => FOLDED_LETTERS[letter] ?? letter);
}

// The search texts of a field list, shared by every picker over the same list (the view models keep their
// lists' identity until the revision changes). Filled from the start: its length is how many are made.
const searchTexts = new WeakMap<readonly FieldView[], string[]>();

/** The search texts of `fields`, the first `count` of them at least made. */
function searchTextsOf(fields: readonly FieldView[], count = fields.length): string[] {
  let texts = searchTexts.get(fields);
  if (!texts) {
    texts = [];
    searchTexts.set(fields, texts);
  }
  for (let index = texts.length; index < count; index++) {
    const field = fields[index];
    // A line break keeps a query from matching across the end of one name and the start of the other.
    if (field) texts.push(foldForSearch(`${field.displayName}\n${field.fieldName}`));
  }
  return texts;
}

/** Search texts made per idle slice: ≈0.3 ms of work, so a key pressed meanwhile waits for no more. */
const SLICE = 500;
/** The most work one idle callback does, in ms. */
const MAX_IDLE_WORK_MS = 8;

/**
 * Makes the search texts of `fields` a slice at a time while the page is idle, so the first search finds them
 * ready instead of making all of them in its keystroke (a search before the end makes the rest itself).
 * Returns a function that stops the work.
 */
export function prepareFieldSearch(fields: readonly FieldView[]): () => void {
  const idle = typeof requestIdleCallback === 'function';
  let handle: ReturnType<typeof setTimeout> | number | undefined;
  const schedule = () => {
    handle = idle ? requestIdleCallback(step) : setTimeout(step, 0);
  };
  const step = (deadline?: IdleDeadline) => {
    handle = undefined;
    const start = performance.now();
    let made = searchTextsOf(fields, 0).length;
    do {
      made = searchTextsOf(fields, made + SLICE).length;
      // Within the idle time the browser offers, and never a long task of its own.
    } while (
      made < fields.length &&
      (deadline?.timeRemaining() ?? 0) > 1 &&
      performance.now() - start < MAX_IDLE_WORK_MS
    );
    if (made < fields.length) schedule();
  };
  if (searchTextsOf(fields, 0).length < fields.length) schedule();
  return () => {
    if (handle === undefined) return;
    if (idle) cancelIdleCallback(handle as number);
    else clearTimeout(handle);
    handle = undefined;
  };
}

/**
 * A filter over `fields` by display name and API name, ignoring case and diacritics: a substring scan of the
 * search texts (see {@link prepareFieldSearch}). A query that extends the previous one (the next key typed)
 * scans only the previous matches; the same query again returns the same array.
 */
export function createFieldFilter(fields: FieldView[]): (query: string | null | undefined) => FieldView[] {
  let last: { needle: string; indexes: number[]; matches: FieldView[] } | undefined;
  return (query) => {
    const needle = query ? foldForSearch(query.trim()) : '';
    if (!needle) return fields;
    if (last?.needle === needle) return last.matches;
    const texts = searchTextsOf(fields);
    // Whatever contains the new needle contains every part of it, the previous needle too.
    const candidates = last && needle.includes(last.needle) ? last.indexes : undefined;
    const indexes: number[] = [];
    const matches: FieldView[] = [];
    const test = (index: number) => {
      const field = fields[index];
      if (field && texts[index]?.includes(needle)) {
        indexes.push(index);
        matches.push(field);
      }
    };
    if (candidates) for (const index of candidates) test(index);
    else for (let index = 0; index < fields.length; index++) test(index);
    last = { needle, indexes, matches };
    return matches;
  };
}
