import { screen } from '@testing-library/react';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';
import { renderWidget } from '../support/renderWidget.tsx';

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
    await screen.findByRole('heading', { level: 2, name: 'Read Account' });
    expect(screen.getAllByText('Times are in UTC (Coordinated Universal Time).').length).toBeGreaterThan(0);
  });
});
