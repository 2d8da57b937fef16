import { useQuery } from '@tanstack/react-query';
import { useIntegrationConfigContext } from './IntegrationConfigProvider.tsx';
import { integrationQueries } from './queries.ts';

/**
 * Loads an integration (by ID or name) with its `latestRevision`.
 *
 * @example
 * const { data: integration, isPending, error } = useIntegration('salesforce-crm');
 */
export function useIntegration(integrationIdOrName: string | undefined) {
  const { client, queryClient, queryDefaults } = useIntegrationConfigContext();
  return useQuery(
    {
      ...integrationQueries.detail(client, integrationIdOrName ?? ''),
      ...queryDefaults,
      enabled: integrationIdOrName !== undefined,
    },
    queryClient,
  );
}
