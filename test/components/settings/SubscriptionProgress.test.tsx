import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { mockIds } from '../../../src/mock/index.ts';
import { createHarness, setupMockServer } from '../../support/backendHarness.tsx';
import { findObjectNav, renderWidget } from '../../support/renderWidget.tsx';

const server = setupMockServer();
const MINUTE = 60_000;

// The lazy chunks are transformed on their first import, which in vitest can outlast a `findBy` wait.
beforeAll(async () => {
  await import('../../../src/components/widget/editorParts.ts');
});

afterEach(() => {
  vi.useRealTimers();
});

/** Moves the faked clock (and its timers: the polls, the mock provider, the elapsed time's tick) on. */
async function wait(milliseconds: number) {
  await act(() => vi.advanceTimersByTimeAsync(milliseconds));
}

/**
 * The HubSpot group's widget on fake timers (the clock advancing with real time too, so requests and `findBy`
 * go on); the provider takes `subscribeDelayMs` to apply a subscribe change.
 */
async function openHubSpotContacts(options: { subscribeDelayMs: number; locale?: string }) {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-03-02T09:30:00Z') });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const harness = createHarness(server, {
    backend: { subscribeDelayMs: options.subscribeDelayMs },
    scope: { integration: mockIds.hubspot.integrationName, groupRef: mockIds.hubspot.groupRef },
    locale: options.locale,
  });
  const view = renderWidget(
    harness,
    { integration: mockIds.hubspot.integrationName, groupRef: mockIds.hubspot.groupRef },
    { locale: options.locale },
  );
  const nav = await findObjectNav();
  await user.click(
    within(within(nav).getByRole('list', { name: 'Subscribe' })).getByRole('button', { name: /^Contacts/ }),
  );
  const editor = await screen.findByRole('region', { name: 'Subscribe to Contacts' });
  const bar = () => within(editor).getByRole('region', { name: 'What will be saved' });
  const save = async () => {
    await user.click(await within(editor).findByRole('switch', { name: 'Record deleted' }));
    await user.click(within(bar()).getByRole('button', { name: 'Save' }));
    expect(await within(bar()).findByText('Saved.')).toBeTruthy();
  };
  return { user, harness, view, editor, bar, save };
}

describe('the subscription’s progress after a subscribe save, in the widget', { timeout: 90_000 }, () => {
  it('shows it at the top of the editor and in the save bar, named by the provider, with the time since the save ticking by the minute; then the outcome until dismissed', async () => {
    const { user, harness, view, editor, bar, save } = await openHubSpotContacts({
      subscribeDelayMs: 10 * MINUTE,
    });
    expect(within(editor).queryByRole('status', { name: /Subscribing/ })).toBeNull();
    await save();
    expect(harness.backend.store.getInstallation(mockIds.hubspot.installationId)?.lastOperationStatus).toBe(
      'in_progress',
    );

    // Near the top of the editor, announced politely: the provider's name, not the integration's ("HubSpot CRM
    // sync").
    const status = (await within(editor).findByText('Subscribing to HubSpot…')).closest('[role="status"]');
    expect(status?.textContent).toBe('Subscribing to HubSpot…');
    const notice = status?.closest('.ric-notice') as HTMLElement;
    expect(notice.textContent).toBe(
      'Subscribing to HubSpot…Started just nowThis usually takes 1–2 minutes and at most 10. You can keep editing meanwhile.',
    );
    const heading = within(editor).getByRole('heading', { level: 2, name: 'Subscribe to Contacts' });
    const firstSection = within(editor).getByRole('textbox', { name: 'Destination' });
    expect(heading.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notice.compareDocumentPosition(firstSection) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Where the user is after saving: the save bar says it too, after "Saved.".
    expect(bar().textContent).toContain('Saved.Subscribing to HubSpot… started just now');

    // The elapsed time moves on by the minute while it is shown.
    await wait(MINUTE);
    expect(within(editor).getByText('Started 1 minute ago')).toBeTruthy();
    await wait(MINUTE);
    expect(within(editor).getByText('Started 2 minutes ago')).toBeTruthy();
    expect(within(bar()).getByText('Subscribing to HubSpot… started 2 minutes ago')).toBeTruthy();
    expect(screen.queryByText(/since|\d+ s\b/)).toBeNull();
    const results = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);

    // Editing again: the bar says what is unsaved; the notice stays.
    await user.click(within(editor).getByRole('switch', { name: 'Record deleted' }));
    expect(within(bar()).queryByText(/Subscribing to HubSpot/)).toBeNull();
    expect(within(editor).getByText('Started 2 minutes ago')).toBeTruthy();
    await user.click(within(bar()).getByRole('button', { name: 'Discard' }));
    expect(within(bar()).getByText(/^Subscribing to HubSpot… started 2 minutes ago$/)).toBeTruthy();

    // The provider finishes (10 minutes after the save); a poll (at most a minute apart) brings the outcome.
    await wait(7 * MINUTE);
    expect(within(editor).getByText('Started 9 minutes ago')).toBeTruthy();
    await wait(2 * MINUTE);
    const done = (
      await within(editor).findByText('The subscription at HubSpot is up to date.', { selector: 'p' })
    ).closest('[role="status"]') as HTMLElement;
    expect(done.textContent).toBe('The subscription at HubSpot is up to date.Dismiss');
    expect(within(bar()).getByText('The subscription at HubSpot is up to date.')).toBeTruthy();
    expect(within(editor).queryByText(/Started/)).toBeNull();
    await user.click(within(done).getByRole('button', { name: 'Dismiss' }));
    expect(within(editor).queryByText(/up to date/)).toBeNull();
  });

  it('counts from the save that started the change, when the widget opens while it is applied', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-03-02T09:30:00Z') });
    const harness = createHarness(server, { backend: { subscribeDelayMs: 30 * MINUTE } });
    harness.backend.scenarios.changeInstallation(mockIds.salesforce.installationId, (installation) => {
      const account = installation.config.content.subscribe?.objects.account;
      if (account) account.otherEvents = ['AccountShare'];
    });
    await wait(3 * MINUTE + 20_000);
    renderWidget(harness);
    const nav = await findObjectNav();
    const subscribeList = within(within(nav).getByRole('list', { name: 'Subscribe' }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(subscribeList.getByRole('button', { name: /^Account/ }));
    const editor = await screen.findByRole('region', { name: 'Subscribe to Account' });
    const status = await within(editor).findByText('Subscribing to Salesforce…');
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(within(editor).getByText('Started 3 minutes ago')).toBeTruthy();
    // The next minute comes 40 s later, not a minute after the widget opened.
    await wait(40_000);
    expect(within(editor).getByText('Started 4 minutes ago')).toBeTruthy();
  });

  it('words the elapsed time in the Provider’s locale (Intl.RelativeTimeFormat)', async () => {
    const { editor, save } = await openHubSpotContacts({ subscribeDelayMs: 10 * MINUTE, locale: 'de-DE' });
    await save();
    await within(editor).findByText('Subscribing to HubSpot…');
    const ago = new Intl.RelativeTimeFormat('de-DE', { numeric: 'auto' });
    expect(within(editor).getByText(`Started ${ago.format(0, 'second')}`)).toBeTruthy();
    await wait(2 * MINUTE);
    expect(within(editor).getByText(`Started ${ago.format(-2, 'minute')}`)).toBeTruthy();
  });

  it('shows a failed change as an alert with what to do, and says so in the save bar', async () => {
    const { harness, editor, bar, save } = await openHubSpotContacts({ subscribeDelayMs: 10 * MINUTE });
    await save();
    await within(editor).findByText('Subscribing to HubSpot…');
    harness.backend.scenarios.changeInstallation(mockIds.hubspot.installationId, (installation) => {
      installation.lastOperationStatus = 'failure';
    });
    await wait(MINUTE);
    const alert = await within(editor).findByRole('alert');
    expect(alert.textContent).toBe(
      'The subscription change at HubSpot failed. Check the settings and save again, or contact support.Dismiss',
    );
    expect(within(bar()).getByText('The subscription change at HubSpot failed.')).toBeTruthy();
  });

  it('says nothing of an outcome the contract does not list, and stops counting', async () => {
    const { harness, editor, bar, save } = await openHubSpotContacts({ subscribeDelayMs: 10 * MINUTE });
    await save();
    await within(editor).findByText('Subscribing to HubSpot…');
    harness.backend.scenarios.changeInstallation(mockIds.hubspot.installationId, (installation) => {
      installation.lastOperationStatus = 'queued';
    });
    await wait(MINUTE);
    expect(within(editor).queryByText(/Subscribing to HubSpot/)).toBeNull();
    expect(within(editor).queryByRole('alert')).toBeNull();
    expect(within(bar()).getByText('Saved.')).toBeTruthy();
    expect(within(bar()).queryByText(/HubSpot/)).toBeNull();
  });
});
