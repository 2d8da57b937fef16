import { act, renderHook, waitFor } from '@testing-library/react';
import { type ObjectConfigForm, useObjectConfigForm } from '../../src/hooks/useObjectConfigForm.ts';
import { mockIds } from '../../src/mock/index.ts';
import type { Action } from '../../src/schemas/config.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';

// The headless forms over write and subscribe objects: the same contract as the read form (one small request
// per change, rules checked before sending, errors placed on their fields), against the mock service.
const server = setupMockServer();
const { installationId } = mockIds.salesforce;

function stored(harness: ReturnType<typeof createHarness>) {
  return harness.backend.store.getInstallation(installationId)?.config.content;
}

async function renderForm<A extends Action>(
  harness: ReturnType<typeof createHarness>,
  action: A,
  objectName: string,
) {
  const rendered = renderHook(() => useObjectConfigForm({ action, objectName }), {
    wrapper: harness.wrapper,
  });
  await waitFor(() => expect(rendered.result.current.isReady).toBe(true));
  return rendered;
}

async function save<A extends Action>(form: ObjectConfigForm<A>) {
  let outcome: Awaited<ReturnType<ObjectConfigForm<A>['save']>> | undefined;
  await act(async () => {
    outcome = await form.save();
  });
  return outcome;
}

/** Adds an object that is not set up to the config and checks it would go out as one masked update. */
async function startConfiguring<A extends Action>(
  harness: ReturnType<typeof createHarness>,
  action: A,
  objectName: string,
) {
  const { result } = await renderForm(harness, action, objectName);
  expect(result.current.isConfigured).toBe(false);
  act(() => result.current.setConfigured(true));
  await waitFor(() => expect(result.current.isDirty).toBe(true));
  expect(result.current.pendingChanges).toEqual([
    expect.objectContaining({
      kind: 'updateInstallation',
      updateMask: [`config.content.${action}.objects.${objectName}`],
    }),
  ]);
  return result;
}

describe('useObjectConfigForm (write)', () => {
  it('changes one default of Contact with one patch operation, and the service stores only that', async () => {
    const harness = createHarness(server);
    const { result } = await renderForm(harness, 'write', 'contact');
    expect(result.current.form.getValues('selectedFieldSettings.leadsource.default')).toEqual({
      stringValue: 'Partner Referral',
    });
    act(() =>
      result.current.form.setValue(
        'selectedFieldSettings.leadsource.default',
        { stringValue: 'Web' },
        { shouldDirty: true },
      ),
    );
    await waitFor(() => expect(result.current.isDirty).toBe(true));
    expect(result.current.pendingChanges).toEqual([
      {
        kind: 'patchObject',
        action: 'write',
        objectName: 'contact',
        changes: [
          { op: 'replace', path: '/selectedFieldSettings/leadsource/default/stringValue', value: 'Web' },
        ],
      },
    ]);
    const before = harness.requests.length;
    expect((await save(result.current))?.ok).toBe(true);
    expect(harness.requests.slice(before).map((r) => r.method)).toEqual(['GET', 'PATCH']);
    const contact = stored(harness)?.write?.objects?.contact;
    expect(contact?.selectedFieldSettings?.leadsource).toEqual({
      default: { stringValue: 'Web' },
      writeOnCreate: 'always',
      writeOnUpdate: 'never',
    });
    expect(contact?.selectedFieldSettings?.nps_score__c?.default).toEqual({ integerValue: 0 });
    await waitFor(() => expect(result.current.isDirty).toBe(false));
  });

  it('blocks a default with two typed values before sending, and says which default', async () => {
    const harness = createHarness(server);
    const { result } = await renderForm(harness, 'write', 'contact');
    act(() =>
      result.current.form.setValue(
        'selectedFieldSettings.hasoptedoutofemail.default',
        { booleanValue: true, stringValue: 'yes' },
        { shouldDirty: true },
      ),
    );
    const before = harness.requests.length;
    expect(await save(result.current)).toEqual({ ok: false, reason: 'invalid' });
    expect(harness.requests.length).toBe(before);
    expect(
      result.current.form.getFieldState('selectedFieldSettings.hasoptedoutofemail.default').error?.message,
    ).toBe('A default holds exactly one of stringValue, integerValue or booleanValue');
    expect(
      stored(harness)?.write?.objects?.contact?.selectedFieldSettings?.hasoptedoutofemail?.default,
    ).toEqual({
      booleanValue: false,
    });
    expect(result.current.isDirty).toBe(true);
  });

  it('starts writing Account, which is not set up, with one masked update', async () => {
    const harness = createHarness(server);
    const result = await startConfiguring(harness, 'write', 'account');
    expect((await save(result.current))?.ok).toBe(true);
    const write = stored(harness)?.write?.objects;
    expect(write?.account?.objectName).toBe('account');
    expect(Object.keys(write ?? {}).sort()).toEqual(['account', 'contact', 'opportunity']);
    await waitFor(() => expect(result.current.isConfigured).toBe(true));
  });

  it('stops writing Opportunity: the write map is replaced without it and the other objects are kept', async () => {
    const harness = createHarness(server);
    const { result } = await renderForm(harness, 'write', 'opportunity');
    act(() => result.current.setConfigured(false));
    await waitFor(() => expect(result.current.isDirty).toBe(true));
    expect(result.current.pendingChanges).toEqual([
      expect.objectContaining({ kind: 'updateInstallation', updateMask: ['config.content.write.objects'] }),
    ]);
    expect((await save(result.current))?.ok).toBe(true);
    const write = stored(harness)?.write?.objects;
    expect(Object.keys(write ?? {})).toEqual(['contact']);
    expect(write?.contact?.selectedFieldSettings?.leadsource?.default).toEqual({
      stringValue: 'Partner Referral',
    });
  });
});

describe('useObjectConfigForm (subscribe)', () => {
  it('watches one more field of Account; the installation is in progress until the provider applies it', async () => {
    const harness = createHarness(server, { backend: { subscribeDelayMs: 50 }, pollIntervalMs: 20 });
    const { result } = await renderForm(harness, 'subscribe', 'account');
    expect(result.current.data.operationStatus).not.toBe('in_progress');
    act(() =>
      result.current.form.setValue(
        'updateEvent.requiredWatchFields',
        ['name', 'industry', 'annualrevenue', 'phone'],
        { shouldDirty: true },
      ),
    );
    await waitFor(() => expect(result.current.isDirty).toBe(true));
    expect(result.current.pendingChanges).toEqual([
      {
        kind: 'patchObject',
        action: 'subscribe',
        objectName: 'account',
        changes: [
          {
            op: 'replace',
            path: '/updateEvent/requiredWatchFields',
            value: ['name', 'industry', 'annualrevenue', 'phone'],
          },
        ],
      },
    ]);
    expect((await save(result.current))?.ok).toBe(true);
    expect(stored(harness)?.subscribe?.objects?.account?.updateEvent?.requiredWatchFields).toContain('phone');
    await waitFor(() => expect(result.current.data.operationStatus).toBe('in_progress'));
    await waitFor(() => expect(result.current.data.operationStatus).toBe('success'));
    expect(result.current.isDirty).toBe(false);
  });

  it('blocks quota optimization without a required watch field before sending, and says where', async () => {
    const harness = createHarness(server);
    const { result } = await renderForm(harness, 'subscribe', 'account');
    act(() => result.current.form.setValue('updateEvent.requiredWatchFields', [], { shouldDirty: true }));
    const before = harness.requests.length;
    expect(await save(result.current)).toEqual({ ok: false, reason: 'invalid' });
    expect(harness.requests.length).toBe(before);
    expect(
      result.current.form.getFieldState('providerOptions.quotaOptimization.enabled').error?.message,
    ).toBe('quotaOptimization needs at least one required watch field');
  });

  it('subscribes to Contact, which is not set up, with the manifest’s destination and events', async () => {
    const harness = createHarness(server, { backend: { subscribeDelayMs: 0 } });
    const result = await startConfiguring(harness, 'subscribe', 'contact');
    expect((await save(result.current))?.ok).toBe(true);
    const contact = stored(harness)?.subscribe?.objects?.contact;
    expect(contact?.destination).toBe('contactEvents');
    expect(contact?.createEvent).toEqual({ enabled: 'always' });
    expect(contact?.updateEvent).toEqual({ enabled: 'always', requiredWatchFields: ['email'] });
    expect(stored(harness)?.subscribe?.objects?.account?.destination).toBe('accountEvents');
  });
});
