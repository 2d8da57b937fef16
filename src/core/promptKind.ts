import { crmVocabulary } from './crmVocabulary.ts';
import type { NameShape } from './nameShape.ts';

/**
 * What an app field holds, as far as its name tells: a date, a yes/no, a number, a record (a lookup), or free text
 * (a name, contact details, a description: not a picklist's choice).
 */
export type PromptKind = 'date' | 'bool' | 'number' | 'ref' | 'text';

const words = (text: string) => new Set(text.split(' '));
// People and organisations: an app field naming one of them alone ("Owner", "Parent company", "Employer")
// points to that record.
const RECORDS = words(
  'account contact opportunity lead owner accountmanager csm manager parent creator requester submitter group partner reseller vendor campaign user',
);
const RECORD_QUALIFIERS = words('id business other');
const DATES = words('date birthdate due since end');
const BOOLS = words(
  'optout blocked won active public private verified escalated converted deleted vip suspended closed archived',
);
const BOOL_SUBJECTS = words('email phone marketing');
const BOOL_FIRST_WORDS = words('is has can should was did does allow opted');
const NUMBERS = words(
  'employee revenue amount price probability quantity count capital score budget discount arr mrr acv tcv nps csat',
);
const TEXTS = words(
  'name firstname lastname email phone mobile fax website domain url address postal description note subject linkedin twitter',
);

/**
 * What the app field named by `shapes` (its display and API names) holds, from the words of its names: `date`
 * ("Closed at", "Geburtsdatum"), `bool` ("Is converted", "Email opt-out", "Won?"), `number` ("Headcount"),
 * `ref` (a person or organisation alone: "Account owner", "Parent company"), `text` (names, contact details,
 * addresses); `undefined` when the names do not say.
 */
export function promptKind(shapes: readonly NameShape[], displayName: string): PromptKind | undefined {
  const { concepts: known } = crmVocabulary();
  const concepts = new Set(shapes.flatMap((shape) => shape.concepts));
  const all = [...concepts];
  const any = (set: Set<string>) => all.some((concept) => set.has(concept));
  if (
    any(DATES) ||
    (concepts.has('expected') && !any(NUMBERS)) ||
    (all.length === 1 && (concepts.has('create') || concepts.has('modify')))
  ) {
    return 'date';
  }
  const first = shapes.map((shape) => shape.raw[0] ?? '');
  if (
    displayName.trim().endsWith('?') ||
    first.some((word) => BOOL_FIRST_WORDS.has(word)) ||
    (any(BOOLS) && all.every((c) => BOOLS.has(c) || BOOL_SUBJECTS.has(c) || !known.has(c)))
  ) {
    return 'bool';
  }
  if (any(NUMBERS)) return 'number';
  // A record alone, or named last after what it is not a detail of ("Source lead", not "Lead source").
  const named = shapes.find((shape) => shape.concepts.length > 0)?.concepts ?? [];
  const last = named[named.length - 1] ?? '';
  if (
    (any(RECORDS) && all.every((c) => RECORDS.has(c) || RECORD_QUALIFIERS.has(c) || !known.has(c))) ||
    (RECORDS.has(last) && !TEXTS.has(named[0] ?? ''))
  ) {
    return 'ref';
  }
  return any(TEXTS) ? 'text' : undefined;
}
