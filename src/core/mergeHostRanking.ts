import { type MappingPromptInput, mappingCompatibility } from './mappingCompatibility.ts';
import type { MappingCandidate, MappingSuggestion, SuggestionField } from './suggestMappings.ts';

/** A provider field scored by the host's ranker for one app field: from 0 to 1, and why, in the user's words. */
export interface HostFieldScore {
  fieldName: string;
  score: number;
  reason?: string;
}

/** The host ranker's answer: scores by app field (`mapToName`); an app field left out keeps the widget's own. */
export type HostRanking =
  | ReadonlyMap<string, readonly HostFieldScore[]>
  | Readonly<Record<string, readonly HostFieldScore[]>>;

/** What a host's ranker is asked: each app field with the widget's own candidates, and every provider field. */
export interface MappingRankRequest {
  prompts: readonly (MappingPromptInput & { candidates: readonly MappingCandidate[] })[];
  /** The provider fields the host may score (any of them, not only the candidates). */
  fields: readonly SuggestionField[];
  /** Aborted when the answer is no longer wanted (timed out, or the editor went away). */
  signal: AbortSignal;
}

/**
 * A host's own ranking of provider fields for app fields (an embedding or language model, past mappings): scores
 * from 0 to 1 by `mapToName`, at once or as a promise. It is merged with the widget's ranking; if it throws, rejects
 * or is late, the widget's ranking is shown alone.
 */
export type MappingRanker = (request: MappingRankRequest) => HostRanking | Promise<HostRanking>;

/** A host ranker and how long to wait for it. */
export interface MappingRanking {
  ranker: MappingRanker;
  /** Milliseconds before the widget's own ranking is shown without the host's (default 3000). */
  timeoutMs?: number;
}

// The host's word weighs more than the names: it can know what they do not. Both must agree to be sure.
const HOST_WEIGHT = 0.6;

function mergeOne(
  prompt: MappingPromptInput,
  ours: MappingSuggestion,
  host: HostRanking,
  byName: ReadonlyMap<string, SuggestionField>,
): MappingSuggestion {
  // App field names are data: `__proto__` is a name, never the record's prototype.
  const scores: unknown =
    host instanceof Map
      ? host.get(prompt.mapToName)
      : Object.hasOwn(host, prompt.mapToName)
        ? host[prompt.mapToName as keyof typeof host]
        : undefined;
  const incompatibility = mappingCompatibility(prompt);
  const theirs = new Map<string, HostFieldScore>();
  for (const entry of Array.isArray(scores) ? (scores as HostFieldScore[]) : []) {
    const field = byName.get(entry?.fieldName);
    // What the widget's type check rules out stays out, whatever the host says.
    if (field && Number.isFinite(entry.score) && !incompatibility(field) && !theirs.has(field.fieldName)) {
      theirs.set(field.fieldName, entry);
    }
  }
  if (theirs.size === 0) return ours;
  const mine = new Map(ours.candidates.map((c) => [c.fieldName, c]));
  const merged: MappingCandidate[] = [];
  for (const fieldName of new Set([...mine.keys(), ...theirs.keys()])) {
    const own = mine.get(fieldName);
    const host = theirs.get(fieldName);
    const hostPart = HOST_WEIGHT * Math.min(1, Math.max(0, host?.score ?? 0));
    const ownPart = (1 - HOST_WEIGHT) * (own?.score ?? 0);
    // The integration's own suggestion comes first, as without a host ranker.
    const score = own?.reason === 'suggested' ? 2 : hostPart + ownPart;
    const note = typeof host?.reason === 'string' ? host.reason.trim().slice(0, 120) : '';
    merged.push(
      own && (!host || own.reason === 'suggested' || ownPart > hostPart)
        ? { ...own, score }
        : { fieldName, score, reason: 'host', ...(note && { note }) },
    );
  }
  merged.sort((a, b) => b.score - a.score);
  const [best, next] = merged;
  const confident = !!best && best.score >= 0.8 && (!next || best.score - next.score >= 0.15);
  return {
    candidates: merged.slice(0, 5).map((c) => (c.reason === 'suggested' ? { ...c, score: 1 } : c)),
    confident,
  };
}

/**
 * The widget's suggestions merged with a host ranker's scores (its own model, embeddings, past mappings): for
 * each app field the host scored, the fields either ranked come by a weighted mean of both scores, the host's
 * weighing more, with the host's reason where its score leads; `confident` only when the mean is high and clear of
 * the next. The widget's type check still applies, the integration's own suggestion still comes first, and app
 * fields the host left out keep the widget's suggestions.
 */
export function mergeHostRanking(
  prompts: readonly MappingPromptInput[],
  fields: readonly SuggestionField[],
  ours: ReadonlyMap<string, MappingSuggestion>,
  host: HostRanking,
): Map<string, MappingSuggestion> {
  const byName = new Map(fields.map((field) => [field.fieldName, field]));
  const merged = new Map(ours);
  for (const prompt of prompts) {
    const own = ours.get(prompt.mapToName) ?? { candidates: [], confident: false };
    merged.set(prompt.mapToName, mergeOne(prompt, own, host, byName));
  }
  return merged;
}
