import { crmVocabulary, type Vocabulary } from './crmVocabulary.ts';
import { foldRomaji } from './foldRomaji.ts';
import { nameTokens } from './nameTokens.ts';
import { singularWord } from './singularWord.ts';

/** A name prepared for {@link nameSimilarity}: its concepts, its words, and what else the comparison uses. */
export interface NameShape {
  /** What the name means, each concept once, without filler words ("Firmenname" → account, name). */
  concepts: string[];
  /** The folded words as written, joined: "numberOfEmployees" and "numberofemployees" give the same. */
  joined: string;
  /** The concepts in order of their names, joined: "companyName" and "Account Name" give the same. */
  canonical: string;
  /** Initials of a name of several words, with and without filler words ("Proof of Concept": poc, pc). */
  initials: string[];
  /** The folded words as written, runs of Japanese cut into words. */
  raw: string[];
}

// Words that only join others, in the vocabulary's languages ("Date of birth", "Nom de famille", "の").
const FILLER = new Set(
  'the of a an and for from to in by is has my hs de du des la le les d l au aux et par pour del el los las por para al der die das dem den des von vom zu zur mit und fur の'.split(
    ' ',
  ),
);
// A last word saying "when" ("Closed at", "Opened on", "Erstellt am").
const WHEN = new Set(['at', 'on', 'am']);
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const ASCII_WORD = /^[a-z0-9]*$/;
const LONG_VOWEL = /ou|oo|uu/;
// Letters and digits apart ("address1", "Net45"), but not an ordinal ("1st").
const LETTERS_AND_DIGITS = /(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})(?!(?:st|nd|rd|th)$)/u;
// A generated key (Pipedrive's 40 hex digits, Zendesk's custom_360001111): says nothing about the field.
const KEY_LIKE = /^(?=.*\d)[a-f0-9]{16,}$|^\d{5,}$/;

// Cuts a run written without spaces (Japanese) into the vocabulary's words, longest first; what is left between
// them stays together as a word of its own.
function cutRun(run: string, { terms, longestRun }: Vocabulary, words: string[]): void {
  let unknown = '';
  for (let at = 0, length = 0; at < run.length; at += length || 1) {
    for (length = longestRun; length > 0 && !terms.has(run.slice(at, at + length)); ) length--;
    if (length === 0) unknown += run[at];
    else words.push(...(unknown ? [unknown] : []), run.slice(at, at + length));
    if (length) unknown = '';
  }
  if (unknown) words.push(unknown);
}

const splits = new Map<string, string[] | undefined>();

// A word written as one split into known words, the fewest, a linking letter allowed between them and small words
// as joints, not "in" ("inaktiv" is one word): "geburtsdatum" → geburt, datum; "numberofemployees" → number, of,
// employees. `undefined` if it cannot be split.
function splitCompound(word: string, known: Set<string>): string[] | undefined {
  if (splits.has(word)) return splits.get(word);
  const best: (string[] | undefined)[] = [[]];
  for (let end = 2; end <= word.length; end++) {
    for (let start = Math.max(0, end - 20); start <= end - 2; start++) {
      const before = best[start];
      const part = word.slice(start, end);
      const stem = ['', 's', 'n', 'en', 'es', 'e']
        .map((link) =>
          part.endsWith(link) && (link === '' || end < word.length)
            ? part.slice(0, part.length - link.length)
            : '',
        )
        .find((stem) => stem.length > 1 && (known.has(stem) || (FILLER.has(stem) && stem !== 'in')));
      if (before && stem && before.length + 1 < (best[end]?.length ?? 99)) best[end] = [...before, stem];
    }
  }
  const found = best[word.length];
  // Names repeat across fields and lists; a bound keeps hostile input from growing the cache for good.
  if (splits.size > 20000) splits.clear();
  splits.set(word, found && found.length > 1 ? found : undefined);
  return splits.get(word);
}

function wordsOf(name: string, vocabulary: Vocabulary): string[] {
  const words: string[] = [];
  for (const token of nameTokens(name)) {
    if (KEY_LIKE.test(token)) continue;
    for (const part of /\d/.test(token) ? token.split(LETTERS_AND_DIGITS) : [token]) {
      const word = singularWord(part);
      if (!ASCII_WORD.test(part) && CJK.test(part)) cutRun(part, vocabulary, words);
      else if (
        word.length > 5 &&
        !vocabulary.known.has(word) &&
        !(LONG_VOWEL.test(word) && vocabulary.known.has(foldRomaji(word)))
      ) {
        words.push(...(splitCompound(word, vocabulary.known) ?? [word]));
      } else words.push(word);
    }
  }
  return words;
}

const NO_FILLER: ReadonlySet<string> = new Set();

// The words from `at`, `length` of them, as the vocabulary's phrases are written.
function phraseAt(words: readonly string[], at: number, length: number): string {
  return length === 1 ? (words[at] ?? '') : words.slice(at, at + length).join(' ');
}

function conceptsOf(words: string[], vocabulary: Vocabulary): string[] {
  const whole = vocabulary.whole.get(words.join(' '));
  if (whole) return [whole];
  // Filler words are words of their own in a name of nothing else ("de-DE" is German).
  const filler = words.some((word) => !FILLER.has(word)) ? FILLER : NO_FILLER;
  const concepts: string[] = [];
  // Romanised Japanese is looked up with its long vowels written once too ("bangou", "bango"); most names have
  // none, and are looked up once.
  const folded = words.some((word) => LONG_VOWEL.test(word))
    ? words.map((word) => (LONG_VOWEL.test(word) ? foldRomaji(word) : word))
    : undefined;
  for (let at = 0; at < words.length; ) {
    // A phrase starts with a word of the vocabulary: for any other word only the word itself is looked up.
    const starts =
      vocabulary.known.has(words[at] ?? '') || (!!folded && vocabulary.known.has(folded[at] ?? ''));
    let length = starts ? Math.min(vocabulary.longestPhrase, words.length - at) : 1;
    let concept: string | undefined;
    for (; length > 0; length--) {
      concept =
        vocabulary.terms.get(phraseAt(words, at, length)) ??
        (folded && vocabulary.terms.get(phraseAt(folded, at, length)));
      if (concept) break;
    }
    const word = words[at] ?? '';
    // A filler word is one only beside others: "de" alone is German.
    if (length > 1 || (concept && !(filler.has(word) && words.length > 1))) at += length;
    else {
      at++;
      if (filler.has(word)) continue;
      concept = undefined;
    }
    concepts.push(at === words.length && WHEN.has(word) && words.length > 1 ? 'date' : (concept ?? word));
  }
  // A kind of a thing says the thing: "Cell phone" is a mobile, not a mobile and a phone.
  const said = new Set(concepts.map((concept) => vocabulary.broader.get(concept)));
  return [...new Set(concepts)].filter((concept) => !said.has(concept));
}

function initialsOf(words: string[]): string {
  return words.map((word) => word[0]).join('');
}

/** Prepares `name` (a display name, an API name, or a picklist value) for {@link nameSimilarity}. */
export function nameShape(name: string): NameShape {
  const vocabulary = crmVocabulary();
  const raw = wordsOf(name, vocabulary);
  const meaningful = raw.filter((word) => !FILLER.has(word));
  // Concepts may make a phrase of their own: "電話番号" is phone + number, a phone number.
  const first = conceptsOf(raw, vocabulary);
  const concepts = first.length > 1 ? conceptsOf(first, vocabulary) : first;
  return {
    concepts,
    joined: raw.join(''),
    canonical: [...concepts].sort().join(' '),
    initials: raw.length > 1 ? [initialsOf(raw), initialsOf(meaningful)] : [],
    raw,
  };
}
