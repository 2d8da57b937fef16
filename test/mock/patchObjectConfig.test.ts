// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PatchInstallationObjectArgs } from '../../src/api/createApiClient.ts';
import { generateFixture, MOCK_API_KEY, mockIds } from '../../src/mock/index.ts';
import type { Action } from '../../src/schemas/config.ts';
import type { JsonPatchOperation } from '../../src/schemas/requests.ts';
import { projectUrl, useMockBackend } from './support/harness.ts';

const { salesforce, hubspot } = mockIds;

function patch(
  objectName: string,
  action: Action,
  changes: JsonPatchOperation[],
  target: { installationId: string } | { groupRef: string } = { installationId: salesforce.installationId },
): PatchInstallationObjectArgs {
  return { integrationId: salesforce.integrationId, objectName, action, changes, ...target };
}

describe('patch one object config with JSON Patch', () => {
  const mock = useMockBackend();
  const stored = () => mock.backend.store.getInstallation(salesforce.installationId)!;

  it('applies add, replace and remove relative to the object config, leaving other objects alone', async () => {
    const before = stored();
    const updated = await mock.client.patchInstallationObject(
      patch('account', 'read', [
        { op: 'replace', path: '/schedule', value: '*/10 * * * *' },
        { op: 'add', path: '/selectedFields/phone', value: true },
        { op: 'remove', path: '/selectedFields/billingcity' },
      ]),
    );
    const account = updated.config.content.read?.objects.account;
    expect(account?.schedule).toBe('*/10 * * * *');
    expect(account?.selectedFields).toMatchObject({ phone: true, name: true });
    expect(account?.selectedFields).not.toHaveProperty('billingcity');
    expect(updated.config.content.read?.objects.contact).toEqual(before.config.content.read?.objects.contact);
    expect(updated.config.content.subscribe).toEqual(before.config.content.subscribe);
    expect(stored()).toEqual(updated);
  });

  it('finds the installation by groupRef', async () => {
    const updated = await mock.client.patchInstallationObject(
      patch('contact', 'write', [{ op: 'replace', path: '/deletionSettings/enabled', value: true }], {
        groupRef: salesforce.groupRef,
      }),
    );
    expect(updated.id).toBe(salesforce.installationId);
    expect(updated.config.content.write?.objects?.contact?.deletionSettings).toEqual({ enabled: true });
  });

  it('unescapes ~1 and ~0 in pointers (field names with / and ~)', async () => {
    const updated = await mock.client.patchInstallationObject(
      patch('account', 'read', [
        { op: 'remove', path: '/selectedFields/erp~1sap_customer_no__c' },
        { op: 'add', path: '/selectedFields/credit~0limit__c', value: true },
      ]),
    );
    const selected = updated.config.content.read?.objects.account?.selectedFields;
    expect(selected).not.toHaveProperty('erp/sap_customer_no__c');
    expect(selected).toHaveProperty(['credit~limit__c'], true);
  });

  it('creates the config of an object the installation does not have yet', async () => {
    const updated = await mock.client.patchInstallationObject(
      patch('contact', 'subscribe', [
        { op: 'add', path: '/objectName', value: 'contact' },
        { op: 'add', path: '/destination', value: 'contactEvents' },
        { op: 'add', path: '/inheritFieldsAndMappings', value: null },
        { op: 'add', path: '/createEvent', value: { enabled: 'always' } },
      ]),
    );
    expect(updated.config.content.subscribe?.objects.contact).toEqual({
      objectName: 'contact',
      destination: 'contactEvents',
      inheritFieldsAndMappings: null,
      createEvent: { enabled: 'always' },
    });
    expect(updated.config.content.subscribe?.objects.account).toBeDefined();
  });

  it.each([
    [
      'replace of a missing path',
      { op: 'replace', path: '/rawFilter', value: { type: 'soql', filter: 'x' } },
    ],
    ['remove of a missing path', { op: 'remove', path: '/selectedFields/nope' }],
    ['add under a missing parent', { op: 'add', path: '/backfill/fieldFilters/0', value: {} }],
    ['add past the end of an array', { op: 'add', path: '/fieldFilters/5', value: {} }],
  ] satisfies [string, JsonPatchOperation][])(
    'fails atomically on %s (RFC 6902), naming the change',
    async (_, failing) => {
      const before = mock.backend.store.snapshot();
      const error = await mock.client
        .patchInstallationObject(
          patch('account', 'read', [{ op: 'replace', path: '/schedule', value: '*/5 * * * *' }, failing]),
        )
        .catch((e) => e);
      expect(error).toMatchObject({
        status: 400,
        problem: {
          title: 'Bad Request',
          issues: [{ in: 'body', name: 'changes[1].path', value: failing.path }],
        },
      });
      expect(mock.backend.store.snapshot()).toEqual(before);
    },
  );

  it.each(['move', 'copy', 'test', '_get'])(
    'accepts only add, remove and replace: %s is 400 on changes[0].op',
    async (op) => {
      const response = await mock.fetch(
        projectUrl(`/integrations/${salesforce.integrationId}/objects/account/config-content`),
        {
          method: 'PATCH',
          headers: { 'X-Api-Key': MOCK_API_KEY, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            installationId: salesforce.installationId,
            action: 'read',
            changes: [{ op, path: '/schedule', from: '/destination', value: 'x' }],
          }),
        },
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ issues: [{ in: 'body', name: 'changes[0].op' }] });
    },
  );

  it('needs at least one change, a pointer starting with /, and a value for add and replace', async () => {
    const empty = await mock.client.patchInstallationObject(patch('account', 'read', [])).catch((e) => e);
    expect(empty).toMatchObject({ status: 400, problem: { issues: [{ name: 'changes' }] } });
    const relative = await mock.client
      .patchInstallationObject(patch('account', 'read', [{ op: 'replace', path: 'schedule', value: 'x' }]))
      .catch((e) => e);
    expect(relative).toMatchObject({ status: 400, problem: { issues: [{ name: 'changes[0].path' }] } });
    const response = await mock.fetch(
      projectUrl(`/integrations/${salesforce.integrationId}/objects/account/config-content`),
      {
        method: 'PATCH',
        headers: { 'X-Api-Key': MOCK_API_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          groupRef: salesforce.groupRef,
          action: 'read',
          changes: [{ op: 'add', path: '/x' }],
        }),
      },
    );
    expect(await response.json()).toMatchObject({ status: 400, issues: [{ name: 'changes[0].value' }] });
  });

  it('rejects an object that is not in the manifest for the action (400 on the path parameter)', async () => {
    const error = await mock.client
      .patchInstallationObject(
        patch('invoice__c', 'write', [{ op: 'add', path: '/objectName', value: 'invoice__c' }]),
      )
      .catch((e) => e);
    expect(error).toMatchObject({
      status: 400,
      problem: { issues: [{ in: 'path', name: 'objectName', value: 'invoice__c' }] },
    });
  });

  it('answers 404 for an unknown installation and for a group without an installation', async () => {
    const change: JsonPatchOperation[] = [{ op: 'replace', path: '/schedule', value: 'x' }];
    await expect(
      mock.client.patchInstallationObject(patch('account', 'read', change, { installationId: 'nope' })),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      mock.client.patchInstallationObject(
        patch('account', 'read', change, { groupRef: mockIds.emptyGroupRef }),
      ),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      mock.client.patchInstallationObject(
        patch('account', 'read', change, { installationId: hubspot.installationId }),
      ),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('rejects a body naming both groupRef and installationId (400, the issue names the extra id)', async () => {
    const send = (groupRef: string) =>
      mock.fetch(projectUrl(`/integrations/${salesforce.integrationId}/objects/account/config-content`), {
        method: 'PATCH',
        headers: { 'X-Api-Key': MOCK_API_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          installationId: salesforce.installationId,
          groupRef,
          action: 'read',
          changes: [{ op: 'replace', path: '/schedule', value: '*/20 * * * *' }],
        }),
      });
    const before = mock.backend.store.getInstallation(salesforce.installationId);
    const both = await send(salesforce.groupRef);
    expect(both.status).toBe(400);
    expect(await both.json()).toMatchObject({
      title: 'Bad Request',
      issues: [{ in: 'body', name: 'installationId', detail: expect.stringContaining('not both') }],
    });
    expect(mock.backend.store.getInstallation(salesforce.installationId)).toEqual(before);
  });
});

describe('rule violations after a patch, named by the change that caused them', () => {
  const mock = useMockBackend();

  it.each([
    [
      'a replaced value',
      'account',
      'read',
      [{ op: 'replace', path: '/backfill/defaultPeriod/days', value: -1 }],
      [{ name: 'changes[0].value', value: -1 }],
    ],
    [
      'a property inside an added value',
      'contact',
      'read',
      [
        { op: 'replace', path: '/schedule', value: '0 * * * *' },
        { op: 'add', path: '/backfill', value: { defaultPeriod: { days: -2 } } },
      ],
      [{ name: 'changes[1].value.defaultPeriod.days', value: -2 }],
    ],
    [
      'a removal',
      'account',
      'read',
      [{ op: 'remove', path: '/backfill/defaultPeriod/days' }],
      [{ name: 'changes[0].path' }],
    ],
    [
      'a filter appended with -',
      'account',
      'read',
      [
        {
          op: 'add',
          path: '/fieldFilters/-',
          value: { fieldName: 'type', operator: 'eq', value: 'Prospect' },
        },
      ],
      [{ name: 'changes[0].value.fieldName', value: 'type' }],
    ],
    [
      'a rule on a property no change touched (named inside the object config)',
      'lead',
      'read',
      [
        {
          op: 'add',
          path: '/fieldFilters',
          value: [{ fieldName: 'status', operator: 'eq', value: 'Nurturing' }],
        },
      ],
      [{ name: 'rawFilter' }],
    ],
    [
      'an objectName that is not the object',
      'account',
      'read',
      [{ op: 'replace', path: '/objectName', value: 'contact' }],
      [{ name: 'changes[0].value', value: 'contact' }],
    ],
    [
      'a default with two values',
      'contact',
      'write',
      [{ op: 'add', path: '/selectedFieldSettings/leadsource/default/booleanValue', value: true }],
      [{ name: 'changes[0].value', value: true }],
    ],
    [
      'a wrong enum',
      'contact',
      'write',
      [{ op: 'replace', path: '/selectedFieldSettings/leadsource/writeOnUpdate', value: 'sometimes' }],
      [{ name: 'changes[0].value', value: 'sometimes' }],
    ],
    [
      'quotaOptimization with watchFieldsAuto all',
      'account',
      'subscribe',
      [{ op: 'replace', path: '/updateEvent', value: { enabled: 'always', watchFieldsAuto: 'all' } }],
      [
        { name: 'providerOptions.quotaOptimization.enabled', value: true },
        { name: 'providerOptions.quotaOptimization.enabled', value: true },
      ],
    ],
  ] satisfies [string, string, Action, JsonPatchOperation[], object[]][])(
    'names %s',
    async (_, objectName, action, changes, issues) => {
      const before = mock.backend.store.snapshot();
      const error = await mock.client
        .patchInstallationObject(patch(objectName, action, changes))
        .catch((e) => e);
      expect(error).toMatchObject({
        status: 400,
        problem: { title: 'Bad Request', detail: 'The input message is incorrect' },
      });
      expect(error.problem.issues).toEqual(
        issues.map((issue) => expect.objectContaining({ in: 'body', ...issue })),
      );
      expect(mock.backend.store.snapshot()).toEqual(before);
    },
  );

  it('names a property inside an added value with the path that leads to it', async () => {
    const error = await mock.client
      .patchInstallationObject(
        patch('contact', 'write', [
          {
            op: 'add',
            path: '/selectedFieldSettings/hasoptedoutofemail',
            value: { default: { stringValue: 'no', booleanValue: false } },
          },
        ]),
      )
      .catch((e) => e);
    expect(error.problem.issues).toEqual([
      expect.objectContaining({
        name: 'changes[0].value.default',
        value: { stringValue: 'no', booleanValue: false },
      }),
    ]);
  });
});

describe('provider options', () => {
  const mock = useMockBackend();

  it('accepts quotaOptimization for Salesforce and rejects it for HubSpot', async () => {
    const salesforcePatch = await mock.client.patchInstallationObject(
      patch('account', 'subscribe', [
        { op: 'replace', path: '/providerOptions/quotaOptimization/enabled', value: false },
      ]),
    );
    expect(salesforcePatch.config.content.subscribe?.objects.account?.providerOptions).toEqual({
      quotaOptimization: { enabled: false },
    });
    const error = await mock.client
      .patchInstallationObject({
        integrationId: hubspot.integrationId,
        installationId: hubspot.installationId,
        objectName: 'contacts',
        action: 'subscribe',
        changes: [{ op: 'add', path: '/providerOptions', value: { quotaOptimization: { enabled: true } } }],
      })
      .catch((e) => e);
    expect(error.status).toBe(400);
    expect(error.problem.issues).toContainEqual(
      expect.objectContaining({ name: 'changes[0].value.quotaOptimization', value: { enabled: true } }),
    );
  });

  it('rejects useProviderFlows for HubSpot in an update (422) and accepts it for Salesforce', async () => {
    // Provider flows send no delete events: the Account subscription's are turned off first.
    await mock.client.patchInstallationObject(
      patch('account', 'subscribe', [{ op: 'replace', path: '/deleteEvent/enabled', value: 'never' }]),
    );
    const accepted = await mock.client.updateInstallation({
      integrationId: salesforce.integrationId,
      installationId: salesforce.installationId,
      updateMask: ['config.content.subscribe.providerOptions'],
      installation: {
        config: {
          content: { subscribe: { objects: {}, providerOptions: { useProviderFlows: { enabled: true } } } },
        },
      },
    });
    expect(accepted.config.content.subscribe?.providerOptions).toEqual({
      useProviderFlows: { enabled: true },
    });
    expect(accepted.config.content.subscribe?.objects.account).toBeDefined();
    const error = await mock.client
      .updateInstallation({
        integrationId: hubspot.integrationId,
        installationId: hubspot.installationId,
        updateMask: ['config.content.subscribe.providerOptions'],
        installation: {
          config: {
            content: {
              subscribe: { objects: {}, providerOptions: { useProviderFlows: { enabled: false } } },
            },
          },
        },
      })
      .catch((e) => e);
    expect(error).toMatchObject({
      status: 422,
      problem: {
        issues: [{ name: 'installation.config.content.subscribe.providerOptions.useProviderFlows' }],
      },
    });
  });
});

describe('object names that arrive URL-encoded', () => {
  const generated = generateFixture({ objects: 6, fieldsPerObject: 50, seed: 11 });
  const mock = useMockBackend({ fixture: generated });

  const createOrUpdate = (objectName: string): JsonPatchOperation[] =>
    mock.backend.store.getInstallation(generated.ids.installationId)?.config.content.read?.objects[objectName]
      ? [{ op: 'replace', path: '/schedule', value: '0 3 * * *' }]
      : [
          { op: 'add', path: '/objectName', value: objectName },
          { op: 'add', path: '/schedule', value: '0 3 * * *' },
          { op: 'add', path: '/selectedFields', value: {} },
          { op: 'add', path: '/selectedFieldMappings', value: {} },
        ];

  it.each(['returns/rma', 'support ticket', 'billing:invoice_line'])(
    'decodes %s from the path',
    async (objectName) => {
      const updated = await mock.client.patchInstallationObject({
        integrationId: generated.ids.integrationId,
        installationId: generated.ids.installationId,
        objectName,
        action: 'read',
        changes: createOrUpdate(objectName),
      });
      expect(updated.config.content.read?.objects[objectName]?.schedule).toBe('0 3 * * *');
      const encoded = mock.reports.at(-1)?.path ?? '';
      expect(encoded).toContain(`/objects/${encodeURIComponent(objectName)}/config-content`);
    },
  );
});
