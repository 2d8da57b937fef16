import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockIds } from '../../../src/mock/index.ts';
import { createHarness, setupMockServer } from '../../support/backendHarness.tsx';
import { findObjectNav, renderWidget } from '../../support/renderWidget.tsx';

const server = setupMockServer();

// The lazy chunks are transformed on their first import, which in vitest can outlast a `findBy` wait.
beforeAll(async () => {
  // The widget loads the write, subscribe and settings editors through this one module.
  await import('../../../src/components/widget/editorParts.ts');
});

describe('subscribe editor, settings and subscription progress in <InstallationConfig>', () => {
  it('after a subscribe save, shows the progress while the user edits the settings, and saves those too', {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    const harness = createHarness(server, { backend: { subscribeDelayMs: 60_000 } });
    renderWidget(harness);
    const nav = await findObjectNav();
    await user.click(
      within(within(nav).getByRole('list', { name: 'Subscribe' })).getByRole('button', {
        name: /Opportunity/,
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Subscribe to Opportunity' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const subscribe = screen.getByRole('region', { name: 'Subscribe to Opportunity' });
    expect(await within(subscribe).findByText('Subscribing to Salesforce…')).toBeTruthy();

    await user.click(within(nav).getByRole('button', { name: /Installation settings/ }));
    await user.click(await screen.findByRole('switch', { name: 'Allow proxy requests' }));
    expect(within(nav).getByRole('button', { name: /Installation settings/ }).textContent).toContain(
      'Unsaved changes',
    );
    const panel = screen.getByRole('region', { name: 'Installation settings' });
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Saved.')).toBeTruthy();
    const stored = harness.backend.store.getInstallation(mockIds.salesforce.installationId);
    expect(stored?.config.content.proxy).toEqual({ enabled: false });
    expect(stored?.config.content.subscribe?.objects.opportunity?.destination).toBe('dealEvents');
    // The settings are part of the subscription (provider flows): the panel shows its progress too.
    expect(within(panel).getByText('Subscribing to Salesforce…')).toBeTruthy();
    expect(
      within(within(panel).getByRole('region', { name: 'What will be saved' })).getByText(
        /^Subscribing to Salesforce… started (just now|1 minute ago)$/,
      ),
    ).toBeTruthy();
  });

  it('provider flows turned on in the settings: the Account subscription’s delete events are off and unavailable, with the reason', {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness);
    const nav = await findObjectNav();
    await user.click(within(nav).getByRole('button', { name: /Installation settings/ }));
    await user.click(await screen.findByRole('switch', { name: 'Subscribe through provider flows' }));
    const panel = screen.getByRole('region', { name: 'Installation settings' });
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Saved.')).toBeTruthy();

    await user.click(
      within(within(nav).getByRole('list', { name: 'Subscribe' })).getByRole('button', { name: /Account/ }),
    );
    const remove = await screen.findByRole<HTMLInputElement>('switch', { name: 'Record deleted' });
    expect(remove.checked).toBe(false);
    expect(remove.disabled).toBe(true);
    const hint = document.getElementById(remove.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(hint?.textContent).toContain('provider flows');
    const stored = harness.backend.store.getInstallation(mockIds.salesforce.installationId);
    expect(stored?.config.content.subscribe?.objects.account?.deleteEvent).toEqual({ enabled: 'never' });
  });
});
