// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.ts';
import { MOCK_API_KEY, MOCK_UNREADABLE_FIELD, mockIds } from '../../src/mock/index.ts';
import { hydratedRevisionSchema } from '../../src/schemas/integration.ts';
import { projectUrl, useMockBackend } from './support/harness.ts';

const { salesforce, hubspot } = mockIds;
const apiKey = { 'X-Api-Key': MOCK_API_KEY };

describe('get integration', () => {
  const mock = useMockBackend();

  it.each([
    ['its ID', salesforce.integrationId],
    ['its name', salesforce.integrationName],
  ])('finds an integration by %s, with the revision to hydrate', async (_, integrationIdOrName) => {
    const integration = await mock.client.getIntegration({ integrationIdOrName });
    expect(integration).toMatchObject({
      id: salesforce.integrationId,
      name: salesforce.integrationName,
      provider: 'salesforce',
      latestRevision: { id: salesforce.revisionId },
    });
    expect(integration.latestRevision.content.read?.objects?.map((object) => object.objectName)).toEqual([
      'account',
      'contact',
      'opportunity',
      'lead',
      'invoice__c',
    ]);
  });

  it('answers 404 with a problem document naming the path parameter for an unknown integration', async () => {
    const error = await mock.client
      .getIntegration({ integrationIdOrName: 'no-such-integration' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      problem: {
        title: 'Not Found',
        issues: [{ in: 'path', name: 'integrationIdOrName', value: 'no-such-integration' }],
      },
    });
    expect(error.requestId).toMatch(/^mock-request-/);
  });

  it('accepts the project by ID as well as by name, and answers 404 for another project', async () => {
    const byId = await mock.fetch(
      projectUrl(`/integrations/${salesforce.integrationId}`, mockIds.project.id),
      {
        headers: apiKey,
      },
    );
    expect(byId.status).toBe(200);
    const other = await mock.fetch(projectUrl(`/integrations/${salesforce.integrationId}`, 'someone-elses'), {
      headers: apiKey,
    });
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ issues: [{ in: 'path', name: 'projectIdOrName' }] });
  });
});

describe('hydrate a revision', () => {
  const mock = useMockBackend();
  const hydrate = (connectionId: string = salesforce.connectionId) =>
    mock.client
      .getHydratedRevision({
        integrationId: salesforce.integrationId,
        revisionId: salesforce.revisionId,
        connectionId,
      })
      // The client checks each object only when it is shown; here the mock's whole answer is held to the contract.
      .then((revision) => hydratedRevisionSchema.parse(revision));

  it('enriches every read object with the field metadata the connection sees', async () => {
    const revision = await hydrate();
    const account = revision.content.read?.objects?.find((object) => object.objectName === 'account');
    const provider = mock.backend.store.getProviderObject(salesforce.connectionId, 'account');
    expect(account?.displayName).toBe('Account');
    expect(Object.keys(account?.allFieldsMetadata ?? {})).toEqual(
      provider?.fields.map((field) => field.fieldName),
    );
    expect(account?.allFieldsMetadata?.industry).toMatchObject({
      displayName: 'Industry',
      valueType: 'singleSelect',
      providerType: 'picklist',
    });
    expect(account?.allFieldsMetadata?.industry?.values).toHaveLength(32);
    expect(account?.allFieldsMetadata?.parentid).toMatchObject({
      valueType: 'reference',
      referenceTo: ['account'],
    });
    expect(account?.allFields).toHaveLength(provider?.fields.length ?? 0);
  });

  it('keeps mapping prompts and gives existing fields their display names', async () => {
    const revision = await hydrate();
    const account = revision.content.read?.objects?.find((object) => object.objectName === 'account');
    expect(account?.requiredFields).toEqual([
      {
        fieldName: 'name',
        displayName: 'Account Name',
        mapToName: 'companyName',
        mapToDisplayName: 'Company name',
      },
      { fieldName: 'industry', displayName: 'Industry' },
      { fieldName: 'ownerid', displayName: 'Owner ID' },
      {
        mapToName: 'accountTier',
        mapToDisplayName: 'Account tier',
        prompt: 'Which field holds the tier (Platinum, Gold, Silver, Bronze) of an account?',
      },
    ]);
    expect(account?.optionalFields).toContainEqual(expect.objectContaining({ mapToName: 'salesRegion' }));
    expect(revision.content.write?.objects).toContainEqual({
      objectName: 'contact',
      displayName: 'Contact',
      valueDefaults: { allowAnyFields: true },
    });
    expect(revision.content.proxy).toEqual({ enabled: true, useModule: true });
  });

  it('never sends the readability flag of the fixture', async () => {
    const revision = await hydrate();
    const contact = revision.content.read?.objects?.find((object) => object.objectName === 'contact');
    expect(contact?.allFieldsMetadata?.[MOCK_UNREADABLE_FIELD.fieldName]).toBeDefined();
    expect(JSON.stringify(revision)).not.toContain('unreadable');
  });

  it('hydrates an older revision that is still stored', async () => {
    expect(
      mock.backend.store.getRevision(salesforce.integrationId, 'e5f6a7b8-c9d0-4e1f-a2b3-c4d5e6f7a8b9'),
    ).toBeDefined();
    const revision = hydratedRevisionSchema.parse(
      await mock.client.getHydratedRevision({
        integrationId: salesforce.integrationId,
        revisionId: 'e5f6a7b8-c9d0-4e1f-a2b3-c4d5e6f7a8b9',
        connectionId: salesforce.connectionId,
      }),
    );
    expect(revision.content.read?.objects?.map((object) => object.objectName)).not.toContain('invoice__c');
  });

  it('requires connectionId (400, issue in the query)', async () => {
    const response = await mock.fetch(
      projectUrl(`/integrations/${salesforce.integrationId}/revisions/${salesforce.revisionId}:hydrate`),
      { headers: apiKey },
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await response.json()).toMatchObject({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'The input message is incorrect',
      issues: [{ in: 'query', name: 'connectionId' }],
    });
  });

  it('answers 404 for an unknown connection or revision, 400 for a connection to another provider', async () => {
    await expect(hydrate('no-such-connection')).rejects.toMatchObject({ status: 404 });
    await expect(hydrate(hubspot.connectionId)).rejects.toMatchObject({
      status: 400,
      problem: { issues: [{ in: 'query', name: 'connectionId' }] },
    });
    await expect(
      mock.client.getHydratedRevision({
        integrationId: salesforce.integrationId,
        revisionId: 'no-such-revision',
        connectionId: salesforce.connectionId,
      }),
    ).rejects.toMatchObject({ status: 404, problem: { issues: [{ in: 'path', name: 'revisionId' }] } });
  });

  it('needs the literal :hydrate suffix: an encoded colon is part of the revision ID', async () => {
    const response = await mock.fetch(
      projectUrl(
        `/integrations/${salesforce.integrationId}/revisions/${salesforce.revisionId}%3Ahydrate?connectionId=${salesforce.connectionId}`,
      ),
      { headers: apiKey },
    );
    expect(response.status).toBe(404);
  });
});

describe('list and get installations', () => {
  const mock = useMockBackend();

  it('lists the installations of a group, and none for a group without one', async () => {
    const installations = await mock.client.listInstallations({
      integrationId: salesforce.integrationId,
      groupRef: salesforce.groupRef,
    });
    expect(installations.map((installation) => installation.id)).toEqual([salesforce.installationId]);
    expect(
      await mock.client.listInstallations({
        integrationId: salesforce.integrationId,
        groupRef: mockIds.emptyGroupRef,
      }),
    ).toEqual([]);
    expect(
      await mock.client.listInstallations({
        integrationId: hubspot.integrationId,
        groupRef: salesforce.groupRef,
      }),
    ).toEqual([]);
  });

  it('gets one installation with its group, connection and saved config', async () => {
    const installation = await mock.client.getInstallation({
      integrationId: hubspot.integrationId,
      installationId: hubspot.installationId,
    });
    expect(installation).toMatchObject({
      id: hubspot.installationId,
      integrationId: hubspot.integrationId,
      group: { groupRef: hubspot.groupRef },
      connection: { id: hubspot.connectionId, provider: 'hubspot' },
      config: { revisionId: hubspot.revisionId, content: { provider: 'hubspot' } },
    });
    expect(installation).toEqual(mock.backend.store.getInstallation(hubspot.installationId));
  });

  it('answers 404 for an unknown installation, or one of another integration', async () => {
    await expect(
      mock.client.getInstallation({ integrationId: salesforce.integrationId, installationId: 'nope' }),
    ).rejects.toMatchObject({ status: 404, problem: { issues: [{ in: 'path', name: 'installationId' }] } });
    await expect(
      mock.client.getInstallation({
        integrationId: salesforce.integrationId,
        installationId: hubspot.installationId,
      }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('anything else', () => {
  const mock = useMockBackend();

  it.each([
    ['GET', '/v1/projects'],
    ['GET', `/v1/projects/${mockIds.project.name}/integrations`],
    ['POST', `/v1/projects/${mockIds.project.name}/integrations/${salesforce.integrationId}`],
    ['PUT', `/v1/projects/${mockIds.project.name}/integrations/${salesforce.integrationId}/installations/x`],
    [
      'GET',
      `/v1/projects/${mockIds.project.name}/integrations/${salesforce.integrationId}/objects/account/metadata`,
    ],
    ['GET', '/v2/anything'],
  ])('answers %s %s with a 404 problem document', async (method, path) => {
    const response = await mock.fetch(`http://127.0.0.1:4010${path}`, { method, headers: apiKey });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await response.json()).toMatchObject({ type: 'about:blank', title: 'Not Found', status: 404 });
  });
});
