// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockIds } from '../../src/mock/index.ts';
import type { JsonPatchOperation } from '../../src/schemas/index.ts';
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
      updateMask: ['config.content.subscribe.providerOptions'],
      installation: {
        config: {
          content: { subscribe: { objects: {}, providerOptions: { useProviderFlows: { enabled: true } } } },
        },
      },
    });
    vi.advanceTimersByTime(60_000);
    await mock.client.updateInstallation({
      integrationId: salesforce.integrationId,
      installationId: salesforce.installationId,
      updateMask: ['config.content.subscribe.objects'],
      installation: { config: { content: { subscribe: { objects: {} } } } },
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
