'use client';

import { startTransition, useEffect, useRef, useState } from 'react';
import type { MappingPromptInput } from '../core/mappingCompatibility.ts';
import type { MappingRanking } from '../core/mergeHostRanking.ts';
import type { MappingSuggestion, SuggestionField } from '../core/suggestMappings.ts';
import { useMappingRanking } from './IntegrationConfigProvider.tsx';
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
 * works without them). With a host ranker (`ranking`, else the Provider's `mappingRanker`), its scores are merged
 * in once it answers, its reasons in the candidates' `note`; on its error or timeout the widget's own show.
 *
 * @example
 * const suggestions = useMappingSuggestions(view.mappingPrompts, view.allFields);
 * const best = suggestions?.get('accountTier')?.candidates[0]; // { fieldName: 'customer_tier__c', reason: 'sameName', ... }
 */
export function useMappingSuggestions(
  prompts: readonly MappingPromptInput[],
  fields: readonly SuggestionField[],
  ranking?: MappingRanking,
): ReadonlyMap<string, MappingSuggestion> | undefined {
  const [computed, setComputed] = useState<Computed>();
  const fromProvider = useMappingRanking();
  // The ranker as the suggestions are computed: a new function each render does not compute them again.
  const latest = useRef(ranking);
  useEffect(() => {
    latest.current = ranking;
  });
  useEffect(() => {
    let stop: (() => void) | undefined;
    const abort = new AbortController();
    loadMappingSuggestions().then(
      ({ suggestMappingsInSteps }) => {
        if (abort.signal.aborted) return;
        const host = latest.current ?? fromProvider.current;
        const steps = suggestMappingsInSteps(
          prompts,
          fields,
          host && { ranking: host, signal: abort.signal },
        );
        let result: ReturnType<typeof steps.next>['value'];
        stop = runInShortTasks(
          () => {
            const step = steps.next();
            result = step.value;
            return step.done === true;
          },
          () =>
            void Promise.resolve(result).then((suggestions) => {
              // Shown in a transition: a key pressed meanwhile is handled first.
              if (suggestions && !abort.signal.aborted) {
                startTransition(() => setComputed({ prompts, fields, suggestions }));
              }
            }),
          // After the form's own rendering: the suggestions wait for the page to be idle.
          { idle: true },
        );
      },
      // Suggestions are a help, not a need: without them the mapping is chosen by hand.
      () => undefined,
    );
    return () => {
      abort.abort();
      stop?.();
    };
  }, [prompts, fields, fromProvider]);
  return computed?.prompts === prompts && computed.fields === fields ? computed.suggestions : undefined;
}
