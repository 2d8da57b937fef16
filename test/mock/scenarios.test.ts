// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/api/createApiClient.ts';
import { ApiError, InvalidResponseError, NetworkError } from '../../src/api/errors.ts';
import { type FaultKind, mockIds } from '../../src/mock/index.ts';
import { hydratedRevisionSchema } from '../../src/schemas/integration.ts';
import { useMockBackend } from './support/harness.ts';

const { salesforce, hubspot } = mockIds;
const getAccountIntegration = (client: ApiClient) =>
  client.getIntegration({ integrationIdOrName: salesforce.integrationName });
const saveProxy = (client: ApiClient, enabled: boolean) =>
  client.updateInstallation({
    integrationId: salesforce.integrationId,
    installationId: salesforce.installationId,
    updateMask: ['config.content.proxy.enabled'],
    installation: { config: { content: { proxy: { enabled } } } },
  });

describe('latency', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const mock = useMockBackend();

  async function elapsed<T>(work: () => Promise<T>): Promise<number> {
    const start = Date.now();
    const settled = work();
    await vi.runAllTimersAsync();
    await settled;
    return Date.now() - start;
  }

  it('delays every answer by a fixed time', async () => {
    mock.backend.scenarios.setLatency(500);
    let done = false;
    const request = getAccountIntegration(mock.client).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await request;
    expect(done).toBe(true);
  });

  it('draws from a range with the seeded random source, so runs repeat', async () => {
    mock.backend.scenarios.setLatency([100, 300]);
    const delays: number[] = [];
    for (let i = 0; i < 6; i++) delays.push(await elapsed(() => getAccountIntegration(mock.client)));
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(100);
    for (const delay of delays) expect(delay).toBeLessThanOrEqual(300);
    expect(new Set(delays).size).toBeGreaterThan(1);

    mock.backend.reset();
    mock.backend.scenarios.setLatency([100, 300]);
    const again: number[] = [];
    for (let i = 0; i < 6; i++) again.push(await elapsed(() => getAccountIntegration(mock.client)));
    expect(again).toEqual(delays);
  });

  it('delays only the matching requests when given a match, the latest setting first; clear() ends it', async () => {
    mock.backend.scenarios.setLatency(50);
    mock.backend.scenarios.setLatency(2_000, { operation: 'hydrateRevision' });
    const hydrate = () =>
      mock.client.getHydratedRevision({
        integrationId: salesforce.integrationId,
        revisionId: salesforce.revisionId,
        connectionId: salesforce.connectionId,
      });
    expect(await elapsed(() => getAccountIntegration(mock.client))).toBe(50);
    expect(await elapsed(hydrate)).toBe(2_000);
    mock.backend.scenarios.setLatency(300, { operation: 'hydrateRevision' });
    expect(await elapsed(hydrate)).toBe(300);
    mock.backend.scenarios.clear();
    expect(await elapsed(hydrate)).toBe(0);
  });

  it('lets the caller abort while it waits, with an AbortError and nothing stored', async () => {
    mock.backend.scenarios.setLatency(1_000);
    const before = mock.backend.store.snapshot();
    const controller = new AbortController();
    const save = mock.client
      .updateInstallation(
        {
          integrationId: salesforce.integrationId,
          installationId: salesforce.installationId,
          updateMask: ['config.content.proxy.enabled'],
          installation: { config: { content: { proxy: { enabled: false } } } },
        },
        { signal: controller.signal },
      )
      .catch((e) => e);
    await vi.advanceTimersByTimeAsync(200);
    controller.abort();
    const error = await save;
    expect(error.name).toBe('AbortError');
    await vi.runAllTimersAsync();
    expect(mock.backend.store.snapshot()).toEqual(before);
  });
});

describe('an aborted request', () => {
  const mock = useMockBackend();

  it('rejects with the AbortError, like fetch, when the signal fired before the request', async () => {
    const request = new Request(`${mock.backend.baseUrl}/projects/${mockIds.project.name}/integrations/x`, {
      signal: AbortSignal.abort(),
    });
    await expect(mock.backend.fetch(request)).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('fault injection', () => {
  const mock = useMockBackend();

  it.each([
    ['internal-error', 500, false],
    ['unavailable', 503, true],
    ['rate-limited', 429, true],
  ] satisfies [FaultKind, number, boolean][])(
    '%s answers %i with a problem document',
    async (fault, status, retryable) => {
      mock.backend.scenarios.setFaults({ rate: 1, faults: [fault], retryAfterSeconds: 7 });
      const error = await getAccountIntegration(mock.client).catch((e) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, retryable, problem: { status, retryable } });
      expect(error.problem.requestId).toMatch(/^mock-request-/);
      if (retryable) {
        expect(error.retryAfter).toBeInstanceOf(Date);
        expect(Date.parse(error.problem.retryAfter)).toBeGreaterThan(Date.now());
      }
    },
  );

  it('sends Retry-After in seconds with 503 and 429', async () => {
    mock.backend.scenarios.failNext({ fault: 'rate-limited', retryAfterSeconds: 12 });
    const response = await mock.fetch(
      `${mock.backend.baseUrl}/projects/${mockIds.project.name}/integrations/${salesforce.integrationId}`,
      { headers: { 'X-Api-Key': 'anything: faults come before authentication' } },
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('12');
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });

  it('rejects the fetch like a dropped connection (the client reports a NetworkError)', async () => {
    mock.backend.scenarios.setFaults({ rate: 1, faults: ['network-error'] });
    await expect(getAccountIntegration(mock.client)).rejects.toBeInstanceOf(NetworkError);
    await expect(mock.backend.fetch(`${mock.backend.baseUrl}/projects`)).rejects.toThrow(TypeError);
  });

  it('answers 200 with a body that is not JSON (the client reports an InvalidResponseError)', async () => {
    mock.backend.scenarios.setFaults({ rate: 1, faults: ['malformed-json'] });
    await expect(getAccountIntegration(mock.client)).rejects.toBeInstanceOf(InvalidResponseError);
  });

  it('stores nothing for a request it failed', async () => {
    const before = mock.backend.store.snapshot();
    mock.backend.scenarios.setFaults({ rate: 1 });
    for (let i = 0; i < 10; i++) await saveProxy(mock.client, false).catch(() => undefined);
    expect(mock.backend.store.snapshot()).toEqual(before);
  });

  it('fails a seeded, repeatable share of the matching requests only', async () => {
    const outcomes = async () => {
      const results: string[] = [];
      for (let i = 0; i < 40; i++) {
        const result = await getAccountIntegration(mock.client).then(
          () => 'ok',
          (error: Error) => (error instanceof ApiError ? String(error.status) : error.name),
        );
        results.push(result);
      }
      return results;
    };
    mock.backend.scenarios.setFaults({
      rate: 0.3,
      faults: ['internal-error', 'unavailable'],
      match: { operation: 'getIntegration' },
    });
    const first = await outcomes();
    const failures = first.filter((result) => result !== 'ok');
    expect(failures.length).toBeGreaterThan(2);
    expect(failures.length).toBeLessThan(25);
    expect(new Set(failures)).toEqual(new Set(['500', '503']));
    const list = await mock.client.listInstallations({
      integrationId: salesforce.integrationId,
      groupRef: salesforce.groupRef,
    });
    expect(list).toHaveLength(1);

    mock.backend.reset();
    mock.backend.scenarios.setFaults({
      rate: 0.3,
      faults: ['internal-error', 'unavailable'],
      match: { operation: 'getIntegration' },
    });
    expect(await outcomes()).toEqual(first);
  });

  it('fails nothing at rate 0 and stops when switched off', async () => {
    mock.backend.scenarios.setFaults({ rate: 0 });
    for (let i = 0; i < 5; i++) await getAccountIntegration(mock.client);
    mock.backend.scenarios.setFaults({ rate: 1 });
    mock.backend.scenarios.setFaults(null);
    await getAccountIntegration(mock.client);
    expect(() => mock.backend.scenarios.setFaults({ rate: 1.5 })).toThrow(RangeError);
  });
});

describe('fail the next N matching requests', () => {
  const mock = useMockBackend();

  it('lets a save fail with 503 and then succeed (the "retry the save" story)', async () => {
    mock.backend.scenarios.failNext({ fault: 'unavailable', match: { operation: 'updateInstallation' } });
    await getAccountIntegration(mock.client);
    const before = mock.backend.store.snapshot();
    const error = await saveProxy(mock.client, false).catch((e) => e);
    expect(error).toMatchObject({ status: 503, retryable: true });
    expect(mock.backend.store.snapshot()).toEqual(before);
    const saved = await saveProxy(mock.client, false);
    expect(saved.config.content.proxy).toEqual({ enabled: false });
  });

  it('counts, matches by method and path, and queues in order', async () => {
    mock.backend.scenarios.failNext({
      fault: 'internal-error',
      count: 2,
      match: { method: 'get', path: /\/installations/ },
    });
    mock.backend.scenarios.failNext({ fault: 'rate-limited', match: { path: hubspot.integrationId } });
    const list = () =>
      mock.client.listInstallations({
        integrationId: salesforce.integrationId,
        groupRef: salesforce.groupRef,
      });
    await getAccountIntegration(mock.client);
    await expect(list()).rejects.toMatchObject({ status: 500 });
    await expect(list()).rejects.toMatchObject({ status: 500 });
    await expect(list()).resolves.toHaveLength(1);
    await expect(
      mock.client.getIntegration({ integrationIdOrName: hubspot.integrationId }),
    ).rejects.toMatchObject({
      status: 429,
    });
    await expect(
      mock.client.getIntegration({ integrationIdOrName: hubspot.integrationId }),
    ).resolves.toBeDefined();
  });
});

describe('a hydrated object with an error', () => {
  const mock = useMockBackend();
  const hydrate = (integrationId: string, revisionId: string, connectionId: string) =>
    mock.client
      .getHydratedRevision({ integrationId, revisionId, connectionId })
      .then((revision) => hydratedRevisionSchema.parse(revision));

  it('carries the error and no fields, and the other objects hydrate as usual', async () => {
    mock.backend.scenarios.setHydrateError({ objectName: 'opportunity' });
    const revision = await hydrate(salesforce.integrationId, salesforce.revisionId, salesforce.connectionId);
    const opportunity = revision.content.read?.objects?.find((object) => object.objectName === 'opportunity');
    expect(opportunity).toMatchObject({
      objectName: 'opportunity',
      displayName: 'Opportunity',
      destination: 'dealWebhook',
      schedule: '0 * * * *',
      error: expect.stringContaining('Could not fetch the fields'),
    });
    expect(opportunity).not.toHaveProperty('allFieldsMetadata');
    expect(opportunity).not.toHaveProperty('requiredFields');
    expect(opportunity).not.toHaveProperty('optionalFields');
    expect(opportunity).not.toHaveProperty('allFields');
    const account = revision.content.read?.objects?.find((object) => object.objectName === 'account');
    expect(account?.error).toBeUndefined();
    expect(Object.keys(account?.allFieldsMetadata ?? {}).length).toBeGreaterThan(40);
  });

  it('can be scoped to one integration and carry its own message', async () => {
    mock.backend.scenarios.setHydrateError({
      objectName: 'deals',
      integrationId: hubspot.integrationId,
      message: 'HubSpot returned 403 for /crm/v3/properties/deals',
    });
    const revision = await hydrate(hubspot.integrationId, hubspot.revisionId, hubspot.connectionId);
    expect(revision.content.read?.objects?.find((object) => object.objectName === 'deals')?.error).toBe(
      'HubSpot returned 403 for /crm/v3/properties/deals',
    );
    mock.backend.scenarios.clear();
    const cleared = await hydrate(hubspot.integrationId, hubspot.revisionId, hubspot.connectionId);
    expect(
      cleared.content.read?.objects?.find((object) => object.objectName === 'deals')?.error,
    ).toBeUndefined();
  });
});

describe('an installation changed by someone else', () => {
  const mock = useMockBackend();
  const target = { integrationId: salesforce.integrationId, installationId: salesforce.installationId };

  it('changes the stored installation at once, as an accepted write', async () => {
    const before = await mock.client.getInstallation(target);
    mock.backend.scenarios.changeInstallation(salesforce.installationId, (installation) => {
      installation.config.content.proxy = { enabled: false };
      installation.config.createdBy = 'consumer:user_colleague';
    });
    const after = await mock.client.getInstallation(target);
    expect(after.config.content.proxy).toEqual({ enabled: false });
    expect(after.config.createdBy).toBe('consumer:user_colleague');
    expect(Date.parse(after.updateTime ?? '')).toBeGreaterThan(Date.parse(before.updateTime ?? ''));
  });

  it('lands between two requests: the second read sees what the first did not', async () => {
    mock.backend.scenarios.changeInstallation(
      salesforce.installationId,
      (installation) => {
        installation.config.content.read!.objects.account!.schedule = '0 0 * * *';
      },
      { beforeNext: { operation: 'updateInstallation' } },
    );
    const loaded = await mock.client.getInstallation(target);
    expect(loaded.config.content.read?.objects.account?.schedule).toBe('*/15 * * * *');
    const saved = await saveProxy(mock.client, false);
    expect(saved.config.content.read?.objects.account?.schedule).toBe('0 0 * * *');
    expect(saved.config.content.proxy).toEqual({ enabled: false });
  });

  it('starts the subscription change when someone else changes the subscriptions', async () => {
    mock.backend.scenarios.changeInstallation(salesforce.installationId, (installation) => {
      delete installation.config.content.subscribe;
    });
    expect(mock.backend.store.getInstallation(salesforce.installationId)?.lastOperationStatus).toBe(
      'in_progress',
    );
    mock.backend.reset();
  });

  it('refuses to change an installation that does not exist', () => {
    expect(() => mock.backend.scenarios.changeInstallation('nope', () => undefined)).toThrow(
      /no installation nope/,
    );
  });
});

describe('reset', () => {
  const mock = useMockBackend();

  it('returns to the fixture and turns every switch off', async () => {
    await saveProxy(mock.client, false);
    mock.backend.scenarios.setFaults({ rate: 1 });
    mock.backend.scenarios.setLatency(60_000);
    mock.backend.scenarios.setHydrateError({ objectName: 'account' });
    mock.backend.reset();
    expect(mock.backend.store.getInstallation(salesforce.installationId)?.config.content.proxy).toEqual({
      enabled: true,
    });
    const revision = hydratedRevisionSchema.parse(
      await mock.client.getHydratedRevision({
        integrationId: salesforce.integrationId,
        revisionId: salesforce.revisionId,
        connectionId: salesforce.connectionId,
      }),
    );
    expect(revision.content.read?.objects?.[0]?.error).toBeUndefined();
  });
});
