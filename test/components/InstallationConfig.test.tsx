import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { ApiError } from '../../src/api/errors.ts';
import { InstallationConfig } from '../../src/components/widget/InstallationConfig.tsx';
import { SaveError } from '../../src/drafts/SaveError.ts';
import {
  IntegrationConfigProvider,
  type IntegrationConfigProviderProps,
} from '../../src/hooks/IntegrationConfigProvider.tsx';
import { mockIds } from '../../src/mock/index.ts';
import type { Installation } from '../../src/schemas/installation.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';
import { findObjectNav, renderWidget } from '../support/renderWidget.tsx';

const server = setupMockServer();

beforeAll(() => {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
});

describe('<InstallationConfig>', () => {
  it('shows loading, then the objects grouped by action with their state, and the first editor', async () => {
    const harness = createHarness(server);
    const { container } = renderWidget(harness);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    const nav = await findObjectNav();
    expect(within(nav).getByRole('heading', { name: 'Read' })).toBeTruthy();
    expect(within(nav).getByRole('heading', { name: 'Write' })).toBeTruthy();
    expect(within(nav).getByRole('heading', { name: 'Subscribe' })).toBeTruthy();
    const account = within(nav).getAllByRole('button', { name: /Account/ })[0]!;
    expect(account.getAttribute('aria-current')).toBe('true');
    expect(account.textContent).toContain('On');
    expect(await screen.findByRole('heading', { level: 2, name: 'Read Account' })).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it('the object list is one tab stop moved by arrow keys, after a skip link to the editor', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Read Account' });
    const nav = screen.getByRole('navigation', { name: 'Objects' });
    const items = within(nav).getAllByRole('button');
    expect(nav.getAttribute('aria-describedby')).toBeTruthy();

    await user.tab();
    const skip = screen.getByRole('button', { name: 'Skip to the editor' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(heading);

    // Back into the list: only the open object is in the tab order; arrows move across groups, Enter opens.
    await user.tab({ shift: true });
    expect(document.activeElement?.getAttribute('aria-current')).toBe('true');
    expect(items.filter((item) => item.tabIndex === 0)).toEqual([document.activeElement]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(items.at(-1));
    await user.keyboard('{Home}{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Read Contact' })).toBeTruthy();
    // The list remembers where the user was: Tab out and back lands on the same item.
    expect(items.filter((item) => item.tabIndex === 0)).toEqual([items[1]]);
    await user.tab();
    expect(nav.contains(document.activeElement)).toBe(false);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(items[1]);
  });

  it('keeps unsaved edits of an object while another is open, and marks it in the list', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness);
    await screen.findByRole('heading', { level: 2, name: 'Read Account' });
    await user.click(await screen.findByRole('radio', { name: /Every 6 hours/ }));
    const nav = screen.getByRole('navigation', { name: 'Objects' });
    await waitFor(() =>
      expect(within(nav).getAllByRole('button', { name: /Account/ })[0]?.textContent).toContain(
        'Unsaved changes',
      ),
    );
    await user.click(within(nav).getAllByRole('button', { name: /Contact/ })[0]!);
    expect(await screen.findByRole('heading', { level: 2, name: 'Read Contact' })).toBeTruthy();
    await user.click(within(nav).getAllByRole('button', { name: /Account/ })[0]!);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Every 6 hours/ }).checked).toBe(true);
  });

  it('saves through the save bar, shows what will be sent, and reports the stored installation', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    const saved: Installation[] = [];
    renderWidget(harness, { onSaved: (installation) => saved.push(installation) });
    await screen.findByRole('heading', { level: 2, name: 'Read Account' });
    await user.click(await screen.findByRole('radio', { name: /Every 6 hours/ }));
    expect(await screen.findByText(/Change the schedule/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(
      harness.backend.store.getInstallation(mockIds.salesforce.installationId)?.config.content.read?.objects
        .account?.schedule,
    ).toBe('0 */6 * * *');
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('offers to set up a group without an installation', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness, {
      groupRef: mockIds.emptyGroupRef,
      connectionId: mockIds.salesforce.emptyGroupConnectionId,
    });
    const start = await screen.findByRole('button', { name: 'Start with recommended settings' });
    await user.click(start);
    expect(await findObjectNav()).toBeTruthy();
    expect(harness.backend.store.listInstallations({ groupRef: mockIds.emptyGroupRef })).toHaveLength(1);
  });

  it('shows a load failure with a retry that works', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    harness.backend.scenarios.failNext({ fault: 'internal-error', match: { operation: 'getIntegration' } });
    renderWidget(harness);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The integration could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findObjectNav()).toBeTruthy();
  });

  describe('with a bearer token from getToken', () => {
    it('says the session ended when the token it keeps getting has expired, without showing the token', async () => {
      let token = '';
      const harness = createHarness(server, { getToken: () => token });
      token = harness.backend.issueToken();
      harness.backend.scenarios.expireToken(token);
      renderWidget(harness);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Your session ended. Sign in again, then reload.');
      expect(document.body.innerHTML).not.toContain(token);
      expect(harness.requests.filter((r) => r.method === 'GET')).toHaveLength(2);
    });

    it('a token that expires while the user edits: Save says so and keeps the edit, which saves once a fresh token comes', async () => {
      const user = userEvent.setup();
      let token = '';
      const harness = createHarness(server, { getToken: () => token });
      token = harness.backend.issueToken();
      renderWidget(harness);
      await screen.findByRole('heading', { level: 2, name: 'Read Account' });
      await user.click(await screen.findByRole('radio', { name: /Every 6 hours/ }));
      harness.backend.scenarios.expireToken(token);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        (await screen.findByText(/Your session ended\. Sign in again, then save: your changes are kept\./))
          .textContent,
      ).not.toContain(token);
      const stored = () =>
        harness.backend.store.getInstallation(mockIds.salesforce.installationId)?.config.content.read?.objects
          .account?.schedule;
      expect(stored()).not.toBe('0 */6 * * *');
      expect((screen.getByRole('radio', { name: /Every 6 hours/ }) as HTMLInputElement).checked).toBe(true);
      token = harness.backend.issueToken();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Saved.')).toBeTruthy();
      expect(stored()).toBe('0 */6 * * *');
    });

    it('loads with the fresh token the host hands once the old one has expired', async () => {
      const tokens: string[] = [];
      const harness = createHarness(server, {
        getToken: () => (tokens.length > 1 ? tokens.shift() : tokens[0]) as string,
      });
      tokens.push(harness.backend.issueToken(), harness.backend.issueToken());
      harness.backend.scenarios.expireToken(tokens[0]);
      renderWidget(harness);
      expect(await findObjectNav()).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });

  // Holds the first hydrate request until `release()`: the provider's metadata is the slowest answer by far.
  function slowHydration() {
    let release: (outcome?: 'ok' | 'networkError') => void = () => {};
    const gate = new Promise<'ok' | 'networkError'>((resolve) => {
      release = (outcome = 'ok') => resolve(outcome);
    });
    let held = false;
    const fetch = async (request: Request) => {
      if (!held && request.url.includes(':hydrate')) {
        held = true;
        if ((await gate) === 'networkError') throw new TypeError('Failed to fetch');
      }
      return globalThis.fetch(request);
    };
    return { fetch, release: (outcome?: 'ok' | 'networkError') => release(outcome) };
  }

  it('draws the form from the manifest while the provider fields load; an edit made meanwhile is kept and saved', async () => {
    const user = userEvent.setup();
    const slow = slowHydration();
    const harness = createHarness(server, { fetch: slow.fetch });
    const { container } = renderWidget(harness);
    // Before the metadata: the objects by their API names, the list busy, the switch and schedule editable and
    // the fields section waiting.
    const editor = await screen.findByRole('region', { name: 'Read Account' });
    const nav = screen.getByRole('navigation', { name: 'Objects' });
    expect(nav.getAttribute('aria-busy')).toBe('true');
    expect(within(nav).getAllByRole('button', { name: /^Account/ })[0]?.textContent).toContain('On');
    expect(
      within(editor).getByRole<HTMLInputElement>('switch', { name: 'Read this object on its schedule' })
        .checked,
    ).toBe(true);
    const fieldsSection = within(editor).getByRole('heading', { name: 'Fields' }).parentElement;
    expect(fieldsSection?.getAttribute('aria-busy')).toBe('true');
    expect(within(editor).queryByRole('searchbox', { name: 'Search fields' })).toBeNull();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await user.click(await within(editor).findByRole('radio', { name: /Every 6 hours/ }));

    slow.release();
    const hydrated = await screen.findByRole('region', { name: 'Read Account' });
    expect((await findObjectNav()).getAttribute('aria-busy')).toBeNull();
    expect(await within(hydrated).findByRole('searchbox', { name: 'Search fields' })).toBeTruthy();
    expect(
      (await within(hydrated).findByRole<HTMLInputElement>('radio', { name: /Every 6 hours/ })).checked,
    ).toBe(true);
    await user.click(within(hydrated).getByRole('button', { name: 'Save' }));
    await within(hydrated).findByText('Saved.');
    expect(
      harness.backend.store.getInstallation(mockIds.salesforce.installationId)?.config.content.read?.objects
        .account?.schedule,
    ).toBe('0 */6 * * *');
  });

  it('when the provider fields cannot be loaded, says so with a retry and keeps an edit made meanwhile', async () => {
    const user = userEvent.setup();
    const slow = slowHydration();
    const harness = createHarness(server, { fetch: slow.fetch });
    renderWidget(harness);
    const editor = await screen.findByRole('region', { name: 'Read Account' });
    await user.click(await within(editor).findByRole('radio', { name: /Every 6 hours/ }));

    slow.release('networkError');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The integration could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const hydrated = await screen.findByRole('region', { name: 'Read Account' });
    expect(
      (await within(hydrated).findByRole<HTMLInputElement>('radio', { name: /Every 6 hours/ })).checked,
    ).toBe(true);
    const nav = await findObjectNav();
    expect(within(nav).getAllByRole('button', { name: /^Account/ })[0]?.textContent).toContain('Unsaved');
  });

  it('an edit made while the fields load, on an object whose fields then fail, is kept and can be discarded', async () => {
    const user = userEvent.setup();
    const slow = slowHydration();
    const harness = createHarness(server, { fetch: slow.fetch });
    harness.backend.scenarios.setHydrateError({ objectName: 'account', message: 'INVALID_SESSION_ID' });
    renderWidget(harness);
    const editor = await screen.findByRole('region', { name: 'Read Account' });
    await user.click(await within(editor).findByRole('radio', { name: /Every 6 hours/ }));

    slow.release();
    // The editor (named as the card will be) gives way to the object's failure card.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Read Account' }).dataset.state).toBe('error'),
    );
    const card = screen.getByRole('region', { name: 'Read Account' });
    expect(await within(card).findByText('INVALID_SESSION_ID')).toBeTruthy();
    expect(card.textContent).toContain('Your unsaved changes to Account are kept');
    const nav = await findObjectNav();
    const account = () => within(nav).getAllByRole('button', { name: /^Account/ })[0];
    expect(account()?.textContent).toContain('Unsaved');
    const results = await axe.run(card, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Discard unsaved changes' }));
    await waitFor(() => expect(account()?.textContent).not.toContain('Unsaved'));
    expect(within(card).queryByRole('button', { name: 'Discard unsaved changes' })).toBeNull();
    expect(document.activeElement).toBe(within(card).getByRole('heading', { name: 'Read Account' }));
    // Nothing was sent; what is stored is as it was.
    expect(harness.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('shows a hydration error on its object and keeps the others editable', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    harness.backend.scenarios.setHydrateError({ objectName: 'lead', message: 'INVALID_SESSION_ID' });
    renderWidget(harness);
    const nav = await findObjectNav();
    const lead = within(nav).getAllByRole('button', { name: /Lead/ })[0]!;
    expect(lead.textContent).toContain('Unavailable');
    await user.click(lead);
    expect(await screen.findByText(/could not be loaded from your account/)).toBeTruthy();
    expect(screen.getByText('INVALID_SESSION_ID')).toBeTruthy();
  });

  it('renders provider-supplied text as text, never as markup', async () => {
    const harness = createHarness(server);
    harness.backend.scenarios.setHydrateError({
      objectName: 'lead',
      message: '<img src=x onerror="alert(1)">',
    });
    const { container } = renderWidget(harness);
    await findObjectNav();
    expect(container.querySelector('img')).toBeNull();
  });

  it('opens an installation by ID instead of by group, and saves to it', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness, { groupRef: undefined, installationId: mockIds.salesforce.installationId });
    await screen.findByRole('heading', { level: 2, name: 'Read Account' });
    const loads = harness.requests.map((r) => r.path.split('?')[0]);
    expect(loads).toContain(
      `/v1/projects/${mockIds.project.name}/integrations/${mockIds.salesforce.integrationId}/installations/${mockIds.salesforce.installationId}`,
    );
    expect(harness.requests.some((r) => r.path.includes('groupRef='))).toBe(false);
    await user.click(await screen.findByRole('radio', { name: /Every 6 hours/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(
      harness.backend.store.getInstallation(mockIds.salesforce.installationId)?.config.content.read?.objects
        .account?.schedule,
    ).toBe('0 */6 * * *');
  });

  // Renders the widget under a Provider with `provider`'s props and types `cron` as a custom schedule of Account.
  async function typeCustomSchedule(
    provider: Pick<IntegrationConfigProviderProps, 'messages' | 'locale'>,
    cron: string,
  ) {
    const user = userEvent.setup();
    const harness = createHarness(server);
    render(
      <IntegrationConfigProvider client={harness.client} queryClient={harness.queryClient} {...provider}>
        <InstallationConfig
          integration={mockIds.salesforce.integrationName}
          groupRef={mockIds.salesforce.groupRef}
        />
      </IntegrationConfigProvider>,
    );
    const editor = within(await screen.findByRole('region', { name: 'Read Account' }));
    await user.click(await editor.findByRole('radio', { name: 'Custom (cron expression)' }));
    const input = editor.getByRole('textbox', { name: 'Cron expression' });
    await user.clear(input);
    await user.type(input, cron);
    return editor;
  }

  it('describes a custom schedule in the host’s words, in the editor and in the save bar', async () => {
    const editor = await typeCustomSchedule(
      {
        messages: {
          'schedule.describe.custom': (cron) => (cron === '0 */2 * * *' ? 'Alle 2 Stunden' : undefined),
        },
      },
      '0 */2 * * *',
    );
    expect(editor.getByText('Alle 2 Stunden (cron: 0 */2 * * *).')).toBeTruthy();
    // The preview follows once the edit is painted.
    expect(await editor.findByText('Change the schedule: Alle 2 Stunden')).toBeTruthy();
  });

  it('words a custom schedule from the cron phrases in the Provider’s locale, in the editor and in the save bar', async () => {
    const editor = await typeCustomSchedule({ locale: 'de-DE' }, '30 8 * * 1-5');
    // The phrases are the English defaults (no German messages given); names and times are German.
    expect(editor.getByText('At 8:30 on Montag to Freitag (cron: 30 8 * * 1-5).')).toBeTruthy();
    expect(await editor.findByText('Change the schedule: At 8:30 on Montag to Freitag')).toBeTruthy();
  });

  it('reports errors to onError', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    harness.backend.scenarios.failNext({ fault: 'internal-error', match: { method: 'PATCH' } });
    const errors: unknown[] = [];
    renderWidget(harness, { onError: (error) => errors.push(error) });
    await screen.findByRole('heading', { level: 2, name: 'Read Account' });
    await user.click(await screen.findByRole('radio', { name: /Every 6 hours/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your changes were not saved');
    // A SaveError saying where the save stopped, with the service's refusal as its cause.
    await waitFor(() => expect(errors[0]).toBeInstanceOf(SaveError));
    expect(errors[0]).toMatchObject({ step: 'send', mayHaveApplied: false });
    expect((errors[0] as SaveError).cause).toBeInstanceOf(ApiError);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Every 6 hours/ }).checked).toBe(true);
  });
});
