// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CreateInstallationArgs } from '../../src/api/createApiClient.ts';
import { MOCK_API_KEY, MOCK_UNREADABLE_FIELD, mockIds } from '../../src/mock/index.ts';
import type { ConfigContent } from '../../src/schemas/config.ts';
import { projectUrl, useMockBackend } from './support/harness.ts';

const { salesforce, hubspot, emptyGroupRef } = mockIds;
const FIXED_NOW = new Date('2026-03-02T08:30:00.000Z');

const content: ConfigContent = {
  provider: 'salesforce',
  read: {
    objects: {
      account: {
        objectName: 'account',
        schedule: '*/15 * * * *',
        destination: 'accountWebhook',
        selectedFields: { name: true, industry: true },
        selectedFieldMappings: { companyName: 'name' },
        backfill: { defaultPeriod: { days: 30 } },
      },
    },
  },
  write: { objects: { contact: { objectName: 'contact' } } },
  proxy: { enabled: true },
};

function create(extra: Partial<CreateInstallationArgs> = {}): CreateInstallationArgs {
  return { integrationId: salesforce.integrationId, groupRef: emptyGroupRef, config: { content }, ...extra };
}

describe('create an installation', () => {
  const mock = useMockBackend({ now: () => FIXED_NOW });

  it('installs for a group with its default connection to the provider (201) and stores it', async () => {
    const installation = await mock.client.createInstallation(create());
    expect(installation).toMatchObject({
      projectId: mockIds.project.id,
      integrationId: salesforce.integrationId,
      group: { groupRef: emptyGroupRef, groupName: 'Initech' },
      healthStatus: 'healthy',
      lastOperationStatus: 'success',
      connection: { id: salesforce.emptyGroupConnectionId, provider: 'salesforce' },
      createTime: FIXED_NOW.toISOString(),
      updateTime: FIXED_NOW.toISOString(),
      createdBy: 'consumer:user_0c9d5e',
      config: { revisionId: salesforce.revisionId, createdBy: 'api:create-installation', content },
    });
    expect(mock.backend.store.getInstallation(installation.id)).toEqual(installation);
    expect(
      await mock.client.listInstallations({
        integrationId: salesforce.integrationId,
        groupRef: emptyGroupRef,
      }),
    ).toEqual([installation]);
  });

  it('answers 201 with a Location, uses the given connection and attribution, and ignores revisionId', async () => {
    const response = await mock.fetch(projectUrl(`/integrations/${hubspot.integrationId}/installations`), {
      method: 'POST',
      headers: { 'X-Api-Key': MOCK_API_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        groupRef: emptyGroupRef,
        connectionId: hubspot.emptyGroupConnectionId,
        config: { revisionId: 'stale', createdBy: 'consumer:user_0c9d5e', content: { provider: 'hubspot' } },
      }),
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(response.headers.get('location')).toBe(
      `/v1/projects/${mockIds.project.name}/integrations/${hubspot.integrationId}/installations/${body.id}`,
    );
    expect(body).toMatchObject({
      connection: { id: hubspot.emptyGroupConnectionId },
      config: { revisionId: hubspot.revisionId, createdBy: 'consumer:user_0c9d5e' },
    });
  });

  it('generates deterministic IDs: the same seed gives the same installation ID', async () => {
    const first = await mock.client.createInstallation(create());
    mock.backend.reset();
    const again = await mock.client.createInstallation(create());
    expect(again.id).toBe(first.id);
    expect(again.config.id).toBe(first.config.id);
  });

  it('starts the subscription change when the config subscribes to something', async () => {
    const installation = await mock.client.createInstallation(
      create({
        config: {
          content: {
            ...content,
            subscribe: {
              objects: {
                account: {
                  objectName: 'account',
                  destination: 'accountEvents',
                  inheritFieldsAndMappings: true,
                  createEvent: { enabled: 'always' },
                },
              },
            },
          },
        },
      }),
    );
    expect(installation.lastOperationStatus).toBe('in_progress');
  });

  it.each([
    ['a group that already has one (409)', { groupRef: salesforce.groupRef }, 409, undefined],
    ['an unknown group (400)', { groupRef: 'org_unknown' }, 400, 'groupRef'],
    ['a connection of another group (400)', { connectionId: salesforce.connectionId }, 400, 'connectionId'],
    [
      'a connection to another provider (400)',
      { connectionId: hubspot.emptyGroupConnectionId },
      400,
      'connectionId',
    ],
    ['an unknown connection (400)', { connectionId: 'no-such-connection' }, 400, 'connectionId'],
  ] satisfies [string, Partial<CreateInstallationArgs>, number, string | undefined][])(
    'rejects %s and stores nothing',
    async (_, extra, status, issueName) => {
      const before = mock.backend.store.snapshot();
      const error = await mock.client.createInstallation(create(extra)).catch((e) => e);
      expect(error.status).toBe(status);
      if (issueName)
        expect(error.problem.issues).toEqual([expect.objectContaining({ in: 'body', name: issueName })]);
      expect(mock.backend.store.snapshot()).toEqual(before);
    },
  );

  it('rejects a malformed request with 400 and a config that breaks the rules with 422', async () => {
    const url = projectUrl(`/integrations/${salesforce.integrationId}/installations`);
    const headers = { 'X-Api-Key': MOCK_API_KEY, 'Content-Type': 'application/json' };
    const noGroup = await mock.fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ config: { content } }),
    });
    expect(noGroup.status).toBe(400);
    expect(await noGroup.json()).toMatchObject({ issues: [{ in: 'body', name: 'groupRef' }] });
    const noContent = await mock.fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ groupRef: emptyGroupRef, config: {} }),
    });
    expect(await noContent.json()).toMatchObject({
      status: 400,
      issues: [{ in: 'body', name: 'config.content' }],
    });

    const error = await mock.client
      .createInstallation(
        create({
          config: {
            content: {
              provider: 'hubspot',
              read: {
                objects: {
                  account: {
                    ...content.read!.objects.account!,
                    selectedFieldsAuto: 'all',
                    backfill: { defaultPeriod: { days: 1.5 } },
                  },
                  deals: { objectName: 'deals', selectedFields: {}, selectedFieldMappings: {} },
                },
              },
            },
          },
        }),
      )
      .catch((e) => e);
    expect(error).toMatchObject({
      status: 422,
      problem: { title: 'Unprocessable Content', detail: 'The input message is incorrect' },
    });
    expect(error.problem.issues.map((issue: { name: string }) => issue.name).sort()).toEqual([
      'config.content.provider',
      'config.content.read.objects.account.backfill.defaultPeriod.days',
      'config.content.read.objects.deals',
    ]);
    expect(mock.backend.store.listInstallations({ groupRef: emptyGroupRef })).toEqual([]);
  });

  it('runs the sample read on every read object unless skipSampling=true', async () => {
    const unreadable: ConfigContent = {
      provider: 'salesforce',
      read: {
        objects: {
          contact: {
            objectName: 'contact',
            selectedFields: { email: true, [MOCK_UNREADABLE_FIELD.fieldName]: true },
            selectedFieldMappings: {},
          },
        },
      },
    };
    await expect(
      mock.client.createInstallation(create({ config: { content: unreadable } })),
    ).rejects.toMatchObject({
      status: 422,
      problem: {
        issues: [
          { name: `config.content.read.objects.contact.selectedFields.${MOCK_UNREADABLE_FIELD.fieldName}` },
        ],
      },
    });
    const created = await mock.client.createInstallation(
      create({ config: { content: unreadable }, skipSampling: true }),
    );
    expect(created.config.content).toEqual(unreadable);
  });
});

describe('delete an installation', () => {
  const mock = useMockBackend();

  it('deletes it (204) so that it is gone from the store and the list', async () => {
    await mock.client.deleteInstallation({
      integrationId: salesforce.integrationId,
      installationId: salesforce.installationId,
    });
    expect(mock.backend.store.getInstallation(salesforce.installationId)).toBeUndefined();
    expect(
      await mock.client.listInstallations({
        integrationId: salesforce.integrationId,
        groupRef: salesforce.groupRef,
      }),
    ).toEqual([]);
    expect(mock.backend.store.getInstallation(hubspot.installationId)).toBeDefined();
  });

  it('answers 404 for an installation that is not there (any more)', async () => {
    const target = { integrationId: salesforce.integrationId, installationId: salesforce.installationId };
    await mock.client.deleteInstallation(target);
    await expect(mock.client.deleteInstallation(target)).rejects.toMatchObject({ status: 404 });
    await expect(
      mock.client.deleteInstallation({
        integrationId: hubspot.integrationId,
        installationId: salesforce.installationId,
      }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
