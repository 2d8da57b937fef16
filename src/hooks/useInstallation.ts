import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { Installation } from '../schemas/index.ts';
import { useIntegrationConfigContext } from './IntegrationConfigProvider.tsx';
import { prefetchInRender } from './prefetchInRender.ts';
import { type InstallationRef, installationQueries } from './queries.ts';

/**
 * Loads the installation of a group (or by ID). `data` is `null` when the group has no installation yet, which
 * is a normal state. While a subscribe change is `in_progress`, the installation is polled until it settles.
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
      refetchInterval: (query) =>
        query.state.data?.lastOperationStatus === 'in_progress' ? pollIntervalMs : false,
    },
    queryClient,
  );
}
