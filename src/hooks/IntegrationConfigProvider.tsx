'use client';

import { QueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ApiClient } from '../api/createApiClient.ts';
import { defaultRetryPolicy, isRetryableError, type RetryPolicy, retryDelayMs } from '../api/retryPolicy.ts';
import type { MappingRanker, MappingRanking } from '../core/mergeHostRanking.ts';
import type { DraftStorage } from '../drafts/persistDrafts.ts';
import type { MessageOverrides } from '../messages/defaultMessages.ts';
import { type ErrorMessages, errorMessages } from '../messages/errorMessages.ts';
import { createDraftStores, type DraftStores } from './draftStores.ts';

/** What the Provider shares with every hook: stable objects only, never form state. */
export interface IntegrationConfigContextValue {
  client: ApiClient;
  queryClient: QueryClient;
  /** The host's `messages` overrides (`useMessages()` gives the whole catalogue with them). */
  messageOverrides: MessageOverrides | undefined;
  /** The messages the hooks word, with the host's overrides. */
  errorMessages: ErrorMessages;
  /** The Provider's `locale`, or `undefined` (English). */
  locale: string | undefined;
  retryPolicy: RetryPolicy;
  /** Query options applied to the library's queries: the host's own retry setting wins when it has one. */
  queryDefaults: {
    retry?: (failureCount: number, error: unknown) => boolean;
    retryDelay?: (attempt: number, error: unknown) => number;
  };
  pollIntervalMs: number;
  /** The draft store of each installation: the one tracker of unsaved edits. */
  drafts: DraftStores;
  /** The Provider's `mappingRanker` now: one holder for good, so a new ranker function leaves the value as is. */
  mappingRanking: { readonly current: MappingRanking | undefined };
}

const IntegrationConfigContext = createContext<IntegrationConfigContextValue | null>(null);

/** Props of {@link IntegrationConfigProvider}. */
export interface IntegrationConfigProviderProps {
  /** The API client from `createApiClient`. */
  client: ApiClient;
  /** The host's QueryClient, to share its cache and devtools; one is created once when omitted. */
  queryClient?: QueryClient;
  /** Overrides for any user-visible string. */
  messages?: MessageOverrides;
  /**
   * The language and region of numbers, dates, times and cron descriptions (a BCP 47 tag such as `de-DE`);
   * by default the built-in English formats. Message functions receive the raw values, then the formats.
   */
  locale?: string;
  /** How failed reads and retryable saves are retried. */
  retryPolicy?: RetryPolicy;
  /** How often an installation is polled while a subscribe change is `in_progress` (default 5 s). */
  pollIntervalMs?: number;
  /**
   * Where unsaved edits are kept so that they survive a reload of the page: `sessionStorage` by default (this tab
   * only; configs only, never a token), another storage with the same `getItem`/`setItem`/`removeItem`, or
   * `false` for none. A storage that is full or refuses access changes nothing else. Read when the Provider mounts.
   */
  draftStorage?: DraftStorage | false;
  /**
   * The host's own ranking of provider fields for the app's fields (its model, embeddings, past mappings), merged
   * with the widget's suggestions; its reasons are shown beside the fields. See {@link MappingRanker}.
   */
  mappingRanker?: MappingRanker;
  /** How long the suggestions wait for `mappingRanker` before showing the widget's own (default 3000 ms). */
  mappingRankerTimeoutMs?: number;
  children: ReactNode;
}

// The tab's session storage, if the page may use it (a sandboxed frame throws on access).
function sessionStorageOrNone(): DraftStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Provides the API client, cache and messages to every hook and component of the library.
 *
 * @example
 * const client = createApiClient({ baseUrl, project: 'my-project', getToken });
 * <IntegrationConfigProvider client={client} queryClient={hostQueryClient}>
 *   <InstallationConfig integration="salesforce-crm" groupRef={orgId} />
 * </IntegrationConfigProvider>
 */
export function IntegrationConfigProvider({
  client,
  queryClient,
  messages,
  locale,
  retryPolicy = defaultRetryPolicy,
  pollIntervalMs = 5000,
  draftStorage,
  mappingRanker,
  mappingRankerTimeoutMs,
  children,
}: IntegrationConfigProviderProps) {
  const ranking = mappingRanker && { ranker: mappingRanker, timeoutMs: mappingRankerTimeoutMs };
  const mappingRanking = useRef(ranking);
  // Before the children's effects, which read it when they compute suggestions.
  useLayoutEffect(() => {
    mappingRanking.current = ranking;
  });
  const [ownQueryClient] = useState(() => queryClient ?? new QueryClient());
  const activeQueryClient = queryClient ?? ownQueryClient;
  // Read once, as the cache is: a new storage object on a later render does not start the drafts over.
  const [storage] = useState(() =>
    draftStorage === false ? undefined : (draftStorage ?? sessionStorageOrNone()),
  );
  const drafts = useMemo(
    () => createDraftStores(activeQueryClient, { storage, scope: client.scope }),
    [activeQueryClient, storage, client.scope],
  );
  useEffect(() => drafts.connect(), [drafts]);
  // What QueryClientProvider does: a mounted client refetches stale queries on window focus and on reconnect
  // (other people's changes come in). Mounting is counted, so a host client mounted elsewhere too is fine.
  useEffect(() => {
    activeQueryClient.mount();
    return () => activeQueryClient.unmount();
  }, [activeQueryClient]);
  // The hooks' own messages take no formats: a headless import carries no Intl code.
  const hookMessages = useMemo<ErrorMessages>(() => ({ ...errorMessages, ...messages }), [messages]);
  const value = useMemo<IntegrationConfigContextValue>(() => {
    const hostRetry = activeQueryClient.getDefaultOptions().queries?.retry;
    return {
      client,
      queryClient: activeQueryClient,
      messageOverrides: messages,
      errorMessages: hookMessages,
      locale,
      retryPolicy,
      queryDefaults:
        hostRetry !== undefined
          ? {}
          : {
              // TanStack passes 0 at the first failure: `retries` retries follow the first try.
              retry: (failureCount, error) => failureCount < retryPolicy.retries && isRetryableError(error),
              retryDelay: (attempt, error) => retryDelayMs(retryPolicy, attempt, error),
            },
      pollIntervalMs,
      drafts,
      mappingRanking,
    };
  }, [client, activeQueryClient, messages, hookMessages, locale, retryPolicy, pollIntervalMs, drafts]);
  return <IntegrationConfigContext.Provider value={value}>{children}</IntegrationConfigContext.Provider>;
}

const noRanking = { current: undefined };

/** The Provider's `mappingRanker` holder, or an empty one outside a Provider (suggestions work without it). */
export function useMappingRanking(): { readonly current: MappingRanking | undefined } {
  return useContext(IntegrationConfigContext)?.mappingRanking ?? noRanking;
}

/**
 * The Provider's context (client, cache, messages); throws a clear error outside `<IntegrationConfigProvider>`.
 *
 * @example
 * const { client, queryClient } = useIntegrationConfigContext();
 * await queryClient.invalidateQueries({ queryKey: installationQueries.all() });
 */
export function useIntegrationConfigContext(): IntegrationConfigContextValue {
  const value = useContext(IntegrationConfigContext);
  if (!value) {
    throw new Error(
      'react-integration-config: this hook must be used inside <IntegrationConfigProvider client={...}>.',
    );
  }
  return value;
}
