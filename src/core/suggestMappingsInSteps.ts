import { isPicklistField } from './isPicklistField.ts';
import { type MappingPromptInput, mappingCompatibility } from './mappingCompatibility.ts';
import { matchValues } from './matchValues.ts';
import { type NameShape, nameShape } from './nameShape.ts';
import { nameSimilarity } from './nameSimilarity.ts';
import { nameTokens } from './nameTokens.ts';
import type {
  MappingCandidate,
  MappingReason,
  MappingSuggestion,
  SuggestionField,
} from './suggestMappings.ts';

const MIN_SCORE = 0.4;
const MAX_CANDIDATES = 5;
const CONFIDENT_SCORE = 0.7;
const CONFIDENT_MARGIN = 0.1;

type Kind = 'date' | 'number' | 'boolean' | 'reference';

// Words by which an app field hints at its type; they only break ties between similar names.
const DATE_WORDS = new Set(['date', 'at', 'time', 'timestamp', 'day', 'birthday', 'birthdate', 'dob']);
const NUMBER_WORDS = new Set([
  'count',
  'amount',
  'revenue',
  'total',
  'size',
  'quantity',
  'qty',
  'score',
  'price',
  'probability',
  'percent',
  'rate',
  'employees',
  'arr',
  'mrr',
  'seats',
]);
const REFERENCE_WORDS = new Set(['id', 'owner', 'manager', 'parent', 'assignee', 'lookup']);
const BOOLEAN_FIRST_WORDS = new Set(['is', 'has', 'can', 'should', 'was', 'opted', 'allow']);

function promptKind(names: string[]): Kind | undefined {
  for (const name of names) {
    const words = nameTokens(name);
    if (BOOLEAN_FIRST_WORDS.has(words[0] ?? '')) return 'boolean';
    if (words.some((word) => REFERENCE_WORDS.has(word))) return 'reference';
    if (words.some((word) => DATE_WORDS.has(word))) return 'date';
    if (words.some((word) => NUMBER_WORDS.has(word))) return 'number';
  }
  return undefined;
}

function fieldKind(field: SuggestionField): Kind | undefined {
  switch (field.valueType) {
    case 'date':
    case 'datetime':
      return 'date';
    case 'int':
    case 'float':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'reference':
      return 'reference';
    default:
      return undefined;
  }
}

/** Fields compared per step: a few milliseconds of work. */
const STEP_SIZE = 500;

// The shapes of a field list's names, made once per list and shared by every prompt (and every later call).
const shapesByList = new WeakMap<readonly SuggestionField[], NameShape[][]>();

function* shapesOf(fields: readonly SuggestionField[]): Generator<void, NameShape[][]> {
  const cached = shapesByList.get(fields);
  if (cached) return cached;
  const shapes: NameShape[][] = [];
  for (const field of fields) {
    if (shapes.length > 0 && shapes.length % STEP_SIZE === 0) yield;
    shapes.push(
      field.displayName === field.fieldName
        ? [nameShape(field.fieldName)]
        : [nameShape(field.displayName), nameShape(field.fieldName)],
    );
  }
  shapesByList.set(fields, shapes);
  return shapes;
}

function* suggestFor(
  prompt: MappingPromptInput,
  fields: readonly SuggestionField[],
): Generator<void, MappingSuggestion> {
  const promptShapes = [nameShape(prompt.displayName), nameShape(prompt.mapToName)];
  const incompatibility = mappingCompatibility(prompt);
  const appValues = prompt.mappedValues ?? [];
  const kind = promptKind([prompt.displayName, prompt.mapToName]);
  const shapes = yield* shapesOf(fields);
  // `rank` orders candidates: the score plus what only breaks ties (a type hint, the builder's suggestion).
  const ranked: (MappingCandidate & { rank: number })[] = [];
  for (const [index, field] of fields.entries()) {
    if (index > 0 && index % STEP_SIZE === 0) yield;
    // A field of the wrong type is never suggested, however close its name.
    if (incompatibility(field) !== undefined) continue;
    let name = 0;
    for (const promptShape of promptShapes) {
      for (const shape of shapes[index] ?? []) name = Math.max(name, nameSimilarity(promptShape, shape));
    }
    let score = name;
    let rank = name;
    let reason: MappingReason = name === 1 ? 'sameName' : 'similarName';
    if (appValues.length > 0 && isPicklistField(field)) {
      const overlap = matchValues(appValues, field.values).size / appValues.length;
      // Matching values lift a weak name up to 0.8: a picklist of the app's values is the field, whatever its name.
      score = name + (1 - name) * 0.8 * overlap;
      rank = score + 0.05 * overlap;
      if (name < 1 && overlap >= 0.5) reason = 'matchingValues';
    } else if (kind !== undefined && kind === fieldKind(field)) {
      score = Math.min(1, score + 0.05);
      rank = name + 0.05;
    }
    if (field.fieldName === prompt.suggestedFieldName) {
      score = 1;
      rank = 2;
      reason = 'suggested';
    }
    if (score >= MIN_SCORE) ranked.push({ fieldName: field.fieldName, score, reason, rank });
  }
  // Stable: equal ranks keep the provider's order.
  ranked.sort((a, b) => b.rank - a.rank);
  const candidates = ranked.map(({ rank: _rank, ...candidate }) => candidate);
  const [best, next] = candidates;
  const confident =
    best !== undefined &&
    best.score >= CONFIDENT_SCORE &&
    (best.reason === 'suggested' || next === undefined || best.score - next.score >= CONFIDENT_MARGIN);
  return { candidates: candidates.slice(0, MAX_CANDIDATES), confident };
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
