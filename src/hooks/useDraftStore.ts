'use client';

import { useEffect, useSyncExternalStore } from 'react';
import type { DraftSnapshot, DraftStore } from '../drafts/DraftStore.ts';
import type { Installation } from '../schemas/installation.ts';
import { useIntegrationConfigContext } from './IntegrationConfigProvider.tsx';
import { subscribeNothing } from './serverRender.ts';

const noStore: DraftStore | undefined = undefined;
const nothing = () => undefined;

/** The draft store of the installation a form edits, and its snapshot (re-rendering on every change). */
export function useDraftStore(installation: Installation | null | undefined) {
  const { drafts } = useIntegrationConfigContext();
  const store = installation ? drafts.storeFor(installation.id) : noStore;
  const snapshot: DraftSnapshot | undefined = useSyncExternalStore(
    store?.subscribe ?? subscribeNothing,
    store?.getSnapshot ?? nothing,
    store?.getSnapshot ?? nothing,
  );
  // Until the cache's answer reaches it (a store made before the first answer): the installation shown.
  useEffect(() => {
    if (installation && store && store.getSnapshot().base === undefined) store.setBase(installation);
  }, [installation, store]);
  return { store, snapshot };
}

const noneUnsaved: ReadonlySet<string> = new Set();

/**
 * The keys (`draftKey`) of the installation's targets with unsaved edits. Unlike `useDraftStore`, it re-renders
 * when that set changes, not on every edit: a list of objects marked "Unsaved" stays as it is while one is edited.
 *
 * @example
 * const unsaved = useUnsavedTargets(installation);
 * unsaved.has(draftKey({ kind: 'object', action: 'read', objectName: 'account' }));
 */
export function useUnsavedTargets(installation: Installation | null | undefined): ReadonlySet<string> {
  const { drafts } = useIntegrationConfigContext();
  const store = installation ? drafts.storeFor(installation.id) : noStore;
  const unsaved = () => store?.getSnapshot().unsaved ?? noneUnsaved;
  return useSyncExternalStore(store?.subscribe ?? subscribeNothing, unsaved, unsaved);
}
