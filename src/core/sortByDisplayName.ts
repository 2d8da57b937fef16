import { collationKey } from './collationKey.ts';
import type { FieldView } from './revisionObjectViews.ts';

// The page's default locale and its collator, the same for every list, made once and only when needed. The first
// collator of a page loads the collation data (about 30 ms, four times that on a phone's CPU), which a list whose
// names all have keys never needs; the locale is read from plural rules, whose data is a fraction of that.
// `localeCompare` with options would build a new collator per call: about a second for 5,000 fields.
let defaultLocale: string | undefined;
let nameCollator: Intl.Collator | undefined;
const collator = () =>
  (nameCollator ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }));

/**
 * Field views sorted by display name as the page's collator orders them, ties by API name. A generator: it
 * yields after each `stepSize` sort keys made, so a caller can spread a long list over several tasks; its
 * return value is the sorted list.
 */
export function* sortByDisplayName(
  views: Iterable<FieldView>,
  stepSize: number,
): Generator<void, FieldView[]> {
  defaultLocale ??= new Intl.PluralRules().resolvedOptions().locale;
  // Most names have a key compared with `<`, many times cheaper than the collator (collationKey.ts).
  const keyed: { view: FieldView; key: string | undefined }[] = [];
  for (const view of views) {
    if (keyed.push({ view, key: collationKey(view.displayName, defaultLocale) }) % stepSize === 0) yield;
  }
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  keyed.sort(
    (a, b) =>
      (a.key !== undefined && b.key !== undefined
        ? order(a.key, b.key)
        : collator().compare(a.view.displayName, b.view.displayName)) ||
      order(a.view.fieldName, b.view.fieldName),
  );
  return keyed.map(({ view }) => view);
}
