import { useDeferredValue, useMemo } from 'react';
import type { MappingPromptInput } from '../core/mappingCompatibility.ts';
import { type MappingSuggestion, type SuggestionField, suggestMappings } from '../core/suggestMappings.ts';

/**
 * The mapping suggestions of an object's prompts ({@link suggestMappings}), computed after the first paint:
 * React renders once without them (`undefined`), then again in the background with them, memoized per list.
 *
 * @example
 * const suggestions = useMappingSuggestions(view.mappingPrompts, view.allFields);
 * const best = suggestions?.get('accountTier')?.candidates[0]; // { fieldName: 'customer_tier__c', reason: 'matchingValues', ... }
 */
export function useMappingSuggestions(
  prompts: readonly MappingPromptInput[],
  fields: readonly SuggestionField[],
): ReadonlyMap<string, MappingSuggestion> | undefined {
  // React 18 ignores the initial value and computes on the first render.
  const ready = useDeferredValue(true, false);
  return useMemo(() => (ready ? suggestMappings(prompts, fields) : undefined), [ready, prompts, fields]);
}
