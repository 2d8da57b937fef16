'use client';

import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { HydratedRevisionShell } from '../schemas/integration.ts';
import { useIntegrationConfigContext } from './IntegrationConfigProvider.tsx';
import { prefetchInRender } from './prefetchInRender.ts';
import { hydratedRevisionQueries } from './queries.ts';
import { useIntegration } from './useIntegration.ts';

/** Arguments of {@link useHydratedRevision}. */
export interface UseHydratedRevisionArgs {
  integrationId: string | undefined;
  /** Defaults to the integration's `latestRevision.id`. */
  revisionId?: string;
  /** The consumer's connection whose provider metadata hydrates the revision. */
  connectionId: string | undefined;
}

/**
 * Loads the revision enriched with live field metadata from the consumer's connected account. Only the revision
 * itself is checked here; its objects are checked one by one where they are used (`useRevisionObjects`,
 * `buildRevisionObjects`), so one object the widget cannot read fails only itself.
 *
 * @example
 * const { data: revision } = useHydratedRevision({ integrationId: integration.id, connectionId });
 * const objects = revision && buildRevisionObjects(revision, undefined, undefined);
 * objects?.read.map((o) => `${o.displayName}: ${o.status}`);
 */
export function useHydratedRevision({
  integrationId,
  revisionId,
  connectionId,
}: UseHydratedRevisionArgs): UseQueryResult<HydratedRevisionShell, Error> {
  const { client, queryClient, queryDefaults } = useIntegrationConfigContext();
  const integration = useIntegration(revisionId === undefined ? integrationId : undefined);
  const resolvedRevisionId = revisionId ?? integration.data?.latestRevision.id;
  const args = {
    integrationId: integrationId ?? '',
    revisionId: resolvedRevisionId ?? '',
    connectionId: connectionId ?? '',
  };
  const options = { ...hydratedRevisionQueries.detail(client, args), ...queryDefaults };
  const enabled =
    integrationId !== undefined && resolvedRevisionId !== undefined && connectionId !== undefined;
  if (enabled) prefetchInRender(queryClient, options);
  return useQuery({ ...options, enabled }, queryClient);
}
