import { queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/createApiClient.ts';
import { shareUnchangedParts } from '../core/shareUnchangedParts.ts';
import type { Installation } from '../schemas/installation.ts';
import type { HydratedRevisionShell, Integration } from '../schemas/integration.ts';

/** Every query key of the library starts with this, so the host's cache and devtools tell them apart. */
export const QUERY_KEY_PREFIX = 'react-integration-config' as const;

// Each part of the widget observes the same queries as it mounts: they refetch only once stale, whatever the
// host's cache defaults say (`refetchOnMount: 'always'` would turn 3 calls per load into one per part).
const onlyWhenStale = { refetchOnMount: true } as const;

// Structural sharing that keeps keys named by providers (`__proto__` included) as own properties.
const sharing = { structuralSharing: shareUnchangedParts } as const;

/**
 * The options of one of the library's queries, for `useQuery`, `prefetchQuery` or `ensureQueryData`. Spelled
 * out with the types every @tanstack/react-query 5.x exports, so the declarations hold across the peer range.
 */
export type LibraryQueryOptions<TData, TKey extends readonly unknown[]> = UseQueryOptions<
  TData,
  Error,
  TData,
  TKey
>;

/** The query key of {@link integrationQueries}`.detail`. */
export type IntegrationQueryKey = readonly [typeof QUERY_KEY_PREFIX, 'integration', string, string];
/** The query key of {@link installationQueries}`.detail`. */
export type InstallationQueryKey = readonly [
  typeof QUERY_KEY_PREFIX,
  'installation',
  string,
  string,
  { readonly installationId: string } | { readonly groupRef: string },
];
/** The query key of {@link hydratedRevisionQueries}`.detail`. */
export type HydratedRevisionQueryKey = readonly [
  typeof QUERY_KEY_PREFIX,
  'hydratedRevision',
  string,
  { readonly integrationId: string; readonly revisionId: string; readonly connectionId: string },
];

/** Identifies an installation: by group (the usual case) or by ID. */
export type InstallationRef =
  | { integrationId: string; groupRef: string; installationId?: never }
  | { integrationId: string; installationId: string; groupRef?: never };

/** Query options for integrations. */
export const integrationQueries = {
  all: () => [QUERY_KEY_PREFIX, 'integration'] as const,
  detail: (
    client: ApiClient,
    integrationIdOrName: string,
  ): LibraryQueryOptions<Integration, IntegrationQueryKey> =>
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
  detail: (
    client: ApiClient,
    ref: InstallationRef,
  ): LibraryQueryOptions<Installation | null, InstallationQueryKey> =>
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
  detail: (
    client: ApiClient,
    args: { integrationId: string; revisionId: string; connectionId: string },
  ): LibraryQueryOptions<HydratedRevisionShell, HydratedRevisionQueryKey> =>
    queryOptions({
      queryKey: [...hydratedRevisionQueries.all(), client.scope, args] as const,
      queryFn: ({ signal }) => client.getHydratedRevision(args, { signal }),
      staleTime: 5 * 60_000,
      ...onlyWhenStale,
      ...sharing,
    }),
};
