import { jsonResponse, notFound } from '../problems.ts';
import { findIntegration } from '../store.ts';
import type { OperationRequest, RouteOf, ServiceContext } from './context.ts';

/** `GET /projects/{p}/integrations/{integrationIdOrName}`: an integration by ID or by name. */
export function getIntegration(
  context: ServiceContext,
  { route }: OperationRequest<RouteOf<'getIntegration'>>,
): Response {
  const record = findIntegration(context.data, route.integrationIdOrName);
  if (!record) {
    throw notFound(`Integration ${route.integrationIdOrName} not found`, [
      {
        in: 'path',
        name: 'integrationIdOrName',
        value: route.integrationIdOrName,
        detail: 'No integration with this ID or name in the project',
      },
    ]);
  }
  return jsonResponse(200, record.integration);
}
