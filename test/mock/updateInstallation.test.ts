// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { UpdateInstallationArgs } from '../../src/api/createApiClient.ts';
import { formatUpdateMaskPath } from '../../src/core/formatUpdateMaskPath.ts';
import {
  defaultFixture,
  generateFixture,
  MOCK_API_KEY,
  MOCK_UNREADABLE_FIELD,
  type MockFixture,
  mockIds,
} from '../../src/mock/index.ts';
import type { ReadObjectConfig } from '../../src/schemas/config.ts';
import { projectUrl, useMockBackend } from './support/harness.ts';

const { salesforce, hubspot } = mockIds;
const FIXED_NOW = new Date('2026-03-01T12:00:00.000Z');

const accountRead: ReadObjectConfig = {
  objectName: 'account',
  schedule: '0 */2 * * *',
  destination: 'accountWebhook',
  selectedFields: { name: true, website: true },
  selectedFieldMappings: { companyName: 'name' },
  backfill: { defaultPeriod: { days: 7 } },
};

function update(
  installation: UpdateInstallationArgs['installation'],
  updateMask: string[],
  extra: Partial<UpdateInstallationArgs> = {},
): UpdateInstallationArgs {
  return {
    integrationId: salesforce.integrationId,
    installationId: salesforce.installationId,
    updateMask,
    installation,
    ...extra,
  };
}

describe('update an installation with an update mask', () => {
  const mock = useMockBackend({ now: () => FIXED_NOW });
  const stored = () => mock.backend.store.getInstallation(salesforce.installationId)!;

  it('replaces one read object and leaves the other objects alone', async () => {
    const before = stored();
    const updated = await mock.client.updateInstallation(
      update({ config: { content: { read: { objects: { account: accountRead } } } } }, [
        'config.content.read.objects.account',
      ]),
    );
    expect(updated.config.content.read?.objects.account).toEqual(accountRead);
    expect(updated.config.content.read?.objects.contact).toEqual(before.config.content.read?.objects.contact);
    expect(updated.config.content.write).toEqual(before.config.content.write);
    expect(updated.config.content.subscribe).toEqual(before.config.content.subscribe);
    expect(stored()).toEqual(updated);
  });

  it('ignores every field outside the mask, even an invalid one', async () => {
    const before = stored();
    const updated = await mock.client.updateInstallation(
      update(
        {
          connectionId: mockIds.salesforce.emptyGroupConnectionId,
          config: {
            createdBy: 'consumer:someone-else',
            content: {
              proxy: { enabled: false },
              read: {
                objects: {
                  account: accountRead,
                  contact: {
                    objectName: 'contact',
                    selectedFields: {},
                    selectedFieldMappings: {},
                    backfill: { defaultPeriod: {} },
                  },
                },
              },
            },
          },
        },
        ['config.content.read.objects.account'],
      ),
    );
    expect(updated.config.content.proxy).toEqual({ enabled: true });
    expect(updated.config.createdBy).toBe(before.config.createdBy);
    expect(updated.connection.id).toBe(salesforce.connectionId);
    expect(updated.config.content.read?.objects.contact).toEqual(before.config.content.read?.objects.contact);
  });

  it('replaces the whole write map, removing an object, and toggles the proxy', async () => {
    const updated = await mock.client.updateInstallation(
      update(
        {
          config: {
            content: {
              write: { objects: { lead: { objectName: 'lead', deletionSettings: { enabled: true } } } },
              proxy: { enabled: false },
            },
          },
        },
        ['config.content.write.objects', 'config.content.proxy.enabled'],
      ),
    );
    expect(updated.config.content.write).toEqual({
      objects: { lead: { objectName: 'lead', deletionSettings: { enabled: true } } },
    });
    expect(updated.config.content.proxy).toEqual({ enabled: false });
  });

  it('sets subscribe provider options on an installation that subscribes to nothing yet', async () => {
    const created = await mock.client.createInstallation({
      integrationId: salesforce.integrationId,
      groupRef: mockIds.emptyGroupRef,
      config: { content: { provider: 'salesforce' } },
    });
    const updated = await mock.client.updateInstallation({
      integrationId: salesforce.integrationId,
      installationId: created.id,
      updateMask: ['config.content.subscribe.providerOptions'],
      installation: {
        config: { content: { subscribe: { providerOptions: { useProviderFlows: { enabled: true } } } } },
      },
    });
    expect(updated.config.content.subscribe).toEqual({
      objects: {},
      providerOptions: { useProviderFlows: { enabled: true } },
    });
  });

  it('changes the attribution of the config', async () => {
    const updated = await mock.client.updateInstallation(
      update({ config: { createdBy: 'builder:builder-42' } }, ['config.createdBy']),
    );
    expect(updated.config.createdBy).toBe('builder:builder-42');
  });

  it.each([
    ['a whole action map that has no mask path', 'config.content.read.objects'],
    ['a section', 'config.content.read'],
    ['the deprecated revision', 'config.revisionId'],
    ['a read-only field', 'healthStatus'],
    ['a path inside an object config', 'config.content.read.objects.account.schedule'],
    ['an empty path', ''],
  ])('rejects %s with 400 naming updateMask[i]', async (_, path) => {
    const before = mock.backend.store.snapshot();
    const error = await mock.client
      .updateInstallation(
        update({ config: { createdBy: 'builder:b1', content: { read: { objects: {} } } } }, [
          'config.createdBy',
          path,
        ]),
      )
      .catch((e) => e);
    expect(error).toMatchObject({
      status: 400,
      problem: {
        title: 'Bad Request',
        detail: 'The input message is incorrect',
        issues: [{ in: 'body', name: 'updateMask[1]', value: path }],
      },
    });
    expect(mock.backend.store.snapshot()).toEqual(before);
  });

  it('rejects a mask path without a value, naming the missing property', async () => {
    const error = await mock.client
      .updateInstallation(update({ config: {} }, ['config.content.proxy.enabled', 'config.createdBy']))
      .catch((e) => e);
    expect(error.status).toBe(400);
    expect(error.problem.issues).toEqual([
      expect.objectContaining({ in: 'body', name: 'installation.config.content.proxy.enabled' }),
      expect.objectContaining({ in: 'body', name: 'installation.config.createdBy' }),
    ]);
  });

  it('rejects an object that is not an object of the integration for that action', async () => {
    const error = await mock.client
      .updateInstallation(
        update(
          { config: { content: { write: { objects: { invoice__c: { objectName: 'invoice__c' } } } } } },
          ['config.content.write.objects.invoice__c'],
        ),
      )
      .catch((e) => e);
    expect(error).toMatchObject({ status: 400, problem: { issues: [{ name: 'updateMask[0]' }] } });
    expect(error.problem.issues[0].detail).toContain('invoice__c is not a write object');
  });

  it('rejects a whole map holding an object the integration does not offer (422, config invalid)', async () => {
    const error = await mock.client
      .updateInstallation(
        update(
          { config: { content: { write: { objects: { invoice__c: { objectName: 'invoice__c' } } } } } },
          ['config.content.write.objects'],
        ),
      )
      .catch((e) => e);
    expect(error).toMatchObject({
      status: 422,
      problem: {
        title: 'Unprocessable Content',
        issues: [{ name: 'installation.config.content.write.objects.invoice__c' }],
      },
    });
  });

  it('rejects a body that is not JSON, and one without updateMask', async () => {
    const url = projectUrl(
      `/integrations/${salesforce.integrationId}/installations/${salesforce.installationId}`,
    );
    const headers = { 'X-Api-Key': MOCK_API_KEY, 'Content-Type': 'application/json' };
    const notJson = await mock.fetch(url, { method: 'PATCH', headers, body: '{"updateMask": [' });
    expect(notJson.status).toBe(400);
    const noMask = await mock.fetch(url, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ installation: {} }),
    });
    expect(await noMask.json()).toMatchObject({ status: 400, issues: [{ in: 'body', name: 'updateMask' }] });
  });

  it('answers 404 for an installation that does not exist', async () => {
    await expect(
      mock.client.updateInstallation(
        update({ config: { createdBy: 'x' } }, ['config.createdBy'], { installationId: 'nope' }),
      ),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('what every accepted write sets', () => {
  const [salesforceInstallation, ...others] = defaultFixture.installations;
  const fixture: MockFixture = {
    ...defaultFixture,
    installations: [
      {
        ...salesforceInstallation!,
        updateTime: '2025-12-01T00:00:00.000Z',
        config: { ...salesforceInstallation!.config, revisionId: 'e5f6a7b8-c9d0-4e1f-a2b3-c4d5e6f7a8b9' },
      },
      ...others,
    ],
  };
  const mock = useMockBackend({ fixture, now: () => FIXED_NOW });

  it('sets updateTime and the latest revision, and keeps createTime', async () => {
    const before = mock.backend.store.getInstallation(salesforce.installationId)!;
    expect(before.config.revisionId).not.toBe(salesforce.revisionId);
    const updated = await mock.client.updateInstallation(
      update({ config: { createdBy: 'builder:b1' } }, ['config.createdBy']),
    );
    expect(updated.updateTime).toBe(FIXED_NOW.toISOString());
    expect(updated.config.revisionId).toBe(salesforce.revisionId);
    expect(updated.createTime).toBe(before.createTime);
    expect(updated.config.createTime).toBe(before.config.createTime);
  });
});

describe('switching the connection', () => {
  const secondConnectionId = 'a9b8c7d6-e5f4-4a3b-9c2d-1e0f9a8b7c6d';
  const fixture: MockFixture = {
    ...defaultFixture,
    connections: [
      ...defaultFixture.connections,
      {
        connection: {
          ...defaultFixture.connections[0]!.connection,
          id: secondConnectionId,
          consumer: { ...defaultFixture.connections[0]!.connection.consumer, consumerRef: 'user_second' },
        },
        providerObjects: defaultFixture.connections[0]!.providerObjects,
      },
    ],
  };
  const mock = useMockBackend({ fixture });

  it('switches to another connection of the same group and provider', async () => {
    const updated = await mock.client.updateInstallation(
      update({ connectionId: secondConnectionId }, ['connectionId']),
    );
    expect(updated.connection.id).toBe(secondConnectionId);
    expect(mock.backend.store.getInstallation(salesforce.installationId)?.connection.id).toBe(
      secondConnectionId,
    );
  });

  it.each([
    ['of another group', salesforce.emptyGroupConnectionId],
    ['to another provider', hubspot.connectionId],
    ['that does not exist', 'no-such-connection'],
  ])('rejects a connection %s with 400 on installation.connectionId', async (_, connectionId) => {
    await expect(
      mock.client.updateInstallation(update({ connectionId }, ['connectionId'])),
    ).rejects.toMatchObject({
      status: 400,
      problem: { issues: [{ in: 'body', name: 'installation.connectionId' }] },
    });
  });
});

describe('object names that need escaping in a mask', () => {
  const generated = generateFixture({ objects: 6, fieldsPerObject: 60, seed: 7 });
  const mock = useMockBackend({ fixture: generated });

  it.each(['billing:invoice_line', 'returns/rma', 'support ticket'])(
    'updates %s through an escaped mask path',
    async (objectName) => {
      const provider = mock.backend.store.getProviderObject(generated.ids.connectionId, objectName)!;
      const config: ReadObjectConfig = {
        objectName,
        selectedFields: { [provider.fields[1]!.fieldName]: true },
        selectedFieldMappings: {},
      };
      const updated = await mock.client.updateInstallation({
        integrationId: generated.ids.integrationId,
        installationId: generated.ids.installationId,
        updateMask: [formatUpdateMaskPath(['config', 'content', 'read', 'objects', objectName])],
        installation: { config: { content: { read: { objects: { [objectName]: config } } } } },
      });
      expect(updated.config.content.read?.objects[objectName]).toEqual(config);
    },
  );
});

describe('the sample read', () => {
  const mock = useMockBackend();
  const contactWith = (extra: Partial<ReadObjectConfig>): UpdateInstallationArgs =>
    update(
      {
        config: {
          content: {
            read: {
              objects: {
                contact: {
                  objectName: 'contact',
                  selectedFields: { email: true },
                  selectedFieldMappings: {},
                  ...extra,
                },
              },
            },
          },
        },
      },
      ['config.content.read.objects.contact'],
    );

  it('fails with 422 naming a selected field the connected user cannot read', async () => {
    const before = mock.backend.store.snapshot();
    const error = await mock.client
      .updateInstallation(
        contactWith({ selectedFields: { email: true, [MOCK_UNREADABLE_FIELD.fieldName]: true } }),
      )
      .catch((e) => e);
    expect(error).toMatchObject({
      status: 422,
      problem: {
        issues: [
          {
            in: 'body',
            name: `installation.config.content.read.objects.contact.selectedFields.${MOCK_UNREADABLE_FIELD.fieldName}`,
            value: true,
          },
        ],
      },
    });
    expect(error.problem.issues[0].detail).toContain(MOCK_UNREADABLE_FIELD.fieldName);
    expect(mock.backend.store.snapshot()).toEqual(before);
  });

  it('fails on a mapped field the connection cannot read, and on a field the provider does not have', async () => {
    const error = await mock.client
      .updateInstallation(
        contactWith({
          selectedFields: { email: true, favourite_colour__c: true },
          selectedFieldMappings: { taxId: MOCK_UNREADABLE_FIELD.fieldName },
        }),
      )
      .catch((e) => e);
    expect(error.status).toBe(422);
    expect(error.problem.issues.map((issue: { name: string }) => issue.name)).toEqual([
      'installation.config.content.read.objects.contact.selectedFields.favourite_colour__c',
      'installation.config.content.read.objects.contact.selectedFieldMappings.taxId',
    ]);
  });

  it('is skipped with skipSampling=true, and a deselected field is never sampled', async () => {
    const skipped = await mock.client.updateInstallation({
      ...contactWith({ selectedFields: { [MOCK_UNREADABLE_FIELD.fieldName]: true } }),
      skipSampling: true,
    });
    expect(skipped.config.content.read?.objects.contact?.selectedFields).toEqual({
      [MOCK_UNREADABLE_FIELD.fieldName]: true,
    });
    const deselected = await mock.client.updateInstallation(
      contactWith({ selectedFields: { email: true, [MOCK_UNREADABLE_FIELD.fieldName]: false } }),
    );
    expect(deselected.config.content.read?.objects.contact?.selectedFields.email).toBe(true);
  });
});
