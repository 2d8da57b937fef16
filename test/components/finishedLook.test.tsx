import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHarness, setupMockServer, unmapAccountTier } from '../support/backendHarness.tsx';
import { findObjectNav, renderWidget } from '../support/renderWidget.tsx';

const server = setupMockServer();

beforeAll(() => {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
});

describe('states of the widget', () => {
  it('loads as a skeleton of the list and the editor, with words for screen readers only', async () => {
    renderWidget(createHarness(server));
    const loading = screen.getByRole('status');
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.textContent).toBe('Loading the integration…');
    expect(loading.querySelector('.ric-visually-hidden')?.textContent).toBe('Loading the integration…');
    expect(loading.querySelectorAll('i[data-size="card"]').length).toBeGreaterThan(0);
    await screen.findByRole('heading', { level: 2, name: 'Read Account' });
  });

  it('a load failure does not promise to keep changes there are none of', async () => {
    const harness = createHarness(server);
    harness.backend.scenarios.failNext({ fault: 'internal-error', match: { operation: 'getIntegration' } });
    renderWidget(harness);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The integration could not be loaded.');
    expect(alert.textContent).toContain('Try again in a moment.');
    expect(alert.textContent).not.toMatch(/kept/i);
  });

  it('the schedule says which time zone its times are in', async () => {
    renderWidget(createHarness(server));
    expect(
      (await screen.findAllByText('Times are in UTC (Coordinated Universal Time).')).length,
    ).toBeGreaterThan(0);
  });
});

describe('leaving the page with unsaved changes', () => {
  /** Whether the browser would ask before unloading the page now. */
  function unloadAsks(): boolean {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }

  it('the widget asks by default, once there is something unsaved, and not after Discard', async () => {
    const user = userEvent.setup();
    renderWidget(createHarness(server));
    await screen.findByRole('heading', { level: 2, name: 'Read Account' });
    expect(unloadAsks()).toBe(false);
    await user.click(await screen.findByRole('radio', { name: 'Every 6 hours' }));
    expect(unloadAsks()).toBe(true);
    await user.click(screen.getAllByRole('button', { name: 'Discard' })[0]!);
    expect(unloadAsks()).toBe(false);
  });

  it('guardUnsavedChanges={false} leaves it to the host', async () => {
    const user = userEvent.setup();
    renderWidget(createHarness(server), { guardUnsavedChanges: false });
    await screen.findByRole('heading', { level: 2, name: 'Read Account' });
    await user.click(await screen.findByRole('radio', { name: 'Every 6 hours' }));
    expect(screen.getAllByText('Unsaved changes').length).toBeGreaterThan(0);
    expect(unloadAsks()).toBe(false);
  });
});

describe('"Needs attention" in the object list', () => {
  it('marks a read object whose saved config lacks a required mapping, and no other', async () => {
    const harness = createHarness(server);
    unmapAccountTier(harness);
    renderWidget(harness);
    const nav = await findObjectNav();
    const read = within(within(nav).getByRole('list', { name: 'Read' }));
    expect(read.getByRole('button', { name: /^Account/ }).textContent).toContain('Needs attention');
    expect(read.getByRole('button', { name: /^Contact/ }).textContent).not.toContain('Needs attention');
    expect(within(nav).getAllByText(/^· Needs attention$/)).toHaveLength(1);
  });
});
