import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { InstallationSettingsPanel } from '../../src/components/settings/InstallationSettingsPanel.tsx';
import { SubscribeObjectEditor } from '../../src/components/subscribe/SubscribeObjectEditor.tsx';
import { WriteObjectEditor } from '../../src/components/write/WriteObjectEditor.tsx';
import { mockIds } from '../../src/mock/index.ts';
import type { ConfigContent } from '../../src/schemas/config.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';

// docs/contract.md, "Resources" and "Provider options": the rows of a write and a subscribe object config,
// subscribe-level `providerOptions` and `proxy`: every row set and cleared from the widget, with what the mock stores after each.

const server = setupMockServer();
type User = ReturnType<typeof userEvent.setup>;

interface Row {
  row: string;
  editor: ReactElement;
  set: (user: User) => Promise<void>;
  afterSet: (content: ConfigContent) => void;
  clear: (user: User) => Promise<void>;
  afterClear: (content: ConfigContent) => void;
}

const settingOf = (label: string) => {
  const fieldset = screen.getByText(label, { selector: 'legend' }).closest('fieldset');
  if (!fieldset) throw new Error(`no setting for ${label}`);
  return within(fieldset);
};
const watchList = () => screen.getByRole('group', { name: 'Watched fields' });
const writeOf = (content: ConfigContent, name: string) => content.write?.objects?.[name];
const subscribeOf = (content: ConfigContent, name: string) => content.subscribe?.objects[name];
const quotaSwitch = () => screen.getByRole('switch', { name: /quota optimization/ });

async function confirmRemoval(user: User, trigger: string, confirm: string) {
  await user.click(await screen.findByRole('button', { name: trigger }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: confirm }));
}

const rows: Row[] = [
  {
    row: 'write objectName (the object in content.write.objects)',
    editor: <WriteObjectEditor objectName="account" />,
    set: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Start writing Account' }));
    },
    afterSet: (c) => expect(writeOf(c, 'account')?.objectName).toBe('account'),
    clear: (user) => confirmRemoval(user, 'Stop writing Account', 'Stop writing'),
    afterClear: (c) => expect(writeOf(c, 'account')).toBeUndefined(),
  },
  {
    row: 'write deletionSettings.enabled',
    editor: <WriteObjectEditor objectName="contact" />,
    set: async (user) => {
      await user.click(await screen.findByRole('switch', { name: 'Allow deleting records' }));
    },
    afterSet: (c) => expect(writeOf(c, 'contact')?.deletionSettings).toEqual({ enabled: true }),
    clear: async (user) => {
      await user.click(screen.getByRole('switch', { name: 'Allow deleting records' }));
    },
    afterClear: (c) => expect(writeOf(c, 'contact')?.deletionSettings).toEqual({ enabled: false }),
  },
  {
    row: 'write selectedFieldSettings (a field added, then removed)',
    editor: <WriteObjectEditor objectName="contact" />,
    set: async (user) => {
      await user.type(await screen.findByRole('combobox', { name: 'Field to add' }), 'Title');
      await user.keyboard('{Enter}');
      await user.click(screen.getByRole('button', { name: 'Add field' }));
      await user.type(settingOf('Title').getByRole('textbox', { name: 'Default value' }), 'Buyer');
    },
    afterSet: (c) =>
      expect(writeOf(c, 'contact')?.selectedFieldSettings?.title).toMatchObject({
        default: { stringValue: 'Buyer' },
      }),
    clear: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Remove the setting of Title' }));
    },
    afterClear: (c) =>
      expect(Object.keys(writeOf(c, 'contact')?.selectedFieldSettings ?? {})).not.toContain('title'),
  },
  {
    row: 'Field Setting default.stringValue',
    editor: <WriteObjectEditor objectName="contact" />,
    set: async (user) => {
      await screen.findByRole('heading', { level: 2, name: 'Write Contact' });
      await user.selectOptions(
        settingOf('Lead Source').getByRole('combobox', { name: 'Default value' }),
        'Web',
      );
    },
    afterSet: (c) =>
      expect(writeOf(c, 'contact')?.selectedFieldSettings?.leadsource?.default).toEqual({
        stringValue: 'Web',
      }),
    clear: async (user) => {
      await user.selectOptions(
        settingOf('Lead Source').getByRole('combobox', { name: 'Default value' }),
        'No default',
      );
    },
    afterClear: (c) =>
      expect(writeOf(c, 'contact')?.selectedFieldSettings?.leadsource?.default).toBeUndefined(),
  },
  {
    row: 'Field Setting default.integerValue',
    editor: <WriteObjectEditor objectName="contact" />,
    set: async (user) => {
      await screen.findByRole('heading', { level: 2, name: 'Write Contact' });
      const nps = settingOf('NPS Score').getByRole('textbox', { name: 'Default value' });
      await user.clear(nps);
      await user.type(nps, '42');
    },
    afterSet: (c) =>
      expect(writeOf(c, 'contact')?.selectedFieldSettings?.nps_score__c?.default).toEqual({
        integerValue: 42,
      }),
    clear: async (user) => {
      await user.clear(settingOf('NPS Score').getByRole('textbox', { name: 'Default value' }));
    },
    afterClear: (c) =>
      expect(writeOf(c, 'contact')?.selectedFieldSettings?.nps_score__c?.default).toBeUndefined(),
  },
  {
    row: 'Field Setting default.booleanValue',
    editor: <WriteObjectEditor objectName="contact" />,
    set: async (user) => {
      await screen.findByRole('heading', { level: 2, name: 'Write Contact' });
      await user.selectOptions(
        settingOf('Email Opt Out').getByRole('combobox', { name: 'Default value' }),
        'True',
      );
    },
    afterSet: (c) =>
      expect(writeOf(c, 'contact')?.selectedFieldSettings?.hasoptedoutofemail?.default).toEqual({
        booleanValue: true,
      }),
    clear: async (user) => {
      await user.selectOptions(
        settingOf('Email Opt Out').getByRole('combobox', { name: 'Default value' }),
        'No default',
      );
    },
    afterClear: (c) =>
      expect(writeOf(c, 'contact')?.selectedFieldSettings?.hasoptedoutofemail?.default).toBeUndefined(),
  },
  {
    row: 'Field Setting writeOnCreate',
    editor: <WriteObjectEditor objectName="contact" />,
    set: async (user) => {
      await screen.findByRole('heading', { level: 2, name: 'Write Contact' });
      await user.selectOptions(
        settingOf('Lead Source').getByRole('combobox', { name: 'When a record is created' }),
        'never',
      );
    },
    afterSet: (c) =>
      expect(writeOf(c, 'contact')?.selectedFieldSettings?.leadsource?.writeOnCreate).toBe('never'),
    clear: async (user) => {
      await user.selectOptions(
        settingOf('Lead Source').getByRole('combobox', { name: 'When a record is created' }),
        'always',
      );
    },
    // Back to the contract's default.
    afterClear: (c) =>
      expect(writeOf(c, 'contact')?.selectedFieldSettings?.leadsource?.writeOnCreate ?? 'always').toBe(
        'always',
      ),
  },
  {
    row: 'Field Setting writeOnUpdate',
    editor: <WriteObjectEditor objectName="contact" />,
    set: async (user) => {
      await screen.findByRole('heading', { level: 2, name: 'Write Contact' });
      await user.selectOptions(
        settingOf('Lead Source').getByRole('combobox', { name: 'When a record is updated' }),
        'ifEmpty',
      );
    },
    afterSet: (c) =>
      expect(writeOf(c, 'contact')?.selectedFieldSettings?.leadsource?.writeOnUpdate).toBe('ifEmpty'),
    clear: async (user) => {
      await user.selectOptions(
        settingOf('Lead Source').getByRole('combobox', { name: 'When a record is updated' }),
        'always',
      );
    },
    afterClear: (c) =>
      expect(writeOf(c, 'contact')?.selectedFieldSettings?.leadsource?.writeOnUpdate ?? 'always').toBe(
        'always',
      ),
  },
  {
    // Deprecated: never written new by the widget; kept untouched by other edits, cleared by converting it.
    row: 'write selectedValueDefaults (deprecated)',
    editor: <WriteObjectEditor objectName="opportunity" />,
    set: async (user) => {
      await user.click(await screen.findByRole('switch', { name: 'Allow deleting records' }));
    },
    afterSet: (c) =>
      expect(writeOf(c, 'opportunity')?.selectedValueDefaults).toEqual({
        probability: { value: 10, applyOnUpdate: 'never' },
      }),
    clear: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Convert Probability (%) to a field setting' }));
    },
    afterClear: (c) => {
      expect(Object.keys(writeOf(c, 'opportunity')?.selectedValueDefaults ?? {})).toEqual([]);
      expect(writeOf(c, 'opportunity')?.selectedFieldSettings?.probability).toBeDefined();
    },
  },
  {
    row: 'subscribe objectName (the object in content.subscribe.objects)',
    editor: <SubscribeObjectEditor objectName="opportunity" />,
    set: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Subscribe to Opportunity' }));
    },
    afterSet: (c) => expect(subscribeOf(c, 'opportunity')?.objectName).toBe('opportunity'),
    clear: (user) => confirmRemoval(user, 'Unsubscribe from Opportunity', 'Unsubscribe'),
    afterClear: (c) => expect(subscribeOf(c, 'opportunity')).toBeUndefined(),
  },
  {
    // Required: a different destination is set; an empty one is refused at the input, nothing sent.
    row: 'subscribe destination',
    editor: <SubscribeObjectEditor objectName="account" />,
    set: async (user) => {
      const destination = await screen.findByRole('textbox', { name: 'Destination' });
      await user.clear(destination);
      await user.type(destination, 'accountStream');
    },
    afterSet: (c) => expect(subscribeOf(c, 'account')?.destination).toBe('accountStream'),
    clear: async (user) => {
      const destination = screen.getByRole('textbox', { name: 'Destination' });
      await user.clear(destination);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Some settings need your attention before saving.')).toBeTruthy();
      expect(destination.getAttribute('aria-invalid')).toBe('true');
    },
    afterClear: (c) => expect(subscribeOf(c, 'account')?.destination).toBe('accountStream'),
  },
  {
    row: 'subscribe inheritFieldsAndMappings (false, then null)',
    editor: <SubscribeObjectEditor objectName="account" />,
    set: async (user) => {
      await user.click(
        await screen.findByRole('radio', { name: 'Send the fields without the read settings' }),
      );
    },
    afterSet: (c) => expect(subscribeOf(c, 'account')?.inheritFieldsAndMappings).toBe(false),
    clear: async (user) => {
      await user.click(screen.getByRole('radio', { name: 'Let the integration decide' }));
    },
    afterClear: (c) => expect(subscribeOf(c, 'account')?.inheritFieldsAndMappings).toBeNull(),
  },
  ...(['created', 'deleted'] as const).map(
    (event): Row => ({
      row: `subscribe ${event === 'created' ? 'createEvent' : 'deleteEvent'}.enabled`,
      editor: <SubscribeObjectEditor objectName="account" />,
      set: async (user) => {
        await user.click(await screen.findByRole('switch', { name: `Record ${event}` }));
      },
      afterSet: (c) =>
        expect(subscribeOf(c, 'account')?.[event === 'created' ? 'createEvent' : 'deleteEvent']).toEqual({
          enabled: 'never',
        }),
      clear: async (user) => {
        await user.click(screen.getByRole('switch', { name: `Record ${event}` }));
      },
      afterClear: (c) =>
        expect(subscribeOf(c, 'account')?.[event === 'created' ? 'createEvent' : 'deleteEvent']).toEqual({
          enabled: 'always',
        }),
    }),
  ),
  {
    row: 'subscribe updateEvent.enabled',
    editor: <SubscribeObjectEditor objectName="account" />,
    set: async (user) => {
      await user.click(await screen.findByRole('switch', { name: 'Record updated' }));
    },
    afterSet: (c) => expect(subscribeOf(c, 'account')?.updateEvent?.enabled).toBe('never'),
    clear: async (user) => {
      await user.click(screen.getByRole('switch', { name: 'Record updated' }));
    },
    afterClear: (c) => expect(subscribeOf(c, 'account')?.updateEvent?.enabled).toBe('always'),
  },
  {
    row: 'subscribe updateEvent.watchFieldsAuto',
    editor: <SubscribeObjectEditor objectName="account" />,
    set: async (user) => {
      // Quota optimization cannot go with "any field": off first, as the editor explains.
      await user.click(await screen.findByRole('switch', { name: /quota optimization/ }));
      await user.click(screen.getByRole('radio', { name: 'Any field changes' }));
    },
    afterSet: (c) => expect(subscribeOf(c, 'account')?.updateEvent?.watchFieldsAuto).toBe('all'),
    clear: async (user) => {
      await user.click(screen.getByRole('radio', { name: 'One of the fields I choose changes' }));
    },
    afterClear: (c) => expect(subscribeOf(c, 'account')?.updateEvent?.watchFieldsAuto).toBeUndefined(),
  },
  {
    row: 'subscribe updateEvent.requiredWatchFields',
    editor: <SubscribeObjectEditor objectName="account" />,
    set: async (user) => {
      await screen.findByRole('heading', { level: 2, name: 'Subscribe to Account' });
      await user.type(within(watchList()).getByRole('searchbox', { name: 'Search fields' }), 'Website');
      await user.click(await within(watchList()).findByRole('checkbox', { name: 'Website' }));
    },
    afterSet: (c) =>
      expect(subscribeOf(c, 'account')?.updateEvent?.requiredWatchFields).toEqual([
        'name',
        'industry',
        'annualrevenue',
        'website',
      ]),
    clear: async (user) => {
      // Quota optimization needs a watched field: off first, as the editor explains.
      await user.click(quotaSwitch());
      await user.clear(within(watchList()).getByRole('searchbox', { name: 'Search fields' }));
      await user.click(within(watchList()).getByRole('button', { name: /^Clear / }));
    },
    afterClear: (c) => expect(subscribeOf(c, 'account')?.updateEvent?.requiredWatchFields ?? []).toEqual([]),
  },
  {
    row: 'subscribe otherEvents',
    editor: <SubscribeObjectEditor objectName="account" />,
    set: async (user) => {
      await user.type(await screen.findByRole('textbox', { name: 'Event name' }), 'AccountShare{Enter}');
    },
    afterSet: (c) => expect(subscribeOf(c, 'account')?.otherEvents).toEqual(['AccountShare']),
    clear: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Remove event AccountShare' }));
    },
    afterClear: (c) => expect(subscribeOf(c, 'account')?.otherEvents ?? []).toEqual([]),
  },
  {
    row: 'subscribe object providerOptions.quotaOptimization.enabled',
    editor: <SubscribeObjectEditor objectName="account" />,
    set: async (user) => {
      await user.click(await screen.findByRole('switch', { name: /quota optimization/ }));
    },
    afterSet: (c) =>
      expect(subscribeOf(c, 'account')?.providerOptions?.quotaOptimization?.enabled ?? false).toBe(false),
    clear: async (user) => {
      await user.click(quotaSwitch());
    },
    afterClear: (c) =>
      expect(subscribeOf(c, 'account')?.providerOptions).toEqual({ quotaOptimization: { enabled: true } }),
  },
  {
    row: 'subscribe-level providerOptions.useProviderFlows.enabled',
    editor: <InstallationSettingsPanel />,
    set: async (user) => {
      await user.click(await screen.findByRole('switch', { name: 'Subscribe through provider flows' }));
    },
    afterSet: (c) => expect(c.subscribe?.providerOptions).toEqual({ useProviderFlows: { enabled: true } }),
    clear: async (user) => {
      await user.click(screen.getByRole('switch', { name: 'Subscribe through provider flows' }));
    },
    afterClear: (c) => expect(c.subscribe?.providerOptions).toEqual({ useProviderFlows: { enabled: false } }),
  },
  {
    row: 'proxy.enabled',
    editor: <InstallationSettingsPanel />,
    set: async (user) => {
      await user.click(await screen.findByRole('switch', { name: 'Allow proxy requests' }));
    },
    afterSet: (c) => expect(c.proxy).toEqual({ enabled: false }),
    clear: async (user) => {
      await user.click(screen.getByRole('switch', { name: 'Allow proxy requests' }));
    },
    afterClear: (c) => expect(c.proxy).toEqual({ enabled: true }),
  },
];

describe('every row of the contract’s write, subscribe, provider options and proxy tables', () => {
  it.each(rows)(
    '$row: set and cleared from the widget; the mock stores each',
    { timeout: 20_000 },
    async (row) => {
      const user = userEvent.setup();
      const harness = createHarness(server);
      render(row.editor, { wrapper: harness.wrapper });
      const content = () => {
        const installation = harness.backend.store.getInstallation(mockIds.salesforce.installationId);
        if (!installation) throw new Error('no installation');
        return installation.config.content;
      };
      const patches = () => harness.requests.filter((r) => r.method === 'PATCH').length;

      await row.set(user);
      // The preview says what changes in the user's words, never a bare path ("Change /deleteEvent/enabled").
      const previewLines = () =>
        [...document.querySelectorAll('.ric-savebar-preview li')].map((li) => li.textContent ?? '');
      // A picker's selection reaches the form (and so the preview) once the frame that shows it is painted.
      await waitFor(() => expect(previewLines().length).toBeGreaterThan(0));
      const preview = previewLines();
      expect(preview.filter((line) => /^Change \//.test(line) || line.includes('config.'))).toEqual([]);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Saved.')).toBeTruthy();
      row.afterSet(content());
      expect(patches()).toBeGreaterThan(0);

      await row.clear(user);
      const save = screen.queryByRole('button', { name: 'Save' });
      if (save && !save.hasAttribute('disabled')) await user.click(save);
      await waitFor(() => row.afterClear(content()));
    },
  );
});
