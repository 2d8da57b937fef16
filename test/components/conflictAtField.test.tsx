import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { ReadObjectEditor } from '../../src/components/read/ReadObjectEditor.tsx';
import { SubscribeObjectEditor } from '../../src/components/subscribe/SubscribeObjectEditor.tsx';
import { WriteObjectEditor } from '../../src/components/write/WriteObjectEditor.tsx';
import { mockIds } from '../../src/mock/index.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';
import { editorOf, renderWidget } from '../support/renderWidget.tsx';

// A setting someone else changed while the user was changing it too is shown at its field, which keeps the user's
// value: "Changed elsewhere to ‹theirs, in words› since you started", with Keep mine / Use theirs; the notice above
// the form announces it and lists only what no field on screen shows. Nothing is saved until each is decided.
const server = setupMockServer();
const { installationId } = mockIds.salesforce;

beforeAll(() => {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
});

type Harness = ReturnType<typeof createHarness>;

function storedAccount(harness: Harness) {
  return harness.backend.store.getInstallation(installationId)?.config.content.read?.objects.account;
}

function changeAccountElsewhere(
  harness: Harness,
  change: (account: NonNullable<ReturnType<typeof storedAccount>>) => void,
) {
  harness.backend.scenarios.changeInstallation(installationId, (installation) => {
    const account = installation.config.content.read?.objects.account;
    if (account) change(account);
  });
}

/** The texts that describe `element` (its `aria-describedby`). */
function descriptionOf(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');
}

function storedSubscribeAccount(harness: Harness) {
  return harness.backend.store.getInstallation(installationId)?.config.content.subscribe?.objects.account;
}

function changeSubscribeAccountElsewhere(
  harness: Harness,
  change: (account: NonNullable<ReturnType<typeof storedSubscribeAccount>>) => void,
) {
  harness.backend.scenarios.changeInstallation(installationId, (installation) => {
    const account = installation.config.content.subscribe?.objects.account;
    if (account) change(account);
  });
}

async function renderSubscribeAccount(harness: Harness) {
  const view = render(<SubscribeObjectEditor objectName="account" />, { wrapper: harness.wrapper });
  await screen.findByRole('heading', { level: 2, name: 'Subscribe to Account' });
  return view;
}

async function axeViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => v.id);
}

describe('a conflict shown at its field', () => {
  it('at the schedule: the message and the choice sit at the schedule; Keep mine, then Save, stores mine', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness);
    const editor = await editorOf('Account');
    await user.click(editor.getByRole('radio', { name: /Every 6 hours/ }));
    changeAccountElsewhere(harness, (account) => {
      account.schedule = '0 0 * * *';
    });
    await user.click(editor.getByRole('button', { name: 'Save' }));

    const schedule = within(await editor.findByRole('group', { name: 'How often to read' }));
    const message = 'Changed elsewhere to Every day at 00:00 since you started.';
    expect(await schedule.findByText(message)).toBeTruthy();
    // The message describes the schedule's group of choices, which still shows the user's choice.
    const group = editor.getByRole('group', { name: 'How often to read' });
    expect(descriptionOf(group)).toContain(message);
    expect(editor.getByRole<HTMLInputElement>('radio', { name: /Every 6 hours/ }).checked).toBe(true);
    // Save waits for the user's decision, and says so.
    expect(editor.getByText('1 conflict to resolve before saving')).toBeTruthy();
    expect(editor.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    const keepMine = await schedule.findByRole('button', { name: 'Keep mine' });
    expect(schedule.getByRole('button', { name: 'Use theirs' })).toBeTruthy();
    // Not listed again above the form; announced politely there.
    expect(editor.queryByText(/Schedule: changed elsewhere/)).toBeNull();
    const statuses = Array.from(document.querySelectorAll('[role="status"]'));
    expect(statuses.some((s) => s.textContent === 'Changed elsewhere while you were editing')).toBe(true);
    expect(storedAccount(harness)?.schedule).toBe('0 0 * * *');
    // The editor, not the whole widget: a 5,000-field list would make axe slow.
    expect(await axeViolations(screen.getByRole('region', { name: 'Read Account' }))).toEqual([]);

    await user.click(keepMine);
    await waitFor(() => expect(editor.queryByText(/Changed elsewhere/)).toBeNull());
    expect(editor.getByRole<HTMLInputElement>('radio', { name: /Every 6 hours/ }).checked).toBe(true);
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(storedAccount(harness)?.schedule).toBe('0 */6 * * *'));
  }, 20_000);

  it('at a field of the field list: the box keeps the user’s choice; Use theirs keeps what the other person stored', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness);
    const editor = await editorOf('Account');
    await user.click(editor.getByRole('checkbox', { name: 'Account Phone' }));
    await user.click(editor.getByRole('radio', { name: /Every 6 hours/ }));
    changeAccountElsewhere(harness, (account) => {
      account.selectedFields = { ...account.selectedFields, phone: false };
    });
    await user.click(editor.getByRole('button', { name: 'Save' }));

    const entry = (
      await editor.findByText(/^Account Phone: Changed elsewhere to off since you started\./)
    ).closest('li');
    if (!entry) throw new Error('no entry for Account Phone');
    // Nothing was sent: the schedule waits with the field for the user's decision.
    expect(storedAccount(harness)?.schedule).toBe('*/15 * * * *');
    expect(storedAccount(harness)?.selectedFields.phone).toBe(false);
    const phone = editor.getByRole<HTMLInputElement>('checkbox', { name: 'Account Phone' });
    expect(phone.checked).toBe(true);
    expect(descriptionOf(phone)).toContain('Account Phone: Changed elsewhere to off since you started.');

    await user.click(within(entry).getByRole('button', { name: 'Use theirs' }));
    await waitFor(() => expect(editor.queryByText(/Changed elsewhere/)).toBeNull());
    expect(phone.checked).toBe(false);
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(storedAccount(harness)?.schedule).toBe('0 */6 * * *'));
    expect(storedAccount(harness)?.selectedFields.phone).toBe(false);
  }, 20_000);

  it('of a field not on screen: listed above the form with the same choice; Keep mine, then Save, stores mine', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness);
    const editor = await editorOf('Account');
    const before = storedAccount(harness)?.backfill?.defaultPeriod;
    expect(before?.fullHistory).not.toBe(true);
    await user.click(editor.getByRole('radio', { name: /Full history/ }));
    // The other person changes the days, which the user's choice took away (no days box on screen).
    changeAccountElsewhere(harness, (account) => {
      account.backfill = { defaultPeriod: { days: 60 } };
    });
    await user.click(editor.getByRole('button', { name: 'Save' }));

    const notice = (await editor.findByText(/History: changed elsewhere to 60 since you started\./)).closest(
      'li',
    );
    if (!notice) throw new Error('no notice entry');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    // Nothing was sent; the choice on screen is still the user's.
    expect(storedAccount(harness)?.backfill?.defaultPeriod).toEqual({ days: 60 });
    expect(editor.getByRole<HTMLInputElement>('radio', { name: /Full history/ }).checked).toBe(true);

    await user.click(within(notice).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(editor.queryByText(/changed elsewhere/i)).toBeNull());
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(storedAccount(harness)?.backfill?.defaultPeriod).toEqual({ fullHistory: true }),
    );
  }, 20_000);

  it('at a write field default: shown at the default; Keep mine, then Save, stores mine', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    const { container } = render(<WriteObjectEditor objectName="contact" />, { wrapper: harness.wrapper });
    const stored = () =>
      harness.backend.store.getInstallation(installationId)?.config.content.write?.objects?.contact
        ?.selectedFieldSettings?.leadsource?.default;
    await screen.findByRole('heading', { level: 2, name: 'Write Contact' });
    const legend = screen.getByText('Lead Source', { selector: 'legend' });
    const setting = within(legend.closest('fieldset') as HTMLElement);
    await user.selectOptions(setting.getByRole('combobox', { name: 'Default value' }), 'Web');
    harness.backend.scenarios.changeInstallation(installationId, (installation) => {
      const lead = installation.config.content.write?.objects?.contact?.selectedFieldSettings?.leadsource;
      if (lead) lead.default = { stringValue: 'Trade Show' };
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const message = 'Changed elsewhere to “Trade Show” since you started.';
    expect(await setting.findByText(message)).toBeTruthy();
    const value = setting.getByRole<HTMLSelectElement>('combobox', { name: 'Default value' });
    expect(value.value).toBe('Web');
    expect(descriptionOf(value)).toContain(message);
    expect(screen.queryByText(/Lead Source: changed elsewhere/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(await setting.findByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(screen.queryByText(/Changed elsewhere/)).toBeNull());
    expect(value.value).toBe('Web');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored()).toEqual({ stringValue: 'Web' }));
  }, 20_000);

  it('at a subscribe event switch: shown at Record deleted; Use theirs, then nothing is left to save', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    const { container } = await renderSubscribeAccount(harness);
    await user.click(screen.getByRole('switch', { name: 'Record deleted' }));
    // The other person stops delete events their way: no delete event setting at all.
    changeSubscribeAccountElsewhere(harness, (account) => {
      delete account.deleteEvent;
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const message = 'Changed elsewhere to nothing since you started.';
    const remove = screen.getByRole<HTMLInputElement>('switch', { name: 'Record deleted' });
    const atSwitch = within(remove.closest('.ric-subscribe-event') as HTMLElement);
    expect(await atSwitch.findByText(message)).toBeTruthy();
    expect(descriptionOf(remove)).toContain(message);
    expect(remove.checked).toBe(false);
    const useTheirs = await atSwitch.findByRole('button', { name: 'Use theirs' });
    expect(atSwitch.getByRole('button', { name: 'Keep mine' })).toBeTruthy();
    expect(screen.queryByText(/Record deleted: changed elsewhere/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    expect(storedSubscribeAccount(harness)?.deleteEvent).toBeUndefined();

    await user.click(useTheirs);
    await waitFor(() => expect(screen.queryByText(/Changed elsewhere/)).toBeNull());
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    expect(storedSubscribeAccount(harness)?.deleteEvent).toBeUndefined();
    expect(storedSubscribeAccount(harness)?.createEvent).toEqual({ enabled: 'always' });
  }, 20_000);

  it('not at the watched fields: a set, so both people’s changes are kept, with no conflict', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    await renderSubscribeAccount(harness);
    const watched = within(screen.getByRole('group', { name: 'Watched fields' }));
    await user.type(watched.getByRole('searchbox', { name: 'Search fields' }), 'Phone');
    await user.click(await watched.findByRole('checkbox', { name: 'Account Phone' }));
    changeSubscribeAccountElsewhere(harness, (account) => {
      account.updateEvent = { enabled: 'always', requiredWatchFields: ['name'] };
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(storedSubscribeAccount(harness)?.updateEvent?.requiredWatchFields).toEqual(['name', 'phone']),
    );
    expect(screen.queryByText(/Changed elsewhere/)).toBeNull();
    expect(await screen.findByText('Saved.')).toBeTruthy();
  }, 20_000);

  it('not at the other events: a set, so the event the user added and the one added elsewhere are both kept', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    await renderSubscribeAccount(harness);
    const other = within(screen.getByRole('group', { name: 'Other events' }));
    await user.type(other.getByRole('textbox', { name: 'Event name' }), 'account.merged');
    await user.click(other.getByRole('button', { name: 'Add event' }));
    changeSubscribeAccountElsewhere(harness, (account) => {
      account.otherEvents = ['account.restored'];
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(storedSubscribeAccount(harness)?.otherEvents).toEqual(['account.merged', 'account.restored']),
    );
    expect(screen.queryByText(/Changed elsewhere/)).toBeNull();
  }, 20_000);

  it('at a value mapping: shown at its row; Keep mine, then Save, stores mine', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness);
    const editor = await editorOf('Account');
    const platinum = await editor.findByRole<HTMLSelectElement>('combobox', {
      name: 'Customer Tier value for Platinum',
    });
    await user.selectOptions(platinum, 'Gold');
    changeAccountElsewhere(harness, (account) => {
      account.selectedValueMappings = {
        ...account.selectedValueMappings,
        accountTier: { ...account.selectedValueMappings?.accountTier, platinum: 'Silver' },
      };
    });
    await user.click(editor.getByRole('button', { name: 'Save' }));

    const message = 'Changed elsewhere to “Silver” since you started.';
    const row = within(platinum.closest('tr') as HTMLElement);
    expect(await row.findByText(message)).toBeTruthy();
    expect(descriptionOf(platinum)).toContain(message);
    expect(platinum.value).toBe('Gold');
    const keepMine = await row.findByRole('button', { name: 'Keep mine' });
    expect(row.getByRole('button', { name: 'Use theirs' })).toBeTruthy();
    expect(editor.queryByText(/: changed elsewhere/)).toBeNull();
    expect(storedAccount(harness)?.selectedValueMappings?.accountTier?.platinum).toBe('Silver');

    await user.click(keepMine);
    await waitFor(() => expect(editor.queryByText(/Changed elsewhere/)).toBeNull());
    expect(platinum.value).toBe('Gold');
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(storedAccount(harness)?.selectedValueMappings?.accountTier?.platinum).toBe('Gold'),
    );
  }, 20_000);

  it('at a filter condition: shown at the list, the user’s value in view; Use theirs keeps what the other person stored', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness);
    const editor = await editorOf('Account');
    await user.selectOptions(await editor.findByLabelText('Value of condition 1'), 'Customer - Channel');
    await user.click(editor.getByRole('radio', { name: /Every 6 hours/ }));
    const theirs = [{ fieldName: 'type', operator: 'eq' as const, value: 'Prospect' }];
    changeAccountElsewhere(harness, (account) => {
      account.fieldFilters = theirs;
    });
    await user.click(editor.getByRole('button', { name: 'Save' }));

    // The same filter (the one on Type) changed on both sides: a conflict at that filter, worded.
    const message = 'Changed elsewhere to Account Type equals Prospect since you started.';
    const error = await editor.findByText(message);
    const filters = within(editor.getByRole('group', { name: 'Which records to read' }));
    expect(filters.getByText(message)).toBe(error);
    expect(editor.getByLabelText<HTMLSelectElement>('Value of condition 1').value).toBe('Customer - Channel');
    const useTheirs = await filters.findByRole('button', { name: 'Use theirs' });
    expect(filters.getByRole('button', { name: 'Keep mine' })).toBeTruthy();
    expect(descriptionOf(useTheirs)).toContain(message);
    expect(editor.queryByText(/: changed elsewhere/)).toBeNull();
    // Nothing was sent while it waits.
    expect(storedAccount(harness)?.schedule).toBe('*/15 * * * *');

    await user.click(useTheirs);
    await waitFor(() => expect(editor.queryByText(/Changed elsewhere/)).toBeNull());
    expect(editor.getByLabelText<HTMLSelectElement>('Value of condition 1').value).toBe('Prospect');
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(storedAccount(harness)?.schedule).toBe('0 */6 * * *'));
    expect(storedAccount(harness)?.fieldFilters).toEqual(theirs);
  }, 20_000);

  it('at the raw filter: shown at the expression; Keep mine, then Save, stores mine', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    render(<ReadObjectEditor objectName="lead" />, { wrapper: harness.wrapper });
    const storedLead = () =>
      harness.backend.store.getInstallation(installationId)?.config.content.read?.objects.lead?.rawFilter;
    const expression = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Filter expression' });
    await user.clear(expression);
    await user.type(expression, 'IsConverted = false');
    harness.backend.scenarios.changeInstallation(installationId, (installation) => {
      const lead = installation.config.content.read?.objects.lead;
      if (lead) lead.rawFilter = { type: 'soql', filter: "LeadSource = 'Web'" };
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const message = "Changed elsewhere to “LeadSource = 'Web'” since you started.";
    const raw = within(expression.closest('.ric-filter-raw') as HTMLElement);
    expect(await raw.findByText(message)).toBeTruthy();
    expect(descriptionOf(expression)).toContain(message);
    const keepMine = await raw.findByRole('button', { name: 'Keep mine' });
    expect(raw.getByRole('button', { name: 'Use theirs' })).toBeTruthy();
    expect(screen.queryByText(/: changed elsewhere/)).toBeNull();
    expect(storedLead()).toEqual({ type: 'soql', filter: "LeadSource = 'Web'" });

    await user.click(keepMine);
    await waitFor(() => expect(screen.queryByText(/Changed elsewhere/)).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(storedLead()).toEqual({ type: 'soql', filter: 'IsConverted = false' }));
  }, 20_000);
});
