import type { QueryClient } from '@tanstack/react-query';
import { createDraftStore } from '../drafts/createDraftStore.ts';
import type { DraftStore } from '../drafts/DraftStore.ts';
import { type DraftStorage, draftPersistence } from '../drafts/persistDrafts.ts';
import type { Installation } from '../schemas/installation.ts';
import { installationQueries } from './queries.ts';

/** The draft stores of the Provider, one per installation, fed by every installation the cache receives. */
export interface DraftStores {
  /** The store of an installation, created on first use (with the edits a reload kept, if any). */
  storeFor(installationId: string): DraftStore;
  /** Whether any store holds an edit the service has not confirmed (a staged write included). */
  hasUnsaved(): boolean;
  subscribe(listener: () => void): () => void;
  /**
   * Feeds every store from the cache (what it holds now, then every answer it receives) until the returned
   * function is called: the Provider connects while mounted. Kept edits are written before the page goes away.
   */
  connect(): () => void;
}

/** Options of {@link createDraftStores}. */
export interface DraftStoresOptions {
  /** Where unsaved edits are kept across reloads, under `scope` (the client's); none when omitted. */
  storage?: DraftStorage;
  scope?: string;
}

const [prefix, resource] = installationQueries.all();

function installationIn(queryKey: readonly unknown[], data: unknown): Installation | undefined {
  if (queryKey[0] !== prefix || queryKey[1] !== resource) return undefined;
  const installation = data as Installation | null | undefined;
  return installation && typeof installation.id === 'string' ? installation : undefined;
}

/**
 * Creates the registry: a store's base changes only from a server answer, which is whatever the cache receives
 * for its installation (a load, a refetch, a save's answer).
 */
export function createDraftStores(queryClient: QueryClient, options: DraftStoresOptions = {}): DraftStores {
  const stores = new Map<string, DraftStore>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const cachedInstallations = () =>
    queryClient
      .getQueryCache()
      .findAll({ queryKey: installationQueries.all() })
      .map((query) => installationIn(query.queryKey, query.state.data))
      .filter((installation) => installation !== undefined);
  const persistAll = () => {
    for (const store of stores.values()) store.persistNow();
  };
  return {
    connect() {
      for (const installation of cachedInstallations()) stores.get(installation.id)?.setBase(installation);
      const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        const installation = installationIn(event.query.queryKey, event.query.state.data);
        if (installation) stores.get(installation.id)?.setBase(installation);
      });
      const page = typeof window === 'undefined' ? undefined : window;
      page?.addEventListener('pagehide', persistAll);
      return () => {
        unsubscribe();
        page?.removeEventListener('pagehide', persistAll);
        persistAll();
      };
    },
    storeFor(installationId) {
      let store = stores.get(installationId);
      if (store) return store;
      const cached = cachedInstallations().find((installation) => installation.id === installationId);
      const { storage, scope = '' } = options;
      store = createDraftStore(cached, {
        ...(storage && { persistence: draftPersistence(storage, scope, installationId) }),
      });
      store.subscribe(notify);
      stores.set(installationId, store);
      return store;
    },
    hasUnsaved: () =>
      Array.from(stores.values()).some((store) => store.getSnapshot().hasUnsaved || store.hasStaged()),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
