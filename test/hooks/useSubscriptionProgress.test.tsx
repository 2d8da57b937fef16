import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSubscriptionProgress } from '../../src/index.ts';
import { mockIds } from '../../src/mock/index.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';

const server = setupMockServer();

// A host's own line about the subscription, from the public hook.
function Progress() {
  const { state, provider, elapsedSeconds, dismiss } = useSubscriptionProgress();
  if (state === undefined) return <p>{`Nothing to report${provider ? ` at ${provider}` : ''}`}</p>;
  return (
    <p>
      {`${state} at ${provider}, ${elapsedSeconds} s`}
      {state !== 'in-progress' && (
        <button type="button" onClick={dismiss}>
          Dismiss
        </button>
      )}
    </p>
  );
}

describe('useSubscriptionProgress', () => {
  it('reports a saved subscription change while the provider applies it, then its outcome until dismissed', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server, { pollIntervalMs: 20, backend: { subscribeDelayMs: 200 } });
    // Someone turns delete events off: the provider applies the change for a while.
    harness.backend.scenarios.changeInstallation(mockIds.salesforce.installationId, (installation) => {
      const account = installation.config.content.subscribe?.objects.account;
      if (!account) throw new Error('no subscribed account');
      account.deleteEvent = { enabled: 'never' };
    });
    render(<Progress />, { wrapper: harness.wrapper });
    expect(await screen.findByText(/^in-progress at salesforce, \d+ s$/)).toBeTruthy();
    expect(await screen.findByText('success at salesforce, 0 s', {}, { timeout: 3000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('Nothing to report at salesforce')).toBeTruthy();
  });

  it('says nothing when no change is being applied', async () => {
    const harness = createHarness(server);
    render(<Progress />, { wrapper: harness.wrapper });
    // Loaded (the provider is known), the installation's last change long done: no outcome to show.
    expect(await screen.findByText('Nothing to report at salesforce')).toBeTruthy();
  });
});
