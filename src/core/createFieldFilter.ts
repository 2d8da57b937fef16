import { fieldSearchTexts } from './fieldSearchTexts.ts';
import { foldText } from './foldText.ts';
import type { FieldView } from './revisionObjectViews.ts';

/**
 * A filter over `fields` by display name and API name, ignoring case and diacritics: a substring scan of the
 * search texts ({@link fieldSearchTexts}). A query that extends the previous one (the next key typed) scans
 * only the previous matches; the same query again returns the same array, an empty one `fields` itself.
 */
export function createFieldFilter(fields: FieldView[]): (query: string | null | undefined) => FieldView[] {
  let last: { needle: string; indexes: number[]; matches: FieldView[] } | undefined;
  return (query) => {
    const needle = query ? foldText(query.trim()) : '';
    if (!needle) return fields;
    if (last?.needle === needle) return last.matches;
    const texts = fieldSearchTexts(fields);
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
