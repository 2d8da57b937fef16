import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { HttpResponse, http } from 'msw';
import { SubscribeObjectEditor } from '../../../src/components/subscribe/SubscribeObjectEditor.tsx';
import { MOCK_BASE_URL, mockIds } from '../../../src/mock/index.ts';
import { createHarness, setupMockServer } from '../../support/backendHarness.tsx';

const server = setupMockServer();

function renderEditor(objectName: string, harness = createHarness(server)) {
  const view = render(<SubscribeObjectEditor objectName={objectName} />, { wrapper: harness.wrapper });
  const installation = () => harness.backend.store.getInstallation(mockIds.salesforce.installationId);
  const stored = () => installation()?.config.content.subscribe?.objects;
  return { harness, stored, installation, ...view };
}

async function saveAndWait(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Saved.')).toBeTruthy();
}

const watchList = () => screen.getByRole('group', { name: 'Watched fields' });

describe('<SubscribeObjectEditor>', () => {
  it('shows the saved subscription: destination, events, watched fields, quota optimization; axe clean', async () => {
    const { container } = renderEditor('account');
    expect(await screen.findByRole('heading', { level: 2, name: 'Subscribe to Account' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Destination' }).value).toBe(
      'accountEvents',
    );
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: "Use the read settings' fields and mappings" })
        .checked,
    ).toBe(true);
    for (const name of ['Record created', 'Record updated', 'Record deleted']) {
      expect(screen.getByRole<HTMLInputElement>('switch', { name }).checked).toBe(true);
    }
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: 'One of the fields I choose changes' }).checked,
    ).toBe(true);
    await userEvent
      .setup()
      .type(within(watchList()).getByRole('searchbox', { name: 'Search fields' }), 'Industry');
    expect(
      (await within(watchList()).findByRole<HTMLInputElement>('checkbox', { name: 'Industry' })).checked,
    ).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: /quota optimization/ }).checked).toBe(true);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('subscribes to an object with watched fields and quota optimization; the mock stores it and goes in progress', async () => {
    const user = userEvent.setup();
    const { stored, installation, harness } = renderEditor('contact');
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Contact' }));
    // The manifest watches email; quota optimization can go on once fields are watched.
    expect(
      screen.getByRole<HTMLInputElement>('radio', { name: 'One of the fields I choose changes' }).checked,
    ).toBe(true);
    await user.type(within(watchList()).getByRole('searchbox', { name: 'Search fields' }), 'Title');
    await user.click(await within(watchList()).findByRole('checkbox', { name: 'Title' }));
    await user.click(screen.getByRole('switch', { name: /quota optimization/ }));
    // The manifest leaves delete events to the default (on); this subscription turns them off.
    await user.click(screen.getByRole('switch', { name: 'Record deleted' }));
    await user.click(screen.getByRole('radio', { name: 'Send the fields without the read settings' }));
    // A new object is a group of the preview, titled by what starts it.
    expect(screen.getByText('Subscribe to Contact', { selector: 'li > details > summary' })).toBeTruthy();
    await saveAndWait(user);
    expect(stored()?.contact).toEqual({
      objectName: 'contact',
      destination: 'contactEvents',
      inheritFieldsAndMappings: false,
      createEvent: { enabled: 'always' },
      updateEvent: { enabled: 'always', requiredWatchFields: ['email', 'title'] },
      deleteEvent: { enabled: 'never' },
      providerOptions: { quotaOptimization: { enabled: true } },
    });
    expect(installation()?.lastOperationStatus).toBe('in_progress');
    const update = harness.requests.find((r) => r.method === 'PATCH' && r.path.includes('/installations/'));
    expect(JSON.parse(update?.body ?? '{}').updateMask).toEqual(['config.content.subscribe.objects.contact']);
  });

  it('explains and enforces the quota optimization rules before sending', async () => {
    const user = userEvent.setup();
    const { stored, harness } = renderEditor('account');
    await screen.findByRole('heading', { level: 2, name: 'Subscribe to Account' });
    await user.click(screen.getByRole('radio', { name: 'Any field changes' }));
    const quota = screen.getByRole('switch', { name: /quota optimization/ });
    const describedBy = (quota.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Not available with “Any field changes”: choose the watched fields instead.',
    );
    const before = harness.requests.length;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some settings need your attention before saving.')).toBeTruthy();
    await waitFor(() => expect(quota.getAttribute('aria-invalid')).toBe('true'));
    expect(harness.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
    expect(harness.requests.length).toBe(before);
    // Turning it off makes the config valid; what the mock stores follows.
    await user.click(quota);
    await saveAndWait(user);
    expect(stored()?.account?.updateEvent).toEqual({
      enabled: 'always',
      requiredWatchFields: ['name', 'industry', 'annualrevenue'],
      watchFieldsAuto: 'all',
    });
    expect(stored()?.account?.providerOptions).toBeUndefined();
  });

  it('places the service’s refusal of quota optimization on its switch, keeping the edits', async () => {
    const user = userEvent.setup();
    renderEditor('contact');
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Contact' }));
    await user.click(screen.getByRole('switch', { name: /quota optimization/ }));
    server.use(
      http.patch(
        `${MOCK_BASE_URL}/projects/:project/integrations/:integration/installations/:installationId`,
        () =>
          HttpResponse.json(
            {
              type: 'about:blank',
              title: 'Bad Request',
              status: 400,
              detail: 'The input message is incorrect',
              issues: [
                {
                  in: 'body',
                  name: 'installation.config.content.subscribe.objects.contact.providerOptions.quotaOptimization.enabled',
                  detail: 'Quota optimization is not enabled for this account',
                },
              ],
            },
            { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
          ),
        { once: true },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // In the user's words, from the rule of quota optimization; the service's sentence stays for the details.
    const words = 'Quota optimization needs a required watched field and not all fields watched.';
    expect((await screen.findByRole('alert')).textContent).toContain(
      `Only send updates of watched fields (quota optimization): ${words}`,
    );
    const quota = screen.getByRole('switch', { name: /quota optimization/ });
    await waitFor(() => expect(quota.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = (quota.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(words);
    expect(quota).toHaveProperty('checked', true);
  });

  it('unsubscribes only after confirming', async () => {
    const user = userEvent.setup();
    const { stored } = renderEditor('account');
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe from Account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Unsubscribe from Account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));
    expect(screen.getByText('Unsubscribe from Account', { selector: 'li' })).toBeTruthy();
    await saveAndWait(user);
    expect(stored()?.account).toBeUndefined();
  });

  it('offers no delete events while the subscription uses provider flows, and says why', async () => {
    const harness = createHarness(server);
    harness.backend.scenarios.changeInstallation(mockIds.salesforce.installationId, (i) => {
      const subscribe = i.config.content.subscribe;
      if (subscribe) subscribe.providerOptions = { useProviderFlows: { enabled: true } };
      const account = subscribe?.objects.account;
      if (account) account.deleteEvent = { enabled: 'never' };
    });
    renderEditor('account', harness);
    const remove = await screen.findByRole('switch', { name: 'Record deleted' });
    expect(remove).toHaveProperty('disabled', true);
    const hint = document.getElementById(remove.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toContain('provider flows');
  });

  it('requires a destination and validates other event names', async () => {
    const user = userEvent.setup();
    const { stored } = renderEditor('opportunity');
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Opportunity' }));
    const destination = screen.getByRole('textbox', { name: 'Destination' });
    await user.clear(destination);
    expect(destination.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Some settings need your attention before saving.')).toBeTruthy();
    expect(document.activeElement).toBe(destination);
    await user.type(destination, 'dealStream');
    const name = screen.getByRole('textbox', { name: 'Event name' });
    await user.type(name, 'bad name{Enter}');
    expect(
      screen.getByText('Use letters, digits, dots, dashes or underscores, without spaces.'),
    ).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'OpportunityShare{Enter}');
    await saveAndWait(user);
    expect(stored()?.opportunity).toMatchObject({
      destination: 'dealStream',
      inheritFieldsAndMappings: false,
      otherEvents: ['OpportunityShare'],
    });
  });
});
