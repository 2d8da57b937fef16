import type { MappedValue } from '../schemas/config.ts';
import type { FieldValue } from '../schemas/integration.ts';
import { conceptMatch } from './conceptMatch.ts';
import { type NameShape, nameShape } from './nameShape.ts';
import { nameSimilarity } from './nameSimilarity.ts';
import { nameTokens } from './nameTokens.ts';

/** The provider value paired with an app value, and how sure the pairing is. */
export interface ValueMatch {
  value: string;
  /** From 0 to 1. */
  score: number;
  /**
   * The same value however written, a synonym or translation of it, or the same range, and no other value as
   * close: "Map matching values" fills it. Otherwise a suggestion, offered in the value-mapping table.
   */
  sure: boolean;
}

// What one value (its label and its value) is compared by: its words as written, their meaning, and a range.
interface ValueKeys {
  /** The words as written, and with letters and digits apart ("Net45", "net 45"). */
  words: string[];
  shapes: NameShape[];
  range: string | undefined;
}

// The numbers a value spans, written one way ("1–10", "5 to 25", "10,001+", "1K-5K" → "1-10", "5-25", "10001+",
// "1000-5000"); only for a range or an open end, not a single number ("Tier 1").
function rangeKey(text: string): string | undefined {
  const numbers = [...text.replace(/(\d),(\d{3})/g, '$1$2').matchAll(/(\d+(?:\.\d+)?)\s*([km])?\b/gi)].map(
    ([, n, unit]) => Number(n) * (unit ? (unit.toLowerCase() === 'k' ? 1e3 : 1e6) : 1),
  );
  const open = /\+|or more/i.test(text);
  return numbers.length === 2 || (numbers.length === 1 && open)
    ? numbers.join('-') + (open ? '+' : '')
    : undefined;
}

const ROMAN = ['', 'i', 'ii', 'iii', 'iv', 'v'];

// The keys of a field's values and of app values, made once per list and value: suggestions compare every
// prompt's values with every picklist.
const cache = new WeakMap<object, ValueKeys[]>();

function keysOf(owner: object, texts: string[][]): ValueKeys[] {
  let keys = cache.get(owner);
  if (!keys) {
    keys = texts.map((pair) => ({
      words: pair.flatMap((text) => [
        nameTokens(text).join(' '),
        // Letters and digits apart ("Net45"), ordinals and Roman numerals as digits ("1st", "Tier II").
        nameTokens(text.replace(/(?<=\p{L})(?=\d)|(?<=\d)(?=\p{L})/gu, ' '))
          .map((word, i) =>
            i > 0 && ROMAN.includes(word)
              ? String(ROMAN.indexOf(word))
              : word.replace(/^(\d+)(st|nd|rd|th)$/, '$1'),
          )
          .join(' '),
      ]),
      shapes: pair.map(nameShape),
      range: pair.map(rangeKey).find(Boolean),
    }));
    cache.set(owner, keys);
  }
  return keys;
}

// How much of the shorter value's meaning the other holds, from 0.5 to 0.95 as their lengths differ less
// ("Won" in "Closed Won"; "Converted" more in "Closed - Converted" than in "Closed - Not Converted"); 0 if not all.
function inside(a: NameShape, p: NameShape): number {
  const [short, long] = a.concepts.length <= p.concepts.length ? [a, p] : [p, a];
  const { matched, aWeight, bWeight } = conceptMatch(short, long);
  return aWeight > 0 && matched >= 0.8 * aWeight ? 0.5 + (0.9 * matched) / (aWeight + bWeight) : 0;
}

// How close an app value is to a provider value: 1 written the same, 0.95 meant the same (a synonym or
// translation), 0.9 the same range; else, unless `quick`, at most 0.85 for words alike or a meaning inside the
// other's.
function closeness(app: ValueKeys, provider: ValueKeys, quick: boolean): number {
  if (app.words.some((word) => word && provider.words.includes(word))) return 1;
  let best = app.range && app.range === provider.range ? 0.9 : 0;
  for (const a of app.shapes) {
    for (const p of provider.shapes) {
      if (a.canonical && a.canonical === p.canonical) return 0.95;
      if (!quick) best = Math.max(best, Math.min(0.85, Math.max(inside(a, p), nameSimilarity(a, p))));
    }
  }
  return best;
}

const PRIORITIES = ['urgent', 'high', 'medium', 'low'];
const CODE = /^(?:p|sev|prio|priority)?([1-9])$/;

// App values that are ranked codes ("P1".."P4", "Sev 1", "1".."3") against a picklist of priority words: the
// first code is the highest priority. Only when there are as many codes as priority words.
function pairCodes(
  app: readonly MappedValue[],
  fieldValues: readonly FieldValue[],
  matches: Map<string, ValueMatch>,
) {
  const codes = app
    .map(
      (mapped) =>
        [mapped.mappedValue, CODE.exec(nameTokens(mapped.mappedDisplayValue).join(''))?.[1]] as const,
    )
    .filter(([appValue, rank]) => rank && !matches.has(appValue))
    .sort((a, b) => Number(a[1]) - Number(b[1]));
  const ranked = fieldValues
    .map((v) => [v.value, PRIORITIES.indexOf(nameShape(v.displayValue).concepts[0] ?? '')] as const)
    .filter(([, rank]) => rank >= 0)
    .sort((a, b) => a[1] - b[1]);
  if (codes.length < 2 || codes.length !== ranked.length) return;
  for (const [i, [appValue]] of codes.entries()) {
    matches.set(appValue, { value: ranked[i]?.[0] ?? '', score: 0.6, sure: false });
  }
}

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
  const providers = keysOf(
    fieldValues,
    fieldValues.map((v) => [v.displayValue, v.value]),
  );
  const matches = new Map<string, ValueMatch>();
  for (const mapped of mappedValues) {
    const [app] = keysOf(mapped, [[mapped.mappedDisplayValue, mapped.mappedValue]]);
    let [best, bestScore, runnerUp] = [-1, 0, 0];
    for (const [position, provider] of providers.entries()) {
      const score = app ? closeness(app, provider, quick) : 0;
      if (score > bestScore) [runnerUp, bestScore, best] = [bestScore, score, position];
      else runnerUp = Math.max(runnerUp, score);
    }
    const value = fieldValues[best]?.value;
    // Two values as close are a guess: left for the user.
    if (value !== undefined && bestScore >= 0.6 && runnerUp < bestScore - (bestScore < 0.9 ? 0.05 : 0)) {
      matches.set(mapped.mappedValue, { value, score: bestScore, sure: bestScore >= 0.9 });
    }
  }
  if (!quick) pairCodes(mappedValues, fieldValues, matches);
  return matches;
}
