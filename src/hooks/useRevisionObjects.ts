'use client';

import { useMemo } from 'react';
import {
  buildRevisionObjects,
  type ObjectErrorSource,
  type RevisionObjects,
} from '../core/buildRevisionObjects.ts';
import type { Installation } from '../schemas/installation.ts';
import type { HydratedRevisionShell, Integration } from '../schemas/integration.ts';
import { useInstallationScope } from './InstallationScope.tsx';
import { useHydratedRevision } from './useHydratedRevision.ts';
import { useInstallation } from './useInstallation.ts';
import { useIntegration } from './useIntegration.ts';

/** Everything the scoped hooks need, loaded as integration → (installation, hydrated revision). */
export interface InstallationData {
  status: 'pending' | 'error' | 'success';
  /** The first error of the three loads. */
  error: unknown;
  integration: Integration | undefined;
  /** `null` when the group has no installation yet. */
  installation: Installation | null | undefined;
  /**
   * Undefined while it loads: for an installation, `status` is `success` as soon as the integration and the
   * installation are there, and `objects` come from the manifest, marked `fieldsLoading`, until it arrives.
   */
  hydratedRevision: HydratedRevisionShell | undefined;
  objects: RevisionObjects | undefined;
  /**
   * A refresh of data already shown that failed (a background refetch, polling): the data and every edit stay;
   * show a quiet notice with `retry`. `null` when none failed.
   */
  refetchError: unknown;
  /** Reloads whatever failed. */
  retry: () => void;
  /** Loads the hydrated revision again (an object whose fields could not be loaded: "Try again"). */
  reloadRevision: () => void;
  /** Loads again the response an object's `error` comes from (`errorSource`): its "Try again". */
  reloadSource: (source: ObjectErrorSource) => void;
  /** Whether the hydrated revision is being loaded again. */
  isFetchingRevision: boolean;
  /** Whether the installation is being refetched in the background (e.g. polling a subscribe change). */
  isFetching: boolean;
  /** Status of the latest operation; `in_progress` while a subscribe change is applied (and polled). */
  operationStatus: Installation['lastOperationStatus'];
}

type BuildArgs = Parameters<typeof buildRevisionObjects>;
const lastBuilt = new WeakMap<object, { args: BuildArgs; objects: RevisionObjects }>();

// The shell and every open editor derive the same view models from the same cached data; build them once per
// set of inputs (the query cache keeps object identity until the data really changes).
function sharedRevisionObjects(revision: object, ...args: BuildArgs): RevisionObjects {
  const last = lastBuilt.get(revision);
  if (last?.args.every((arg, index) => arg === args[index])) return last.objects;
  const objects = buildRevisionObjects(...args);
  lastBuilt.set(revision, { args, objects });
  return objects;
}

/**
 * Loads the scoped integration, installation and hydrated revision and derives the per-action object view
 * models (display names, required/optional/all fields, mapping prompts, value-mapping candidates, errors).
 *
 * @example
 * const { status, objects } = useRevisionObjects();
 * objects?.read.map((o) => `${o.displayName}: ${o.status}`);
 */
export function useRevisionObjects(): InstallationData {
  const scope = useInstallationScope();
  const integration = useIntegration(scope.integration);
  const integrationId = integration.data?.id;
  const installation = useInstallation(
    integrationId === undefined
      ? undefined
      : scope.installationId !== undefined
        ? { integrationId, installationId: scope.installationId }
        : { integrationId, groupRef: scope.groupRef ?? '' },
  );
  const connectionId = scope.connectionId ?? installation.data?.connection.id;
  const hydrated = useHydratedRevision({
    integrationId,
    revisionId: integration.data?.latestRevision.id,
    connectionId,
  });

  // The revision's live field metadata comes from the provider's API, the slowest answer by far: an installation's
  // form is drawn from the manifest meanwhile, its field lists loading (`fieldsLoading`). Setting one up waits for
  // it (what a new installation reads depends on which objects hydrate).
  const fieldsLoading =
    !!installation.data && !hydrated.data && hydrated.status === 'pending' && !!integration.data;
  const revision = fieldsLoading ? integration.data?.latestRevision : hydrated.data;
  const objects = useMemo(
    () =>
      revision
        ? sharedRevisionObjects(
            revision,
            hydrated.data,
            integration.data?.latestRevision,
            installation.data?.config.content,
            scope.dynamicMappingsInput,
          )
        : undefined,
    [revision, hydrated.data, integration.data, installation.data, scope.dynamicMappingsInput],
  );

  const noConnection = installation.data === null && connectionId === undefined;
  const queries = [integration, installation, ...(noConnection || fieldsLoading ? [] : [hydrated])];
  // Only a load without data is a load failure; a failed refresh keeps what was loaded (and the edits on it).
  const failed = queries.find((q) => q.status === 'error' && q.data === undefined);
  const refetchFailed = queries.find((q) => q.status === 'error' && q.data !== undefined);
  const status = failed
    ? 'error'
    : queries.every((q) => q.status === 'success' || q.data !== undefined)
      ? 'success'
      : 'pending';
  return {
    status,
    error: failed?.error ?? null,
    refetchError: refetchFailed?.error ?? null,
    integration: integration.data,
    installation: installation.data,
    hydratedRevision: hydrated.data,
    objects,
    isFetching: installation.isFetching,
    operationStatus: installation.data?.lastOperationStatus,
    reloadRevision: () => void hydrated.refetch(),
    reloadSource: (source) => void { revision: hydrated, installation, integration }[source].refetch(),
    isFetchingRevision: hydrated.isFetching,
    retry: () => {
      for (const query of queries) if (query.status === 'error') void query.refetch();
    },
  };
}
