import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { HttpResponse, http } from 'msw';
import { InstallationSettingsPanel } from '../../../src/components/settings/InstallationSettingsPanel.tsx';
import { MOCK_BASE_URL, mockIds } from '../../../src/mock/index.ts';
import { createHarness, setupMockServer } from '../../support/backendHarness.tsx';

const server = setupMockServer();

function renderPanel(harness = createHarness(server)) {
  const view = render(<InstallationSettingsPanel />, { wrapper: harness.wrapper });
  const installation = () => harness.backend.store.getInstallation(mockIds.salesforce.installationId);
  return { harness, installation, ...view };
}

describe('<InstallationSettingsPanel>', () => {
  it('shows the connection, its status, health and the last change; axe clean', async () => {
    const { container } = renderPanel();
    expect(await screen.findByRole('heading', { level: 2, name: 'Installation settings' })).toBeTruthy();
    const status = screen.getByRole('heading', { name: 'Status' }).parentElement;
    if (!status) throw new Error('no status section');
    // The provider in words, never its key.
    expect(within(status).getByText('Connected account').nextElementSibling?.textContent).toBe(
      'Salesforce (acme-corp)',
    );
    expect(within(status).getByText('Connection').nextElementSibling?.textContent).toBe('Working');
    expect(within(status).getByText('Health').nextElementSibling?.textContent).toBe('Healthy');
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Allow proxy requests' }).checked).toBe(true);
    expect(
      screen.getByRole<HTMLInputElement>('switch', { name: 'Subscribe through provider flows' }).checked,
    ).toBe(false);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  it.each([
    ['working', 'healthy', 'success', ['Working', 'success'], ['Healthy', 'success'], ['Applied', 'success']],
    [
      'bad_credentials',
      'unhealthy',
      'failure',
      ['Needs to be reconnected: the credentials stopped working', 'danger'],
      ['Unhealthy', 'danger'],
      ['Failed', 'danger'],
    ],
    [
      'created',
      'healthy',
      'in_progress',
      ['Created, not used yet', 'neutral'],
      ['Healthy', 'success'],
      ['Being applied', 'info'],
    ],
    // Values the contract does not list: kept by the tolerant parser, shown as words, in the neutral tone.
    [
      'suspended',
      'degraded',
      'queued',
      ['Suspended', 'neutral'],
      ['Degraded', 'neutral'],
      ['Queued', 'neutral'],
    ],
    [
      'waiting_for_approval',
      'partially-degraded',
      'rolled_back',
      ['Waiting for approval', 'neutral'],
      ['Partially degraded', 'neutral'],
      ['Rolled back', 'neutral'],
    ],
    [
      'working',
      'healthy',
      undefined,
      ['Working', 'success'],
      ['Healthy', 'success'],
      ['None yet', 'neutral'],
    ],
  ] as const)(
    'shows connection %s, health %s and last change %s as badges of their tone',
    async (connectionStatus, health, operation, ...expected) => {
      const harness = createHarness(server);
      harness.backend.scenarios.changeInstallation(mockIds.salesforce.installationId, (installation) => {
        installation.connection.status = connectionStatus;
        installation.healthStatus = health;
        if (operation === undefined) delete installation.lastOperationStatus;
        else installation.lastOperationStatus = operation;
      });
      renderPanel(harness);
      await screen.findByRole('heading', { level: 2, name: 'Installation settings' });
      const status = screen.getByRole('heading', { name: 'Status' }).parentElement;
      if (!status) throw new Error('no status section');
      const badges = ['Connection', 'Health', 'Last change'].map((term) => {
        const badge = within(status).getByText(term).nextElementSibling?.firstElementChild;
        // The last change's badge ends with the installation's update time (tested below); the status leads.
        return [badge?.textContent?.replace(/ \(.*\)$/, ''), badge?.getAttribute('data-tone')];
      });
      expect(badges).toEqual(expected);
    },
  );

  it('saves the proxy and provider flows each as its own mask path; the mock stores them', async () => {
    const user = userEvent.setup();
    const { harness, installation } = renderPanel();
    await user.click(await screen.findByRole('switch', { name: 'Allow proxy requests' }));
    await user.click(screen.getByRole('switch', { name: 'Subscribe through provider flows' }));
    expect(screen.getByText('Turn off the proxy')).toBeTruthy();
    expect(screen.getByText('Subscribe through provider flows', { selector: 'li' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(installation()?.config.content.proxy).toEqual({ enabled: false });
    expect(installation()?.config.content.subscribe?.providerOptions).toEqual({
      useProviderFlows: { enabled: true },
    });
    const update = harness.requests.find((r) => r.method === 'PATCH');
    const mask: string[] = JSON.parse(update?.body ?? '{}').updateMask;
    expect([...mask].sort()).toEqual([
      'config.content.proxy.enabled',
      'config.content.subscribe.objects.account',
      'config.content.subscribe.providerOptions',
    ]);
  });

  it('turning provider flows on says which delete events stop, turns them off in the same update; the mock stores both', async () => {
    const user = userEvent.setup();
    const { harness, installation } = renderPanel();
    const flows = await screen.findByRole('switch', { name: 'Subscribe through provider flows' });
    expect(flows.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(flows.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    // By the provider's name of the object, once its metadata is there (the manifest knows only `account`).
    await waitFor(() =>
      expect(hint?.textContent).toContain(
        'Turning this on also turns off the delete events of Account, in the same save.',
      ),
    );
    await user.click(flows);
    expect(screen.getByText('Subscribe through provider flows', { selector: 'li' })).toBeTruthy();
    expect(
      screen.getByText('Stop sending delete events of Account (provider flows send none)', {
        selector: 'li',
      }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    const subscribe = installation()?.config.content.subscribe;
    expect(subscribe?.providerOptions).toEqual({ useProviderFlows: { enabled: true } });
    expect(subscribe?.objects.account?.deleteEvent).toEqual({ enabled: 'never' });
    // The rest of the object is kept as it was.
    expect(subscribe?.objects.account?.updateEvent?.requiredWatchFields).toEqual([
      'name',
      'industry',
      'annualrevenue',
    ]);
    const patches = harness.requests.filter((r) => r.method === 'PATCH');
    expect(patches).toHaveLength(1);
    // Once saved, the hint no longer announces what is done.
    expect(screen.queryByText(/also turns off the delete events/)).toBeNull();
  });

  it('Undo after turning provider flows on sends the inverse of that save: flows off and Account’s delete events back on', async () => {
    const user = userEvent.setup();
    const { harness, installation } = renderPanel();
    expect(installation()?.config.content.subscribe?.objects.account?.deleteEvent).toEqual({
      enabled: 'always',
    });
    await user.click(await screen.findByRole('switch', { name: 'Subscribe through provider flows' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(installation()?.config.content.subscribe?.objects.account?.deleteEvent).toEqual({
      enabled: 'never',
    });

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(installation()?.config.content.subscribe?.providerOptions).toEqual({
        useProviderFlows: { enabled: false },
      }),
    );
    const subscribe = installation()?.config.content.subscribe;
    expect(subscribe?.objects.account?.deleteEvent).toEqual({ enabled: 'always' });
    expect(subscribe?.objects.account?.updateEvent?.requiredWatchFields).toEqual([
      'name',
      'industry',
      'annualrevenue',
    ]);
    expect(
      screen.getByRole<HTMLInputElement>('switch', { name: 'Subscribe through provider flows' }).checked,
    ).toBe(false);
    // One request for the save, one for its undo: flows off and the delete events together.
    const patches = harness.requests.filter((r) => r.method === 'PATCH');
    expect(patches).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('shows the last change with its time in the Provider’s locale (de-DE)', async () => {
    const { installation } = renderPanel(createHarness(server, { locale: 'de-DE' }));
    await screen.findByRole('heading', { level: 2, name: 'Installation settings' });
    const updateTime = installation()?.updateTime;
    if (!updateTime) throw new Error('fixture without updateTime');
    const when = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(updateTime),
    );
    expect(screen.getByText('Last change').nextElementSibling?.textContent).toBe(`Applied (${when})`);
  });

  it.each([
    [
      'installation.config.content.proxy.enabled',
      'Allow proxy requests',
      'The server did not accept this value.',
    ],
    [
      'installation.config.content.subscribe.providerOptions.useProviderFlows.enabled',
      'Subscribe through provider flows',
      'The provider does not support this option.',
    ],
  ])(
    'places a server issue naming %s at “%s” in the user’s words, keeping the edits',
    async (name, label, words) => {
      const user = userEvent.setup();
      renderPanel();
      await user.click(await screen.findByRole('switch', { name: 'Allow proxy requests' }));
      await user.click(screen.getByRole('switch', { name: 'Subscribe through provider flows' }));
      server.use(
        http.patch(
          `${MOCK_BASE_URL}/projects/:project/integrations/:integration/installations/:installationId`,
          () =>
            HttpResponse.json(
              {
                type: 'about:blank',
                title: 'Bad Request',
                status: 400,
                issues: [{ in: 'body', name, detail: 'Refused here' }],
              },
              { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
            ),
          { once: true },
        ),
      );
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByRole('alert');
      const control = screen.getByRole('switch', { name: label });
      expect(control.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (control.getAttribute('aria-describedby') ?? '').split(' ');
      const described = describedBy.map((id) => document.getElementById(id)?.textContent);
      expect(described).toContain(words);
      expect(described.join(' ')).not.toContain('Refused here');
      expect(screen.getByRole('switch', { name: 'Allow proxy requests' })).toHaveProperty('checked', false);
    },
  );

  it('offers no proxy or provider options where the revision and the provider do not have them', async () => {
    const harness = createHarness(server, {
      scope: { integration: mockIds.hubspot.integrationName, groupRef: mockIds.hubspot.groupRef },
    });
    render(<InstallationSettingsPanel />, { wrapper: harness.wrapper });
    expect(await screen.findByRole('heading', { level: 2, name: 'Installation settings' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Allow proxy requests' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Subscribe through provider flows' })).toBeNull();
  });
});
