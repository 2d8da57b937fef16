import type { OperationRequest, RouteOf, ServiceContext } from './context.ts';
import { requireInstallation, requireIntegration } from './lookups.ts';

/** `DELETE .../installations/{installationId}`: removes the installation; 204 without a body. */
export function deleteInstallation(
  context: ServiceContext,
  { route }: OperationRequest<RouteOf<'deleteInstallation'>>,
): Response {
  const integration = requireIntegration(context, route.integrationId);
  const installation = requireInstallation(context, integration, route.installationId);
  context.remove(installation.id);
  return new Response(null, { status: 204 });
}
