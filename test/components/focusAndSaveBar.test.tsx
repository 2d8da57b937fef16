import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { MOCK_PATCH_OBJECT_URL, mockIds } from '../../src/mock/index.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';
import { editorOf, renderWidget } from '../support/renderWidget.tsx';

const server = setupMockServer();
const { installationId } = mockIds.salesforce;

// user-event moves through a radio group with `CSS.escape`, which jsdom lacks.
beforeAll(() => {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
});

function storedRead(harness: ReturnType<typeof createHarness>, objectName: string) {
  return harness.backend.store.getInstallation(installationId)?.config.content.read?.objects[objectName];
}

/** Opens Contact, which the installation does not read yet. */
async function openUnreadContact(harness: ReturnType<typeof createHarness>) {
  harness.backend.scenarios.changeInstallation(installationId, (installation) => {
    delete installation.config.content.read?.objects.contact;
  });
  const user = userEvent.setup();
  renderWidget(harness);
  await editorOf('Account');
  const nav = screen.getByRole('navigation', { name: 'Objects' });
  await user.click(within(nav).getAllByRole('button', { name: /^Contact/ })[0]!);
  return { user, editor: await editorOf('Contact') };
}

/** Answers the next config patch with a 400 whose one issue names the first change's value. */
function refuseNextPatch(detail: string) {
  server.use(
    http.patch(
      MOCK_PATCH_OBJECT_URL,
      () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            issues: [{ in: 'body', name: 'changes[0].value', detail }],
          },
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      { once: true },
    ),
  );
}

const active = () => document.activeElement;

describe('focus when the control in use goes away', () => {
  it('Start reading moves focus to the first control of the form that replaces it', async () => {
    const { user, editor } = await openUnreadContact(createHarness(server));
    editor.getByRole('button', { name: 'Start reading Contact' }).focus();
    await user.keyboard('{Enter}');
    const toggle = await editor.findByRole('switch', { name: 'Read this object on its schedule' });
    await waitFor(() => expect(active()).toBe(toggle));
  });

  it('Discarding an object that was never saved returns focus to Start reading', async () => {
    const { user, editor } = await openUnreadContact(createHarness(server));
    await user.click(editor.getByRole('button', { name: 'Start reading Contact' }));
    editor.getByRole('button', { name: 'Discard' }).focus();
    await user.keyboard('{Enter}');
    const start = await editor.findByRole('button', { name: 'Start reading Contact' });
    await waitFor(() => expect(active()).toBe(start));
    expect(editor.queryByRole('region', { name: 'What will be saved' })).toBeNull();
  });

  it('after Save from the bar, focus rests on the bar status that says it is saved', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness);
    const editor = await editorOf('Account');
    await user.click(editor.getByRole('radio', { name: 'Every 6 hours' }));
    editor.getByRole('button', { name: 'Save' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(storedRead(harness, 'account')?.schedule).toBe('0 */6 * * *'));
    const status = await editor.findByText('Saved.');
    await waitFor(() => expect(active()).toBe(status));
    expect(editor.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
    // The keyboard goes on from the bar, not from the top of the page.
    await user.tab({ shift: true });
    expect(active()?.closest('form')).not.toBeNull();
  });

  it('after Discard from the bar, focus rests on the bar status that says nothing is left to save', async () => {
    const user = userEvent.setup();
    renderWidget(createHarness(server));
    const editor = await editorOf('Account');
    await user.click(editor.getByRole('radio', { name: 'Every 6 hours' }));
    editor.getByRole('button', { name: 'Discard' }).focus();
    await user.keyboard('{Enter}');
    expect(editor.getByRole<HTMLInputElement>('radio', { name: 'Every 15 minutes' }).checked).toBe(true);
    const status = editor.getByText('No unsaved changes');
    await waitFor(() => expect(active()).toBe(status));
  });

  it('after setting up with the recommended settings, focus moves to the editor that appears', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness, {
      groupRef: mockIds.emptyGroupRef,
      connectionId: mockIds.salesforce.emptyGroupConnectionId,
    });
    const start = await screen.findByRole('button', { name: 'Start with recommended settings' });
    start.focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Read Account' });
    await waitFor(() => expect(active()).toBe(heading));
  });
});

/** The Account editor of a fresh widget with "Custom" chosen: the user, the mock backend, the editor, the cron input. */
async function customScheduleOfAccount() {
  const user = userEvent.setup();
  const harness = createHarness(server);
  renderWidget(harness);
  const editor = await editorOf('Account');
  await user.click(editor.getByRole('radio', { name: 'Custom (cron expression)' }));
  const cron = editor.getByRole<HTMLInputElement>('textbox', { name: 'Cron expression' });
  return { user, harness, editor, cron };
}

describe('an edit the schedule editor holds before it is a valid cron', () => {
  it('counts as unsaved, can be discarded back to the saved schedule, and no longer blocks the next save', async () => {
    const { user, harness, editor, cron } = await customScheduleOfAccount();
    await user.clear(cron);
    await user.type(cron, '0 */2 *');
    expect(editor.getByText(/this one has 3/)).toBeTruthy();
    await waitFor(() => expect(editor.getByText('Unsaved changes')).toBeTruthy());
    const discard = editor.getByRole<HTMLButtonElement>('button', { name: 'Discard' });
    expect(discard.disabled).toBe(false);

    await user.click(discard);
    expect(editor.getByRole<HTMLInputElement>('radio', { name: 'Every 15 minutes' }).checked).toBe(true);
    expect(editor.queryByRole('textbox', { name: 'Cron expression' })).toBeNull();
    expect(editor.queryByText(/this one has 3/)).toBeNull();
    expect(editor.getByText('No unsaved changes')).toBeTruthy();

    await user.click(editor.getByRole('radio', { name: 'Full history' }));
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await editor.findByText('Saved.');
    expect(editor.queryByRole('alert')).toBeNull();
    expect(storedRead(harness, 'account')?.backfill?.defaultPeriod).toEqual({ fullHistory: true });
    expect(storedRead(harness, 'account')?.schedule).toBe('*/15 * * * *');
  });

  it('stays on screen when a server change to another setting is rebased under the edits', async () => {
    const { user, harness, editor, cron } = await customScheduleOfAccount();
    await user.type(cron, ' x');
    harness.backend.scenarios.changeInstallation(installationId, (installation) => {
      const account = installation.config.content.read?.objects.account;
      if (account) account.disabled = true;
    });
    await act(async () => {
      await harness.queryClient.invalidateQueries();
    });
    await waitFor(() =>
      expect(
        editor.getByRole<HTMLInputElement>('switch', { name: 'Read this object on its schedule' }).checked,
      ).toBe(false),
    );
    expect(editor.getByRole<HTMLInputElement>('textbox', { name: 'Cron expression' }).value).toBe(
      '*/15 * * * * x',
    );
    expect(editor.getByText(/this one has 6/)).toBeTruthy();
    expect(editor.getByText('Unsaved changes')).toBeTruthy();
  });

  it('Save with only that edit is refused with the reason, and focus goes to the cron expression', async () => {
    const { user, harness, editor, cron } = await customScheduleOfAccount();
    await user.type(cron, ' x');
    await user.click(editor.getByRole('button', { name: 'Save' }));
    expect((await editor.findByRole('alert')).textContent).toBe(
      'Some settings need your attention before saving.',
    );
    await waitFor(() => expect(active()).toBe(cron));
    expect(cron.getAttribute('aria-invalid')).toBe('true');
    expect(storedRead(harness, 'account')?.schedule).toBe('*/15 * * * *');
  });
});

describe('the save bar\'s "need your attention" after a blocked save', () => {
  const attention = 'Some settings need your attention before saving.';

  it('goes as soon as the cron is fixed, without a Save, and comes back with a new error', async () => {
    const { user, harness, editor, cron } = await customScheduleOfAccount();
    await user.clear(cron);
    await user.type(cron, '0 */2 *');
    await user.click(editor.getByRole('button', { name: 'Save' }));
    expect((await editor.findByRole('alert')).textContent).toBe(attention);

    await user.type(cron, ' * *');
    await waitFor(() => expect(editor.queryByText(attention)).toBeNull());
    expect(cron.getAttribute('aria-invalid')).toBeNull();
    expect(editor.queryByRole('alert')).toBeNull();
    expect(editor.getByText('Unsaved changes')).toBeTruthy();

    // Still before the next Save: a new mistake brings the sentence back.
    await user.type(cron, ' x');
    expect((await editor.findByRole('alert')).textContent).toBe(attention);

    // Fixed again and saved: the service stores it and the sentence stays away.
    await user.type(cron, '{Backspace}{Backspace}');
    await waitFor(() => expect(editor.queryByText(attention)).toBeNull());
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(storedRead(harness, 'account')?.schedule).toBe('0 */2 * * *'));
    expect(editor.queryByText(attention)).toBeNull();
  });
});

describe('save errors', () => {
  it('names each section of a server issue as the editor shows it, never by its config path', async () => {
    const user = userEvent.setup();
    renderWidget(createHarness(server));
    const editor = await editorOf('Account');

    refuseNextPatch('Full history is not available for this object.');
    await user.click(editor.getByRole('radio', { name: 'Full history' }));
    await user.click(editor.getByRole('button', { name: 'Save' }));
    let alert = await editor.findByRole('alert');
    // In the user's words, named by the section; the service's own under "Details for support".
    expect(within(alert).getByRole('listitem').textContent).toBe(
      'History: The server did not accept this value.',
    );
    expect(
      within(alert).getByText('Full history is not available for this object.').closest('details'),
    ).not.toBeNull();
    await user.click(editor.getByRole('button', { name: 'Discard' }));

    refuseNextPatch('This schedule is too frequent for your plan.');
    await user.click(editor.getByRole('radio', { name: 'Every hour' }));
    await user.click(editor.getByRole('button', { name: 'Save' }));
    alert = await editor.findByRole('alert');
    expect(within(alert).getByRole('listitem').textContent).toBe(
      'Schedule: The server did not accept this value.',
    );
    expect(alert.textContent).not.toMatch(/schedule:|backfill|defaultPeriod/);
  });

  it('shows a server issue about pausing next to the Enabled switch', async () => {
    const user = userEvent.setup();
    renderWidget(createHarness(server));
    const editor = await editorOf('Account');
    refuseNextPatch('Reading cannot be paused while a backfill runs.');
    const toggle = editor.getByRole('switch', { name: 'Read this object on its schedule' });
    await user.click(toggle);
    await user.click(editor.getByRole('button', { name: 'Save' }));
    const alert = await editor.findByRole('alert');
    // No rule of the contract words it: a plain sentence, the service's own in the details.
    expect(within(alert).getByRole('listitem').textContent).toBe(
      'Read this object on its schedule: The server did not accept this value.',
    );
    expect(toggle.getAttribute('aria-invalid')).toBe('true');
    const described = (toggle.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('The server did not accept this value.');
    // Changing the switch again is a new choice: the issue about the old one goes.
    await user.click(toggle);
    expect(toggle.getAttribute('aria-invalid')).toBeNull();
  });

  it('a save blocked by validation replaces an earlier failure and takes the user to the problem', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    harness.backend.scenarios.failNext({ fault: 'internal-error', match: { method: 'PATCH' } });
    renderWidget(harness);
    const editor = await editorOf('Account');
    await user.click(editor.getByRole('radio', { name: 'Full history' }));
    await user.click(editor.getByRole('button', { name: 'Save' }));
    expect((await editor.findByRole('alert')).textContent).toContain('The server is busy');

    await user.click(editor.getByRole('radio', { name: 'Recent history' }));
    const days = editor.getByLabelText('Number of days');
    await user.clear(days);
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(editor.getByRole('alert').textContent).toBe('Some settings need your attention before saving.'),
    );
    expect(editor.queryByText(/The server is busy/)).toBeNull();
    await waitFor(() => expect(active()).toBe(days));
  });

  it('a condition added without a value shows its error once a save is blocked, and takes the focus', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness);
    const editor = await editorOf('Account');
    const before = storedRead(harness, 'account');
    await user.click(editor.getByRole('button', { name: 'Add condition' }));
    const value = editor.getByLabelText('Value of condition 2');
    expect(value.getAttribute('aria-invalid')).toBeNull();
    expect(editor.queryByText('Enter a value for this condition.')).toBeNull();

    await user.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(editor.getByRole('alert').textContent).toBe('Some settings need your attention before saving.'),
    );
    expect(value.getAttribute('aria-invalid')).toBe('true');
    expect(editor.getByText('Enter a value for this condition.')).toBeTruthy();
    await waitFor(() => expect(active()).toBe(value));
    expect(storedRead(harness, 'account')).toEqual(before);
  });
});

describe('a picker edit and Save in the same frame', () => {
  it('Save is offered in the frame that shows a toggle, and saving then stores it', async () => {
    const harness = createHarness(server);
    renderWidget(harness);
    const editor = await editorOf('Account');
    const search = await editor.findByRole('searchbox', { name: 'Search fields' });
    const user = userEvent.setup();
    await user.type(search, 'Account Phone');
    const phone = await editor.findByRole('checkbox', { name: 'Account Phone' });
    const saveButton = editor.getByRole('button', { name: 'Save' });
    expect(saveButton).toHaveProperty('disabled', true);
    // One task, no frame in between: the picker's write is still waiting for its frame when Save is pressed.
    act(() => {
      phone.click();
    });
    expect(phone).toHaveProperty('checked', true);
    expect(saveButton).toHaveProperty('disabled', false);
    expect(
      within(editor.getByRole('region', { name: 'What will be saved' })).getByText('Unsaved changes'),
    ).toBeTruthy();
    act(() => {
      saveButton.click();
    });
    expect(await editor.findByText('Saved.')).toBeTruthy();
    expect(storedRead(harness, 'account')?.selectedFields?.phone).toBe(true);
  });
});
