import type { FieldView } from '../../core/buildRevisionObjects.ts';

import { foldText } from '../../core/foldText.ts';

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
    if (field) texts.push(foldText(`${field.displayName}\n${field.fieldName}`));
  }
  return texts;
}

/** Search texts made per idle slice: ≈0.3 ms of work, so a key pressed meanwhile waits for no more. */
const SLICE = 500;
/** The most work one idle callback does, in ms. */
const MAX_IDLE_WORK_MS = 8;
/** How long a slice waits for the page to be idle before it runs anyway, in ms. */
const IDLE_TIMEOUT_MS = 100;

/**
 * Makes the search texts of `fields` a slice at a time while the page is idle, so the first search finds them
 * ready instead of making all of them in its keystroke (a search before the end makes the rest itself).
 * Returns a function that stops the work.
 */
export function prepareFieldSearch(fields: readonly FieldView[]): () => void {
  const idle = typeof requestIdleCallback === 'function';
  let handle: ReturnType<typeof setTimeout> | number | undefined;
  const schedule = () => {
    // With a timeout: a page kept busy (other lists built in steps) still gets the texts made before a search.
    handle = idle ? requestIdleCallback(step, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(step, 0);
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
      (deadline?.didTimeout || (deadline?.timeRemaining() ?? 0) > 1) &&
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
    const needle = query ? foldText(query.trim()) : '';
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
