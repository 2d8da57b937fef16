import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubscriptionProgress } from '../../../src/components/settings/SubscriptionProgress.tsx';
import { mockIds } from '../../../src/mock/index.ts';
import { createHarness, setupMockServer } from '../../support/backendHarness.tsx';

const server = setupMockServer();

function startSubscribeChange(harness: ReturnType<typeof createHarness>, otherEvents = ['AccountShare']) {
  harness.backend.scenarios.changeInstallation(mockIds.salesforce.installationId, (installation) => {
    const account = installation.config.content.subscribe?.objects.account;
    if (account) account.otherEvents = otherEvents;
  });
}

describe('<SubscriptionProgress>', () => {
  it('says the subscription is being updated with the time taken, polls, then shows the outcome', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server, { backend: { subscribeDelayMs: 60_000 }, pollIntervalMs: 20 });
    startSubscribeChange(harness);
    render(<SubscriptionProgress />, { wrapper: harness.wrapper });
    const status = await screen.findByRole('status');
    expect(status.textContent).toMatch(/^Updating the subscription at .+…$/);
    expect(screen.getByText(/^\d+ s, since .+$/)).toBeTruthy();
    // The provider finishes; the next poll brings the outcome.
    harness.backend.scenarios.setSubscribeDelay(0);
    startSubscribeChange(harness, ['AccountShare', 'AccountHistory']);
    expect(
      await screen.findByText(/^The subscription at .+ is up to date\.$/, {}, { timeout: 3000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/is up to date/)).toBeNull();
  });

  it('words the elapsed time and its start in the Provider’s locale (de-DE)', async () => {
    const harness = createHarness(server, {
      backend: { subscribeDelayMs: 60_000 },
      pollIntervalMs: 20,
      locale: 'de-DE',
    });
    startSubscribeChange(harness);
    render(<SubscriptionProgress />, { wrapper: harness.wrapper });
    await screen.findByText(/^Updating the subscription at/);
    const updateTime = harness.backend.store.getInstallation(mockIds.salesforce.installationId)?.updateTime;
    if (!updateTime) throw new Error('no update time');
    const started = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(updateTime),
    );
    expect(screen.getByText(/Sek\., since /).textContent).toMatch(
      new RegExp(`^\\d+ Sek\\., since ${started.replaceAll('.', '\\.')}$`),
    );
    expect(started).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
  });

  it('shows a failed change as an alert', async () => {
    const harness = createHarness(server, { backend: { subscribeDelayMs: 60_000 }, pollIntervalMs: 20 });
    startSubscribeChange(harness);
    render(<SubscriptionProgress />, { wrapper: harness.wrapper });
    await screen.findByText(/^Updating the subscription at/);
    harness.backend.scenarios.changeInstallation(mockIds.salesforce.installationId, (installation) => {
      installation.lastOperationStatus = 'failure';
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toMatch(/^The subscription change at .+ failed\./);
  });
});
