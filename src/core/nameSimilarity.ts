import { conceptMatch } from './conceptMatch.ts';
import type { NameShape } from './nameShape.ts';

// An acronym: one word, or letters written apart ("F&B"), that are the other name's initials.
function isAcronymOf(a: NameShape, b: NameShape): boolean {
  return (
    a.joined.length >= 2 &&
    a.joined.length <= 6 &&
    (a.raw.length === 1 || a.raw.every((word) => word.length === 1)) &&
    b.initials.includes(a.joined)
  );
}

// How much of `b`'s name `a`'s words make up, as a Dice coefficient of characters: for names written as one word
// ("numberofemployees" holds "employees") and words the vocabulary cannot cut.
function containment(a: NameShape, b: NameShape): number {
  let covered = 0;
  for (const word of a.raw) if (word.length > 2 && b.joined.includes(word)) covered += word.length;
  return (2 * covered) / (a.joined.length + b.joined.length);
}

/**
 * How alike two names are, from 0 to 1: 1 for the same meaning however it is written ("closeDate", "Close Date",
 * "Abschlussdatum"), high for the same concepts in part, a kind of the other ("Mobile" for "Phone"), an acronym
 * ("ARR" for "Annual Recurring Revenue"), or words found inside a name written as one word. `objectConcept`, the
 * object the fields belong to, counts little.
 */
export function nameSimilarity(a: NameShape, b: NameShape, objectConcept?: string): number {
  if (a.joined === '' || b.joined === '') return 0;
  if (a.joined === b.joined || (a.canonical !== '' && a.canonical === b.canonical)) return 1;
  if (isAcronymOf(a, b) || isAcronymOf(b, a)) return 0.9;
  const { matched, aWeight, bWeight } = conceptMatch(a, b, objectConcept);
  // Below 1: only the same meaning is "the same name".
  const conceptScore = aWeight + bWeight === 0 ? 0 : Math.min(0.95, (2 * matched) / (aWeight + bWeight));
  return Math.max(conceptScore, 0.85 * Math.min(1, Math.max(containment(a, b), containment(b, a))));
}
