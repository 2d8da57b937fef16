import type { Installation } from '../../schemas/installation.ts';
import type { Integration } from '../../schemas/integration.ts';
import { invalidInput, notFound } from '../problems.ts';
import type { ServiceContext } from './context.ts';

/** The integration a path's `integrationId` names (by ID only, as the service's path parameter says). */
export function requireIntegration(context: ServiceContext, integrationId: string): Integration {
  const record = context.data.integrations.get(integrationId);
  if (!record) {
    throw notFound(`Integration ${integrationId} not found`, [
      {
        in: 'path',
        name: 'integrationId',
        value: integrationId,
        detail: 'No integration with this ID in the project',
      },
    ]);
  }
  return record.integration;
}

/** The installation a path's `installationId` names, which must belong to the integration. */
export function requireInstallation(
  context: ServiceContext,
  integration: Integration,
  installationId: string,
): Installation {
  const installation = context.data.installations.get(installationId);
  if (!installation || installation.integrationId !== integration.id) {
    throw notFound(`Installation ${installationId} not found`, [
      {
        in: 'path',
        name: 'installationId',
        value: installationId,
        detail: `No installation with this ID for integration ${integration.name}`,
      },
    ]);
  }
  return installation;
}

/** The JSON body of a request; a missing or malformed body is invalid input. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  try {
    return JSON.parse(text);
  } catch {
    throw invalidInput([
      { in: 'body', detail: text === '' ? 'The body is empty' : 'The body is not valid JSON' },
    ]);
  }
}

/** The `skipSampling` query parameter (default false). */
export function readSkipSampling(url: URL): boolean {
  const value = url.searchParams.get('skipSampling');
  if (value === null || value === 'false') return false;
  if (value === 'true') return true;
  throw invalidInput([
    { in: 'query', name: 'skipSampling', value, detail: 'skipSampling must be true or false' },
  ]);
}
