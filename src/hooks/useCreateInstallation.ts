import { useMutation } from '@tanstack/react-query';
import { defaultObjectConfig } from '../core/defaultObjectConfig.ts';
import type { ConfigContent, Installation, ReadObjectConfig } from '../schemas/index.ts';
import { useInstallationScope } from './InstallationScope.tsx';
import { useIntegrationConfigContext } from './IntegrationConfigProvider.tsx';
import { installationQueries } from './queries.ts';
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

  const mutation = useMutation(
    {
      mutationFn: async (options: CreateInstallationOptions = {}): Promise<Installation> => {
        if (!integration || !objects || !hydratedRevision || scope.groupRef === undefined) {
          throw new Error('The integration and its revision must be loaded before creating an installation.');
        }
        const wanted = options.readObjects ?? objects.read.filter((o) => !o.error).map((o) => o.objectName);
        const read: Record<string, ReadObjectConfig> = {};
        for (const view of objects.read)
          if (wanted.includes(view.objectName)) read[view.objectName] = defaultObjectConfig(view);
        const content: ConfigContent = {
          provider: hydratedRevision.content.provider,
          read: { objects: read },
        };
        return client.createInstallation({
          integrationId: integration.id,
          groupRef: scope.groupRef,
          connectionId,
          config: { content },
          skipSampling: options.skipSampling,
        });
      },
      // Creating is not idempotent: a retry after a lost answer could create a second installation (or meet a
      // 409). Never retried, whatever the host's mutation defaults; the user sees the error and may try again.
      retry: false,
      onSuccess: (created) => {
        const key = installationQueries.detail(client, {
          integrationId: created.integrationId,
          groupRef: scope.groupRef ?? '',
        });
        queryClient.setQueryData(key.queryKey, created);
        void queryClient.invalidateQueries({
          queryKey: installationQueries.lists(client, created.integrationId),
        });
      },
    },
    queryClient,
  );

  return {
    create: (options: CreateInstallationOptions = {}) => mutation.mutateAsync(options),
    canCreate: installation === null && !!objects && scope.groupRef !== undefined,
    isPending: mutation.isPending,
    error: mutation.error,
    reset: mutation.reset,
  };
}
