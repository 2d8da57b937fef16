// Issue 28, item 4: an object the service sends with only its name and an error (`{ objectName, error }`) is
// listed as unavailable with its reason, whichever action and whichever response it comes in; the others work.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alterAnswers, createHarness, type Harness, setupMockServer } from '../support/backendHarness.tsx';
import { findObjectNav, renderWidget } from '../support/renderWidget.tsx';

const server = setupMockServer();
type Json = Record<string, unknown>;
type Action = 'read' | 'write' | 'subscribe';

beforeAll(async () => {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
  await import('../../src/components/widget/editorParts.ts');
});

afterEach(() => {
  // @ts-expect-error jsdom has no matchMedia: the widget then lays out for a wide screen.
  delete window.matchMedia;
});

const reason = 'INVALID_SESSION_ID: the session expired';
const gone = (objectName: string) => ({ objectName, error: reason });
type Lists = Record<Action, { objects: Json[] } | undefined>;
/** Replaces the entry named `objectName` of a revision's list of `action` by `{ objectName, error }`. */
const replaceIn = (content: Json, action: Action, objectName: string) => {
  const list = (content as Lists)[action]!.objects;
  list[list.findIndex((o) => o.objectName === objectName)] = gone(objectName);
};

const cases: [string, Action, string, string, (harness: Harness) => void][] = [
  [
    'a read object of the hydrated revision',
    'read',
    'Lead',
    'Read Lead',
    (harness) =>
      alterAnswers(server, harness, /:hydrate/, (body) => replaceIn(body.content as Json, 'read', 'lead')),
  ],
  [
    'a write object of the hydrated revision',
    'write',
    'Account',
    'Write Account',
    (harness) =>
      alterAnswers(server, harness, /:hydrate/, (body) =>
        replaceIn(body.content as Json, 'write', 'account'),
      ),
  ],
  [
    'a subscribe object of the integration',
    'subscribe',
    'Opportunity',
    'Subscribe to Opportunity',
    (harness) =>
      alterAnswers(server, harness, /\/integrations\/[^/]+$/, (body) =>
        replaceIn((body.latestRevision as Json).content as Json, 'subscribe', 'opportunity'),
      ),
  ],
  [
    'a write object’s saved config',
    'write',
    'Account',
    'Write Account',
    (harness) =>
      alterAnswers(server, harness, /\/installations$/, (body) => {
        const [installation] = body as unknown as { config: { content: Lists } }[];
        (installation!.config.content.write!.objects as unknown as Json).account = gone('account');
      }),
  ],
  [
    'a subscribe object’s saved config',
    'subscribe',
    'Account',
    'Subscribe to Account',
    (harness) =>
      alterAnswers(server, harness, /\/installations$/, (body) => {
        const [installation] = body as unknown as { config: { content: Lists } }[];
        (installation!.config.content.subscribe!.objects as unknown as Json).account = gone('account');
      }),
  ],
];

const groupName = { read: 'Read', write: 'Write', subscribe: 'Subscribe' };

describe('an object sent as { objectName, error }', { timeout: 60_000 }, () => {
  it.each(cases)('%s is listed as unavailable with its reason', async (_name, action, label, title, send) => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    send(harness);
    renderWidget(harness);
    const nav = within(await findObjectNav());
    const list = within(nav.getByRole('list', { name: groupName[action] }));
    const item = list.getByRole('button', {
      name: new RegExp(`^${label}`),
      description: 'It cannot be edited now; open it to see why.',
    });
    expect(item.textContent).toBe(`${label}Unavailable`);
    // No other object of the list is unavailable.
    expect(nav.getAllByText('Unavailable')).toHaveLength(1);

    await user.click(item);
    const editor = within(await screen.findByRole('region', { name: title }));
    expect(editor.getByText(/cannot be edited right now/)).toBeTruthy();
    // The service's own words, for support, under the catalogue's sentence.
    expect(editor.getByText(reason)).toBeTruthy();
    expect(editor.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is unavailable in the phone’s picker too, with its action', async () => {
    window.matchMedia = (query: string) =>
      ({
        matches: /max-width/.test(query),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList;
    const harness = createHarness(server);
    cases[1]![4](harness);
    renderWidget(harness);
    const picker = await screen.findByRole('combobox', { name: 'Objects' });
    const write = within(within(picker).getByRole('group', { name: 'Write' }));
    expect(await write.findByRole('option', { name: 'Write Account · Unavailable' })).toBeTruthy();
    expect(within(picker).getAllByRole('option', { name: /Unavailable/ })).toHaveLength(1);
  });
});
