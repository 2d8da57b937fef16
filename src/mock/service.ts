import type { OperationRequest, ServiceContext } from './operations/context.ts';
import { createInstallation } from './operations/createInstallation.ts';
import { deleteInstallation } from './operations/deleteInstallation.ts';
import { getInstallation } from './operations/getInstallation.ts';
import { getIntegration } from './operations/getIntegration.ts';
import { hydrateRevision } from './operations/hydrateRevision.ts';
import { listInstallations } from './operations/listInstallations.ts';
import { patchObjectConfig } from './operations/patchObjectConfig.ts';
import { updateInstallation } from './operations/updateInstallation.ts';
import { notFound } from './problems.ts';

/** Runs the operation a request was routed to; failures are thrown as `ServiceProblem`s. */
export async function runOperation(context: ServiceContext, operation: OperationRequest): Promise<Response> {
  const { route } = operation;
  const { project } = context.data;
  if (route.project !== project.id && route.project !== project.name) {
    throw notFound(`Project ${route.project} not found`, [
      {
        in: 'path',
        name: 'projectIdOrName',
        value: route.project,
        detail: 'No project with this ID or name',
      },
    ]);
  }
  switch (route.operation) {
    case 'getIntegration':
      return getIntegration(context, { ...operation, route });
    case 'hydrateRevision':
      return hydrateRevision(context, { ...operation, route });
    case 'listInstallations':
      return listInstallations(context, { ...operation, route });
    case 'createInstallation':
      return createInstallation(context, { ...operation, route });
    case 'getInstallation':
      return getInstallation(context, { ...operation, route });
    case 'updateInstallation':
      return updateInstallation(context, { ...operation, route });
    case 'deleteInstallation':
      return deleteInstallation(context, { ...operation, route });
    case 'patchObjectConfig':
      return patchObjectConfig(context, { ...operation, route });
  }
}
