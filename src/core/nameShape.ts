import { nameTokens } from './nameTokens.ts';

/** A name prepared for {@link nameSimilarity}: its words, canonical and raw, and what else the comparison uses. */
export interface NameShape {
  /** Canonical words, without filler words: abbreviations and CRM synonyms spelled one way, plurals singular. */
  words: string[];
  /** The folded words as written, joined: "numberOfEmployees" and "numberofemployees" give the same. */
  joined: string;
  /** The canonical words joined: "companyName" and "Account Name" give the same. */
  canonical: string;
  /** Initials of a name of several words, with and without filler words ("Proof of Concept": poc, pc). */
  initials: string[];
  /** The folded words as written. */
  raw: string[];
}

// Abbreviations apps use and words CRMs and apps use for the same thing, spelled one way (a Map: a name's
// word can be any string, `constructor` included).
const CANONICAL = new Map<string, string[]>(
  (
    [
      ['acct', 'account'],
      ['accnt', 'account'],
      ['company', 'account'],
      ['organization', 'account'],
      ['organisation', 'account'],
      ['org', 'account'],
      ['deal', 'opportunity'],
      ['opp', 'opportunity'],
      ['oppty', 'opportunity'],
      ['person', 'contact'],
      ['people', 'contact'],
      ['amt', 'amount'],
      ['num', 'number'],
      ['no', 'number'],
      ['nbr', 'number'],
      ['qty', 'quantity'],
      ['addr', 'address'],
      ['desc', 'description'],
      ['tel', 'phone'],
      ['telephone', 'phone'],
      ['cell', 'mobile'],
      ['zip', 'postal'],
      ['zipcode', 'postal code'],
      ['postcode', 'postal code'],
      ['headcount', 'employee'],
      ['emp', 'employee'],
      ['staff', 'employee'],
      ['dept', 'department'],
      ['mgr', 'manager'],
      ['dob', 'birth date'],
      ['birthday', 'birth date'],
      ['birthdate', 'birth date'],
      ['surname', 'last name'],
      ['lname', 'last name'],
      ['fname', 'first name'],
      ['given', 'first'],
      ['family', 'last'],
      ['mail', 'email'],
      ['web', 'website'],
      ['created', 'create'],
      ['creation', 'create'],
      ['updated', 'modify'],
      ['modified', 'modify'],
    ] as const
  ).map(([word, spelled]) => [word, spelled.split(' ')]),
);

const FILLER = new Set(['the', 'of', 'a', 'an', 'for', 'to', 'in', 'by', 'hs', 'is', 'has', 'my']);

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length <= 3 || !word.endsWith('s')) return word;
  const before = word[word.length - 2];
  return before === 's' || before === 'u' || before === 'i' ? word : word.slice(0, -1);
}

function addCanonical(words: string[], word: string): void {
  const single = singular(word);
  const spelled = CANONICAL.get(word) ?? CANONICAL.get(single);
  if (spelled) words.push(...spelled);
  else words.push(single);
}

function initialsOf(words: string[]): string {
  return words.map((word) => word[0]).join('');
}

/** Prepares `name` (a display name or an API name) for {@link nameSimilarity}. */
export function nameShape(name: string): NameShape {
  const raw = nameTokens(name);
  const meaningful = raw.filter((word) => !FILLER.has(word));
  const words: string[] = [];
  for (const word of meaningful.length > 0 ? meaningful : raw) addCanonical(words, word);
  const joined = raw.join('');
  return {
    words,
    joined,
    canonical: words.join(''),
    initials: raw.length > 1 ? [initialsOf(raw), initialsOf(meaningful)] : [],
    raw,
  };
}
