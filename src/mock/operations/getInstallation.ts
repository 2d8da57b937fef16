import { jsonResponse } from '../problems.ts';
import type { OperationRequest, RouteOf, ServiceContext } from './context.ts';
import { requireInstallation, requireIntegration } from './lookups.ts';

/** `GET .../installations/{installationId}`: one installation of the integration. */
export function getInstallation(
  context: ServiceContext,
  { route }: OperationRequest<RouteOf<'getInstallation'>>,
): Response {
  const integration = requireIntegration(context, route.integrationId);
  return jsonResponse(200, requireInstallation(context, integration, route.installationId));
}
