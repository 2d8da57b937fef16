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
  | 'similarName'
  /** The host's ranker (the Provider's `mappingRanker`) put it there; `note` says why, in its words. */
  | 'host';

/** A provider field suggested for an app field, scored from 0 to 1. */
export interface MappingCandidate {
  fieldName: string;
  score: number;
  reason: MappingReason;
  /** The host ranker's own reason, shown instead of the reason's words. */
  note?: string;
}

/** The suggestions for one app field: type-compatible candidates, best first. */
export interface MappingSuggestion {
  candidates: MappingCandidate[];
  /** The best candidate is good enough, and clearly better than the next, to be mapped without asking. */
  confident: boolean;
}

/** The parts of a provider field the suggestions read (`providerType`, when given, tells the record's own id). */
export type SuggestionField = Pick<FieldView, 'fieldName' | 'displayName' | 'valueType' | 'values'> &
  Partial<Pick<FieldView, 'providerType'>>;

/**
 * For each mapping prompt (by `mapToName`), the provider fields that could hold it, ranked by meaning (display and
 * API names in any naming style, script or of the CRM vocabulary's languages: "Firmenname", "会社名" and
 * "companyName" are an account's name), value overlap (a prompt with `mappedValues` prefers the picklist offering
 * them) and type (a date for "Closed at", a lookup for "Manager"): a field that cannot hold the data (a reference
 * for a plain value, anything but a picklist for values to map) is never suggested, nor the record's own id
 * unless the prompt asks for it. `confident` only when the best is sure and clear of the next.
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
