import type { NameShape } from './nameShape.ts';

function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  // An abbreviation by truncation ("cust" for "customer", "bill" for "billing").
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= 3 && long.startsWith(short) ? 0.8 : 0;
}

function isAcronymOf(a: NameShape, b: NameShape): boolean {
  return a.words.length === 1 && a.joined.length >= 2 && b.initials.includes(a.joined);
}

// How much of `b`'s name `a`'s words make up, as a Dice coefficient of characters: for names written as one word
// ("numberofemployees" holds "employees") and scripts written without spaces ("顧客ランク区分" holds "顧客ランク").
function containment(a: NameShape, b: NameShape): number {
  let covered = 0;
  for (const word of a.raw) if (word.length >= 2 && b.joined.includes(word)) covered += word.length;
  return (2 * covered) / (a.joined.length + b.joined.length);
}

/**
 * How alike two names are, from 0 to 1: 1 for the same name however it is written ("closeDate", "Close Date",
 * "closedate"), high for the same words in part, an acronym ("ARR" for "Annual Recurring Revenue") or, in any
 * script, words found inside a name written as one word.
 */
export function nameSimilarity(a: NameShape, b: NameShape): number {
  if (a.joined === '' || b.joined === '') return 0;
  if (a.joined === b.joined || a.canonical === b.canonical) return 1;
  if (isAcronymOf(a, b) || isAcronymOf(b, a)) return 0.9;
  let matched = 0;
  for (const word of a.words) {
    let best = 0;
    for (const other of b.words) best = Math.max(best, wordSimilarity(word, other));
    matched += best;
  }
  // Below 1: only the same name is "the same name" (a repeated word could push the ratio over it).
  const wordScore = Math.min(0.95, (2 * matched) / (a.words.length + b.words.length));
  return Math.max(wordScore, 0.85 * Math.min(1, Math.max(containment(a, b), containment(b, a))));
}
