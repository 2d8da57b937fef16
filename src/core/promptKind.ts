import { crmVocabulary } from './crmVocabulary.ts';
import type { NameShape } from './nameShape.ts';

/**
 * What an app field holds, as far as its name tells: a date, a yes/no, a number, a record (a lookup), or free text
 * (a name, contact details, a description: not a picklist's choice).
 */
export type PromptKind = 'date' | 'bool' | 'number' | 'ref' | 'text';

const BOOL_FIRST_WORDS = new Set(['is', 'has', 'can', 'should', 'was', 'did', 'does', 'allow', 'opted']);
// What a yes/no is about ("Email opt-out"), and what may stand beside a record ("Account ID", "Main contact").
const BOOL_SUBJECTS = new Set(['email', 'phone', 'marketing']);
const RECORD_QUALIFIERS = new Set(['id', 'business', 'other']);

function kindOf(concepts: string[], firstWord: string, question: boolean): PromptKind | undefined {
  const { concepts: known, kinds } = crmVocabulary();
  const has = (kind: string) => concepts.some((concept) => kinds.get(concept) === kind);
  const onlyWith = (kind: string, others: Set<string>) =>
    has(kind) && concepts.every((c) => kinds.get(c) === kind || others.has(c) || !known.has(c));
  if (
    has('d') ||
    (concepts.includes('expected') && !has('n')) ||
    /^(create|modify)$/.test(concepts.join(' '))
  ) {
    return 'date';
  }
  if (question || BOOL_FIRST_WORDS.has(firstWord) || onlyWith('b', BOOL_SUBJECTS)) return 'bool';
  if (has('n')) return 'number';
  // A record alone, or named last after what it is not a detail of ("Source lead", not "Lead source").
  if (
    onlyWith('r', RECORD_QUALIFIERS) ||
    (kinds.get(concepts.at(-1) ?? '') === 'r' && kinds.get(concepts[0] ?? '') !== 't')
  ) {
    return 'ref';
  }
  return has('t') ? 'text' : undefined;
}

/**
 * What the app field named by `shapes` (its display name, then its API name) holds, from the kinds the vocabulary
 * gives their words, the display name's first (a yes/no either says wins): `date` ("Closed at", "Geburtsdatum", "Expected close"), `bool`
 * ("Is converted", "Email opt-out", "Won?"), `number` ("Headcount"), `ref` (a person or organisation: "Account
 * owner", "Parent company", "Source lead"), `text` (names, contact details, descriptions); `undefined` when the
 * names do not say.
 */
export function promptKind(shapes: readonly NameShape[], displayName: string): PromptKind | undefined {
  const kinds = shapes.map((shape, i) =>
    kindOf(shape.concepts, shape.raw[0] ?? '', i === 0 && displayName.trim().endsWith('?')),
  );
  // A yes/no either name says ("VIP customer", `isVip`) wins.
  return kinds.includes('bool') ? 'bool' : kinds.find(Boolean);
}
