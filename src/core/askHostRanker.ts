import type { MappingPromptInput } from './mappingCompatibility.ts';
import { type HostRanking, type MappingRanking, mergeHostRanking } from './mergeHostRanking.ts';
import type { MappingSuggestion, SuggestionField } from './suggestMappings.ts';

/**
 * Asks the host's ranker about `ours` (the widget's suggestions) and merges its answer in; resolves to `ours`
 * unchanged if it throws, rejects, answers nothing, or is later than its `timeoutMs` (default 3000), or `signal`
 * aborts first. The ranker gets a signal of its own, aborted when its answer is no longer wanted.
 */
export function askHostRanker(
  { ranker, timeoutMs = 3000 }: MappingRanking,
  prompts: readonly MappingPromptInput[],
  fields: readonly SuggestionField[],
  ours: ReadonlyMap<string, MappingSuggestion>,
  signal: AbortSignal,
): Promise<ReadonlyMap<string, MappingSuggestion>> {
  const abort = new AbortController();
  const stop = () => abort.abort();
  signal.addEventListener('abort', stop);
  const timer = setTimeout(stop, timeoutMs);
  const late = new Promise<undefined>((resolve) =>
    abort.signal.addEventListener('abort', () => resolve(undefined)),
  );
  const request = {
    prompts: prompts.map((prompt) => ({
      ...prompt,
      candidates: ours.get(prompt.mapToName)?.candidates ?? [],
    })),
    fields,
    signal: abort.signal,
  };
  const answer = Promise.resolve()
    .then(() => (abort.signal.aborted ? undefined : ranker(request)))
    // The host's ranker is a help: its failure leaves the widget's own suggestions.
    .catch(() => undefined);
  return Promise.race([answer, late]).then((ranking: HostRanking | undefined) => {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
    return ranking && typeof ranking === 'object' ? mergeHostRanking(prompts, fields, ours, ranking) : ours;
  });
}
