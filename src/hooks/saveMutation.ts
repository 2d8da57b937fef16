import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import { type ApiClient, ApiError, NetworkError } from '../api/index.ts';
import type { SaveStep } from '../core/planSave.ts';
import { isRetryableError, type RetryPolicy, retryDelayMs } from '../core/retryPolicy.ts';
import {
  type DraftStore,
  type DraftValue,
  draftKey,
  planTarget,
  rebaseValue,
  type SaveTicket,
  storedValue,
  wasApplied,
} from '../drafts/index.ts';
import type { Installation } from '../schemas/index.ts';
import { installationQueries, QUERY_KEY_PREFIX } from './queries.ts';

/** What one save mutation is given. */
export interface SaveVariables {
  store: DraftStore;
  ticket: SaveTicket;
  installation: Installation;
  skipSampling?: boolean;
}

/** What one save mutation answers: the stored installation, what was sent, and what was stored before. */
export interface SaveAnswer {
  installation: Installation;
  sent: DraftValue;
  before: DraftValue;
  /** Other targets the request stored whole with this one (delete events with provider flows), as stored before. */
  alongside: { key: string; value: DraftValue }[];
}

// Failures of a write the service may have applied (no answer, or an answer that is not an installation), and
// the request each failure is about.
const mayHaveApplied = new WeakSet<object>();
const failedSteps = new WeakMap<object, SaveStep>();
const sentBy = new WeakMap<object, DraftValue>();

/** The request a save failed on, when it got as far as sending one. */
export function failedStepOf(error: unknown): SaveStep | undefined {
  return typeof error === 'object' && error !== null ? failedSteps.get(error) : undefined;
}

/** Whether the service may have stored a failed save: its state must be read again, it must not be resent. */
export function saveMayHaveApplied(error: unknown): boolean {
  return typeof error === 'object' && error !== null && mayHaveApplied.has(error);
}

async function send(
  client: ApiClient,
  installation: Installation,
  step: SaveStep,
  skipSampling: boolean | undefined,
  sent: DraftValue,
): Promise<Installation> {
  try {
    return step.kind === 'patchObject'
      ? await client.patchInstallationObject({
          integrationId: installation.integrationId,
          installationId: installation.id,
          objectName: step.objectName,
          action: step.action,
          changes: step.changes,
        })
      : await client.updateInstallation({
          integrationId: installation.integrationId,
          installationId: installation.id,
          updateMask: step.updateMask,
          installation: step.installation,
          skipSampling: skipSampling ?? step.skipSampling,
        });
  } catch (error) {
    if (typeof error === 'object' && error !== null) {
      failedSteps.set(error, step);
      // A refusal with a status was not applied; anything else (no answer, an unreadable one) may have been.
      if (!(error instanceof ApiError)) {
        mayHaveApplied.add(error);
        sentBy.set(error, sent);
      }
    }
    throw error;
  }
}

function setCachedInstallation(queryClient: QueryClient, client: ApiClient, installation: Installation) {
  queryClient.setQueriesData<Installation | null>(
    { queryKey: installationQueries.lists(client, installation.integrationId) },
    (cached) => (cached?.id === installation.id ? installation : cached),
  );
}

/**
 * The mutation that saves one draft target. Saves of one installation share a `scope`, so they run one after
 * another. Right before sending, the installation is read fresh and the edit rebased on it, so a whole value
 * (a filter list, an objects map) carries others' changes and a leaf changed elsewhere is not overwritten (it
 * becomes a conflict in the store). The answer is written to the cache: no follow-up read, unless the answer
 * was not an installation. A refusal the service marks retryable is retried (honouring `retryAfter`); a
 * request the service may have applied never is.
 */
export function saveMutationOptions(
  client: ApiClient,
  queryClient: QueryClient,
  retryPolicy: RetryPolicy,
  installationId: string | undefined,
): MutationOptions<SaveAnswer, unknown, SaveVariables> {
  return {
    mutationKey: [QUERY_KEY_PREFIX, 'save', client.scope, installationId],
    scope: { id: `${QUERY_KEY_PREFIX}:save:${installationId}` },
    mutationFn: async ({ ticket, installation, skipSampling }) => {
      const fresh = await client.getInstallation({
        integrationId: installation.integrationId,
        installationId: installation.id,
      });
      // Into the cache, and from there into the draft store: the edit is rebased, conflicts surface.
      setCachedInstallation(queryClient, client, fresh);
      const before = storedValue(fresh, ticket.key);
      // After a save that got no answer, the fresh read tells whether it was applied: then this edit is
      // relative to what it sent.
      const origin =
        ticket.maybeSent !== undefined && wasApplied(ticket.origin, ticket.maybeSent, before)
          ? ticket.maybeSent
          : ticket.origin;
      const sent = rebaseValue(origin, ticket.submitted, before).value;
      // An undo's values of other targets, rebased the same way (a leaf changed elsewhere since stays stored).
      const others = (ticket.alongside ?? []).map((other) => ({
        key: other.key,
        value: rebaseValue(other.origin, other.value, storedValue(fresh, other.key)).value,
      }));
      const steps = planTarget(fresh, ticket.key, sent, others);
      // What else the request changes, so that an undo sends the inverse of all of it.
      const alongside = steps
        .flatMap((step) => (step.kind === 'updateInstallation' ? (step.replaces ?? []) : []))
        .map(({ action, objectName }) => draftKey({ kind: 'object', action, objectName }))
        .filter((key) => key !== ticket.key)
        .map((key) => ({ key, value: storedValue(fresh, key) }));
      let answer = fresh;
      for (const step of steps) answer = await send(client, fresh, step, skipSampling, sent);
      return { installation: answer, sent, before, alongside };
    },
    retry: (failureCount, error) =>
      failureCount < retryPolicy.retries &&
      !saveMayHaveApplied(error) &&
      isRetryableError(error) &&
      !(error instanceof NetworkError && failedStepOf(error) !== undefined),
    retryDelay: (attempt, error) => retryDelayMs(retryPolicy, attempt, error),
    onSuccess: (answer, { store, ticket }) => {
      // The store first: it learns what was sent before the answer reaches it through the cache.
      store.saveSucceeded(ticket, answer.sent, answer.before, answer.installation, answer.alongside);
      setCachedInstallation(queryClient, client, answer.installation);
    },
    onError: (error, { store, ticket, installation }) => {
      store.saveFailed(
        ticket,
        error,
        typeof error === 'object' && error !== null ? sentBy.get(error) : undefined,
      );
      if (saveMayHaveApplied(error))
        void queryClient.invalidateQueries({
          queryKey: installationQueries.lists(client, installation.integrationId),
        });
    },
  };
}
