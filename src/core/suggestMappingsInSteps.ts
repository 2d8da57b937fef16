import { askHostRanker } from './askHostRanker.ts';
import { buildCrmVocabularyStep, crmVocabulary } from './crmVocabulary.ts';
import { isPicklistField } from './isPicklistField.ts';
import { type MappingPromptInput, mappingCompatibility } from './mappingCompatibility.ts';
import { matchValues } from './matchValues.ts';
import type { MappingRanking } from './mergeHostRanking.ts';
import { type NameShape, nameShape } from './nameShape.ts';
import { nameSimilarity } from './nameSimilarity.ts';
import { type PromptKind, promptKind } from './promptKind.ts';
import type { MappingCandidate, MappingSuggestion, SuggestionField } from './suggestMappings.ts';

const MIN_SCORE = 0.4;
const MAX_CANDIDATES = 5;
// Sure enough to be mapped without asking: a wrong mapping made silently costs more than a question.
const CONFIDENT_SCORE = 0.8;
const CONFIDENT_MARGIN = 0.15;
/** Fields compared per step: a millisecond or two of work, so a task of steps ends close to its budget. */
const STEP_SIZE = 200;

// What a field list says once, shared by every prompt (and every later call): each field's name shapes, which
// fields are the record's own id or point to a record, and the object the fields belong to.
interface ListShapes {
  shapes: NameShape[][];
  ownId: boolean[];
  /** A lookup, or an id or owner of another record ("requester_id", HubSpot's list of owners). */
  refLike: boolean[];
  /** From its own id's label ("Account ID" → account), or the object most labels start with ("Deal Name"). */
  objectConcept: string | undefined;
}

const OWN_ID = /^(id|record_?id|hs_object_id|object_?id|uuid|guid)$/i;
const REF_NAME = /(_id|Id|ID|id)$|owner/;

// The record's own id: Salesforce's `id` type, the usual names, or Dynamics' `accountid` labelled "Account".
function isOwnId(field: SuggestionField, label: NameShape): boolean {
  const words = label.raw.filter((word) => word !== 'id');
  return (
    field.providerType === 'id' ||
    OWN_ID.test(field.fieldName) ||
    (field.valueType !== 'reference' &&
      words.length === 1 &&
      field.fieldName.toLowerCase() === `${words[0]}id`)
  );
}

function mostNamedObject(shapes: NameShape[][]): string | undefined {
  const counts = new Map<string, number>();
  for (const [label] of shapes) {
    const concept = label?.concepts[0] ?? '';
    if (/^(account|contact|opportunity|lead)$/.test(concept))
      counts.set(concept, (counts.get(concept) ?? 0) + 1);
  }
  const [first, second] = [...counts].sort((a, b) => b[1] - a[1]);
  return first && first[1] >= 3 && first[1] >= 0.08 * shapes.length && (second?.[1] ?? 0) < first[1]
    ? first[0]
    : undefined;
}

const listCache = new WeakMap<readonly SuggestionField[], ListShapes>();

function* listShapes(fields: readonly SuggestionField[]): Generator<void, ListShapes> {
  const cached = listCache.get(fields);
  if (cached) return cached;
  const list: ListShapes = { shapes: [], ownId: [], refLike: [], objectConcept: undefined };
  for (const field of fields) {
    // Preparing names costs more than comparing them: a quarter of the step.
    if (list.shapes.length > 0 && list.shapes.length % (STEP_SIZE / 4) === 0) yield;
    const label = nameShape(field.displayName);
    list.shapes.push(field.displayName === field.fieldName ? [label] : [label, nameShape(field.fieldName)]);
    const ownId = isOwnId(field, label);
    list.ownId.push(ownId);
    list.refLike.push(
      !ownId &&
        (field.valueType === 'reference' ||
          (REF_NAME.test(field.fieldName) &&
            field.valueType !== 'multiSelect' &&
            field.valueType !== 'boolean')),
    );
    const concepts = label.concepts.filter((c) => c !== 'id' && c !== 'record');
    if (ownId && concepts.length === 1) list.objectConcept ??= concepts[0];
  }
  list.objectConcept ??= mostNamedObject(list.shapes);
  listCache.set(fields, list);
  return list;
}

const BRANDS = /^(salesforce|hubspot|zoho|dynamics|pipedrive|zendesk|attio|crm|record|id)$/;

// The prompt asks for the record's own id: "Account ID" on an account, "Salesforce ID", "Record ID"; where the
// object is not known, an id of a record ("Deal ID").
function asksOwnId(shapes: NameShape[], objectConcept: string | undefined): boolean {
  const { kinds } = crmVocabulary();
  return shapes.some(
    ({ concepts }) =>
      concepts.includes('id') &&
      concepts.every((c) => BRANDS.test(c) || (objectConcept ? c === objectConcept : kinds.get(c) === 'r')),
  );
}

type FieldKind = PromptKind | 'pick' | undefined;

const FIELD_KINDS: Partial<Record<string, FieldKind>> = {
  date: 'date',
  datetime: 'date',
  int: 'number',
  float: 'number',
  boolean: 'bool',
  reference: 'ref',
  singleSelect: 'pick',
  multiSelect: 'pick',
  string: 'text',
};

// Which field kinds cannot hold what a prompt of each kind holds.
const CLASHES: Record<PromptKind, readonly FieldKind[]> = {
  date: ['bool', 'number', 'ref', 'pick'],
  bool: ['date', 'number', 'ref', 'text'],
  number: ['date', 'bool', 'ref'],
  text: ['bool', 'date', 'number', 'ref', 'pick'],
  ref: ['date', 'bool'],
};

// 1 when the field is of the kind the prompt names, -1 when it cannot hold it, 0 when types do not say.
function kindFit(kind: PromptKind | undefined, field: SuggestionField, refLike: boolean): number {
  if (kind === undefined) return 0;
  const other = refLike && kind !== 'number' ? 'ref' : FIELD_KINDS[field.valueType ?? ''];
  return other === kind ? 1 : CLASHES[kind].includes(other) ? -1 : 0;
}

// Overlap of a prompt's values with each picklist, per value list: long lists repeat the same values.
const overlaps = new WeakMap<object, WeakMap<object, number>>();

function valueOverlap(prompt: MappingPromptInput, field: SuggestionField, name: number): number {
  const appValues = prompt.mappedValues ?? [];
  const byField = overlaps.get(appValues) ?? new WeakMap<object, number>();
  overlaps.set(appValues, byField);
  let overlap = byField.get(field.values);
  if (overlap === undefined) {
    // Values meant alike but written apart are compared only where the name or a first look says it may be.
    let pairs = matchValues(appValues, field.values, true);
    if (pairs.size > 0 || name >= MIN_SCORE) pairs = matchValues(appValues, field.values);
    overlap = 0;
    for (const pair of pairs.values()) overlap += (pair.sure ? 1 : 0.6) / appValues.length;
    byField.set(field.values, overlap);
  }
  return overlap;
}

type Ranked = MappingCandidate & { rank: number; sure: boolean };

function* suggestFor(
  prompt: MappingPromptInput,
  fields: readonly SuggestionField[],
): Generator<void, MappingSuggestion> {
  const list = yield* listShapes(fields);
  const promptShapes = [nameShape(prompt.displayName), nameShape(prompt.mapToName)];
  const incompatibility = mappingCompatibility(prompt);
  const withValues = (prompt.mappedValues ?? []).length > 0;
  const kind = withValues ? undefined : promptKind(promptShapes, prompt.displayName);
  const ownIdAsked = asksOwnId(promptShapes, list.objectConcept);
  const ranked: Ranked[] = [];
  for (const [index, field] of fields.entries()) {
    if (index > 0 && index % STEP_SIZE === 0) yield;
    const ownId = list.ownId[index];
    // The record's own id holds nothing but itself: never offered for anything else.
    if ((ownId && !ownIdAsked) || incompatibility(field) !== undefined) continue;
    // Asked for, the own id comes first unless a field's name says more; less sure where the object is not known.
    let name = ownId ? (list.objectConcept ? 0.85 : 0.7) : 0;
    for (const promptShape of promptShapes) {
      for (const shape of list.shapes[index] ?? []) {
        name = Math.max(name, nameSimilarity(promptShape, shape, list.objectConcept));
      }
    }
    const fit = kindFit(kind, field, list.refLike[index] === true);
    // A field of the prompt's kind ranks first among names as close (a lookup for a person more so).
    const lift = fit > 0 ? (kind === 'ref' ? 0.1 : 0.03) : 0;
    let score = fit < 0 ? name / 2 : Math.min(1, name + lift);
    let rank = fit < 0 ? score : name + lift;
    let sure = fit >= 0 && (kind !== 'ref' || fit > 0);
    let reason: MappingCandidate['reason'] = name === 1 ? 'sameName' : 'similarName';
    if (withValues && isPicklistField(field)) {
      const overlap = valueOverlap(prompt, field, name);
      // Matching values lift a weak name up to 0.8: a picklist of the app's values is the field, whatever its name.
      score = name + (1 - name) * 0.8 * overlap;
      // Values also rank fields of names alike: of two "Status" fields, the one offering more of the app's values.
      rank = score + 0.2 * overlap;
      if (name < 1 && overlap >= 0.5) reason = 'matchingValues';
      sure = overlap >= 0.5 || name >= 0.9;
    }
    if (field.fieldName === prompt.suggestedFieldName) {
      [score, rank, reason, sure] = [1, 2, 'suggested', true];
    }
    if (score >= MIN_SCORE) ranked.push({ fieldName: field.fieldName, score, reason, rank, sure });
  }
  // Stable: equal ranks keep the provider's order.
  ranked.sort((a, b) => b.rank - a.rank);
  const [best, next] = ranked;
  const confident =
    best !== undefined &&
    (best.reason === 'suggested' ||
      // Asked for an id, another field's id is not surely the one meant while the record's own is a candidate.
      (best.sure &&
        !(
          ownIdAsked && ranked.some((r) => list.ownId[fields.findIndex((f) => f.fieldName === r.fieldName)])
        ) &&
        best.score >= CONFIDENT_SCORE &&
        (!next || best.score - next.score >= CONFIDENT_MARGIN)));
  const candidates = ranked
    .slice(0, MAX_CANDIDATES)
    .map(({ fieldName, score, reason }) => ({ fieldName, score, reason }));
  return { candidates, confident };
}

// The widget builds the vocabulary in short tasks once this module (its chunk) has loaded: see preloadParts.
export { buildCrmVocabularyStep } from './crmVocabulary.ts';

/** A host's ranker to ask once the widget's suggestions are ready, and the signal that says they are not wanted. */
export interface HostRankerRequest {
  ranking: MappingRanking;
  signal: AbortSignal;
}

/**
 * {@link suggestMappings} a step at a time: each `yield` comes after a few hundred fields, so a caller can spread
 * the work for 5,000 fields over several short tasks; the generator's return value is the suggestions, or with
 * `host`, a promise of them merged with the host ranker's answer (the widget's own on its error or timeout).
 */
export function suggestMappingsInSteps(
  prompts: readonly MappingPromptInput[],
  fields: readonly SuggestionField[],
): Generator<void, Map<string, MappingSuggestion>>;
export function suggestMappingsInSteps(
  prompts: readonly MappingPromptInput[],
  fields: readonly SuggestionField[],
  host: HostRankerRequest | undefined,
): Generator<void, ReadonlyMap<string, MappingSuggestion> | Promise<ReadonlyMap<string, MappingSuggestion>>>;
export function* suggestMappingsInSteps(
  prompts: readonly MappingPromptInput[],
  fields: readonly SuggestionField[],
  host?: HostRankerRequest,
): Generator<void, ReadonlyMap<string, MappingSuggestion> | Promise<ReadonlyMap<string, MappingSuggestion>>> {
  // The vocabulary the names are read with, a step at a time where it is not built yet (not in one step).
  while (!buildCrmVocabularyStep()) yield;
  const suggestions = new Map<string, MappingSuggestion>();
  for (const prompt of prompts) suggestions.set(prompt.mapToName, yield* suggestFor(prompt, fields));
  return host ? askHostRanker(host.ranking, prompts, fields, suggestions, host.signal) : suggestions;
}
