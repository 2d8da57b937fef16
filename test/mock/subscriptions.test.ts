// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockIds } from '../../src/mock/index.ts';
import type { JsonPatchOperation } from '../../src/schemas/requests.ts';
import { useMockBackend } from './support/harness.ts';

const { salesforce } = mockIds;
const START = new Date('2026-03-03T09:00:00.000Z');

function patchSubscribe(changes: JsonPatchOperation[], objectName = 'account') {
  return {
    integrationId: salesforce.integrationId,
    installationId: salesforce.installationId,
    objectName,
    action: 'subscribe' as const,
    changes,
  };
}

describe('a subscribe change takes a while at the provider', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const mock = useMockBackend();
  const status = () => mock.backend.store.getInstallation(salesforce.installationId)?.lastOperationStatus;

  it('is in_progress for 90 s by default, then success', async () => {
    const updated = await mock.client.patchInstallationObject(
      patchSubscribe([{ op: 'replace', path: '/deleteEvent/enabled', value: 'never' }]),
    );
    expect(updated.lastOperationStatus).toBe('in_progress');
    expect(updated.updateTime).toBe(START.toISOString());
    vi.advanceTimersByTime(89_999);
    expect(status()).toBe('in_progress');
    vi.advanceTimersByTime(1);
    expect(status()).toBe('success');
    const read = await mock.client.getInstallation({
      integrationId: salesforce.integrationId,
      installationId: salesforce.installationId,
    });
    expect(read.lastOperationStatus).toBe('success');
    expect(read.updateTime).toBe(START.toISOString());
  });

  it('starts for every subscribe mask path of an update, and a second change restarts the wait', async () => {
    await mock.client.updateInstallation({
      integrationId: salesforce.integrationId,
      installationId: salesforce.installationId,
      updateMask: ['config.content.subscribe.objects'],
      installation: { config: { content: { subscribe: { objects: {} } } } },
    });
    vi.advanceTimersByTime(60_000);
    await mock.client.updateInstallation({
      integrationId: salesforce.integrationId,
      installationId: salesforce.installationId,
      updateMask: ['config.content.subscribe.providerOptions'],
      installation: {
        config: {
          content: { subscribe: { objects: {}, providerOptions: { useProviderFlows: { enabled: true } } } },
        },
      },
    });
    vi.advanceTimersByTime(60_000);
    expect(status()).toBe('in_progress');
    vi.advanceTimersByTime(30_000);
    expect(status()).toBe('success');
  });

  it('does not start for a read or write change, nor for a subscribe patch that changes nothing', async () => {
    await mock.client.patchInstallationObject({
      ...patchSubscribe([{ op: 'replace', path: '/schedule', value: '0 * * * *' }], 'account'),
      action: 'read',
    });
    expect(status()).toBe('success');
    await mock.client.patchInstallationObject(
      patchSubscribe([{ op: 'replace', path: '/destination', value: 'accountEvents' }]),
    );
    expect(status()).toBe('success');
  });

  it('follows the configured delay, 0 included', async () => {
    mock.backend.scenarios.setSubscribeDelay(0);
    const updated = await mock.client.patchInstallationObject(
      patchSubscribe([{ op: 'add', path: '/otherEvents', value: ['account.merged'] }]),
    );
    expect(updated.lastOperationStatus).toBe('in_progress');
    vi.advanceTimersByTime(0);
    expect(status()).toBe('success');
  });

  it('forgets a pending change when the installation is deleted or the backend reset', async () => {
    await mock.client.patchInstallationObject(patchSubscribe([{ op: 'remove', path: '/deleteEvent' }]));
    await mock.client.deleteInstallation({
      integrationId: salesforce.integrationId,
      installationId: salesforce.installationId,
    });
    expect(vi.getTimerCount()).toBe(0);
    mock.backend.reset();
    await mock.client.patchInstallationObject(patchSubscribe([{ op: 'remove', path: '/deleteEvent' }]));
    mock.backend.reset();
    expect(vi.getTimerCount()).toBe(0);
    expect(status()).toBe('success');
  });
});

describe('the subscribe delay option', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const mock = useMockBackend({ subscribeDelayMs: 5_000 });

  it('sets how long the change stays in_progress', async () => {
    await mock.client.patchInstallationObject(patchSubscribe([{ op: 'remove', path: '/deleteEvent' }]));
    vi.advanceTimersByTime(4_999);
    expect(mock.backend.store.getInstallation(salesforce.installationId)?.lastOperationStatus).toBe(
      'in_progress',
    );
    vi.advanceTimersByTime(1);
    expect(mock.backend.store.getInstallation(salesforce.installationId)?.lastOperationStatus).toBe(
      'success',
    );
  });
});

describe('provider flows and delete events (docs/contract.md, "Provider options": not supported together)', () => {
  const mock = useMockBackend();
  const stored = () => mock.backend.store.getInstallation(salesforce.installationId);
  const flowsOn = { useProviderFlows: { enabled: true } };

  it('refuses provider flows while a subscribe object has delete events (422 naming it), storing nothing', async () => {
    const before = mock.backend.store.snapshot();
    const error = await mock.client
      .updateInstallation({
        integrationId: salesforce.integrationId,
        installationId: salesforce.installationId,
        updateMask: ['config.content.subscribe.providerOptions'],
        installation: { config: { content: { subscribe: { objects: {}, providerOptions: flowsOn } } } },
      })
      .catch((e) => e);
    expect(error).toMatchObject({
      status: 422,
      problem: {
        issues: [{ name: 'installation.config.content.subscribe.objects.account.deleteEvent.enabled' }],
      },
    });
    expect(error.problem.issues[0].detail).toContain('provider flows');
    expect(mock.backend.store.snapshot()).toEqual(before);
  });

  it('stores provider flows with the delete events turned off in the same update', async () => {
    const account = stored()?.config.content.subscribe?.objects.account;
    if (!account) throw new Error('fixture without a subscribe account');
    await mock.client.updateInstallation({
      integrationId: salesforce.integrationId,
      installationId: salesforce.installationId,
      updateMask: ['config.content.subscribe.providerOptions', 'config.content.subscribe.objects.account'],
      installation: {
        config: {
          content: {
            subscribe: {
              objects: { account: { ...account, deleteEvent: { enabled: 'never' } } },
              providerOptions: flowsOn,
            },
          },
        },
      },
    });
    expect(stored()?.config.content.subscribe?.providerOptions).toEqual(flowsOn);
    expect(stored()?.config.content.subscribe?.objects.account?.deleteEvent).toEqual({ enabled: 'never' });
  });

  it('refuses a patch that turns delete events on while provider flows are on (400 naming the change)', async () => {
    await mock.client.patchInstallationObject(
      patchSubscribe([{ op: 'replace', path: '/deleteEvent/enabled', value: 'never' }]),
    );
    await mock.client.updateInstallation({
      integrationId: salesforce.integrationId,
      installationId: salesforce.installationId,
      updateMask: ['config.content.subscribe.providerOptions'],
      installation: { config: { content: { subscribe: { objects: {}, providerOptions: flowsOn } } } },
    });
    const error = await mock.client
      .patchInstallationObject(
        patchSubscribe([{ op: 'replace', path: '/deleteEvent/enabled', value: 'always' }]),
      )
      .catch((e) => e);
    expect(error).toMatchObject({ status: 400, problem: { issues: [{ name: 'changes[0].value' }] } });
    expect(stored()?.config.content.subscribe?.objects.account?.deleteEvent).toEqual({ enabled: 'never' });
  });
});
