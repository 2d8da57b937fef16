import type { QueryClient } from '@tanstack/react-query';
import { createDraftStore, type DraftStore } from '../drafts/index.ts';
import type { Installation } from '../schemas/index.ts';
import { installationQueries } from './queries.ts';

/** The draft stores of the Provider, one per installation, fed by every installation the cache receives. */
export interface DraftStores {
  /** The store of an installation, created on first use. */
  storeFor(installationId: string): DraftStore;
  /** Whether any store holds an edit the service has not confirmed. */
  hasUnsaved(): boolean;
  subscribe(listener: () => void): () => void;
  /**
   * Feeds every store from the cache (what it holds now, then every answer it receives) until the returned
   * function is called: the Provider connects while mounted.
   */
  connect(): () => void;
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
export function createDraftStores(queryClient: QueryClient): DraftStores {
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
  return {
    connect() {
      for (const installation of cachedInstallations()) stores.get(installation.id)?.setBase(installation);
      return queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        const installation = installationIn(event.query.queryKey, event.query.state.data);
        if (installation) stores.get(installation.id)?.setBase(installation);
      });
    },
    storeFor(installationId) {
      let store = stores.get(installationId);
      if (store) return store;
      const cached = cachedInstallations().find((installation) => installation.id === installationId);
      store = createDraftStore(cached);
      store.subscribe(notify);
      stores.set(installationId, store);
      return store;
    },
    hasUnsaved: () => Array.from(stores.values()).some((store) => store.getSnapshot().hasUnsaved),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
