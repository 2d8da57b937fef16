import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubscribeObjectEditor } from '../../src/components/subscribe/SubscribeObjectEditor.tsx';
import { WriteObjectEditor } from '../../src/components/write/WriteObjectEditor.tsx';
import { mockIds } from '../../src/mock/index.ts';
import type { Installation } from '../../src/schemas/installation.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';
import { editorOf, findObjectNav, renderWidget } from '../support/renderWidget.tsx';

// What a user sees, and what the service ends up storing, when a second person edits the same installation
// (issue 26): removals are conflicts, lists merge by meaning, conflicts keep the user's value in view, Undo says
// what it did, new objects start as the service accepts them, whole numbers stay as typed, drafts survive a reload.
const server = setupMockServer();
const { installationId } = mockIds.salesforce;
type Harness = ReturnType<typeof createHarness>;

beforeAll(() => {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
});

const stored = (harness: Harness) => harness.backend.store.getInstallation(installationId) as Installation;
const storedAccount = (harness: Harness) => stored(harness).config.content.read?.objects.account;
const writes = (harness: Harness) => harness.requests.filter((r) => r.method !== 'GET');

function elsewhere(harness: Harness, change: (installation: Installation) => void) {
  harness.backend.scenarios.changeInstallation(installationId, change);
}

async function renderWriteContact(harness: Harness) {
  render(<WriteObjectEditor objectName="contact" />, { wrapper: harness.wrapper });
  await screen.findByRole('heading', { level: 2, name: 'Write Contact' });
  const legend = screen.getByText('Lead Source', { selector: 'legend' });
  return within(legend.closest('fieldset') as HTMLElement);
}

describe('an object removed elsewhere while the user edits it', () => {
  it('is a conflict, never brought back silently; Keep mine sets it up again with the user’s edits', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    const leadSource = await renderWriteContact(harness);
    await user.selectOptions(leadSource.getByRole('combobox', { name: 'Default value' }), 'Web');
    elsewhere(harness, (installation) => {
      delete installation.config.content.write?.objects?.contact;
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const note = await screen.findByText(/^Contact was removed elsewhere since you started\./);
    expect(stored(harness).config.content.write?.objects?.contact).toBeUndefined();
    expect(screen.queryByText('Saved.')).toBeNull();
    expect(screen.getByText('1 conflict to resolve before saving')).toBeTruthy();
    // The user's edit is still what the editor shows.
    expect(leadSource.getByRole<HTMLSelectElement>('combobox', { name: 'Default value' }).value).toBe('Web');

    await user.click(within(note.closest('li') as HTMLElement).getByRole('button', { name: 'Keep mine' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        stored(harness).config.content.write?.objects?.contact?.selectedFieldSettings?.leadsource?.default,
      ).toEqual({ stringValue: 'Web' }),
    );
    expect(await screen.findByText('Saved.')).toBeTruthy();
  }, 20_000);

  it('Use theirs lets the edit go: the object stays removed, nothing is sent', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    const leadSource = await renderWriteContact(harness);
    await user.selectOptions(leadSource.getByRole('combobox', { name: 'Default value' }), 'Web');
    elsewhere(harness, (installation) => {
      delete installation.config.content.write?.objects?.contact;
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const note = await screen.findByText(/^Contact was removed elsewhere since you started\./);
    const before = writes(harness).length;

    await user.click(within(note.closest('li') as HTMLElement).getByRole('button', { name: 'Use theirs' }));
    expect(await screen.findByRole('button', { name: 'Start writing Contact' })).toBeTruthy();
    expect(screen.queryByText(/removed elsewhere/)).toBeNull();
    expect(writes(harness).length).toBe(before);
    expect(stored(harness).config.content.write?.objects?.contact).toBeUndefined();
  }, 20_000);
});

describe('lists merged by meaning', () => {
  it('two people add filters on different fields: both are stored, and the save says Saved.', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness);
    const editor = await editorOf('Account');
    await user.click(await editor.findByRole('button', { name: 'Add condition' }));
    const field = editor.getByRole('combobox', { name: 'Field of condition 2' });
    await user.clear(field);
    await user.type(field, 'Industry');
    await user.click(await screen.findByRole('option', { name: /^Industry/ }));
    await user.selectOptions(editor.getByLabelText('Value of condition 2'), 'Banking');
    elsewhere(harness, (installation) => {
      const account = installation.config.content.read?.objects.account;
      if (account)
        account.fieldFilters = [
          ...(account.fieldFilters ?? []),
          { fieldName: 'rating', operator: 'eq', value: 'Hot' },
        ];
    });
    await user.click(editor.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(storedAccount(harness)?.fieldFilters).toEqual([
        { fieldName: 'type', operator: 'eq', value: 'Customer - Direct' },
        { fieldName: 'industry', operator: 'eq', value: 'Banking' },
        { fieldName: 'rating', operator: 'eq', value: 'Hot' },
      ]),
    );
    expect(await editor.findByText('Saved.')).toBeTruthy();
    expect(editor.queryByText(/Changed elsewhere/)).toBeNull();
  }, 20_000);
});

describe('a conflict keeps the user’s value in view', () => {
  it('on the schedule: the radios keep the user’s choice, the note says the other one in words', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness);
    const editor = await editorOf('Account');
    await user.click(editor.getByRole('radio', { name: /Every hour/ }));
    elsewhere(harness, (installation) => {
      const account = installation.config.content.read?.objects.account;
      if (account) account.schedule = '0 */6 * * *';
    });
    await user.click(editor.getByRole('button', { name: 'Save' }));

    expect(
      await editor.findByText(
        'Changed elsewhere to Every 6 hours, at 00:00, 06:00, 12:00 and 18:00 since you started.',
      ),
    ).toBeTruthy();
    expect(editor.getByRole<HTMLInputElement>('radio', { name: /Every hour/ }).checked).toBe(true);
    expect(editor.queryByText(/0 \*\/6/)).toBeNull();
    expect(storedAccount(harness)?.schedule).toBe('0 */6 * * *');
  }, 20_000);
});

describe('the save bar says what happened', () => {
  /** Account's schedule changed to every 6 hours and saved: Undo is offered. */
  async function savedSchedule() {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness);
    const editor = await editorOf('Account');
    await user.click(editor.getByRole('radio', { name: /Every 6 hours/ }));
    await user.click(editor.getByRole('button', { name: 'Save' }));
    expect(await editor.findByText('Saved.')).toBeTruthy();
    return { user, harness, editor };
  }

  it('after Undo: "Undone.", and no second Undo', async () => {
    const { user, harness, editor } = await savedSchedule();
    await user.click(editor.getByRole('button', { name: 'Undo' }));

    expect(await editor.findByText('Undone.')).toBeTruthy();
    expect(editor.queryByText('Saved.')).toBeNull();
    expect(editor.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(storedAccount(harness)?.schedule).toBe('*/15 * * * *');
    expect(editor.getByRole<HTMLInputElement>('radio', { name: /Every 15 minutes/ }).checked).toBe(true);
  }, 20_000);

  it('Undo pressed from the keyboard leaves the focus on the status, which says "Undone."', async () => {
    const { user, harness, editor } = await savedSchedule();
    editor.getByRole('button', { name: 'Undo' }).focus();
    await user.keyboard('{Enter}');

    // The button is gone; the focus is not lost to the page, where Tab would start over from the top.
    const status = await editor.findByText('Undone.');
    expect(document.activeElement).toBe(status);
    expect(storedAccount(harness)?.schedule).toBe('*/15 * * * *');
  }, 20_000);

  it('after Use theirs: no "Saved." and no Undo, since nothing was sent', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness);
    const editor = await editorOf('Account');
    await user.click(editor.getByRole('radio', { name: /Every hour/ }));
    await user.click(editor.getByRole('button', { name: 'Save' }));
    expect(await editor.findByText('Saved.')).toBeTruthy();
    await user.click(editor.getByRole('radio', { name: /Every 6 hours/ }));
    elsewhere(harness, (installation) => {
      const account = installation.config.content.read?.objects.account;
      if (account) account.schedule = '0 0 * * *';
    });
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await user.click(await editor.findByRole('button', { name: 'Use theirs' }));

    expect(await editor.findByText('No unsaved changes')).toBeTruthy();
    expect(editor.queryByText('Saved.')).toBeNull();
    expect(editor.queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(storedAccount(harness)?.schedule).toBe('0 0 * * *');
  }, 20_000);

  it('a save that had nothing left to send says so, sends nothing, and offers no Undo', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness);
    const editor = await editorOf('Account');
    await user.click(editor.getByRole('radio', { name: /Every 6 hours/ }));
    elsewhere(harness, (installation) => {
      const account = installation.config.content.read?.objects.account;
      if (account) account.schedule = '0 */6 * * *';
    });
    const before = writes(harness).length;
    await user.click(editor.getByRole('button', { name: 'Save' }));

    expect(await editor.findByText('Already saved: nothing needed to be sent.')).toBeTruthy();
    expect(writes(harness).length).toBe(before);
    expect(editor.queryByRole('button', { name: 'Undo' })).toBeNull();
  }, 20_000);
});

describe('a new object starts as the service accepts it', () => {
  it('with provider flows on, Subscribe to Contact starts without delete events, says why, and is stored', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server, { backend: { subscribeDelayMs: 0 } });
    elsewhere(harness, (installation) => {
      const subscribe = installation.config.content.subscribe;
      if (subscribe) {
        subscribe.providerOptions = { useProviderFlows: { enabled: true } };
        for (const config of Object.values(subscribe.objects)) config.deleteEvent = { enabled: 'never' };
      }
    });
    render(<SubscribeObjectEditor objectName="contact" />, { wrapper: harness.wrapper });
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Contact' }));

    const remove = await screen.findByRole<HTMLInputElement>('switch', { name: 'Record deleted' });
    expect(remove.checked).toBe(false);
    expect(screen.getByText(/the provider does not send delete events that way/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(stored(harness).config.content.subscribe?.objects.contact?.deleteEvent).toEqual({
        enabled: 'never',
      }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  }, 20_000);
});

describe('a whole number', () => {
  it('beyond what can be stored exactly is an error at the input at once, kept as typed', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    render(<WriteObjectEditor objectName="contact" />, { wrapper: harness.wrapper });
    await screen.findByRole('heading', { level: 2, name: 'Write Contact' });
    const legend = screen.getByText(/^NPS Score/, { selector: 'legend' });
    const nps = within(legend.closest('fieldset') as HTMLElement);
    const input = nps.getByRole<HTMLInputElement>('textbox', { name: 'Default value' });
    await user.clear(input);
    await user.type(input, '99999999999999999999');

    expect(input.value).toBe('99999999999999999999');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(nps.getByText(/^Enter a whole number between/)).toBeTruthy();
    const before = writes(harness).length;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(writes(harness).length).toBe(before);

    // Leading zeros stay as typed while the value is the number they mean.
    await user.clear(input);
    await user.type(input, '007');
    expect(input.value).toBe('007');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        stored(harness).config.content.write?.objects?.contact?.selectedFieldSettings?.nps_score__c?.default,
      ).toEqual({ integerValue: 7 }),
    );
  }, 20_000);
});

describe('drafts survive a reload', () => {
  it('an unsaved edit is there after the page is opened again, marked unsaved; Save stores it', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    const first = renderWidget(harness);
    const editor = await editorOf('Account');
    await user.click(editor.getByRole('radio', { name: /Every 6 hours/ }));
    // The page goes away (a reload): its drafts are written as it unloads. The next page has a cache of its own.
    first.unmount();
    renderWidget(
      harness,
      {},
      { queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }) },
    );

    const restored = await editorOf('Account');
    expect(restored.getByRole<HTMLInputElement>('radio', { name: /Every 6 hours/ }).checked).toBe(true);
    const nav = await findObjectNav();
    expect(within(nav).getAllByRole('button', { name: /Account/ })[0]?.textContent).toContain(
      'Unsaved changes',
    );
    expect(storedAccount(harness)?.schedule).toBe('*/15 * * * *');
    await user.click(restored.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(storedAccount(harness)?.schedule).toBe('0 */6 * * *'));
    // Saved: nothing is kept for the next page.
    await waitFor(() => expect(JSON.stringify({ ...sessionStorage })).not.toContain('0 */6 * * *'));
  }, 30_000);

  it('a storage that throws on every call changes nothing else', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    const throwing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    renderWidget(harness, {}, { draftStorage: throwing });
    const editor = await editorOf('Account');
    await user.click(editor.getByRole('radio', { name: /Every 6 hours/ }));
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(storedAccount(harness)?.schedule).toBe('0 */6 * * *'));
    expect(await editor.findByText('Saved.')).toBeTruthy();
  }, 20_000);
});
