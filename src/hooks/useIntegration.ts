'use client';

import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { Integration } from '../schemas/integration.ts';
import { useIntegrationConfigContext } from './IntegrationConfigProvider.tsx';
import { prefetchInRender } from './prefetchInRender.ts';
import { integrationQueries } from './queries.ts';

/**
 * Loads an integration (by ID or name) with its `latestRevision`.
 *
 * @example
 * const { data: integration, isPending, error } = useIntegration('salesforce-crm');
 */
export function useIntegration(integrationIdOrName: string | undefined): UseQueryResult<Integration, Error> {
  const { client, queryClient, queryDefaults } = useIntegrationConfigContext();
  const options = { ...integrationQueries.detail(client, integrationIdOrName ?? ''), ...queryDefaults };
  if (integrationIdOrName !== undefined) prefetchInRender(queryClient, options);
  return useQuery({ ...options, enabled: integrationIdOrName !== undefined }, queryClient);
}
