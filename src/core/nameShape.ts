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
  'the of a an and for to in by is has my hs de du des la le les d l au aux et par pour del el los las por para al der die das dem den des von vom zu zur mit und fur の'.split(
    ' ',
  ),
);
// A last word saying "when" ("Closed at", "Opened on", "Erstellt am").
const WHEN = new Set(['at', 'on', 'am']);
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const LETTERS_AND_DIGITS = /(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u;
// A generated key (Pipedrive's 40 hex digits, Zendesk's custom_360001111): says nothing about the field.
const KEY_LIKE = /^(?=.*\d)[a-f0-9]{16,}$|^\d{5,}$/;

// Cuts a run written without spaces (Japanese) into the vocabulary's words, longest first; what is left between
// them stays together as a word of its own.
function cutRun(run: string, vocabulary: Vocabulary, words: string[]): void {
  let unknown = '';
  for (let at = 0; at < run.length; ) {
    let length = Math.min(vocabulary.longestRun, run.length - at);
    while (length > 0 && !vocabulary.terms.has(run.slice(at, at + length))) length--;
    if (length === 0) {
      unknown += run[at];
      at++;
      continue;
    }
    if (unknown !== '') words.push(unknown);
    unknown = '';
    words.push(run.slice(at, at + length));
    at += length;
  }
  if (unknown !== '') words.push(unknown);
}

const LINKS = ['', 's', 'n', 'en', 'es', 'e'];
// Small words that may stand between two others in a name written as one ("numberofemployees", "isclosed"); not
// "in" or "un", which would read "inaktiv" as "in" + "aktiv".
const JOINERS = new Set('of has is by to the and de du des der von'.split(' '));
const splits = new Map<string, string[] | null>();

// A word written as one split into known words, the fewest ("geburtsdatum" → geburt s datum is "geburts" +
// "datum"; "annualrevenue" → annual revenue), a linking letter allowed between them; `null` if it cannot be.
function splitCompound(word: string, known: Set<string>): string[] | null {
  const cached = splits.get(word);
  if (cached !== undefined) return cached;
  const best: (string[] | null)[] = [[]];
  for (let end = 1; end <= word.length; end++) {
    best[end] = null;
    for (let start = Math.max(0, end - 20); start <= end - 2; start++) {
      const before = best[start];
      if (!before) continue;
      const part = word.slice(start, end);
      const link = LINKS.find((l) => {
        if (!part.endsWith(l)) return false;
        const stem = part.slice(0, part.length - l.length);
        return stem.length >= 2 && (known.has(stem) || JOINERS.has(stem));
      });
      if (link === undefined || (link !== '' && end === word.length)) continue;
      if (!best[end] || before.length + 1 < (best[end]?.length ?? 0)) {
        best[end] = [...before, part.slice(0, part.length - link.length)];
      }
    }
  }
  const found = best[word.length] ?? null;
  const result = found && found.length > 1 ? found : null;
  // Names repeat across fields and lists; a bound keeps hostile input from growing the cache for good.
  if (splits.size > 20000) splits.clear();
  splits.set(word, result);
  return result;
}

function wordsOf(name: string, vocabulary: Vocabulary): string[] {
  const words: string[] = [];
  for (const token of nameTokens(name)) {
    if (KEY_LIKE.test(token)) continue;
    for (const part of /\d/.test(token) ? token.split(LETTERS_AND_DIGITS) : [token]) {
      if (CJK.test(part)) cutRun(part, vocabulary, words);
      else {
        const word = singularWord(part);
        const compound =
          word.length >= 6 && !vocabulary.known.has(word) && !vocabulary.known.has(foldRomaji(word))
            ? splitCompound(word, vocabulary.known)
            : null;
        words.push(...(compound ?? [word]));
      }
    }
  }
  return words;
}

function conceptsOf(words: string[], vocabulary: Vocabulary): string[] {
  const whole = vocabulary.whole.get(words.join(' '));
  if (whole) return [whole];
  // Filler words are words of their own in a name of nothing else ("de-DE" is German).
  const filler = words.some((word) => !FILLER.has(word)) ? FILLER : new Set<string>();
  const concepts: string[] = [];
  for (let at = 0; at < words.length; ) {
    let length = Math.min(vocabulary.longestPhrase, words.length - at);
    let concept: string | undefined;
    for (; length > 0; length--) {
      const phrase = words.slice(at, at + length).join(' ');
      concept = vocabulary.terms.get(phrase) ?? vocabulary.terms.get(foldRomaji(phrase));
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
