import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';
import { renderWidget } from '../support/renderWidget.tsx';

const server = setupMockServer();

/** A viewport of `width` px for `(max-width: N px)` queries, as a phone or a desktop browser answers them. */
function viewportOf(width: number) {
  window.matchMedia = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  };
}

beforeAll(() => {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
});

afterEach(() => {
  // @ts-expect-error jsdom has no matchMedia: the widget then lays out for a wide screen.
  delete window.matchMedia;
});

describe('the object list on a phone (<= 600 px)', () => {
  it('is one picker grouped by action; choosing an object brings its editor with focus on its heading', async () => {
    viewportOf(390);
    const user = userEvent.setup();
    renderWidget(createHarness(server));
    await screen.findByRole('heading', { level: 2, name: 'Read Account' });
    expect(screen.queryByRole('navigation', { name: 'Objects' })).toBeNull();
    const picker = screen.getByRole('combobox', { name: 'Objects' });
    expect(within(picker).getByRole('group', { name: 'Write' })).toBeTruthy();
    expect(within(picker).getByRole('option', { name: 'Installation settings' })).toBeTruthy();

    // Each choice says what the list says on a wide screen: the object's status, and its action.
    const read = within(within(picker).getByRole('group', { name: 'Read' }));
    expect(read.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Read Account · On',
      'Read Contact · On',
      'Read Opportunity · On',
      'Read Lead · Paused',
      'Read Invoice · Not set up',
    ]);
    // The closed picker shows one option: it says the action, as the editor's heading does.
    expect(
      within(within(picker).getByRole('group', { name: 'Subscribe' })).getAllByRole('option')[0]?.textContent,
    ).toMatch(/^Subscribe to \S/);
    const contact = read.getByRole('option', { name: 'Read Contact · On' });
    await user.selectOptions(picker, contact);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Read Contact' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('heading', { level: 2, name: 'Read Account', hidden: true })).toBeTruthy();
  });

  it('a wide screen keeps the list of objects and no picker', async () => {
    viewportOf(1280);
    renderWidget(createHarness(server));
    await screen.findByRole('heading', { level: 2, name: 'Read Account' });
    expect(screen.getByRole('navigation', { name: 'Objects' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Objects' })).toBeNull();
  });
});
