'use client';

import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { Installation } from '../schemas/installation.ts';
import { useIntegrationConfigContext } from './IntegrationConfigProvider.tsx';
import { prefetchInRender } from './prefetchInRender.ts';
import { type InstallationRef, installationQueries } from './queries.ts';

/** The longest wait between two polls of a subscribe change, however long it takes. */
const MAX_POLL_MS = 60_000;
// The fetch count at which each installation query was first seen `in_progress`: the polls back off from it.
const pollStart = new WeakMap<object, number>();

/**
 * Loads the installation of a group (or by ID). `data` is `null` when the group has no installation yet, which
 * is a normal state. While a subscribe change is `in_progress`, the installation is polled, backing off (the Provider's
 * `pollIntervalMs`, then twice as long each time, at most a minute) until it settles.
 *
 * @example
 * const { data: installation } = useInstallation({ integrationId: integration.id, groupRef: 'acme' });
 * if (installation === null) return <SetUp />;
 */
export function useInstallation(
  ref: InstallationRef | undefined,
): UseQueryResult<Installation | null, Error> {
  const { client, queryClient, queryDefaults, pollIntervalMs } = useIntegrationConfigContext();
  const options = {
    ...installationQueries.detail(client, ref ?? { integrationId: '', groupRef: '' }),
    ...queryDefaults,
  };
  if (ref !== undefined) prefetchInRender(queryClient, options);
  return useQuery(
    {
      ...options,
      enabled: ref !== undefined,
      refetchInterval: (query) => {
        if (query.state.data?.lastOperationStatus !== 'in_progress') {
          pollStart.delete(query);
          return false;
        }
        const count = query.state.dataUpdateCount;
        const start = pollStart.get(query) ?? count;
        pollStart.set(query, start);
        // A provider takes 1 to 10 minutes: frequent polls at first, fewer the longer it takes.
        return Math.min(pollIntervalMs * 2 ** Math.min(count - start, 10), MAX_POLL_MS);
      },
    },
    queryClient,
  );
}
