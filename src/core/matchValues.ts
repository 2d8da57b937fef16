import type { FieldValue, MappedValue } from '../schemas/index.ts';
import { conceptMatch } from './conceptMatch.ts';
import { type NameShape, nameShape } from './nameShape.ts';
import { nameSimilarity } from './nameSimilarity.ts';
import { nameTokens } from './nameTokens.ts';

/** The provider value paired with an app value, and how sure the pairing is. */
export interface ValueMatch {
  value: string;
  /** From 0 to 1. */
  score: number;
  /** The same value however written, or a word the vocabulary says means it, and no other value as close: "Map
   * matching values" fills it. Otherwise a suggestion, offered in the value-mapping table. */
  sure: boolean;
}

// What one value (its value and its label) is compared by: the words as written, the meaning, and a range.
interface ValueKeys {
  exact: string[];
  shapes: NameShape[];
  range: string | undefined;
}

const ROMAN = new Map([
  ['i', '1'],
  ['ii', '2'],
  ['iii', '3'],
  ['iv', '4'],
  ['v', '5'],
]);
const ORDINAL = /^(\d+)(st|nd|rd|th)$/;
const MAGNITUDE = new Map([
  ['k', 1e3],
  ['m', 1e6],
  ['b', 1e9],
]);

// The numbers a value spans, written one way ("1–10", "5 to 25", "10,001+", "1K-5K" → "1-10", "5-25", "10001+",
// "1000-5000"); only for a range or an open end, not a single number ("Tier 1").
function rangeKey(text: string): string | undefined {
  const numbers = [...text.replace(/(\d),(\d{3})/g, '$1$2').matchAll(/(\d+(?:\.\d+)?)\s*([kmb])?\b/gi)].map(
    ([, n = '', unit = '']) => Number(n) * (MAGNITUDE.get(unit.toLowerCase()) ?? 1),
  );
  const open = /\+|or more|and up/i.test(text);
  if (numbers.length === 2 || (numbers.length === 1 && open)) return numbers.join('-') + (open ? '+' : '');
  return undefined;
}

// Ordinals and Roman numerals as digits, so "1st" meets "1" and "Tier II" meets "Tier 2".
function plainWords(text: string): string {
  const words = nameTokens(text.replace(/(\d)(st|nd|rd|th)\b/gi, '$1'));
  return words.map((word, i) => (words.length > 1 && i > 0 ? (ROMAN.get(word) ?? word) : word)).join(' ');
}

function keysOf(texts: string[]): ValueKeys {
  const exact = new Set<string>();
  for (const text of texts) {
    exact.add(nameTokens(text).join(' '));
    exact.add(nameTokens(text.replace(/(?<=\p{L})(?=\d)|(?<=\d)(?=\p{L})/gu, ' ')).join(' '));
    exact.add(plainWords(text).replace(ORDINAL, '$1'));
  }
  exact.delete('');
  return {
    exact: [...exact],
    shapes: texts.map(nameShape),
    range: texts.map(rangeKey).find((key) => key !== undefined),
  };
}

interface ProviderIndex {
  keys: ValueKeys[];
  /** A value's words as written, or its meaning, → the positions of the values that have them. */
  byKey: Map<string, Set<number>>;
}

// The keys of a field's values, made once per list: suggestions compare them with every prompt's values.
const indexes = new WeakMap<readonly FieldValue[], ProviderIndex>();

function providerIndex(fieldValues: readonly FieldValue[]): ProviderIndex {
  let index = indexes.get(fieldValues);
  if (!index) {
    const keys = fieldValues.map(({ value, displayValue }) => keysOf([displayValue, value]));
    const byKey = new Map<string, Set<number>>();
    keys.forEach((key, position) => {
      for (const text of [...key.exact, ...key.shapes.map((shape) => `=${shape.canonical}`)]) {
        if (text === '=') continue;
        const positions = byKey.get(text) ?? new Set();
        positions.add(position);
        byKey.set(text, positions);
      }
    });
    index = { keys, byKey };
    indexes.set(fieldValues, index);
  }
  return index;
}

// The one provider value written like the app value (score 1), else the one meaning the same (0.95); a score of
// -1 when several are.
function sameValue(app: ValueKeys, index: ProviderIndex): [position: number, score: number] | undefined {
  for (const [texts, score] of [
    [app.exact, 1],
    [app.shapes.map((shape) => `=${shape.canonical}`), 0.95],
  ] as const) {
    const positions = new Set(texts.flatMap((text) => [...(index.byKey.get(text) ?? [])]));
    if (positions.size === 1) return [[...positions][0] ?? 0, score];
    // Several values written alike: no one of them is the partner.
    if (positions.size > 1) return [-1, -1];
  }
  return undefined;
}

// How much of the shorter value's meaning the other holds, from 0.5 to 0.95 as their lengths differ less
// ("Won" in "Closed Won"; "Converted" more in "Closed - Converted" than in "Closed - Not Converted"); 0 if not all.
function inside(a: NameShape, p: NameShape): number {
  const [short, long] = a.concepts.length <= p.concepts.length ? [a, p] : [p, a];
  const { matched, aWeight, bWeight } = conceptMatch(short, long);
  if (aWeight === 0 || matched < 0.8 * aWeight) return 0;
  return 0.5 + 0.45 * ((2 * matched) / (aWeight + bWeight));
}

// How close an app value is to a provider value that is neither written nor meant the same: 0.9 for the same
// range, else how alike their words are, or how much one's meaning holds the other's.
function closeness(app: ValueKeys, provider: ValueKeys): number {
  if (app.range !== undefined && app.range === provider.range) return 0.9;
  let best = 0;
  for (const a of app.shapes) {
    for (const p of provider.shapes) best = Math.max(best, inside(a, p), nameSimilarity(a, p));
  }
  return best;
}

const PRIORITY = ['urgent', 'high', 'medium', 'low'];
const CODE = /^(?:p|sev|s|priority|prio|level)?\s*([1-9])$/;

// App values that are ranked codes ("P1".."P4", "Sev 1", "1".."3") against a picklist of priority words: the
// first code is the highest priority. Only when there are as many codes as priority words.
function pairCodes(
  app: readonly MappedValue[],
  fieldValues: readonly FieldValue[],
  matches: Map<string, ValueMatch>,
) {
  const codes = app
    .map((mapped) => ({ mapped, rank: CODE.exec(nameTokens(mapped.mappedDisplayValue).join(''))?.[1] }))
    .filter((c) => c.rank !== undefined && !matches.has(c.mapped.mappedValue));
  const ranked = fieldValues
    .map((v) => ({ value: v.value, rank: PRIORITY.indexOf(nameShape(v.displayValue).concepts[0] ?? '') }))
    .filter((v) => v.rank >= 0)
    .sort((a, b) => a.rank - b.rank);
  if (codes.length < 2 || codes.length !== ranked.length) return;
  codes.sort((a, b) => Number(a.rank) - Number(b.rank));
  codes.forEach(({ mapped }, i) => {
    const value = ranked[i]?.value;
    if (value !== undefined) matches.set(mapped.mappedValue, { value, score: 0.6, sure: false });
  });
}

// An app value's keys, made once per value: suggestions compare it with every picklist.
const appKeysCache = new WeakMap<MappedValue, ValueKeys>();

function appKeys(mapped: MappedValue): ValueKeys {
  let keys = appKeysCache.get(mapped);
  if (!keys) {
    keys = keysOf([mapped.mappedDisplayValue, mapped.mappedValue]);
    appKeysCache.set(mapped, keys);
  }
  return keys;
}

const MIN_SCORE = 0.6;
const SURE_SCORE = 0.9;

/**
 * The provider value for each app value that has a partner, keyed by the app's `mappedValue`: the same value
 * or display text ignoring case, accents and separators ("IN_PROGRESS", "In progress"), a synonym or translation
 * ("hoch", "High"), the same range ("1–10", "1-10"), an abbreviation, part of a label ("Won", "Closed Won"), or a
 * priority code's rank ("P1", "Urgent"). Each pairing says whether it is `sure`; an app value with no partner is
 * left out. `quick`: only values written or meant the same (what ranking a long list of picklists needs).
 */
export function matchValues(
  mappedValues: readonly MappedValue[],
  fieldValues: readonly FieldValue[],
  quick = false,
): Map<string, ValueMatch> {
  const index = providerIndex(fieldValues);
  const matches = new Map<string, ValueMatch>();
  for (const mapped of mappedValues) {
    const app = appKeys(mapped);
    let [best, bestScore] = sameValue(app, index) ?? [-1, 0];
    if (best < 0 && bestScore === 0 && !quick) {
      let runnerUp = 0;
      index.keys.forEach((provider, position) => {
        const score = closeness(app, provider);
        if (score > bestScore) {
          runnerUp = bestScore;
          bestScore = score;
          best = position;
        } else runnerUp = Math.max(runnerUp, score);
      });
      // Two values as close are a guess: left for the user.
      if (runnerUp > bestScore - 0.05) best = -1;
    }
    const value = fieldValues[best]?.value;
    if (value === undefined || bestScore < MIN_SCORE) continue;
    matches.set(mapped.mappedValue, { value, score: bestScore, sure: bestScore >= SURE_SCORE });
  }
  if (!quick) pairCodes(mappedValues, fieldValues, matches);
  return matches;
}
