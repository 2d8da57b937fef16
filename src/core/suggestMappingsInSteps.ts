import { isPicklistField } from './isPicklistField.ts';
import { type MappingPromptInput, mappingCompatibility } from './mappingCompatibility.ts';
import { matchValues } from './matchValues.ts';
import { type NameShape, nameShape } from './nameShape.ts';
import { nameSimilarity } from './nameSimilarity.ts';
import { type PromptKind, promptKind } from './promptKind.ts';
import type {
  MappingCandidate,
  MappingReason,
  MappingSuggestion,
  SuggestionField,
} from './suggestMappings.ts';

const MIN_SCORE = 0.4;
const MAX_CANDIDATES = 5;
// Sure enough to be mapped without asking: a wrong mapping made silently costs more than a question.
const CONFIDENT_SCORE = 0.8;
const CONFIDENT_MARGIN = 0.15;
/** Fields compared per step: a few milliseconds of work. */
const STEP_SIZE = 500;

// What a field list says once, shared by every prompt (and every later call): each field's name shapes, which
// fields are the record's own id, and the object they belong to.
interface ListShapes {
  shapes: NameShape[][];
  /** The record's own id, by position. */
  ownId: boolean[];
  /** Points to a record: a lookup, or an id or owner of another record ("requester_id", HubSpot's owner list). */
  refLike: boolean[];
  /** The object's concept, from its own id's label ("Account ID" → account). */
  objectConcept: string | undefined;
}

const OWN_ID_NAMES = new Set(['id', 'recordid', 'record_id', 'hs_object_id', 'objectid', 'uuid', 'guid']);
const ID_SUFFIX = /(?:_id|Id|ID|id)$/;

// The record's own id: Salesforce's `id` type, the usual names, or Dynamics' `accountid` labelled "Account".
function isOwnId(field: SuggestionField, label: NameShape): boolean {
  const name = field.fieldName.toLowerCase();
  if (field.providerType === 'id' || OWN_ID_NAMES.has(name)) return true;
  const words = label.raw.filter((word) => word !== 'id');
  return field.valueType !== 'reference' && words.length === 1 && name === `${words[0]}id`;
}

const OBJECTS = new Set(['account', 'contact', 'opportunity', 'lead']);

// Without an own id to say it, the object many labels start with ("Deal Name", "Deal Stage", "Deal owner").
function mostNamedObject(shapes: NameShape[][]): string | undefined {
  const counts = new Map<string, number>();
  for (const [label] of shapes) {
    const concept = label?.concepts[0] ?? '';
    if (OBJECTS.has(concept)) counts.set(concept, (counts.get(concept) ?? 0) + 1);
  }
  const [first, second] = [...counts].sort((a, b) => b[1] - a[1]);
  const enough = first !== undefined && first[1] >= 3 && first[1] >= 0.08 * shapes.length;
  return enough && (second === undefined || second[1] < first[1]) ? first[0] : undefined;
}

const listCache = new WeakMap<readonly SuggestionField[], ListShapes>();

function* listShapes(fields: readonly SuggestionField[]): Generator<void, ListShapes> {
  const cached = listCache.get(fields);
  if (cached) return cached;
  const list: ListShapes = { shapes: [], ownId: [], refLike: [], objectConcept: undefined };
  for (const field of fields) {
    if (list.shapes.length > 0 && list.shapes.length % STEP_SIZE === 0) yield;
    const label = nameShape(field.displayName);
    list.shapes.push(field.displayName === field.fieldName ? [label] : [label, nameShape(field.fieldName)]);
    const ownId = isOwnId(field, label);
    list.ownId.push(ownId);
    list.refLike.push(
      !ownId &&
        (field.valueType === 'reference' ||
          (!isPicklistField(field) && ID_SUFFIX.test(field.fieldName)) ||
          (field.valueType === 'singleSelect' && /owner/i.test(field.fieldName))),
    );
    if (ownId && list.objectConcept === undefined) {
      const concepts = label.concepts.filter((c) => c !== 'id' && c !== 'record');
      if (concepts.length === 1) list.objectConcept = concepts[0];
    }
  }
  list.objectConcept ??= mostNamedObject(list.shapes);
  listCache.set(fields, list);
  return list;
}

const BRANDS = new Set(
  'salesforce sfdc hubspot zoho dynamics microsoft pipedrive zendesk close attio crm record object'.split(
    ' ',
  ),
);

// The prompt asks for the record's own id: "Account ID" on an account, "Salesforce ID", "Record ID".
function asksOwnId(shapes: NameShape[], objectConcept: string | undefined): boolean {
  return shapes.some(
    (shape) =>
      shape.concepts.includes('id') &&
      shape.concepts.every(
        (c) =>
          c === 'id' ||
          BRANDS.has(c) ||
          (objectConcept === undefined ? shape.concepts.length <= 3 : c === objectConcept),
      ),
  );
}

type FieldKind = PromptKind | 'pick' | undefined;

function fieldKind(field: SuggestionField): FieldKind {
  switch (field.valueType) {
    case 'date':
    case 'datetime':
      return 'date';
    case 'int':
    case 'float':
      return 'number';
    case 'boolean':
      return 'bool';
    case 'reference':
      return 'ref';
    case 'singleSelect':
    case 'multiSelect':
      return 'pick';
    case 'string':
      return 'text';
    default:
      return undefined;
  }
}

// Which field kinds cannot hold what a prompt of each kind holds.
const CLASHES: Record<PromptKind, readonly FieldKind[]> = {
  date: ['bool', 'number', 'ref', 'pick'],
  bool: ['date', 'number', 'ref'],
  number: ['date', 'bool', 'ref'],
  text: ['bool', 'date', 'number', 'ref', 'pick'],
  ref: ['date', 'bool'],
};

// 1 when the field is of the kind the prompt names, -1 when it cannot hold it, 0 when types do not say.
function kindFit(kind: PromptKind | undefined, field: SuggestionField, refLike: boolean): number {
  if (kind === undefined) return 0;
  if (kind === 'ref') return refLike ? 1 : CLASHES.ref.includes(fieldKind(field)) ? -1 : 0;
  const other = refLike && kind !== 'number' ? 'ref' : fieldKind(field);
  if (other === kind) return 1;
  return CLASHES[kind].includes(other) ? -1 : 0;
}

type Ranked = MappingCandidate & { rank: number; sure: boolean };

// Overlap of a prompt's values with each picklist, per value list: long lists repeat the same values.
const overlaps = new WeakMap<object, WeakMap<object, number>>();

function valueOverlap(prompt: MappingPromptInput, field: SuggestionField, name: number): number {
  const appValues = prompt.mappedValues ?? [];
  const byField = overlaps.get(appValues) ?? new WeakMap<object, number>();
  overlaps.set(appValues, byField);
  let overlap = byField.get(field.values);
  if (overlap === undefined) {
    const quick = matchValues(appValues, field.values, true);
    // Values meant alike but written apart are compared only where the name or a first look says it may be.
    const pairs = quick.size > 0 || name >= MIN_SCORE ? matchValues(appValues, field.values) : quick;
    let sum = 0;
    for (const pair of pairs.values()) sum += pair.sure ? 1 : 0.6;
    overlap = sum / appValues.length;
    byField.set(field.values, overlap);
  }
  return overlap;
}

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
    const ownId = list.ownId[index] === true;
    // The record's own id holds nothing but itself: never offered for anything else.
    if ((ownId && !ownIdAsked) || incompatibility(field) !== undefined) continue;
    let name = ownId ? 0.85 : 0;
    for (const promptShape of promptShapes) {
      for (const shape of list.shapes[index] ?? []) {
        name = Math.max(name, nameSimilarity(promptShape, shape, list.objectConcept));
      }
    }
    const fit = kindFit(kind, field, list.refLike[index] === true);
    // A field of the prompt's kind ranks first among names as close (a lookup for a person more so).
    const lift = fit > 0 ? (kind === 'ref' ? 0.1 : 0.03) : 0;
    let score = fit < 0 ? name * 0.5 : Math.min(1, name + lift);
    let reason: MappingReason = name === 1 ? 'sameName' : 'similarName';
    let sure = fit >= 0 && (kind !== 'ref' || fit > 0);
    if (withValues && isPicklistField(field)) {
      const overlap = valueOverlap(prompt, field, name);
      // Matching values lift a weak name up to 0.8: a picklist of the app's values is the field, whatever its name.
      score = name + (1 - name) * 0.8 * overlap;
      if (name < 1 && overlap >= 0.5) reason = 'matchingValues';
      sure = overlap >= 0.5 || name >= 0.9;
    }
    // Values break ties of names: of two "Forecast Category" fields, the one offering the app's values.
    let rank =
      (fit < 0 ? score : Math.max(score, name + lift)) +
      (withValues && isPicklistField(field) ? 0.05 * valueOverlap(prompt, field, name) : 0);
    if (field.fieldName === prompt.suggestedFieldName) {
      score = 1;
      rank = 2;
      reason = 'suggested';
      sure = true;
    }
    if (score >= MIN_SCORE) ranked.push({ fieldName: field.fieldName, score, reason, rank, sure });
  }
  // Stable: equal ranks keep the provider's order.
  ranked.sort((a, b) => b.rank - a.rank);
  const [best, next] = ranked;
  const confident =
    best !== undefined &&
    (best.reason === 'suggested' ||
      (best.sure &&
        best.score >= CONFIDENT_SCORE &&
        (next === undefined || best.score - next.score >= CONFIDENT_MARGIN)));
  const candidates = ranked
    .slice(0, MAX_CANDIDATES)
    .map(({ fieldName, score, reason }) => ({ fieldName, score, reason }));
  return { candidates, confident };
}

/**
 * {@link suggestMappings} a step at a time: each `yield` comes after a few hundred fields, so a caller can spread
 * the work for 5,000 fields over several short tasks; the generator's return value is the suggestions.
 */
export function* suggestMappingsInSteps(
  prompts: readonly MappingPromptInput[],
  fields: readonly SuggestionField[],
): Generator<void, Map<string, MappingSuggestion>> {
  const suggestions = new Map<string, MappingSuggestion>();
  for (const prompt of prompts) suggestions.set(prompt.mapToName, yield* suggestFor(prompt, fields));
  return suggestions;
}
