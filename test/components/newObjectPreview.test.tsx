import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockIds } from '../../src/mock/index.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';
import { editorOf, renderWidget } from '../support/renderWidget.tsx';

const server = setupMockServer();
const { installationId } = mockIds.salesforce;

// user-event moves through a radio group with `CSS.escape`, which jsdom lacks.
beforeAll(() => {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
});

/** Opens `name` in the navigation's `group` list (Read, Write, Subscribe) of a widget whose mock lacks it there. */
async function openNew(group: 'read' | 'write' | 'subscribe', name: string, objectName: string) {
  const harness = createHarness(server);
  harness.backend.scenarios.changeInstallation(installationId, (installation) => {
    const objects = installation.config.content[group]?.objects;
    if (objects) delete objects[objectName];
  });
  const user = userEvent.setup();
  renderWidget(harness);
  await editorOf('Account');
  const nav = screen.getByRole('navigation', { name: 'Objects' });
  const list = within(nav).getByRole('list', { name: group[0]?.toUpperCase() + group.slice(1) });
  await user.click(within(list).getByRole('button', { name: new RegExp(`^${name}`) }));
  return { user, harness };
}

/** The preview's group of the new object: its summary and the entries listed under it, as the user reads them. */
async function previewGroup(user: ReturnType<typeof userEvent.setup>, region: HTMLElement, title: string) {
  const bar = within(region).getByRole('region', { name: 'What will be saved' });
  await user.click(within(bar).getByText(/^What will be saved/, { selector: 'summary' }));
  const summary = within(bar).getByText(title, { selector: 'summary' });
  const group = summary.closest('details');
  if (!group) throw new Error('the new object is no group of its own');
  expect(group.open).toBe(true);
  const entries = within(group)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  return { group, summary, entries };
}

describe("the save bar's preview of a new object lists what it will store", () => {
  it('read: fields by label, the schedule in words and the history; the service stores the same', async () => {
    const { user, harness } = await openNew('read', 'Contact', 'contact');
    const editor = await editorOf('Contact');
    await user.click(editor.getByRole('button', { name: 'Start reading Contact' }));
    await user.click(await editor.findByRole('checkbox', { name: 'Email' }));
    // The sections under the fields are drawn once the field rows are painted (useDrawnLater).
    await user.click(await editor.findByRole('radio', { name: 'Every hour' }));
    await user.click(await editor.findByRole('radio', { name: 'Full history' }));
    const region = screen.getByRole('region', { name: 'Read Contact' });

    const { entries, summary, group } = await previewGroup(user, region, 'Start configuring Contact');
    expect(entries).toContain('Schedule: Every hour, on the hour');
    expect(entries).toContain('History: the first read goes back to the oldest record');
    const fields = entries.find((text) => text?.startsWith('Turn on'));
    expect(fields).toBe('Turn on 3 fields: Email, Last Name, Account ID');
    // Labels, never API names or config paths.
    expect(group.textContent).not.toMatch(/selectedFields|schedule:|\/|__c\b/);

    // The group folds, and says so (a native disclosure).
    await user.click(summary);
    expect(group.open).toBe(false);

    await user.click(within(region).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        harness.backend.store.getInstallation(installationId)?.config.content.read?.objects.contact,
      ).toMatchObject({ schedule: '0 * * * *', backfill: { defaultPeriod: { fullHistory: true } } }),
    );
    const stored =
      harness.backend.store.getInstallation(installationId)?.config.content.read?.objects.contact;
    expect(stored?.selectedFields?.email).toBe(true);
  });

  it('write: its settings in words', async () => {
    const { user } = await openNew('write', 'Account', 'account');
    const editor = within(await screen.findByRole('region', { name: 'Write Account' }));
    await user.click(await editor.findByRole('button', { name: 'Start writing Account' }));
    await user.click(editor.getByRole('switch', { name: 'Allow deleting records' }));
    const region = screen.getByRole('region', { name: 'Write Account' });
    const { entries } = await previewGroup(user, region, 'Start writing Account');
    expect(entries).toEqual(['Allow deleting records']);
  });

  it('subscribe: the events it will send', async () => {
    const { user } = await openNew('subscribe', 'Opportunity', 'opportunity');
    const editor = within(await screen.findByRole('region', { name: 'Subscribe to Opportunity' }));
    await user.click(await editor.findByRole('button', { name: 'Subscribe to Opportunity' }));
    const region = screen.getByRole('region', { name: 'Subscribe to Opportunity' });
    const { entries } = await previewGroup(user, region, 'Subscribe to Opportunity');
    expect(entries).toEqual(
      expect.arrayContaining([
        'Send the events to dealEvents',
        'Send an event when a record is created',
        'Send an event when a record is deleted',
      ]),
    );
    expect(entries.join('\n')).not.toMatch(/\/|createEvent|updateEvent|destination:/);
  });
});
