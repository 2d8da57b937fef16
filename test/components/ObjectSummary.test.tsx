import { render, screen, within } from '@testing-library/react';
import { createApiClient } from '../../src/api/index.ts';
import { ObjectSummary } from '../../src/components/ObjectSummary.tsx';
import type { SubscribeObjectView, WriteObjectView } from '../../src/core/buildRevisionObjects.ts';
import { defaultMessages, IntegrationConfigProvider, type MessageOverrides } from '../../src/hooks/index.ts';
import { axeViolations } from './readConfigPartsHarness.tsx';

const subscribeView: SubscribeObjectView = {
  action: 'subscribe',
  objectName: 'account',
  displayName: 'Account',
  status: 'enabled',
  manifest: { objectName: 'account', destination: 'accountEvents' },
  saved: {
    objectName: 'account',
    destination: 'accountEvents',
    inheritFieldsAndMappings: true,
    createEvent: { enabled: 'always' },
    updateEvent: { enabled: 'never' },
    deleteEvent: { enabled: 'always' },
    otherEvents: ['merge', 'undelete', 'merge'],
  },
};

const writeView: WriteObjectView = {
  action: 'write',
  objectName: 'contact',
  displayName: 'Contact',
  status: 'enabled',
  allowAnyFields: false,
  saved: {
    objectName: 'contact',
    deletionSettings: { enabled: false },
    selectedFieldSettings: { Email: { default: { stringValue: 'none@example.com' } } },
  },
};

function renderSummary(view: SubscribeObjectView | WriteObjectView, messages?: MessageOverrides) {
  const client = createApiClient(
    { baseUrl: 'http://127.0.0.1:4010/v1', project: 'p', apiKey: 'k' },
    { fetch: () => Promise.reject(new Error('no network in this test')) },
  );
  return render(
    <IntegrationConfigProvider client={client} messages={messages}>
      <ObjectSummary view={view} />
    </IntegrationConfigProvider>,
  );
}

/** The value (`dd`) a term (`dt`) of the summary labels. */
function valueLabelled(term: string): HTMLElement {
  const value = screen.getByText(term, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement) || value.tagName !== 'DD') throw new Error(`no value for ${term}`);
  return value;
}

// Every string message wrapped in ⟦ ⟧, so text the messages did not produce stands out.
function pseudoLocalized(): MessageOverrides {
  const wrap = (text: unknown) => (typeof text === 'string' ? `⟦${text}⟧` : text);
  return Object.fromEntries(
    Object.entries(defaultMessages).map(([key, message]) => [
      key,
      typeof message === 'function'
        ? (...args: never[]) => wrap((message as (...a: never[]) => unknown)(...args))
        : wrap(message),
    ]),
  );
}

function textOutsideMessages(container: Element): string[] {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const stray: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (text === '' || /^⟦.*⟧$/s.test(text) || node.parentElement?.closest('code')) continue;
    stray.push(text);
  }
  return stray;
}

describe('ObjectSummary', () => {
  test("a subscribe object's destination and event names are shown as values, labelled", () => {
    renderSummary(subscribeView);
    expect(screen.getByRole('region', { name: 'Subscribe: Account' })).toBeTruthy();
    expect(valueLabelled('Destination').textContent).toBe('accountEvents');
    expect(within(valueLabelled('Destination')).getByText('accountEvents').tagName).toBe('CODE');
    const events = within(valueLabelled('Events'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(events).toEqual(['Record created', 'Record deleted', 'merge', 'undelete']);
  });

  test('every word comes from the messages the host can override', () => {
    renderSummary(subscribeView, {
      'shell.summary.title': (group, object) => `${object} (${group})`,
      'shell.group.subscribe': 'Abonnement',
      'shell.summary.destinationLabel': 'Ziel',
      'shell.summary.eventsLabel': 'Ereignisse',
      'shell.summary.event.create': 'Datensatz erstellt',
      'shell.summary.event.delete': 'Datensatz gelöscht',
    });
    expect(screen.getByRole('region', { name: 'Account (Abonnement)' })).toBeTruthy();
    expect(valueLabelled('Ziel').textContent).toBe('accountEvents');
    expect(
      within(valueLabelled('Ereignisse'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Datensatz erstellt', 'Datensatz gelöscht', 'merge', 'undelete']);
  });

  test.each([
    { name: 'subscribe', view: subscribeView },
    { name: 'write', view: writeView },
    { name: 'not configured', view: { ...writeView, saved: undefined } },
  ])('shows no text of its own outside the messages and API names: $name', ({ view }) => {
    const { container } = renderSummary(view, pseudoLocalized());
    expect(textOutsideMessages(container)).toEqual([]);
  });

  test('has no axe violations', async () => {
    const { container, unmount } = renderSummary(subscribeView);
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    const write = renderSummary(writeView);
    expect(await axeViolations(write.container)).toEqual([]);
  });
});
