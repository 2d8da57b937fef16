import { act, render, renderHook, waitFor } from '@testing-library/react';
import { memo, useEffect } from 'react';
import { type Control, useFormState } from 'react-hook-form';
import { summarizeSaveSteps } from '../../src/core/summarizeSaveSteps.ts';
import { InstallationScope } from '../../src/hooks/InstallationScope.tsx';
import { type ObjectConfigForm, useObjectConfigForm } from '../../src/hooks/useObjectConfigForm.ts';
import { MOCK_UNREADABLE_FIELD, mockIds } from '../../src/mock/index.ts';
import type { ReadObjectConfig } from '../../src/schemas/config.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';

const server = setupMockServer();
const { installationId } = mockIds.salesforce;

function storedRead(
  backend: ReturnType<typeof createHarness>['backend'],
  objectName: string,
): ReadObjectConfig | undefined {
  return backend.store.getInstallation(installationId)?.config.content.read?.objects[objectName];
}

async function renderReadForm(harness: ReturnType<typeof createHarness>, objectName = 'account') {
  const rendered = renderHook(() => useObjectConfigForm({ action: 'read', objectName }), {
    wrapper: harness.wrapper,
  });
  await waitFor(() => expect(rendered.result.current.isReady).toBe(true));
  return rendered;
}

function toggleField(
  form: ReturnType<typeof useObjectConfigForm<'read'>>['form'],
  fieldName: string,
  on: boolean,
) {
  const next = { ...form.getValues('selectedFields') };
  if (on) next[fieldName] = true;
  else delete next[fieldName];
  form.setValue('selectedFields', next, { shouldDirty: true });
}

describe('useObjectConfigForm (read)', () => {
  it('is seeded from the saved config and clean', async () => {
    const harness = createHarness(server);
    const { result } = await renderReadForm(harness);
    expect(result.current.form.getValues('schedule')).toBe('*/15 * * * *');
    expect(result.current.isDirty).toBe(false);
    expect(result.current.pendingChanges).toEqual([]);
  });

  it('sends one small JSON Patch operation for one field and the service stores it', async () => {
    const harness = createHarness(server);
    const { result } = await renderReadForm(harness);
    act(() => toggleField(result.current.form, 'phone', true));
    await waitFor(() => expect(result.current.isDirty).toBe(true));
    expect(result.current.pendingChanges).toEqual([
      {
        kind: 'patchObject',
        action: 'read',
        objectName: 'account',
        changes: [{ op: 'add', path: '/selectedFields/phone', value: true }],
      },
    ]);
    expect(summarizeSaveSteps(result.current.pendingChanges)).toEqual([
      { kind: 'fieldsSelected', action: 'read', objectName: 'account', fieldNames: ['phone'] },
    ]);
    const before = harness.requests.length;
    let outcome: Awaited<ReturnType<typeof result.current.save>> | undefined;
    await act(async () => {
      outcome = await result.current.save();
    });
    expect(outcome?.ok).toBe(true);
    const sent = harness.requests.slice(before);
    expect(sent.map((r) => r.method)).toEqual(['GET', 'PATCH']);
    expect(new TextEncoder().encode(sent[0]!.body).length).toBeLessThan(200);
    expect(storedRead(harness.backend, 'account')?.selectedFields.phone).toBe(true);
    await waitFor(() => expect(result.current.isDirty).toBe(false));
    expect(result.current.saveState.status).toBe('saved');
  });

  it('escapes field names with / and ~ in the patch and stores them', async () => {
    const harness = createHarness(server);
    const { result } = await renderReadForm(harness);
    act(() => {
      toggleField(result.current.form, 'credit~limit__c', true);
      toggleField(result.current.form, 'erp/sap_customer_no__c', false);
    });
    await waitFor(() => expect(result.current.pendingChanges).toHaveLength(1));
    const step = result.current.pendingChanges[0];
    expect(step?.kind === 'patchObject' && step.changes.map((c) => c.path)).toEqual([
      '/selectedFields/credit~0limit__c',
      '/selectedFields/erp~1sap_customer_no__c',
    ]);
    await act(async () => {
      await result.current.save();
    });
    const stored = storedRead(harness.backend, 'account');
    expect(stored?.selectedFields['credit~limit__c']).toBe(true);
    expect(stored?.selectedFields).not.toHaveProperty('erp/sap_customer_no__c');
  });

  it('blocks an invalid config before sending and says where', async () => {
    const harness = createHarness(server);
    const { result } = await renderReadForm(harness);
    act(() =>
      result.current.form.setValue('backfill', { defaultPeriod: { days: -1 } }, { shouldDirty: true }),
    );
    const before = harness.requests.length;
    let outcome: Awaited<ReturnType<typeof result.current.save>> | undefined;
    await act(async () => {
      outcome = await result.current.save();
    });
    expect(outcome).toEqual({ ok: false, reason: 'invalid' });
    expect(harness.requests.length).toBe(before);
    expect(result.current.form.getFieldState('backfill.defaultPeriod.days').error?.message).toBe(
      'Must be 0 or more',
    );
  });

  it('clears the errors of the last attempt once the config is fixed, and stores it', async () => {
    const harness = createHarness(server);
    const { result } = await renderReadForm(harness);
    act(() =>
      result.current.form.setValue('backfill', { defaultPeriod: { days: -1 } }, { shouldDirty: true }),
    );
    await act(async () => {
      await result.current.save();
    });
    expect(result.current.form.getFieldState('backfill.defaultPeriod.days').error).toBeDefined();
    act(() =>
      result.current.form.setValue('backfill', { defaultPeriod: { days: 30 } }, { shouldDirty: true }),
    );
    let outcome: Awaited<ReturnType<typeof result.current.save>> | undefined;
    await act(async () => {
      outcome = await result.current.save();
    });
    expect(outcome?.ok).toBe(true);
    expect(result.current.form.getFieldState('backfill.defaultPeriod.days').error).toBeUndefined();
    expect(storedRead(harness.backend, 'account')?.backfill).toEqual({ defaultPeriod: { days: 30 } });
  });

  it('validates a valid form without touching its errors: the parts that show them do not render again', async () => {
    let errorRenders = 0;
    let saving: Promise<unknown> | undefined;
    // How often the part had rendered when the save's first request left, validation done.
    let rendersWhenSent: number | undefined;
    const harness = createHarness(server, {
      fetch: (request) => {
        if (saving && rendersWhenSent === undefined) rendersWhenSent = errorRenders;
        return fetch(request);
      },
    });
    // A part that shows the form's errors, as the editor's parts do (memoized: it renders when they change).
    const ErrorsShown = memo(function ErrorsShown({ control }: { control: Control<ReadObjectConfig> }) {
      useFormState({ control }).errors;
      errorRenders++;
      return null;
    });
    let form: ObjectConfigForm<'read'> | undefined;
    function Editor() {
      form = useObjectConfigForm({ action: 'read', objectName: 'account' });
      return <ErrorsShown control={form.form.control} />;
    }
    render(<Editor />, { wrapper: harness.wrapper });
    await waitFor(() => expect(form?.isReady).toBe(true));
    act(() => toggleField(form!.form, 'phone', true));
    await waitFor(() => expect(form?.isDirty).toBe(true));
    const before = errorRenders;
    await act(async () => {
      saving = form!.save();
      await saving;
    });
    // Validated and sent, and nothing the form shows about errors changed meanwhile.
    expect(rendersWhenSent).toBe(before);
    expect(storedRead(harness.backend, 'account')?.selectedFields.phone).toBe(true);
  });

  it('requires the required mapping prompts', async () => {
    const harness = createHarness(server);
    const { result } = await renderReadForm(harness);
    act(() => {
      const { accountTier: _removed, ...rest } = result.current.form.getValues('selectedFieldMappings');
      result.current.form.setValue('selectedFieldMappings', rest, { shouldDirty: true });
    });
    await act(async () => {
      await result.current.save();
    });
    expect(result.current.form.getFieldState('selectedFieldMappings.accountTier').error?.message).toBe(
      'Choose a field for this mapping.',
    );
  });

  it('keeps the edits and stays dirty when the network fails, and stores nothing', async () => {
    const harness = createHarness(server);
    harness.backend.scenarios.failNext({ fault: 'network-error', match: { method: 'PATCH' } });
    const { result } = await renderReadForm(harness);
    act(() => toggleField(result.current.form, 'phone', true));
    let outcome: Awaited<ReturnType<typeof result.current.save>> | undefined;
    await act(async () => {
      outcome = await result.current.save();
    });
    expect(outcome?.ok).toBe(false);
    expect(result.current.saveState.status).toBe('error');
    expect(result.current.saveState.summary?.title).toMatch(/Could not reach the server/);
    expect(result.current.form.getValues('selectedFields').phone).toBe(true);
    await waitFor(() => expect(result.current.isDirty).toBe(true));
    expect(storedRead(harness.backend, 'account')?.selectedFields).not.toHaveProperty('phone');
  });

  it('retries a save the service refuses with a retryable 503, then stores it', async () => {
    const harness = createHarness(server, { retryPolicy: { retries: 2, baseDelayMs: 1, maxDelayMs: 5 } });
    harness.backend.scenarios.failNext({
      fault: 'unavailable',
      match: { method: 'PATCH' },
      retryAfterSeconds: 0,
    });
    const { result } = await renderReadForm(harness);
    act(() => toggleField(result.current.form, 'phone', true));
    await act(async () => {
      await result.current.save();
    });
    expect(result.current.saveState.status).toBe('saved');
    expect(harness.requests.filter((r) => r.method === 'PATCH')).toHaveLength(2);
    expect(storedRead(harness.backend, 'account')?.selectedFields.phone).toBe(true);
  });

  it('rebases on a server change made while editing: both changes are stored', async () => {
    const harness = createHarness(server);
    const { result } = await renderReadForm(harness);
    act(() => toggleField(result.current.form, 'phone', true));
    harness.backend.scenarios.changeInstallation(installationId, (installation) => {
      const account = installation.config.content.read?.objects.account;
      if (account) account.schedule = '0 * * * *';
    });
    await act(async () => {
      await harness.queryClient.invalidateQueries();
    });
    await waitFor(() => expect(result.current.form.getValues('schedule')).toBe('0 * * * *'));
    expect(result.current.form.getValues('selectedFields').phone).toBe(true);
    expect(result.current.pendingChanges).toEqual([
      {
        kind: 'patchObject',
        action: 'read',
        objectName: 'account',
        changes: [{ op: 'add', path: '/selectedFields/phone', value: true }],
      },
    ]);
    await act(async () => {
      await result.current.save();
    });
    const stored = storedRead(harness.backend, 'account');
    expect(stored?.schedule).toBe('0 * * * *');
    expect(stored?.selectedFields.phone).toBe(true);
  });

  it('offers to skip the sample read on a 422 and then stores the object', async () => {
    const harness = createHarness(server);
    harness.backend.scenarios.changeInstallation(installationId, (installation) => {
      delete installation.config.content.read?.objects[MOCK_UNREADABLE_FIELD.objectName];
    });
    const { result } = await renderReadForm(harness, MOCK_UNREADABLE_FIELD.objectName);
    expect(result.current.isConfigured).toBe(false);
    act(() => result.current.setConfigured(true));
    act(() => toggleField(result.current.form, MOCK_UNREADABLE_FIELD.fieldName, true));
    await waitFor(() => expect(result.current.pendingChanges[0]?.kind).toBe('updateInstallation'));
    await act(async () => {
      await result.current.save();
    });
    expect(result.current.saveState.status).toBe('error');
    expect(result.current.saveState.summary?.canSkipSampling).toBe(true);
    expect(result.current.fieldIssues.map((i) => i.path)).toContainEqual([
      'selectedFields',
      MOCK_UNREADABLE_FIELD.fieldName,
    ]);
    expect(storedRead(harness.backend, MOCK_UNREADABLE_FIELD.objectName)).toBeUndefined();
    await act(async () => {
      await result.current.save({ skipSampling: true });
    });
    expect(result.current.saveState.status).toBe('saved');
    expect(
      storedRead(harness.backend, MOCK_UNREADABLE_FIELD.objectName)?.selectedFields[
        MOCK_UNREADABLE_FIELD.fieldName
      ],
    ).toBe(true);
    expect(result.current.isConfigured).toBe(true);
  });

  it('keeps an edit a part makes as it mounts on the first data, and the service stores it', async () => {
    const harness = createHarness(server);
    // Lead not configured: its form values (the revision's defaults) then come with its view, in one render.
    harness.backend.scenarios.changeInstallation(installationId, (installation) => {
      delete installation.config.content.read?.objects.lead;
    });
    function FirstNameOnMount({ form }: { form: ObjectConfigForm<'read'>['form'] }) {
      useEffect(() => toggleField(form, 'firstname', true), [form]);
      return null;
    }
    let editor: ObjectConfigForm<'read'> | undefined;
    function Editor() {
      editor = useObjectConfigForm({ action: 'read', objectName: 'lead' });
      return editor.view ? <FirstNameOnMount form={editor.form} /> : null;
    }
    render(
      <harness.wrapper>
        <Editor />
      </harness.wrapper>,
    );
    await waitFor(() => expect(editor?.isReady).toBe(true));
    await waitFor(() => expect(editor?.form.getValues('selectedFields')).toHaveProperty('firstname', true));
    expect(editor?.form.getValues('selectedFields')).toMatchObject({ email: true, company: true });
    act(() => editor?.setConfigured(true));
    await act(async () => {
      expect((await editor?.save())?.ok).toBe(true);
    });
    expect(storedRead(harness.backend, 'lead')?.selectedFields).toMatchObject({
      email: true,
      firstname: true,
    });
  });

  it('discards edits with reset()', async () => {
    const harness = createHarness(server);
    const { result } = await renderReadForm(harness);
    act(() => toggleField(result.current.form, 'phone', true));
    await waitFor(() => expect(result.current.isDirty).toBe(true));
    act(() => result.current.reset());
    await waitFor(() => expect(result.current.isDirty).toBe(false));
    expect(result.current.form.getValues('selectedFields')).not.toHaveProperty('phone');
  });
});

describe('useObjectConfigForm: another object', () => {
  it('switches to the other object’s stored config when objectName changes, clean', async () => {
    const harness = createHarness(server);
    const rendered = renderHook(({ objectName }) => useObjectConfigForm({ action: 'read', objectName }), {
      wrapper: harness.wrapper,
      initialProps: { objectName: 'account' },
    });
    await waitFor(() => expect(rendered.result.current.isReady).toBe(true));
    act(() => toggleField(rendered.result.current.form, 'phone', true));
    await waitFor(() => expect(rendered.result.current.isDirty).toBe(true));
    rendered.rerender({ objectName: 'contact' });
    await waitFor(() =>
      expect(rendered.result.current.form.getValues()).toEqual(storedRead(harness.backend, 'contact')),
    );
    expect(rendered.result.current.isDirty).toBe(false);
    expect(rendered.result.current.pendingChanges).toEqual([]);
  });

  it('takes the other installation’s config when the scope moves, without carrying the edit over', async () => {
    const harness = createHarness(server);
    // A second Salesforce installation, in another group, whose account reads other fields.
    const other = await harness.client.createInstallation({
      integrationId: mockIds.salesforce.integrationId,
      groupRef: mockIds.emptyGroupRef,
      connectionId: mockIds.salesforce.emptyGroupConnectionId,
      config: {
        content: {
          provider: 'salesforce',
          read: {
            objects: {
              account: {
                objectName: 'account',
                destination: 'accountWebhook',
                schedule: '0 * * * *',
                selectedFields: { name: true, industry: true },
                selectedFieldMappings: {},
              },
            },
          },
        },
      },
    });
    let editor: ObjectConfigForm<'read'> | undefined;
    function Probe() {
      editor = useObjectConfigForm({ action: 'read', objectName: 'account' });
      return null;
    }
    const inGroup = (groupRef: string) => (
      <harness.wrapper>
        <InstallationScope integration={mockIds.salesforce.integrationName} groupRef={groupRef}>
          <Probe />
        </InstallationScope>
      </harness.wrapper>
    );
    const { rerender } = render(inGroup(mockIds.salesforce.groupRef));
    await waitFor(() => expect(editor?.isReady).toBe(true));
    act(() => editor && toggleField(editor.form, 'phone', true));
    await waitFor(() => expect(editor?.isDirty).toBe(true));

    rerender(inGroup(mockIds.emptyGroupRef));
    const stored = harness.backend.store.getInstallation(other.id)?.config.content.read?.objects.account;
    await waitFor(() => expect(editor?.form.getValues()).toEqual(stored));
    expect(editor?.form.getValues('selectedFields')).not.toHaveProperty('phone');
    await waitFor(() => expect(editor?.isDirty).toBe(false));
  });
});
