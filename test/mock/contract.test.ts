// @vitest-environment node
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { MOCK_API_KEY, MOCK_BEARER_TOKEN, mockIds } from '../../src/mock/index.ts';
import { contractProblems, openApiContract, projectUrl, useMockBackend } from './support/harness.ts';
import { OPENAPI_PATH } from './support/openapiContract.ts';

const { salesforce, hubspot } = mockIds;
const json = { 'X-Api-Key': MOCK_API_KEY, 'Content-Type': 'application/json' };

describe('every operation and every answer of the mock matches the OpenAPI description', () => {
  const mock = useMockBackend();

  it('tours the service: all eight operations, success and failure', async () => {
    const { client, backend } = mock;
    backend.scenarios.setSubscribeDelay(0);
    const integration = await client.getIntegration({ integrationIdOrName: salesforce.integrationName });
    await client.getIntegration({ integrationIdOrName: 'missing' }).catch(() => undefined);
    await client.getHydratedRevision({
      integrationId: integration.id,
      revisionId: integration.latestRevision.id,
      connectionId: salesforce.connectionId,
    });
    backend.scenarios.setHydrateError({ objectName: 'lead' });
    await client.getHydratedRevision({
      integrationId: hubspot.integrationId,
      revisionId: hubspot.revisionId,
      connectionId: hubspot.connectionId,
    });
    await client.getHydratedRevision({
      integrationId: integration.id,
      revisionId: integration.latestRevision.id,
      connectionId: salesforce.connectionId,
    });
    await client.listInstallations({ integrationId: integration.id, groupRef: salesforce.groupRef });
    await client.getInstallation({
      integrationId: integration.id,
      installationId: salesforce.installationId,
    });
    await client
      .createInstallation({
        integrationId: integration.id,
        groupRef: mockIds.emptyGroupRef,
        config: {
          content: {
            provider: 'salesforce',
            read: {
              objects: {
                lead: {
                  objectName: 'lead',
                  selectedFields: {},
                  selectedFieldMappings: {},
                  backfill: { defaultPeriod: {} },
                },
              },
            },
          },
        },
      })
      .catch(() => undefined);
    const created = await client.createInstallation({
      integrationId: integration.id,
      groupRef: mockIds.emptyGroupRef,
      config: {
        content: {
          provider: 'salesforce',
          read: {
            objects: {
              lead: {
                objectName: 'lead',
                selectedFields: { email: true },
                selectedFieldMappings: {},
                rawFilter: { type: 'soql', filter: "Status = 'Nurturing'" },
                backfill: {
                  defaultPeriod: { days: 3 },
                  rawFilter: { type: 'soql', filter: 'IsConverted = false' },
                },
              },
            },
          },
          subscribe: {
            objects: {
              contact: {
                objectName: 'contact',
                destination: 'contactEvents',
                inheritFieldsAndMappings: null,
              },
            },
            providerOptions: { useProviderFlows: { enabled: true } },
          },
        },
      },
    });
    await client
      .createInstallation({
        integrationId: integration.id,
        groupRef: salesforce.groupRef,
        config: { content: { provider: 'salesforce' } },
      })
      .catch(() => undefined);
    await client.updateInstallation({
      integrationId: integration.id,
      installationId: created.id,
      updateMask: ['config.content.proxy.enabled', 'config.content.subscribe.providerOptions'],
      installation: {
        config: { content: { proxy: { enabled: true }, subscribe: { objects: {}, providerOptions: {} } } },
      },
      skipSampling: true,
    });
    await client
      .updateInstallation({
        integrationId: integration.id,
        installationId: created.id,
        updateMask: ['config.content.read'],
        installation: { config: {} },
      })
      .catch(() => undefined);
    await client.patchInstallationObject({
      integrationId: integration.id,
      groupRef: mockIds.emptyGroupRef,
      objectName: 'lead',
      action: 'read',
      changes: [{ op: 'add', path: '/selectedFields/company', value: true }],
    });
    await client
      .patchInstallationObject({
        integrationId: integration.id,
        installationId: created.id,
        objectName: 'lead',
        action: 'read',
        changes: [{ op: 'remove', path: '/selectedFields/nope' }],
      })
      .catch(() => undefined);
    await mock.fetch(projectUrl(`/integrations/${integration.id}/objects/lead/config-content`), {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({
        installationId: created.id,
        groupRef: mockIds.emptyGroupRef,
        action: 'read',
        changes: [{ op: 'replace', path: '/schedule', value: '*/45 * * * *' }],
      }),
    });
    await mock.fetch(projectUrl(`/integrations/${integration.id}/installations/${created.id}`), {
      headers: { Authorization: 'Bearer nope' },
    });
    await mock
      .bearerClient(() => MOCK_BEARER_TOKEN)
      .listInstallations({ integrationId: integration.id, groupRef: mockIds.emptyGroupRef });
    for (const fault of ['internal-error', 'unavailable', 'rate-limited', 'malformed-json'] as const) {
      backend.scenarios.failNext({ fault });
      await client
        .getInstallation({ integrationId: integration.id, installationId: created.id })
        .catch(() => undefined);
    }
    await client.deleteInstallation({ integrationId: integration.id, installationId: created.id });
    await client
      .deleteInstallation({ integrationId: integration.id, installationId: created.id })
      .catch(() => undefined);

    const operations = new Set(mock.reports.map((report) => report.operation));
    expect(operations.size).toBe(8);
    expect(new Set(mock.reports.map((report) => report.status))).toEqual(
      new Set([200, 201, 204, 400, 401, 404, 409, 422, 429, 500, 503]),
    );
    expect(contractProblems(mock.reports)).toEqual([]);
  });
});

describe('the contract check itself', () => {
  const contract = openApiContract();
  const exchange = (url: string, body: unknown, init: RequestInit = {}, status = 200) =>
    contract.check(
      new Request(url, { headers: json, ...init }),
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
      }),
    );
  const installationUrl = projectUrl(
    `/integrations/${salesforce.integrationId}/installations/${salesforce.installationId}`,
  );
  const patchUrl = projectUrl(`/integrations/${salesforce.integrationId}/objects/account/config-content`);
  const hydrateUrl = projectUrl(
    `/integrations/${salesforce.integrationId}/revisions/${salesforce.revisionId}:hydrate?connectionId=c`,
  );
  const hydrated = (field: object) => ({
    id: 'r',
    specVersion: '1.0.0',
    createTime: '2026-01-01T00:00:00Z',
    content: {
      name: 'n',
      provider: 'salesforce',
      read: {
        objects: [
          { objectName: 'a', displayName: 'A', destination: 'd', schedule: 's', requiredFields: [field] },
        ],
      },
    },
  });

  it('catches a response that breaks the contract, and a problem document without the right content type', async () => {
    const broken = await exchange(installationUrl, { id: 'x', healthStatus: 'fine' });
    expect(broken.responseViolations.join('\n')).toMatch(/must have required property 'config'/);
    expect(broken.responseViolations.join('\n')).toMatch(/must be equal to one of the allowed values/);
    const problem = await contract.check(
      new Request(installationUrl, { headers: json }),
      new Response(JSON.stringify({ status: 404 }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(problem.responseViolations).toEqual([
      'content type application/json instead of application/problem+json',
    ]);
  });

  it('catches a request that breaks the contract (so a 2xx answer to it counts as a problem)', async () => {
    const report = await contract.check(
      new Request(patchUrl, {
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({ action: 'read', changes: [] }),
      }),
      new Response(null, { status: 400, headers: { 'Content-Type': 'application/problem+json' } }),
    );
    expect(report.requestViolations).toEqual([
      'request body/changes must NOT have fewer than 1 items',
      'request body names the installation by neither groupRef nor installationId',
    ]);
    expect(contractProblems([{ ...report, status: 200 }])).not.toEqual([]);
  });

  it('checks the two oneOf shapes by hand: a field with fieldName and mapToName, a patch body with both ids', async () => {
    const spec = JSON.parse(readFileSync(OPENAPI_PATH, 'utf8'));
    const strict = new Ajv({ strict: false });
    strict.addSchema({ ...spec, $id: 'strict' });
    const both = { fieldName: 'name', displayName: 'Name', mapToName: 'companyName' };
    expect(strict.validate({ $ref: 'strict#/components/schemas/HydratedIntegrationField' }, both)).toBe(
      false,
    );

    expect((await exchange(hydrateUrl, hydrated(both))).responseViolations).toEqual([]);
    expect(
      (await exchange(hydrateUrl, hydrated({ mapToName: 'tier', prompt: 'Which field?' })))
        .responseViolations,
    ).toEqual([]);
    expect((await exchange(hydrateUrl, hydrated({ fieldName: 'name' }))).responseViolations).toEqual([
      'response body read.objects[0].requiredFields[0] is neither an existing field (fieldName, displayName) nor a mapping prompt (mapToName)',
    ]);

    const patchBody = (ids: object) =>
      new Request(patchUrl, {
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({ ...ids, action: 'read', changes: [{ op: 'add', path: '/x', value: 1 }] }),
      });
    const ok = new Response(null, { status: 400, headers: { 'Content-Type': 'application/problem+json' } });
    const bothIds = await contract.check(patchBody({ installationId: 'i', groupRef: 'g' }), ok.clone());
    expect(bothIds.requestViolations).toEqual([]);
    const oneId = await contract.check(patchBody({ groupRef: 'g' }), ok.clone());
    expect(oneId.requestViolations).toEqual([]);
  });

  it('follows the document where it is newer: rawFilter, subscribe providerOptions, nullable inheritFieldsAndMappings', async () => {
    const installation = mockInstallationWith({
      provider: 'salesforce',
      read: {
        objects: {
          lead: {
            objectName: 'lead',
            selectedFields: {},
            selectedFieldMappings: {},
            rawFilter: { type: 'soql', filter: 'x' },
          },
        },
      },
      subscribe: {
        objects: { lead: { objectName: 'lead', destination: 'd', inheritFieldsAndMappings: null } },
        providerOptions: { useProviderFlows: { enabled: true } },
      },
    });
    expect((await exchange(installationUrl, installation)).responseViolations).toEqual([]);
    const wrong = mockInstallationWith({
      provider: 'salesforce',
      read: {
        objects: {
          lead: {
            objectName: 'lead',
            selectedFields: {},
            selectedFieldMappings: {},
            rawFilter: { type: 'soql' },
          },
        },
      },
      subscribe: { objects: {}, providerOptions: { useProviderFlows: { enabled: 'yes' } } },
    });
    const violations = (await exchange(installationUrl, wrong)).responseViolations.join('\n');
    expect(violations).toMatch(/rawFilter must have required property 'filter'/);
    expect(violations).toMatch(/useProviderFlows\/enabled must be boolean/);
  });
});

function mockInstallationWith(content: object): object {
  return {
    id: 'i',
    projectId: 'p',
    integrationId: 'n',
    healthStatus: 'healthy',
    createTime: '2026-01-01T00:00:00Z',
    createdBy: 'consumer:c',
    connection: {
      id: 'c',
      projectId: 'p',
      provider: 'salesforce',
      group: { groupRef: 'g', groupName: 'G', projectId: 'p', createTime: '2026-01-01T00:00:00Z' },
      consumer: { consumerRef: 'c', consumerName: 'C', projectId: 'p', createTime: '2026-01-01T00:00:00Z' },
      createTime: '2026-01-01T00:00:00Z',
      authScheme: 'oauth2/authorizationCode',
      status: 'working',
    },
    config: {
      id: 'k',
      revisionId: 'r',
      createTime: '2026-01-01T00:00:00Z',
      createdBy: 'consumer:c',
      content,
    },
  };
}
