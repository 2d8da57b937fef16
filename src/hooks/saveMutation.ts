import type { MutationOptions, QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/createApiClient.ts';
import { isRetryableError, type RetryPolicy, retryDelayMs } from '../api/retryPolicy.ts';
import type { DraftStore, SaveTicket } from '../drafts/DraftStore.ts';
import { runSave, type SaveRunResult } from '../drafts/runSave.ts';
import { SaveError } from '../drafts/SaveError.ts';
import type { Installation } from '../schemas/installation.ts';
import { installationQueries, QUERY_KEY_PREFIX } from './queries.ts';

/** What one save mutation is given. */
export interface SaveVariables {
  store: DraftStore;
  ticket: SaveTicket;
  installation: Installation;
  skipSampling?: boolean;
}

function setCachedInstallation(queryClient: QueryClient, client: ApiClient, installation: Installation) {
  queryClient.setQueriesData<Installation | null>(
    { queryKey: installationQueries.lists(client, installation.integrationId) },
    (cached) => (cached?.id === installation.id ? installation : cached),
  );
}

/** Whether a failed save may be run again: nothing was applied, and the failure may pass (the service says so). */
function mayRetry(error: unknown): boolean {
  return (
    error instanceof SaveError &&
    (error.step === 'read' || error.step === 'send') &&
    !error.mayHaveApplied &&
    isRetryableError(error.cause)
  );
}

/**
 * The mutation that saves one draft target: `runSave` (fresh read, rebase, plan, send) with the library's key, one
 * `scope` per installation (its saves run one after another), the retry policy (a refusal the service marks
 * retryable is run again, honouring `retryAfter`; a request the service may have applied never is), the fresh
 * read and the answer in the cache (no follow-up read, unless the answer is unknown).
 */
export function saveMutationOptions(
  client: ApiClient,
  queryClient: QueryClient,
  retryPolicy: RetryPolicy,
  installationId: string | undefined,
): MutationOptions<SaveRunResult, unknown, SaveVariables> {
  return {
    mutationKey: [QUERY_KEY_PREFIX, 'save', client.scope, installationId],
    scope: { id: `${QUERY_KEY_PREFIX}:save:${installationId}` },
    mutationFn: (variables) =>
      runSave({ client, ...variables, onRead: (fresh) => setCachedInstallation(queryClient, client, fresh) }),
    retry: (failureCount, error) => failureCount < retryPolicy.retries && mayRetry(error),
    retryDelay: (attempt, error) =>
      retryDelayMs(retryPolicy, attempt, error instanceof SaveError ? error.cause : error),
    onSuccess: (result, { store, ticket }) => {
      // The store first: it learns what was sent before the answer reaches it through the cache.
      store.saveSucceeded(ticket, result);
      setCachedInstallation(queryClient, client, result.installation);
    },
    onError: (error, { store, ticket, installation }) => {
      store.saveFailed(ticket, error);
      if (error instanceof SaveError && error.mayHaveApplied)
        void queryClient.invalidateQueries({
          queryKey: installationQueries.lists(client, installation.integrationId),
        });
    },
  };
}
