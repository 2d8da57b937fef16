import { act, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memo } from 'react';
import type { SaveResult } from '../../src/hooks/DraftForm.ts';
import { useCreateInstallation } from '../../src/hooks/useCreateInstallation.ts';
import { useUnsavedTargets } from '../../src/hooks/useDraftStore.ts';
import { useObjectConfigForm } from '../../src/hooks/useObjectConfigForm.ts';
import { useHasUnsavedChanges } from '../../src/hooks/useUnsavedChangesGuard.ts';
import { mockIds } from '../../src/mock/index.ts';
import type { Installation } from '../../src/schemas/installation.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';
import { editorOf, renderWidget } from '../support/renderWidget.tsx';

// The draft session of an installation, tried the way a user with a flaky service would: no edit is lost,
// one request per change, conflicts shown (issue 13's list of what used to go wrong).
const server = setupMockServer();
const { installationId } = mockIds.salesforce;

beforeAll(() => {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
});

function storedRead(harness: ReturnType<typeof createHarness>, objectName: string) {
  return harness.backend.store.getInstallation(installationId)?.config.content.read?.objects[objectName];
}

function writes(harness: ReturnType<typeof createHarness>) {
  return harness.requests.filter((r) => r.method !== 'GET');
}

/** A harness whose first write waits until `release()`: a save in flight. */
function harnessWithHeldSave() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sent = 0;
  const harness = createHarness(server, {
    fetch: async (request) => {
      if (request.method !== 'GET' && sent++ === 0) await held;
      return fetch(request);
    },
  });
  return { harness, release, sentCount: () => sent };
}

describe('a refresh that fails', () => {
  it('while editing keeps the editor and the edit, with a quiet notice whose retry works', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness);
    const editor = await editorOf('Account');
    await user.click(editor.getByRole('radio', { name: /Every 6 hours/ }));
    harness.backend.scenarios.failNext({
      fault: 'internal-error',
      match: { operation: 'listInstallations' },
    });
    await act(() => harness.queryClient.invalidateQueries());
    expect(await screen.findByText(/Could not check for newer settings/)).toBeTruthy();
    expect(screen.queryByText('The integration could not be loaded.')).toBeNull();
    expect(editor.getByRole<HTMLInputElement>('radio', { name: /Every 6 hours/ }).checked).toBe(true);
    const nav = screen.getByRole('navigation', { name: 'Objects' });
    expect(within(nav).getAllByRole('button', { name: /Account/ })[0]?.textContent).toContain(
      'Unsaved changes',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(/Could not check for newer settings/)).toBeNull());
    expect(editor.getByRole<HTMLInputElement>('radio', { name: /Every 6 hours/ }).checked).toBe(true);
  });

  it('after a save whose answer was lost keeps the edit; saving again stores it once', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness);
    const editor = await editorOf('Account');
    await user.click(editor.getByRole('radio', { name: /Every 6 hours/ }));
    harness.backend.scenarios.failNext({ fault: 'network-error', match: { method: 'PATCH' } });
    harness.backend.scenarios.failNext({
      fault: 'internal-error',
      match: { operation: 'listInstallations' },
    });
    await user.click(editor.getByRole('button', { name: 'Save' }));
    expect((await editor.findByRole('alert')).textContent).toContain('Your changes were not saved');
    expect(await screen.findByText(/Could not check for newer settings/)).toBeTruthy();
    expect(editor.getByRole<HTMLInputElement>('radio', { name: /Every 6 hours/ }).checked).toBe(true);
    expect(storedRead(harness, 'account')?.schedule).toBe('*/15 * * * *');
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(storedRead(harness, 'account')?.schedule).toBe('0 */6 * * *'));
    expect(await editor.findByText('Saved.')).toBeTruthy();
  });
});

describe('overlapping saves of two objects that both fail', () => {
  it('keep both objects’ edits, and saving again stores both', async () => {
    const { harness, release, sentCount } = harnessWithHeldSave();
    const { result } = renderHook(
      () => ({
        account: useObjectConfigForm({ action: 'read', objectName: 'account' }),
        contact: useObjectConfigForm({ action: 'read', objectName: 'contact' }),
        unsaved: useHasUnsavedChanges(),
      }),
      { wrapper: harness.wrapper },
    );
    await waitFor(() => expect(result.current.account.isReady && result.current.contact.isReady).toBe(true));
    act(() => result.current.account.form.setValue('schedule', '0 * * * *'));
    await waitFor(() => expect(result.current.account.isDirty).toBe(true));
    let first!: Promise<SaveResult>;
    act(() => {
      first = result.current.account.save();
    });
    await waitFor(() => expect(sentCount()).toBe(1));
    act(() => result.current.contact.form.setValue('schedule', '0 0 * * *'));
    await waitFor(() => expect(result.current.contact.isDirty).toBe(true));
    let second!: Promise<SaveResult>;
    act(() => {
      second = result.current.contact.save();
    });
    harness.backend.scenarios.failNext({ fault: 'internal-error', count: 2, match: { method: 'PATCH' } });
    release();
    await act(async () => {
      expect((await first).ok).toBe(false);
      expect((await second).ok).toBe(false);
    });
    expect(result.current.account.form.getValues('schedule')).toBe('0 * * * *');
    expect(result.current.contact.form.getValues('schedule')).toBe('0 0 * * *');
    expect(result.current.account.isDirty && result.current.contact.isDirty).toBe(true);
    expect(result.current.unsaved).toBe(true);
    await act(async () => {
      expect((await result.current.account.save()).ok).toBe(true);
      expect((await result.current.contact.save()).ok).toBe(true);
    });
    expect(storedRead(harness, 'account')?.schedule).toBe('0 * * * *');
    expect(storedRead(harness, 'contact')?.schedule).toBe('0 0 * * *');
    await waitFor(() => expect(result.current.unsaved).toBe(false));
  });
});

describe('repeated intents', () => {
  it('a double click on Save sends one PATCH and shows no error beside the saved state', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness);
    const editor = await editorOf('Account');
    await user.click(editor.getByRole('radio', { name: /Every 6 hours/ }));
    const before = writes(harness).length;
    await user.dblClick(editor.getByRole('button', { name: 'Save' }));
    expect(await editor.findByText('Saved.')).toBeTruthy();
    expect(writes(harness).slice(before)).toHaveLength(1);
    expect(editor.queryByRole('alert')).toBeNull();
    expect(storedRead(harness, 'account')?.schedule).toBe('0 */6 * * *');
  });

  it('two quick taps on Start send one POST and both get the installation', async () => {
    const harness = createHarness(server, {
      scope: {
        groupRef: mockIds.emptyGroupRef,
        connectionId: mockIds.salesforce.emptyGroupConnectionId,
      },
    });
    const { result } = renderHook(() => useCreateInstallation(), { wrapper: harness.wrapper });
    await waitFor(() => expect(result.current.canCreate).toBe(true));
    let created: Awaited<ReturnType<typeof result.current.create>>[] = [];
    await act(async () => {
      created = await Promise.all([result.current.create(), result.current.create()]);
    });
    expect(harness.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(created[0]?.id).toBeDefined();
    expect(created[1]?.id).toBe(created[0]?.id);
  });
});

describe('a create whose answer does not arrive', () => {
  it('lost on the way back: the group’s installation is found and the editor opens', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness, {
      groupRef: mockIds.emptyGroupRef,
      connectionId: mockIds.salesforce.emptyGroupConnectionId,
    });
    harness.backend.scenarios.failNext({ fault: 'lost-answer', match: { operation: 'createInstallation' } });
    await user.click(await screen.findByRole('button', { name: 'Start with recommended settings' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Read Account' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(harness.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(harness.backend.store.listInstallations({ groupRef: mockIds.emptyGroupRef })).toHaveLength(1);
  });

  it('answered 409 (made in another tab meanwhile): continues with the installation that exists', async () => {
    const harness = createHarness(server, {
      scope: {
        groupRef: mockIds.emptyGroupRef,
        connectionId: mockIds.salesforce.emptyGroupConnectionId,
      },
    });
    const { result } = renderHook(() => useCreateInstallation(), { wrapper: harness.wrapper });
    await waitFor(() => expect(result.current.canCreate).toBe(true));
    const other = await harness.client.createInstallation({
      integrationId: mockIds.salesforce.integrationId,
      groupRef: mockIds.emptyGroupRef,
      connectionId: mockIds.salesforce.emptyGroupConnectionId,
      config: { content: { provider: 'salesforce', read: { objects: {} } } },
    });
    let created: Awaited<ReturnType<typeof result.current.create>> | undefined;
    await act(async () => {
      created = await result.current.create();
    });
    expect(created?.id).toBe(other.id);
    expect(result.current.error).toBeNull();
  });
});

describe('never overwriting what the user did not change', () => {
  it('a whole write map sent to stop writing one object carries what someone else changed in another', async () => {
    const harness = createHarness(server);
    const { result } = renderHook(() => useObjectConfigForm({ action: 'write', objectName: 'opportunity' }), {
      wrapper: harness.wrapper,
    });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    act(() => result.current.setConfigured(false));
    await waitFor(() => expect(result.current.isDirty).toBe(true));
    // Someone else changes Contact's write settings after this page loaded them.
    harness.backend.scenarios.changeInstallation(installationId, (installation) => {
      const contact = installation.config.content.write?.objects?.contact;
      if (contact) contact.selectedFieldSettings = { leadsource: { default: { stringValue: 'Elsewhere' } } };
    });
    await act(async () => {
      expect((await result.current.save()).ok).toBe(true);
    });
    const write = harness.backend.store.getInstallation(installationId)?.config.content.write?.objects;
    expect(Object.keys(write ?? {})).toEqual(['contact']);
    expect(write?.contact?.selectedFieldSettings?.leadsource?.default).toEqual({ stringValue: 'Elsewhere' });
  });

  it('a leaf both changed is not overwritten: the save waits for the user to decide, sending nothing meanwhile', async () => {
    const harness = createHarness(server);
    const { result } = renderHook(() => useObjectConfigForm({ action: 'read', objectName: 'account' }), {
      wrapper: harness.wrapper,
    });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    act(() => {
      result.current.form.setValue('schedule', '0 * * * *');
      result.current.form.setValue('selectedFields', {
        ...result.current.form.getValues('selectedFields'),
        phone: true,
      });
    });
    await waitFor(() => expect(result.current.isDirty).toBe(true));
    harness.backend.scenarios.changeInstallation(installationId, (installation) => {
      const account = installation.config.content.read?.objects.account;
      if (account) account.schedule = '0 0 * * *';
    });
    const writesBefore = writes(harness).length;
    await act(async () => {
      expect(await result.current.save()).toMatchObject({ ok: false, reason: 'conflicts' });
    });
    expect(writes(harness).length).toBe(writesBefore);
    expect(storedRead(harness, 'account')?.schedule).toBe('0 0 * * *');
    expect(result.current.conflicts).toEqual([{ path: '/schedule', mine: '0 * * * *', theirs: '0 0 * * *' }]);
    // The form shows the user's value.
    expect(result.current.form.getValues('schedule')).toBe('0 * * * *');
    expect(result.current.isDirty).toBe(true);

    act(() => result.current.resolveConflict('/schedule', 'mine'));
    await waitFor(() => expect(result.current.conflicts).toEqual([]));
    await act(async () => {
      expect((await result.current.save()).ok).toBe(true);
    });
    expect(storedRead(harness, 'account')?.schedule).toBe('0 * * * *');
    expect(storedRead(harness, 'account')?.selectedFields.phone).toBe(true);
    expect(result.current.isDirty).toBe(false);
  });

  it('sends the inverse of exactly what the last save stored', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness);
    const editor = await editorOf('Account');
    await user.click(editor.getByRole('radio', { name: /Every 6 hours/ }));
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(storedRead(harness, 'account')?.schedule).toBe('0 */6 * * *'));
    const before = writes(harness).length;
    await user.click(await editor.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(storedRead(harness, 'account')?.schedule).toBe('*/15 * * * *'));
    expect(
      writes(harness)
        .slice(before)
        .map((r) => JSON.parse(r.body).changes),
    ).toEqual([[{ op: 'replace', path: '/schedule', value: '*/15 * * * *' }]]);
    expect(editor.getByRole<HTMLInputElement>('radio', { name: /Every 15 minutes/ }).checked).toBe(true);
  });
});

describe('retries of a save', () => {
  it('never resends a request the service may have applied; the refresh after it shows it stored', async () => {
    const harness = createHarness(server, { retryPolicy: { retries: 3, baseDelayMs: 0, maxDelayMs: 0 } });
    const { result } = renderHook(() => useObjectConfigForm({ action: 'read', objectName: 'account' }), {
      wrapper: harness.wrapper,
    });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    act(() => result.current.form.setValue('schedule', '0 * * * *'));
    await waitFor(() => expect(result.current.isDirty).toBe(true));
    harness.backend.scenarios.failNext({ fault: 'lost-answer', match: { method: 'PATCH' } });
    await act(async () => {
      expect((await result.current.save()).ok).toBe(false);
    });
    expect(harness.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    // The service did store it: the refresh that follows a lost answer shows it, and nothing is left to save.
    expect(storedRead(harness, 'account')?.schedule).toBe('0 * * * *');
    await waitFor(() => expect(result.current.isDirty).toBe(false));
    await waitFor(() => expect(result.current.saveState.status).toBe('idle'));
  });

  it('resends a refusal marked retryable (503 with Retry-After), then stores it once', async () => {
    const harness = createHarness(server, { retryPolicy: { retries: 3, baseDelayMs: 0, maxDelayMs: 0 } });
    const { result } = renderHook(() => useObjectConfigForm({ action: 'read', objectName: 'account' }), {
      wrapper: harness.wrapper,
    });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    act(() => result.current.form.setValue('schedule', '0 * * * *'));
    await waitFor(() => expect(result.current.isDirty).toBe(true));
    harness.backend.scenarios.failNext({ fault: 'unavailable', count: 2, match: { method: 'PATCH' } });
    await act(async () => {
      expect((await result.current.save()).ok).toBe(true);
    });
    expect(harness.requests.filter((r) => r.method === 'PATCH')).toHaveLength(3);
    expect(storedRead(harness, 'account')?.schedule).toBe('0 * * * *');
    expect(result.current.isDirty).toBe(false);
  });
});

describe('useUnsavedTargets', () => {
  it('names the objects with unsaved edits, re-rendering when that set changes and not on every edit', async () => {
    const harness = createHarness(server);
    let renders = 0;
    // A list of objects of its own (as the widget's), beside a form that edits.
    const UnsavedList = memo(function UnsavedList({
      installation,
    }: {
      installation: Installation | null | undefined;
    }) {
      renders++;
      return <p data-testid="unsaved">{[...useUnsavedTargets(installation)].join(',')}</p>;
    });
    let account!: ReturnType<typeof useObjectConfigForm<'read'>>;
    function Page() {
      account = useObjectConfigForm({ action: 'read', objectName: 'account' });
      return <UnsavedList installation={account.data.installation} />;
    }
    render(<Page />, { wrapper: harness.wrapper });
    await waitFor(() => expect(account.isReady).toBe(true));
    const shown = () => screen.getByTestId('unsaved').textContent;
    expect(shown()).toBe('');
    act(() => account.form.setValue('schedule', '0 * * * *'));
    await waitFor(() => expect(shown()).toBe('read:account'));
    const before = renders;
    act(() => account.form.setValue('schedule', '5 * * * *'));
    act(() => account.form.setValue('schedule', '10 * * * *'));
    await waitFor(() => expect(account.pendingChanges).toHaveLength(1));
    expect(account.form.getValues('schedule')).toBe('10 * * * *');
    expect(renders).toBe(before);
    act(() => account.reset());
    await waitFor(() => expect(shown()).toBe(''));
    expect(renders).toBe(before + 1);
  });
});
