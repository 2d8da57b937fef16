import type { FieldView } from './buildRevisionObjects.ts';
import type { MappingPromptInput } from './mappingCompatibility.ts';
import { suggestMappingsInSteps } from './suggestMappingsInSteps.ts';

/** Why a provider field is suggested for an app field (the widget words it through its messages). */
export type MappingReason =
  /** The integration's builder suggested it (`default` or a dynamic entry's `fieldName`). */
  | 'suggested'
  /** The same name, however written ("closeDate", "Close Date"), or an abbreviation or synonym of it. */
  | 'sameName'
  /** A picklist offering most of the app field's values. */
  | 'matchingValues'
  /** Names sharing words, an acronym, or characters. */
  | 'similarName';

/** A provider field suggested for an app field, scored from 0 to 1. */
export interface MappingCandidate {
  fieldName: string;
  score: number;
  reason: MappingReason;
}

/** The suggestions for one app field: type-compatible candidates, best first. */
export interface MappingSuggestion {
  candidates: MappingCandidate[];
  /** The best candidate is good enough, and clearly better than the next, to be mapped without asking. */
  confident: boolean;
}

/** The parts of a provider field the suggestions read. */
export type SuggestionField = Pick<FieldView, 'fieldName' | 'displayName' | 'valueType' | 'values'>;

/**
 * For each mapping prompt (by `mapToName`), the provider fields that could hold it, ranked by name similarity
 * (display and API names, any naming style or script), value overlap (a prompt with `mappedValues` prefers the
 * picklist offering them) and type: a field that cannot hold the data (a reference for a plain value, anything
 * but a picklist for values to map) is never suggested.
 */
export function suggestMappings(
  prompts: readonly MappingPromptInput[],
  fields: readonly SuggestionField[],
): Map<string, MappingSuggestion> {
  const steps = suggestMappingsInSteps(prompts, fields);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
