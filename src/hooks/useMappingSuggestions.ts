import { startTransition, useEffect, useRef, useState } from 'react';
import type { MappingPromptInput } from '../core/mappingCompatibility.ts';
import type { HostRanking, MappingRanking, MappingRankRequest } from '../core/mergeHostRanking.ts';
import type { MappingSuggestion, SuggestionField } from '../core/suggestMappings.ts';
import { useMappingRanking } from './IntegrationConfigProvider.tsx';
import { runInShortTasks } from './runInShortTasks.ts';

const DEFAULT_TIMEOUT_MS = 3000;

interface Computed {
  prompts: readonly MappingPromptInput[];
  fields: readonly SuggestionField[];
  suggestions: ReadonlyMap<string, MappingSuggestion>;
}

// The host's scores, or `undefined` when it throws, rejects, answers nothing or is later than `timeoutMs`.
function askHost(
  { ranker, timeoutMs = DEFAULT_TIMEOUT_MS }: MappingRanking,
  request: MappingRankRequest,
  abort: AbortController,
): Promise<HostRanking | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => {
      abort.abort();
      resolve(undefined);
    }, timeoutMs);
  });
  const answer = Promise.resolve()
    .then(() => ranker(request))
    .then(
      (ranking) => (ranking && typeof ranking === 'object' ? ranking : undefined),
      // The host's ranker is a help: its failure leaves the widget's own suggestions.
      () => undefined,
    );
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/**
 * The mapping suggestions of an object's prompts (core's `suggestMappings`: for each prompt by `mapToName`, the
 * type-compatible provider fields that could hold it, best first, with a score and a reason). They are computed
 * after the first paint, by code loaded only then, a few milliseconds per task (5,000 fields never block the
 * page for long): `undefined` until they are ready, and for good if that code cannot be loaded (the mapping
 * works without them). With a host ranker (`ranking`, else the Provider's `mappingRanker`), its scores are merged
 * in once it answers; its reasons show as the candidates' `note`; on error or timeout the widget's own show.
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
  // The ranker in use when the suggestions are computed: a new function each render does not compute them again.
  const latest = useRef(ranking);
  useEffect(() => {
    latest.current = ranking;
  });
  useEffect(() => {
    let stop: (() => void) | undefined;
    let current = true;
    const abort = new AbortController();
    const show = (suggestions: ReadonlyMap<string, MappingSuggestion>) =>
      // Shown in a transition: a key pressed meanwhile is handled first.
      current && startTransition(() => setComputed({ prompts, fields, suggestions }));
    import('../core/suggestMappingsInSteps.ts').then(
      ({ suggestMappingsInSteps }) => {
        if (!current) return;
        const host = latest.current ?? fromProvider.current;
        const steps = suggestMappingsInSteps(prompts, fields);
        let ours: ReadonlyMap<string, MappingSuggestion> = new Map();
        stop = runInShortTasks(
          () => {
            const step = steps.next();
            if (step.done) ours = step.value;
            return step.done === true;
          },
          () => {
            if (!host) return show(ours);
            const request: MappingRankRequest = {
              prompts: prompts.map((prompt) => ({
                ...prompt,
                candidates: ours.get(prompt.mapToName)?.candidates ?? [],
              })),
              fields,
              signal: abort.signal,
            };
            void Promise.all([askHost(host, request, abort), import('../core/mergeHostRanking.ts')]).then(
              ([answer, { mergeHostRanking }]) =>
                show(answer ? mergeHostRanking(prompts, fields, ours, answer) : ours),
              () => show(ours),
            );
          },
        );
      },
      // Suggestions are a help, not a need: without them the mapping is chosen by hand.
      () => undefined,
    );
    return () => {
      current = false;
      stop?.();
      abort.abort();
    };
  }, [prompts, fields, fromProvider]);
  return computed?.prompts === prompts && computed.fields === fields ? computed.suggestions : undefined;
}
