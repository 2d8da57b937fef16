import { jsonResponse } from '../problems.ts';
import { selectInstallations } from '../store.ts';
import type { OperationRequest, RouteOf, ServiceContext } from './context.ts';
import { requireIntegration } from './lookups.ts';

/** `GET .../integrations/{integrationId}/installations?groupRef=`: the integration's installations, no paging. */
export function listInstallations(
  context: ServiceContext,
  { route, url }: OperationRequest<RouteOf<'listInstallations'>>,
): Response {
  const integration = requireIntegration(context, route.integrationId);
  const groupRef = url.searchParams.get('groupRef') ?? undefined;
  return jsonResponse(200, selectInstallations(context.data, { integrationId: integration.id, groupRef }));
}
