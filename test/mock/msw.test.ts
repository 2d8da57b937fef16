// Runs in jsdom on purpose: hook and component tests use these handlers there.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/createApiClient.ts';
import { NetworkError } from '../../src/api/errors.ts';
import { createMockBackend, MOCK_API_KEY, MOCK_BASE_URL, mockIds } from '../../src/mock/index.ts';
import { contractProblems, openApiContract } from './support/harness.ts';
import type { ContractReport } from './support/openapiContract.ts';

const { salesforce } = mockIds;
const backend = createMockBackend();
const server = setupServer(...backend.handlers);
const requests = new Map<string, Request>();
const checks: Promise<ContractReport>[] = [];

server.events.on('request:start', ({ request, requestId }) => {
  requests.set(requestId, request.clone());
});
server.events.on('response:mocked', ({ response, requestId }) => {
  const request = requests.get(requestId);
  if (request) checks.push(openApiContract().check(request, response.clone()));
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  const reports = await Promise.all(checks.splice(0));
  requests.clear();
  backend.reset();
  expect(reports.length).toBeGreaterThan(0);
  expect(contractProblems(reports)).toEqual([]);
});
afterAll(() => server.close());

// No `fetch` option: the client uses the global fetch, which MSW intercepts.
const client = createApiClient({
  baseUrl: MOCK_BASE_URL,
  project: mockIds.project.name,
  apiKey: MOCK_API_KEY,
});

describe('the MSW handlers', () => {
  it('serve the same service on the base URL', async () => {
    const integration = await client.getIntegration({ integrationIdOrName: salesforce.integrationName });
    const revision = await client.getHydratedRevision({
      integrationId: integration.id,
      revisionId: integration.latestRevision.id,
      connectionId: salesforce.connectionId,
    });
    expect(revision.content.read?.objects?.length).toBe(5);
    const updated = await client.patchInstallationObject({
      integrationId: integration.id,
      groupRef: salesforce.groupRef,
      objectName: 'account',
      action: 'read',
      changes: [{ op: 'replace', path: '/schedule', value: '*/5 * * * *' }],
    });
    expect(updated.config.content.read?.objects.account?.schedule).toBe('*/5 * * * *');
    expect(backend.store.getInstallation(salesforce.installationId)).toEqual(updated);
  });

  it('answer problem documents for rejected requests', async () => {
    await expect(
      client.deleteInstallation({ integrationId: salesforce.integrationId, installationId: 'nope' }),
    ).rejects.toMatchObject({ status: 404, problem: { title: 'Not Found' } });
  });

  it('turn an injected network error into a failed fetch', async () => {
    backend.scenarios.failNext({ fault: 'network-error' });
    await expect(
      client.getIntegration({ integrationIdOrName: salesforce.integrationId }),
    ).rejects.toBeInstanceOf(NetworkError);
    await expect(
      client.getIntegration({ integrationIdOrName: salesforce.integrationId }),
    ).resolves.toBeDefined();
  });
});
