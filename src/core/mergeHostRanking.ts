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
const CONFIDENT_SCORE = 0.8;
const CONFIDENT_MARGIN = 0.15;
const MAX_CANDIDATES = 5;
const MAX_REASON = 120;

function scoresOf(host: HostRanking, mapToName: string): readonly HostFieldScore[] | undefined {
  // App field names are data: `__proto__` is a name, never the record's prototype.
  const scores =
    host instanceof Map
      ? host.get(mapToName)
      : Object.hasOwn(host, mapToName)
        ? (host as Record<string, unknown>)[mapToName]
        : undefined;
  return Array.isArray(scores) && scores.length > 0 ? scores : undefined;
}

function mergeOne(
  prompt: MappingPromptInput,
  ours: MappingSuggestion | undefined,
  scores: readonly HostFieldScore[],
  byName: ReadonlyMap<string, SuggestionField>,
): MappingSuggestion {
  const incompatibility = mappingCompatibility(prompt);
  const own = new Map((ours?.candidates ?? []).map((c) => [c.fieldName, c]));
  const hostScores = new Map<string, HostFieldScore>();
  for (const entry of scores) {
    const field = typeof entry?.fieldName === 'string' ? byName.get(entry.fieldName) : undefined;
    // What the widget's type check rules out stays out, whatever the host says.
    if (!field || !Number.isFinite(entry.score) || incompatibility(field) !== undefined) continue;
    if (!hostScores.has(field.fieldName)) hostScores.set(field.fieldName, entry);
  }
  if (hostScores.size === 0 && ours) return ours;
  const merged: (MappingCandidate & { rank: number })[] = [];
  for (const fieldName of new Set([...own.keys(), ...hostScores.keys()])) {
    const mine = own.get(fieldName);
    const theirs = hostScores.get(fieldName);
    // The integration's own suggestion comes first, as without a host ranker.
    if (mine?.reason === 'suggested') {
      merged.push({ ...mine, rank: 2 });
      continue;
    }
    const hostScore = Math.min(1, Math.max(0, theirs?.score ?? 0));
    const score = HOST_WEIGHT * hostScore + (1 - HOST_WEIGHT) * (mine?.score ?? 0);
    const hostLeads =
      theirs !== undefined && HOST_WEIGHT * hostScore >= (1 - HOST_WEIGHT) * (mine?.score ?? 0);
    const note = typeof theirs?.reason === 'string' ? theirs.reason.trim().slice(0, MAX_REASON) : '';
    merged.push(
      hostLeads || !mine
        ? { fieldName, score, reason: 'host', ...(note ? { note } : {}), rank: score }
        : { ...mine, score, rank: score },
    );
  }
  merged.sort((a, b) => b.rank - a.rank);
  const [best, next] = merged;
  const confident =
    best !== undefined &&
    (best.reason === 'suggested' ||
      (best.score >= CONFIDENT_SCORE && (next === undefined || best.score - next.score >= CONFIDENT_MARGIN)));
  return { candidates: merged.slice(0, MAX_CANDIDATES).map(({ rank: _rank, ...c }) => c), confident };
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
    const scores = scoresOf(host, prompt.mapToName);
    if (scores) merged.set(prompt.mapToName, mergeOne(prompt, ours.get(prompt.mapToName), scores, byName));
  }
  return merged;
}
