import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/index.ts';
import { shareUnchangedParts } from '../core/shareUnchangedParts.ts';

/** Every query key of the library starts with this, so the host's cache and devtools tell them apart. */
export const QUERY_KEY_PREFIX = 'react-integration-config';

// Each part of the widget observes the same queries as it mounts: they refetch only once stale, whatever the
// host's cache defaults say (`refetchOnMount: 'always'` would turn 3 calls per load into one per part).
const onlyWhenStale = { refetchOnMount: true } as const;

// Structural sharing that keeps keys named by providers (`__proto__` included) as own properties.
const sharing = { structuralSharing: shareUnchangedParts } as const;

/** Identifies an installation: by group (the usual case) or by ID. */
export type InstallationRef =
  | { integrationId: string; groupRef: string; installationId?: never }
  | { integrationId: string; installationId: string; groupRef?: never };

/** Query options for integrations. */
export const integrationQueries = {
  all: () => [QUERY_KEY_PREFIX, 'integration'] as const,
  detail: (client: ApiClient, integrationIdOrName: string) =>
    queryOptions({
      queryKey: [...integrationQueries.all(), client.scope, integrationIdOrName] as const,
      queryFn: ({ signal }) => client.getIntegration({ integrationIdOrName }, { signal }),
      staleTime: 5 * 60_000,
      ...onlyWhenStale,
      ...sharing,
    }),
};

/** Query options for installations; a group without an installation yields `null`, not an error. */
export const installationQueries = {
  all: () => [QUERY_KEY_PREFIX, 'installation'] as const,
  lists: (client: ApiClient, integrationId: string) =>
    [...installationQueries.all(), client.scope, integrationId] as const,
  detail: (client: ApiClient, ref: InstallationRef) =>
    queryOptions({
      queryKey: [
        ...installationQueries.lists(client, ref.integrationId),
        ref.installationId !== undefined
          ? { installationId: ref.installationId }
          : { groupRef: ref.groupRef },
      ] as const,
      queryFn: async ({ signal }) => {
        if (ref.installationId !== undefined) {
          return client.getInstallation(
            { integrationId: ref.integrationId, installationId: ref.installationId },
            { signal },
          );
        }
        const list = await client.listInstallations(
          { integrationId: ref.integrationId, groupRef: ref.groupRef },
          { signal },
        );
        return list[0] ?? null;
      },
      // Every editor observes the installation; a short staleTime keeps their mounting from refetching it,
      // while window focus and polling still bring in other people's changes.
      staleTime: 10_000,
      ...onlyWhenStale,
      ...sharing,
    }),
};

/** Query options for hydrated revisions (the revision with live field metadata of one connection). */
export const hydratedRevisionQueries = {
  all: () => [QUERY_KEY_PREFIX, 'hydratedRevision'] as const,
  detail: (client: ApiClient, args: { integrationId: string; revisionId: string; connectionId: string }) =>
    queryOptions({
      queryKey: [...hydratedRevisionQueries.all(), client.scope, args] as const,
      queryFn: ({ signal }) => client.getHydratedRevision(args, { signal }),
      staleTime: 5 * 60_000,
      ...onlyWhenStale,
      ...sharing,
    }),
};
