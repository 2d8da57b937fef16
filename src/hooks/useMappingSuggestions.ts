import { startTransition, useEffect, useState } from 'react';
import type { MappingPromptInput } from '../core/mappingCompatibility.ts';
import type { MappingSuggestion, SuggestionField } from '../core/suggestMappings.ts';
import { runInShortTasks } from './runInShortTasks.ts';

interface Computed {
  prompts: readonly MappingPromptInput[];
  fields: readonly SuggestionField[];
  suggestions: ReadonlyMap<string, MappingSuggestion>;
}

/** The suggestions' code (core's `suggestMappingsInSteps`), loaded once; the widget starts it with its parts. */
export const loadMappingSuggestions = (): Promise<typeof import('../core/suggestMappingsInSteps.ts')> =>
  import('../core/suggestMappingsInSteps.ts');

/**
 * The mapping suggestions of an object's prompts (core's `suggestMappings`: for each prompt by `mapToName`, the
 * type-compatible provider fields that could hold it, best first, with a score and a reason). They are computed
 * after the first paint, by code loaded only then, a few milliseconds per task (5,000 fields never block the
 * page for long): `undefined` until they are ready, and for good if that code cannot be loaded (the mapping
 * works without them).
 *
 * @example
 * const suggestions = useMappingSuggestions(view.mappingPrompts, view.allFields);
 * const best = suggestions?.get('accountTier')?.candidates[0]; // { fieldName: 'customer_tier__c', reason: 'matchingValues', ... }
 */
export function useMappingSuggestions(
  prompts: readonly MappingPromptInput[],
  fields: readonly SuggestionField[],
): ReadonlyMap<string, MappingSuggestion> | undefined {
  const [computed, setComputed] = useState<Computed>();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let current = true;
    loadMappingSuggestions().then(
      ({ suggestMappingsInSteps }) => {
        if (!current) return;
        const steps = suggestMappingsInSteps(prompts, fields);
        let suggestions: ReadonlyMap<string, MappingSuggestion> = new Map();
        stop = runInShortTasks(
          () => {
            const step = steps.next();
            if (step.done) suggestions = step.value;
            return step.done === true;
          },
          // Shown in a transition: a key pressed meanwhile is handled first.
          () => startTransition(() => setComputed({ prompts, fields, suggestions })),
        );
      },
      // Suggestions are a help, not a need: without them the mapping is chosen by hand.
      () => undefined,
    );
    return () => {
      current = false;
      stop?.();
    };
  }, [prompts, fields]);
  return computed?.prompts === prompts && computed.fields === fields ? computed.suggestions : undefined;
}
