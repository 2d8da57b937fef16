import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InstallationConfig } from '../src/components/widget/InstallationConfig.tsx';
import { MOCK_BASE_URL, MOCK_PATCH_OBJECT_URL, MOCK_UNREADABLE_FIELD, mockIds } from '../src/mock/index.ts';
import type { ReadObjectConfig } from '../src/schemas/config.ts';
import {
  largeFixture,
  largeFixtureBackend,
  largeFixtureScope,
  largeObjectName,
} from './support/largeFixture.ts';
import { getStoryBackend, type StoryBackend } from './support/mockBackend.tsx';
import { isOpenEntry, openReadObject, readObjectEntry } from './support/objectList.ts';
import { readEditor } from './support/readEditor.ts';

const { salesforce, hubspot } = mockIds;

/** Longer than any check waits: the answer never comes while the story is open (and fits `setTimeout`). */
const NEVER_MS = 2 ** 31 - 1;
/** Loading through a slow network takes a few seconds; queries give up later than their 1 s default. */
const slow = { timeout: 10_000 };

type Canvas = ReturnType<typeof within>;

/** The stored read config of one object of the Salesforce installation (or of another installation). */
function storedRead(
  backend: StoryBackend,
  objectName: string,
  installationId: string = salesforce.installationId,
): ReadObjectConfig | undefined {
  return backend.store.getInstallation(installationId)?.config.content.read?.objects?.[objectName];
}

/** Narrows the optional fields to `query` and returns the checkbox of the field named `displayName`. */
async function findOptionalField(editor: Canvas, query: string, displayName: string): Promise<HTMLElement> {
  const search = editor.getByRole('searchbox', { name: 'Search fields' });
  await userEvent.clear(search);
  await userEvent.type(search, query);
  return editor.findByRole('checkbox', { name: displayName });
}

async function save(editor: Canvas): Promise<void> {
  await userEvent.click(editor.getByRole('button', { name: 'Save' }));
}

/** Opens the save bar's preview (it opens on demand) to read what Save sends. */
async function openPreview(editor: Canvas): Promise<void> {
  // The preview follows once the edit is painted.
  await userEvent.click(await editor.findByText(/^What will be saved/, { selector: 'summary' }));
}

async function expectSaved(editor: Canvas, options = {}): Promise<void> {
  await expect(await editor.findByText('Saved.', {}, options)).toBeVisible();
  await expect(editor.queryByRole('alert')).toBeNull();
}

const meta = {
  title: 'Widget/InstallationConfig',
  // The whole widget as a page embeds it: its own 16 px padding is the margin (at 390 px as at 1280 px).
  parameters: { layout: 'fullscreen' },
  component: InstallationConfig,
  args: {
    integration: salesforce.integrationName,
    groupRef: salesforce.groupRef,
    connectionId: salesforce.connectionId,
  },
} satisfies Meta<typeof InstallationConfig>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What a new user sees: the Salesforce-like installation of `org_acme`, its objects by action, and the Account
 * read editor open.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    const editor = await readEditor(canvas, 'Account');
    await expect(isOpenEntry(readObjectEntry(canvas, /^Account/))).toBe(true);
    await expect(editor.getByRole('switch', { name: 'Read this object on its schedule' })).toBeChecked();
    await expect(editor.getByRole('radio', { name: 'Every 15 minutes' })).toBeChecked();
    await expect(editor.getByText('No unsaved changes')).toBeVisible();
    await expect(editor.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** The HubSpot-like installation of `org_globex`. */
export const HubSpot: Story = {
  args: {
    integration: hubspot.integrationName,
    groupRef: hubspot.groupRef,
    connectionId: hubspot.connectionId,
  },
  play: async ({ canvas }) => {
    const editor = await readEditor(canvas, 'Contacts');
    // Every 10 minutes is no preset: the custom expression is described by the `cron.*` phrases.
    await expect(editor.getByRole('radio', { name: 'Custom (cron expression)' })).toBeChecked();
    await expect(
      await editor.findByText('Every 10 minutes (cron: */10 * * * *).', { exact: false }),
    ).toBeVisible();
    await expect(editor.getByText('No unsaved changes')).toBeVisible();
  },
};

/** `theme="dark"`, whatever the OS prefers. */
export const DarkTheme: Story = {
  args: { theme: 'dark' },
  play: async ({ canvasElement, canvas }) => {
    await readEditor(canvas, 'Account');
    await expect(canvasElement.querySelector('.ric-root')).toHaveAttribute('data-theme', 'dark');
  },
};

/** The first answers never come: the widget stays in its loading state (checked while busy). */
export const Loading: Story = {
  // STAYS_BUSY_TAG (stories/support/storyTags.ts); Storybook's indexer reads tags as literals only.
  tags: ['stays-busy'],
  parameters: { mockBackend: { setup: (backend) => backend.scenarios.setLatency(NEVER_MS) } },
  play: async ({ canvas }) => {
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Loading the integration…');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/**
 * The provider's field metadata never comes (the slowest answer by far with a real provider): the object list
 * and the read editor are drawn from the integration's manifest, by the objects' API names, with the list and
 * the field sections busy; the switch, schedule and history can be edited meanwhile.
 */
export const ProviderFieldsLoading: Story = {
  tags: ['stays-busy'],
  parameters: {
    mockBackend: {
      setup: (backend) => backend.scenarios.setLatency(NEVER_MS, { operation: 'hydrateRevision' }),
    },
  },
  play: async ({ canvas }) => {
    const editor = within(await canvas.findByRole('region', { name: 'Read Account' }));
    // The list, or on a phone the picker that takes its place.
    const objects =
      canvas.queryByRole('navigation', { name: 'Objects' }) ??
      canvas.getByRole('combobox', { name: 'Objects' });
    await expect(objects).toHaveAttribute('aria-busy', 'true');
    await expect(editor.getByRole('switch', { name: 'Read this object on its schedule' })).toBeChecked();
    await expect(editor.getByRole('heading', { name: 'Fields' }).parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.click(await editor.findByRole('radio', { name: /Every 6 hours/ }));
    await expect(editor.getByRole('radio', { name: /Every 6 hours/ })).toBeChecked();
  },
};

/** A group with a connection but no installation yet: the set-up screen. */
export const NoInstallation: Story = {
  args: { groupRef: mockIds.emptyGroupRef, connectionId: salesforce.emptyGroupConnectionId },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('heading', { name: 'Set up Salesforce CRM sync' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start with recommended settings' })).toBeEnabled();
    await expect(
      getStoryBackend(loaded).store.listInstallations({ groupRef: mockIds.emptyGroupRef }),
    ).toEqual([]);
  },
};

/** The set-up screen's one action: the installation is created with the revision's defaults. */
export const SetUpWithRecommendedSettings: Story = {
  args: NoInstallation.args,
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Start with recommended settings' }));
    const editor = await readEditor(canvas, 'Account');
    await expect(editor.getByText('No unsaved changes')).toBeVisible();
    const [created] = getStoryBackend(loaded).store.listInstallations({ groupRef: mockIds.emptyGroupRef });
    await expect(created?.config.content.read?.objects?.account?.schedule).toBe('*/15 * * * *');
  },
};

/** The provider's fields of one object (Opportunity) could not be fetched: that object alone is unavailable. */
export const HydrationError: Story = {
  parameters: {
    mockBackend: { setup: (backend) => backend.scenarios.setHydrateError({ objectName: 'opportunity' }) },
  },
  play: async ({ canvas }) => {
    await readEditor(canvas, 'Account');
    await expect(readObjectEntry(canvas, /^Opportunity/)).toHaveTextContent('Unavailable');
    await openReadObject(canvas, /^Opportunity/);
    const editor = await readEditor(canvas, 'Opportunity');
    await expect(
      editor.getByText('Fields of Opportunity could not be loaded from your account', { exact: false }),
    ).toBeVisible();
    await expect(editor.queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

/** One object with 5,000 fields: only the visible rows are rendered, search finds any of them, and it saves. */
export const FiveThousandFields: Story = {
  args: largeFixtureScope,
  parameters: { mockBackend: largeFixtureBackend },
  play: async ({ canvas, loaded }) => {
    const editor = await readEditor(canvas, 'Purchase Order', slow);
    // The field list is built in short steps before it shows.
    await expect(await editor.findByText(/of 5,000 fields selected/, undefined, slow)).toBeVisible();
    // Virtualized: a screenful of rows, not 5,000 checkboxes.
    await expect((await editor.findAllByRole('checkbox')).length).toBeLessThan(60);
    const field = await findOptionalField(editor, 'Regional Balance 3', 'Regional Balance 3');
    await expect(field).not.toBeChecked();
    await userEvent.click(field);
    await save(editor);
    await expectSaved(editor, slow);
    const stored = storedRead(getStoryBackend(loaded), largeObjectName, largeFixture.ids.installationId);
    const fieldName = Object.keys(stored?.selectedFields ?? {}).find((name) =>
      name.startsWith('regional_balance_3'),
    );
    await expect(fieldName).toBeDefined();
  },
};

/** Every answer takes 300–1,200 ms (seeded): loading shows, then a save shows its progress. */
export const SlowNetwork: Story = {
  parameters: { mockBackend: { setup: (backend) => backend.scenarios.setLatency([300, 1200]) } },
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading the integration…');
    const editor = await readEditor(canvas, 'Account', slow);
    await userEvent.click(await findOptionalField(editor, 'Account Phone', 'Account Phone'));
    await save(editor);
    await expect(await editor.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expectSaved(editor, slow);
    await expect(storedRead(getStoryBackend(loaded), 'account')?.selectedFields?.phone).toBe(true);
  },
};

const fieldIssueDetail = 'Field-level security hides this field from the integration user.';

/**
 * The service refuses the object patch with a 400 whose `issues[]` names the changed field: the issue is at the
 * field's row of the list, and above the list with a button that brings the row into view.
 */
export const SaveFailsWithFieldIssues: Story = {
  parameters: {
    mockBackend: {
      handlers: [
        http.patch(MOCK_PATCH_OBJECT_URL, () =>
          HttpResponse.json(
            {
              type: 'about:blank',
              title: 'Bad Request',
              status: 400,
              detail: 'The input message is incorrect',
              issues: [{ in: 'body', name: 'changes[0].value', detail: fieldIssueDetail, value: true }],
            },
            { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas, loaded }) => {
    const editor = await readEditor(canvas, 'Account');
    let phone = await findOptionalField(editor, 'Account Phone', 'Account Phone');
    await userEvent.click(phone);
    await save(editor);

    const alert = await editor.findByRole('alert');
    // On a phone the reason folds under the title (the bar stays within a fifth of the screen).
    await expect(alert).toHaveTextContent(
      /^Your changes were not saved:? ?The service did not accept these settings\. Your changes are kept\./,
    );
    await expect(alert).toHaveFocus();
    // In the alert, named by the field, and at the field's row, tied to its checkbox, in the user's words.
    const words = 'The server did not accept this value.';
    await expect(alert).toHaveTextContent(`Account Phone: ${words}`);
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(expect.stringContaining(words));
    await expect(within(phone.closest('li') as HTMLElement).getByText(words)).toBeVisible();
    // Above the list, with a button to the row that focuses it (from the whole list too: the component test
    // shows that; here the list stays searched, so the page's picture does not depend on where it scrolled).
    const optional = editor.getByRole('group', { name: 'Optional fields' });
    await expect(within(optional).getByText('1 field in the list needs attention:')).toBeVisible();
    await userEvent.click(within(optional).getByRole('button', { name: 'Show Account Phone' }));
    await waitFor(() => expect(editor.getByRole('checkbox', { name: 'Account Phone' })).toHaveFocus());
    phone = editor.getByRole('checkbox', { name: 'Account Phone' });
    // The service's own words are not the message: they are for support, under "Details for support".
    const serviceWords = within(alert).getByText('The input message is incorrect');
    await expect(serviceWords).not.toBeVisible();
    await expect(within(alert).getByText(fieldIssueDetail)).not.toBeVisible();
    // On a phone the failure's details start folded: opened first.
    const failure = alert.querySelector('details');
    const summary = failure?.querySelector('summary');
    if (failure && summary && !failure.open) await userEvent.click(summary);
    await userEvent.click(within(alert).getByText('Details for support'));
    await expect(serviceWords).toBeVisible();
    // The edit is kept, nothing was stored.
    await expect(phone).toBeChecked();
    await expect(editor.getByText('Unsaved changes')).toBeVisible();
    await expect(storedRead(getStoryBackend(loaded), 'account')?.selectedFields?.phone).toBeUndefined();
  },
};

/** Object patches seen by the retry story (reset by its setup, so every render counts afresh). */
const patchAttempts: string[] = [];

/** The first save answers 503 (`retryable`, `Retry-After: 0`); the hooks send it again and it is stored. */
export const SaveRetriesAfter503: Story = {
  parameters: {
    mockBackend: {
      setup: (backend) => {
        patchAttempts.length = 0;
        backend.scenarios.failNext({
          fault: 'unavailable',
          match: { method: 'PATCH' },
          retryAfterSeconds: 0,
        });
      },
      handlers: [
        // Records the attempt and lets the backend answer it.
        http.patch(`${MOCK_BASE_URL}/*`, ({ request }) => {
          patchAttempts.push(new URL(request.url).pathname);
        }),
      ],
    },
  },
  play: async ({ canvas, loaded }) => {
    const editor = await readEditor(canvas, 'Account');
    await userEvent.click(await findOptionalField(editor, 'Account Phone', 'Account Phone'));
    await save(editor);
    await expectSaved(editor, slow);
    await expect(patchAttempts).toHaveLength(2);
    await expect(storedRead(getStoryBackend(loaded), 'account')?.selectedFields?.phone).toBe(true);
  },
};

/**
 * A new read object whose selected field the connection cannot read: the service's sample read fails (422) and
 * the alert offers to save without it.
 */
export const SampleReadFails: Story = {
  parameters: {
    mockBackend: {
      setup: (backend) =>
        backend.scenarios.changeInstallation(salesforce.installationId, (installation) => {
          delete installation.config.content.read?.objects?.[MOCK_UNREADABLE_FIELD.objectName];
        }),
    },
  },
  play: async ({ canvas, loaded }) => {
    await readEditor(canvas, 'Account');
    await openReadObject(canvas, /^Contact/);
    const editor = await readEditor(canvas, 'Contact');
    await userEvent.click(editor.getByRole('button', { name: 'Start reading Contact' }));
    await userEvent.click(editor.getByRole('radio', { name: 'Only the fields I choose' }));
    await userEvent.click(await findOptionalField(editor, 'SSN', 'SSN (last 4 digits)'));
    await save(editor);

    const alert = await editor.findByRole('alert');
    await expect(alert).toHaveTextContent('Your changes were not saved');
    await userEvent.click(within(alert).getByRole('button', { name: 'Save without the test read' }));
    await expectSaved(editor);
    const stored = storedRead(getStoryBackend(loaded), MOCK_UNREADABLE_FIELD.objectName);
    await expect(stored?.selectedFields?.[MOCK_UNREADABLE_FIELD.fieldName]).toBe(true);
  },
};

/**
 * Contact is offered but not read yet: the starting point of the keyboard-only configuration of a new read object
 * (test/browser/readConfiguration.browser.test.ts).
 */
export const ContactNotReadYet: Story = {
  parameters: {
    mockBackend: {
      setup: (backend) =>
        backend.scenarios.changeInstallation(salesforce.installationId, (installation) => {
          delete installation.config.content.read?.objects?.contact;
        }),
    },
  },
  play: async ({ canvas }) => {
    await readEditor(canvas, 'Account');
    await expect(readObjectEntry(canvas, /^Contact/)).toHaveTextContent('Not set up');
  },
};

/**
 * Account's saved settings leave a required app field unmapped: the list marks it "Needs attention" and says why,
 * the editor names the field with a button to it, and its row says it is required (issue 28).
 */
export const NeedsAttention: Story = {
  parameters: {
    mockBackend: {
      setup: (backend) =>
        backend.scenarios.changeInstallation(salesforce.installationId, (installation) => {
          delete installation.config.content.read?.objects?.account?.selectedFieldMappings.accountTier;
        }),
    },
  },
  play: async ({ canvas }) => {
    const editor = await readEditor(canvas, 'Account');
    await expect(readObjectEntry(canvas, /^Account/)).toHaveTextContent('Needs attention');
    // The list's button is described by the cause; a phone's picker option cannot be, its editor says it.
    const entry = readObjectEntry(canvas, /^Account/);
    if (!(entry instanceof HTMLOptionElement)) {
      await expect(entry).toHaveAccessibleDescription(
        'Needs attention: Account tier (required) is not mapped.',
      );
    }
    await expect(editor.getByText('Needs attention: Account tier (required) is not mapped.')).toBeVisible();
    await userEvent.click(editor.getByRole('button', { name: 'Map Account tier' }));
    await expect(editor.getByRole('combobox', { name: /Account tier/ })).toHaveFocus();
    await expect(editor.getByText(/^Required: Account tier is not mapped/)).toBeVisible();
  },
};

/** Turn on an optional field and save: the preview names it, and the service stores it. */
export const SelectFieldAndSave: Story = {
  play: async ({ canvas, loaded }) => {
    const editor = await readEditor(canvas, 'Account');
    await expect(editor.getByText('8 of 121 fields selected')).toBeVisible();
    const phone = await findOptionalField(editor, 'phone', 'Account Phone');
    await userEvent.click(phone);
    await expect(phone).toBeChecked();
    await expect(editor.getByText('9 of 121 fields selected')).toBeVisible();
    await openPreview(editor);
    await expect(editor.getByText('Turn on 1 field: Account Phone')).toBeVisible();
    await expect(readObjectEntry(canvas, /^Account/)).toHaveTextContent('Unsaved changes');
    await save(editor);
    await expectSaved(editor);
    await expect(storedRead(getStoryBackend(loaded), 'account')?.selectedFields?.phone).toBe(true);
  },
};

/** Map an app field to another provider field with the searchable combobox, then save. */
export const MapField: Story = {
  play: async ({ canvas, loaded }) => {
    const editor = await readEditor(canvas, 'Account');
    // The mapping section loads its code on first use: found once it is there.
    const region = await editor.findByRole('combobox', { name: 'Sales region' });
    await expect(region).toHaveValue('Sales Region');
    await userEvent.clear(region);
    await userEvent.type(region, 'Billing State');
    await expect(region).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(region).toHaveValue('Billing State/Province');
    await openPreview(editor);
    await expect(editor.getByText('Map Billing State/Province to Sales region')).toBeVisible();
    await save(editor);
    await expectSaved(editor);
    await expect(storedRead(getStoryBackend(loaded), 'account')?.selectedFieldMappings?.salesRegion).toBe(
      'billingstate',
    );
  },
};

/** Choose a weekly schedule on Fridays: the plain-language description follows, and it is stored as cron. */
export const ChangeSchedule: Story = {
  play: async ({ canvas, loaded }) => {
    const editor = await readEditor(canvas, 'Account');
    await userEvent.click(editor.getByRole('radio', { name: 'Once a week' }));
    await userEvent.selectOptions(editor.getByRole('combobox', { name: 'Day of the week' }), 'Friday');
    await expect(editor.getByRole('group', { name: 'How often to read' })).toHaveAccessibleDescription(
      'Every Friday at 12:00 AM (cron: 0 0 * * 5).',
    );
    await save(editor);
    await expectSaved(editor);
    await expect(storedRead(getStoryBackend(loaded), 'account')?.schedule).toBe('0 0 * * 5');
  },
};

/** Edits in two sections, then Discard: the form is back to what the service stores, which never changed. */
export const DiscardEdits: Story = {
  play: async ({ canvas, loaded }) => {
    const backend = getStoryBackend(loaded);
    const before = storedRead(backend, 'account');
    const editor = await readEditor(canvas, 'Account');
    const phone = await findOptionalField(editor, 'Account Phone', 'Account Phone');
    await userEvent.click(phone);
    await userEvent.click(editor.getByRole('radio', { name: 'Every hour' }));
    await expect(editor.getByText('Unsaved changes')).toBeVisible();

    await userEvent.click(editor.getByRole('button', { name: 'Discard' }));
    await expect(editor.getByText('No unsaved changes')).toBeVisible();
    await expect(phone).not.toBeChecked();
    await expect(editor.getByRole('radio', { name: 'Every 15 minutes' })).toBeChecked();
    await waitFor(() => expect(storedRead(backend, 'account')).toEqual(before));
  },
};
