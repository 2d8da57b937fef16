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

/**
 * What the app field named by `shapes` (its display and API names) holds, from the kinds the vocabulary gives its
 * words: `date` ("Closed at", "Geburtsdatum", "Expected close"), `bool` ("Is converted", "Email opt-out",
 * "Won?"), `number` ("Headcount"), `ref` (a person or organisation: "Account owner", "Parent company", "Source
 * lead"), `text` (names, contact details, descriptions); `undefined` when the names do not say.
 */
export function promptKind(shapes: readonly NameShape[], displayName: string): PromptKind | undefined {
  const { concepts: known, kinds } = crmVocabulary();
  const all = [...new Set(shapes.flatMap((shape) => shape.concepts))];
  const has = (kind: string) => all.some((concept) => kinds.get(concept) === kind);
  const onlyWith = (kind: string, others: Set<string>) =>
    has(kind) && all.every((c) => kinds.get(c) === kind || others.has(c) || !known.has(c));
  if (has('d') || (all.includes('expected') && !has('n')) || (all.length === 1 && /^(create|modify)$/.test(all[0] ?? ''))) {
    return 'date';
  }
  if (
    displayName.trim().endsWith('?') ||
    shapes.some((shape) => BOOL_FIRST_WORDS.has(shape.raw[0] ?? '')) ||
    onlyWith('b', BOOL_SUBJECTS)
  ) {
    return 'bool';
  }
  if (has('n')) return 'number';
  // A record alone, or named last after what it is not a detail of ("Source lead", not "Lead source").
  const named = shapes.find((shape) => shape.concepts.length > 0)?.concepts ?? [];
  if (onlyWith('r', RECORD_QUALIFIERS) || (kinds.get(named.at(-1) ?? '') === 'r' && kinds.get(named[0] ?? '') !== 't')) {
    return 'ref';
  }
  return has('t') ? 'text' : undefined;
}
