import { foldRomaji } from './foldRomaji.ts';
import { nameTokens } from './nameTokens.ts';
import { singularWord } from './singularWord.ts';
import { de } from './vocabulary/de.ts';
import { en } from './vocabulary/en.ts';
import { es } from './vocabulary/es.ts';
import { fr } from './vocabulary/fr.ts';
import { ja } from './vocabulary/ja.ts';

/** The CRM vocabulary of every language, ready for lookups (words are folded, singular, joined by a space). */
export interface Vocabulary {
  /** A word or phrase → the concept it means. */
  terms: Map<string, string>;
  /** Words and phrases that mean a concept only when they are the whole name (`^nom`: a last name). */
  whole: Map<string, string>;
  /** Every concept. */
  concepts: Set<string>;
  /** A concept → the concept it is a kind of (`mobile` → `phone`). */
  broader: Map<string, string>;
  /** A concept → what a field named by it holds: `r` a record, `d` a date, `b` yes/no, `n` a number, `t` text. */
  kinds: Map<string, string>;
  /** Every single word of the vocabulary, to split words written as one ("geburtsdatum", "annualrevenue"). */
  known: Set<string>;
  /** The most words a phrase has. */
  longestPhrase: number;
  /** The most characters a term written without spaces (Japanese) has. */
  longestRun: number;
}

const NOT_ASCII = /[^ -~]/;

// The lookup form of a term: folded, singular words joined by a space (romanised Japanese: long vowels once).
function termKey(term: string, romaji: boolean): string {
  const words = nameTokens(term).map(singularWord);
  return (romaji ? words.map(foldRomaji) : words).join(' ');
}

// Built a line of a language's list per step, so that idle time can build it ahead of its first use.
function* buildInSteps(): Generator<undefined, Vocabulary> {
  const vocabulary: Vocabulary = {
    terms: new Map(),
    whole: new Map(),
    concepts: new Set(),
    broader: new Map(),
    kinds: new Map(),
    known: new Set(),
    longestPhrase: 1,
    longestRun: 1,
  };
  for (const [text, romaji] of [
    [en, false],
    [de, false],
    [fr, false],
    [es, false],
    [ja, true],
  ] as const) {
    for (const line of text.split('\n')) {
      const [head = '', ...terms] = line.split(',');
      const [named = '', kind] = head.split(':');
      const [concept = '', broader] = named.split('>');
      vocabulary.concepts.add(concept);
      if (broader) vocabulary.broader.set(concept, broader);
      if (kind) vocabulary.kinds.set(concept, kind);
      for (const term of [concept, ...terms]) {
        const whole = term.startsWith('^');
        const key = termKey(whole ? term.slice(1) : term, romaji);
        if (key === '') continue;
        // The first meaning listed wins: English, then the others.
        const map = whole ? vocabulary.whole : vocabulary.terms;
        if (!map.has(key)) map.set(key, concept);
        const words = key.split(' ');
        vocabulary.longestPhrase = Math.max(vocabulary.longestPhrase, words.length);
        for (const word of words) {
          vocabulary.known.add(word);
          if (NOT_ASCII.test(word)) vocabulary.longestRun = Math.max(vocabulary.longestRun, word.length);
        }
      }
      yield;
    }
  }
  return vocabulary;
}

let built: Vocabulary | undefined;
let building: Generator<undefined, Vocabulary> | undefined;

/**
 * Builds one more step of the vocabulary (a line of one language's list, well under a millisecond); `true` once
 * it is built. The widget runs it in short tasks, while the page is idle as its data loads and, for a mapping part
 * drawn before it is done, in the tasks after: no render builds it all (about 20 ms, 80 on a slow phone).
 */
export function buildCrmVocabularyStep(): boolean {
  if (built) return true;
  building ??= buildInSteps();
  const step = building.next();
  if (!step.done) return false;
  built = step.value;
  building = undefined;
  return true;
}

/** Whether the vocabulary is built: {@link crmVocabulary} then returns it at once. */
export function isCrmVocabularyBuilt(): boolean {
  return built !== undefined;
}

/**
 * The CRM vocabulary (English, German, French, Spanish and Japanese words for the things CRM fields hold, as
 * English concepts: "Firma", "société", "会社" and "org" all mean `account`), built once on first use (what
 * {@link buildCrmVocabularyStep} has not built yet).
 */
export function crmVocabulary(): Vocabulary {
  while (!buildCrmVocabularyStep());
  return built as Vocabulary;
}
