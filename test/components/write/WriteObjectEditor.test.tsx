import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { HttpResponse, http } from 'msw';
import { WriteObjectEditor } from '../../../src/components/write/WriteObjectEditor.tsx';
import { MOCK_PATCH_OBJECT_URL, mockIds } from '../../../src/mock/index.ts';
import { createHarness, setupMockServer } from '../../support/backendHarness.tsx';

const server = setupMockServer();

function renderEditor(objectName: string) {
  const harness = createHarness(server);
  const view = render(<WriteObjectEditor objectName={objectName} />, { wrapper: harness.wrapper });
  const stored = () =>
    harness.backend.store.getInstallation(mockIds.salesforce.installationId)?.config.content.write?.objects;
  return { harness, stored, ...view };
}

const settingOf = (label: string) => {
  const legend = screen.getByText(label, { selector: 'legend' });
  const fieldset = legend.closest('fieldset');
  if (!fieldset) throw new Error(`no setting for ${label}`);
  return within(fieldset);
};

async function saveAndWait(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Saved.')).toBeTruthy();
}

describe('<WriteObjectEditor>', () => {
  it('shows each field setting with its typed default and a sentence, and passes axe', async () => {
    const { container } = renderEditor('contact');
    expect(await screen.findByRole('heading', { level: 2, name: 'Write Contact' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Allow deleting records' })).toHaveProperty('checked', false);
    const lead = settingOf('Lead Source');
    expect(lead.getByRole<HTMLSelectElement>('combobox', { name: 'Default value' }).value).toBe(
      'Partner Referral',
    );
    expect(
      screen.getByText(
        'Sets Lead Source to ‘Partner Referral’ when a record is created; never changes it afterwards.',
      ),
    ).toBeTruthy();
    const optOut = settingOf('Email Opt Out');
    expect(optOut.getByRole<HTMLSelectElement>('combobox', { name: 'Default value' }).value).toBe('false');
    const nps = settingOf('NPS Score');
    expect(nps.getByRole<HTMLInputElement>('textbox', { name: 'Default value' }).value).toBe('0');
    expect(
      nps.getByText(
        'Does not write NPS Score when a record is created; on update, fills it only while it is empty.',
      ),
    ).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('without a default, the sentence says the value sent is written, in each choice of when (issue 28)', async () => {
    const user = userEvent.setup();
    const { stored } = renderEditor('contact');
    await screen.findByRole('heading', { level: 2, name: 'Write Contact' });
    const lead = settingOf('Lead Source');
    await user.selectOptions(lead.getByRole('combobox', { name: 'Default value' }), 'No default');
    const sentence = () => lead.getByText(/when a record is created/).textContent;
    expect(sentence()).toBe(
      'Writes the value sent for Lead Source when a record is created; never changes it afterwards.',
    );
    await user.selectOptions(lead.getByRole('combobox', { name: 'When a record is updated' }), 'always');
    expect(sentence()).toBe(
      'Writes the value sent for Lead Source when a record is created; writes the value sent on every update.',
    );
    await user.selectOptions(lead.getByRole('combobox', { name: 'When a record is updated' }), 'ifEmpty');
    expect(sentence()).toBe(
      'Writes the value sent for Lead Source when a record is created; on update, writes the value sent only while the field is empty.',
    );
    await user.selectOptions(lead.getByRole('combobox', { name: 'When a record is created' }), 'never');
    expect(sentence()).toBe(
      'Does not write Lead Source when a record is created; on update, writes the value sent only while the field is empty.',
    );
    await saveAndWait(user);
    expect(stored()?.contact?.selectedFieldSettings?.leadsource).toEqual({
      writeOnCreate: 'never',
      writeOnUpdate: 'ifEmpty',
    });
  });

  it('edits settings, adds a field by keyboard, previews in words and the mock stores them (one write of Contact)', async () => {
    const user = userEvent.setup();
    const { stored, harness } = renderEditor('contact');
    await screen.findByRole('heading', { level: 2, name: 'Write Contact' });
    await user.click(screen.getByRole('switch', { name: 'Allow deleting records' }));
    await user.selectOptions(
      settingOf('Lead Source').getByRole('combobox', { name: 'Default value' }),
      'Web',
    );
    await user.selectOptions(
      settingOf('Lead Source').getByRole('combobox', { name: 'When a record is updated' }),
      'ifEmpty',
    );
    const nps = settingOf('NPS Score').getByRole('textbox', { name: 'Default value' });
    await user.clear(nps);
    await user.type(nps, '42');
    // Adds Title with the keyboard only: type, arrow to the option, Enter, then the Add button.
    await user.type(screen.getByRole('combobox', { name: 'Field to add' }), 'Title');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.type(settingOf('Title').getByRole('textbox', { name: 'Default value' }), 'Buyer');

    expect(screen.getByText('Allow deleting records', { selector: 'li' })).toBeTruthy();
    expect(
      screen.getByText(
        'Field default: Sets Lead Source to ‘Web’ when a record is created; on update, fills it only while it is empty.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Field default: Sets Title to ‘Buyer’ when a record is created; sets it on every update.',
      ),
    ).toBeTruthy();
    await saveAndWait(user);
    const contact = stored()?.contact;
    expect(contact?.deletionSettings).toEqual({ enabled: true });
    expect(contact?.selectedFieldSettings).toEqual({
      leadsource: { default: { stringValue: 'Web' }, writeOnCreate: 'always', writeOnUpdate: 'ifEmpty' },
      hasoptedoutofemail: {
        default: { booleanValue: false },
        writeOnCreate: 'always',
        writeOnUpdate: 'ifEmpty',
      },
      nps_score__c: { default: { integerValue: 42 }, writeOnCreate: 'never', writeOnUpdate: 'ifEmpty' },
      title: { default: { stringValue: 'Buyer' }, writeOnCreate: 'always', writeOnUpdate: 'always' },
    });
    // One write, about Contact only: its JSON Patch, or, where that patch would be larger than the object's whole
    // config, the config under Contact's own update-mask path.
    const writes = harness.requests.filter((r) => r.method !== 'GET');
    expect(writes).toHaveLength(1);
    const [write] = writes;
    const touchesContactOnly =
      write?.path.includes('/objects/contact/config-content') ||
      JSON.parse(write?.body ?? '{}').updateMask?.join() === 'config.content.write.objects.contact';
    expect(touchesContactOnly).toBe(true);
  });

  it('clears a default and removes a field setting', async () => {
    const user = userEvent.setup();
    const { stored } = renderEditor('contact');
    await screen.findByRole('heading', { level: 2, name: 'Write Contact' });
    await user.selectOptions(
      settingOf('Email Opt Out').getByRole('combobox', { name: 'Default value' }),
      'No default',
    );
    await user.click(screen.getByRole('button', { name: 'Remove the setting of NPS Score' }));
    expect(screen.getByText('Remove the default of NPS Score')).toBeTruthy();
    await saveAndWait(user);
    expect(stored()?.contact?.selectedFieldSettings).toEqual({
      leadsource: {
        default: { stringValue: 'Partner Referral' },
        writeOnCreate: 'always',
        writeOnUpdate: 'never',
      },
      hasoptedoutofemail: { writeOnCreate: 'always', writeOnUpdate: 'ifEmpty' },
    });
  });

  it('blocks a save while a whole-number default holds other text, at that input', async () => {
    const user = userEvent.setup();
    const { stored } = renderEditor('contact');
    await screen.findByRole('heading', { level: 2, name: 'Write Contact' });
    const nps = settingOf('NPS Score').getByRole('textbox', { name: 'Default value' });
    await user.clear(nps);
    await user.type(nps, '1.5');
    expect(nps.getAttribute('aria-invalid')).toBe('true');
    expect(settingOf('NPS Score').getByText('Enter a whole number.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some settings need your attention before saving.')).toBeTruthy();
    expect(document.activeElement).toBe(nps);
    expect(stored()?.contact?.selectedFieldSettings?.nps_score__c?.default).toEqual({ integerValue: 0 });
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(nps).toHaveProperty('value', '0');
    expect(nps.getAttribute('aria-invalid')).toBeNull();
  });

  it('saves with Enter in a default, as Save does, and only while Save is enabled', async () => {
    const user = userEvent.setup();
    const { stored, harness } = renderEditor('contact');
    await screen.findByRole('heading', { level: 2, name: 'Write Contact' });
    const nps = settingOf('NPS Score').getByRole('textbox', { name: 'Default value' });
    const writes = () => harness.requests.filter((request) => request.method !== 'GET').length;
    // Nothing to save: Enter sends nothing and says nothing.
    await user.click(nps);
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('status', { name: /Saved/ })).toBeNull();
    expect(screen.queryByText('Saved.')).toBeNull();
    // Not a whole number: Enter saves nothing and says why, at the input, as Save does.
    await user.clear(nps);
    await user.type(nps, '1.5{Enter}');
    expect(await screen.findByText('Some settings need your attention before saving.')).toBeTruthy();
    expect(document.activeElement).toBe(nps);
    expect(writes()).toBe(0);
    await user.clear(nps);
    await user.type(nps, '42{Enter}');
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(writes()).toBe(1);
    expect(stored()?.contact?.selectedFieldSettings?.nps_score__c?.default).toEqual({ integerValue: 42 });
    // Enter in the box that adds a field chooses the field; it does not save.
    const fieldToAdd = screen.getByRole<HTMLInputElement>('combobox', { name: 'Field to add' });
    await user.type(fieldToAdd, 'Title');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(fieldToAdd.value).toBe('Title');
    expect(writes()).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    await user.type(settingOf('Title').getByRole('textbox', { name: 'Default value' }), 'Buyer{Enter}');
    await waitFor(() => expect(writes()).toBe(2));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(stored()?.contact?.selectedFieldSettings?.title?.default).toEqual({ stringValue: 'Buyer' });
  });

  it('adds an object that was not written, saved under its own mask path', async () => {
    const user = userEvent.setup();
    const { stored, harness } = renderEditor('account');
    await user.click(await screen.findByRole('button', { name: 'Start writing Account' }));
    await user.click(screen.getByRole('switch', { name: 'Allow deleting records' }));
    expect(screen.getByText('Start writing Account')).toBeTruthy();
    await saveAndWait(user);
    expect(stored()?.account).toEqual({ objectName: 'account', deletionSettings: { enabled: true } });
    const update = harness.requests.find((r) => r.method === 'PATCH' && r.path.includes('/installations/'));
    expect(JSON.parse(update?.body ?? '{}').updateMask).toEqual(['config.content.write.objects.account']);
  });

  it('removes an object only after confirming, saying what stops', async () => {
    const user = userEvent.setup();
    const { stored } = renderEditor('contact');
    await user.click(await screen.findByRole('button', { name: 'Stop writing Contact' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Stop writing Contact?' });
    expect(dialog.textContent).toContain('its 3 field settings will be removed');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep writing' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stop writing Contact' }));
    await user.click(screen.getByRole('button', { name: 'Stop writing Contact' }));
    await user.click(screen.getByRole('button', { name: 'Stop writing' }));
    expect(screen.getByText('Contact will no longer be written once you save.')).toBeTruthy();
    expect(stored()?.contact).toBeDefined();
    await saveAndWait(user);
    expect(stored()?.contact).toBeUndefined();
    expect(stored()?.opportunity).toBeDefined();
  });

  it('keeps older defaults untouched on save and converts one on request', async () => {
    const user = userEvent.setup();
    const { stored } = renderEditor('opportunity');
    await screen.findByRole('heading', { level: 2, name: 'Write Opportunity' });
    expect(screen.getByText('Probability (%): ‘10’, applied on create only')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Allow deleting records' }));
    await saveAndWait(user);
    expect(stored()?.opportunity).toEqual({
      objectName: 'opportunity',
      deletionSettings: { enabled: false },
      selectedValueDefaults: { probability: { value: 10, applyOnUpdate: 'never' } },
    });
    await user.click(screen.getByRole('button', { name: 'Convert Probability (%) to a field setting' }));
    expect(screen.getByText('Remove the older default of Probability (%)')).toBeTruthy();
    await saveAndWait(user);
    expect(stored()?.opportunity?.selectedValueDefaults).toEqual({});
    expect(stored()?.opportunity?.selectedFieldSettings).toEqual({
      probability: { default: { integerValue: 10 }, writeOnCreate: 'always', writeOnUpdate: 'never' },
    });
  });

  const rejected = 'The server did not accept this value.';
  it.each<[string, string, () => HTMLElement, string]>([
    [
      '/selectedFieldSettings/leadsource/writeOnUpdate',
      'When a record is updated',
      () => settingOf('Lead Source').getByLabelText('When a record is updated'),
      rejected,
    ],
    [
      '/selectedFieldSettings/leadsource/default/stringValue',
      'Default value',
      () => settingOf('Lead Source').getByLabelText('Default value'),
      rejected,
    ],
    [
      '/selectedFieldSettings/leadsource/writeOnCreate',
      'When a record is created',
      () => settingOf('Lead Source').getByLabelText('When a record is created'),
      rejected,
    ],
    [
      '/deletionSettings/enabled',
      'Allow deleting records',
      () => screen.getByRole('switch', { name: 'Allow deleting records' }),
      rejected,
    ],
  ])(
    'places a server issue about %s at “%s”, in the user’s words',
    async (path, _label, controlOf, words) => {
      const user = userEvent.setup();
      renderEditor('contact');
      await screen.findByRole('heading', { level: 2, name: 'Write Contact' });
      const lead = settingOf('Lead Source');
      await user.selectOptions(lead.getByRole('combobox', { name: 'Default value' }), 'Web');
      await user.selectOptions(lead.getByRole('combobox', { name: 'When a record is created' }), 'never');
      await user.selectOptions(lead.getByRole('combobox', { name: 'When a record is updated' }), 'always');
      await user.click(screen.getByRole('switch', { name: 'Allow deleting records' }));
      server.use(
        http.patch(
          MOCK_PATCH_OBJECT_URL,
          async ({ request }) => {
            const body = (await request.json()) as { changes: { path: string }[] };
            const index = body.changes.findIndex((c) => c.path === path);
            return HttpResponse.json(
              {
                type: 'about:blank',
                title: 'Bad Request',
                status: 400,
                issues: [{ in: 'body', name: `changes[${index}].value`, detail: 'Not allowed here' }],
              },
              { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
            );
          },
          { once: true },
        ),
      );
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByRole('alert');
      const control = controlOf();
      await waitFor(() => expect(control.getAttribute('aria-invalid')).toBe('true'));
      const describedBy = control.getAttribute('aria-describedby')?.split(' ') ?? [];
      const described = describedBy.map((id) => document.getElementById(id)?.textContent);
      expect(described).toContain(words);
      expect(described.join(' ')).not.toContain('Not allowed here');
      // The edits are kept.
      expect(lead.getByRole<HTMLSelectElement>('combobox', { name: 'Default value' }).value).toBe('Web');
    },
  );
  it('shows a field default changed elsewhere as a conflict, keeps theirs on request, and undoes a save', async () => {
    const user = userEvent.setup();
    const { harness, stored } = renderEditor('contact');
    await screen.findByRole('heading', { level: 2, name: 'Write Contact' });
    await user.selectOptions(
      settingOf('Lead Source').getByRole('combobox', { name: 'Default value' }),
      'Web',
    );
    // Someone else changes the same default meanwhile.
    harness.backend.scenarios.changeInstallation(mockIds.salesforce.installationId, (installation) => {
      const setting = installation.config.content.write?.objects?.contact?.selectedFieldSettings?.leadsource;
      if (setting) setting.default = { stringValue: 'Trade Show' };
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await settingOf('Lead Source').findByText('Changed elsewhere to “Trade Show” since you started.'),
    ).toBeTruthy();
    // The box keeps the user's choice meanwhile.
    expect(
      settingOf('Lead Source').getByRole<HTMLSelectElement>('combobox', { name: 'Default value' }).value,
    ).toBe('Web');
    expect(stored()?.contact?.selectedFieldSettings?.leadsource?.default).toEqual({
      stringValue: 'Trade Show',
    });
    await user.click(screen.getByRole('button', { name: 'Use theirs' }));
    await waitFor(() => expect(screen.queryByText(/changed elsewhere/i)).toBeNull());

    // A save of my own, then Undo: the stored value goes back to what it was.
    await user.click(screen.getByRole('switch', { name: 'Allow deleting records' }));
    await saveAndWait(user);
    expect(stored()?.contact?.deletionSettings).toEqual({ enabled: true });
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(stored()?.contact?.deletionSettings?.enabled).not.toBe(true));
    expect(stored()?.contact?.selectedFieldSettings?.leadsource?.default).toEqual({
      stringValue: 'Trade Show',
    });
  });
});
