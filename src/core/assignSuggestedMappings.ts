import type { MappingSuggestion } from './suggestMappings.ts';

/**
 * The mappings "Map suggested" adds: each unmapped app field with a confident suggestion gets its best candidate,
 * unless another app field holds that provider field already or has a better claim to it (a higher score).
 */
export function assignSuggestedMappings(
  suggestions: ReadonlyMap<string, MappingSuggestion>,
  current: Readonly<Record<string, string>>,
): Map<string, string> {
  const mapped = (mapToName: string) => Object.hasOwn(current, mapToName) && current[mapToName] !== '';
  const taken = new Set(Object.values(current).filter((fieldName) => fieldName !== ''));
  const claims = [...suggestions]
    .flatMap(([mapToName, suggestion]) => {
      const best = suggestion.candidates[0];
      return suggestion.confident && best && !mapped(mapToName) ? [{ mapToName, best }] : [];
    })
    .sort((a, b) => b.best.score - a.best.score);
  const added = new Map<string, string>();
  for (const { mapToName, best } of claims) {
    if (taken.has(best.fieldName)) continue;
    taken.add(best.fieldName);
    added.set(mapToName, best.fieldName);
  }
  return added;
}
