'use client';

import { useMutation } from '@tanstack/react-query';
import { ApiError, NetworkError } from '../api/errors.ts';
import { defaultObjectConfig } from '../core/defaultObjectConfig.ts';
import type { ConfigContent, ReadObjectConfig } from '../schemas/config.ts';
import type { Installation } from '../schemas/installation.ts';
import { useInstallationScope } from './InstallationScope.tsx';
import { useIntegrationConfigContext } from './IntegrationConfigProvider.tsx';
import { installationQueries, QUERY_KEY_PREFIX } from './queries.ts';
import { useRevisionObjects } from './useRevisionObjects.ts';

/** Options of `create()`. */
export interface CreateInstallationOptions {
  /** Read objects to start reading; default: every read object of the revision that hydrated without error. */
  readObjects?: string[];
  skipSampling?: boolean;
}

/**
 * Creates the installation for a group that has none, from the revision's defaults (required fields,
 * default schedule and backfill), then caches it so every form can start editing.
 *
 * @example
 * const { create, isPending, canCreate } = useCreateInstallation();
 * <button disabled={!canCreate || isPending} onClick={() => create()}>Set up</button>
 */
export function useCreateInstallation() {
  const { client, queryClient } = useIntegrationConfigContext();
  const scope = useInstallationScope();
  const { integration, objects, hydratedRevision, installation } = useRevisionObjects();
  const connectionId = scope.connectionId;

  const groupRef = scope.groupRef;
  const detailKey = (integrationId: string) =>
    installationQueries.detail(client, { integrationId, groupRef: groupRef ?? '' }).queryKey;

  const mutation = useMutation(
    {
      mutationKey: [...installationQueries.all(), 'create', client.scope, integration?.id, groupRef],
      // Creates for one group run one after another: a second tap waits for the first, then finds its answer.
      scope: { id: `${QUERY_KEY_PREFIX}:create:${integration?.id}:${groupRef}` },
      mutationFn: async (options: CreateInstallationOptions = {}): Promise<Installation> => {
        if (!integration || !objects || !hydratedRevision || groupRef === undefined) {
          throw new Error('The integration and its revision must be loaded before creating an installation.');
        }
        // One POST per intent: an installation this page already has (an earlier tap) is the answer.
        const existing = queryClient.getQueryData<Installation | null>(detailKey(integration.id));
        if (existing) return existing;
        const wanted = options.readObjects ?? objects.read.filter((o) => !o.error).map((o) => o.objectName);
        const read: Record<string, ReadObjectConfig> = {};
        for (const view of objects.read)
          if (wanted.includes(view.objectName)) read[view.objectName] = defaultObjectConfig(view);
        const content: ConfigContent = {
          provider: hydratedRevision.content.provider,
          read: { objects: read },
        };
        try {
          return await client.createInstallation({
            integrationId: integration.id,
            groupRef,
            connectionId,
            config: { content },
            skipSampling: options.skipSampling,
          });
        } catch (error) {
          // The answer was lost (the service may have created it), or the group has one already (409): the
          // group's installation, if there is one, is the one to continue with.
          const lost = error instanceof NetworkError || (error instanceof ApiError && error.status === 409);
          if (!lost) throw error;
          const [found] = await client
            .listInstallations({ integrationId: integration.id, groupRef })
            .catch(() => [] as Installation[]);
          if (found) return found;
          throw error;
        }
      },
      // Creating is not idempotent: never retried by the mutation, whatever the host's mutation defaults; a lost
      // answer is recovered above by reading the group's installations instead.
      retry: false,
      onSuccess: (created) => {
        queryClient.setQueryData(detailKey(created.integrationId), created);
        void queryClient.invalidateQueries({
          queryKey: installationQueries.lists(client, created.integrationId),
        });
      },
    },
    queryClient,
  );

  return {
    create: (options: CreateInstallationOptions = {}) => mutation.mutateAsync(options),
    canCreate: installation === null && !!objects && groupRef !== undefined,
    isPending: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
  };
}
