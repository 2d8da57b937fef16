// Whatever the service sends, the widget stays up: one object, one field or one render error fails only itself,
// and the host's own tree around the widget is never unmounted.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { InstallationConfig } from '../../src/components/widget/InstallationConfig.tsx';
import { LazyObjectFailedCard } from '../../src/components/widget/lazyParts.tsx';
import { IntegrationConfigProvider } from '../../src/hooks/IntegrationConfigProvider.tsx';
import type { MessageOverrides } from '../../src/messages/defaultMessages.ts';
import { defaultFixture, mockIds } from '../../src/mock/index.ts';
import { alterAnswers, createHarness, setupMockServer } from '../support/backendHarness.tsx';
import { findObjectNav } from '../support/renderWidget.tsx';

const server = setupMockServer();
type Json = Record<string, unknown>;

// The lazily loaded editors and the failed-object card are loaded before the tests, as the widget's users have
// them once loaded: each test waits for what it renders, not for the first transform of a module.
beforeAll(async () => {
  await import('../../src/components/widget/editorParts.ts');
  await LazyObjectFailedCard.preload();
});

beforeAll(() => {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
});

type HydratedBody = { content: { read: { objects: Json[] } } };
const readObjects = (body: Json) => (body as HydratedBody).content.read.objects;
const byName = (objects: Json[], name: string) => objects.find((o) => o.objectName === name)!;

function renderInHost(
  harness: ReturnType<typeof createHarness>,
  options: { messages?: MessageOverrides; onError?: (error: unknown) => void } = {},
) {
  const Host = ({ children }: { children: ReactNode }) => (
    <main>
      <h1>Host settings page</h1>
      {children}
      <footer>Host footer</footer>
    </main>
  );
  return render(
    <Host>
      <IntegrationConfigProvider
        client={harness.client}
        queryClient={harness.queryClient}
        messages={options.messages}
      >
        <InstallationConfig
          integration={mockIds.salesforce.integrationName}
          groupRef={mockIds.salesforce.groupRef}
          onError={options.onError}
        />
      </IntegrationConfigProvider>
    </Host>,
  );
}

// Full widget flows against the mock; the limit is far above their run time, for a loaded machine.
describe('failures stay in the smallest part', { timeout: 60_000 }, () => {
  it('an object sent as { objectName, error } only, an odd field and unknown values leave the rest editable', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    alterAnswers(server, harness, /:hydrate/, (body) => {
      const objects = readObjects(body);
      const index = objects.findIndex((o) => o.objectName === 'lead');
      objects[index] = { objectName: 'lead', error: 'INVALID_SESSION_ID' };
      const metadata = byName(objects, 'account').allFieldsMetadata as Record<string, Json>;
      metadata.industry = { ...metadata.industry, displayName: 42 };
      metadata.annualrevenue = { ...metadata.annualrevenue, valueType: 'currency' };
      objects.push({ displayName: 'Nameless' });
    });
    alterAnswers(server, harness, /\/installations$/, (body) => {
      Object.assign((body as unknown as Json[])[0]!, {
        healthStatus: 'degraded',
        lastOperationStatus: 'queued',
      });
    });
    renderInHost(harness);
    const nav = await findObjectNav();
    // Sent without a displayName, the object is shown by a readable name made from its API name; the read
    // objects come first in the list (Subscribe lists a Lead too).
    const leadItem = within(nav).getAllByRole('button', { name: /^Lead/ })[0] as HTMLElement;
    expect(leadItem.textContent).toContain('Unavailable');
    expect(
      screen.getByText('One object sent by the service could not be read and is not listed.'),
    ).toBeTruthy();

    const account = within(await screen.findByRole('region', { name: 'Read Account' }));
    // The note comes with the field list (the same lazily loaded part of the editor).
    const note = (await account.findByText(/One field sent by the service could not be read/)).closest(
      'div',
    )!;
    expect(note.textContent).toContain('industry');
    expect(note.textContent).toContain('displayName');
    // The field of a type the contract does not list yet is there, and the object can be edited and saved.
    await user.type(account.getByRole('searchbox', { name: 'Search fields' }), 'Annual');
    expect(await account.findByRole('checkbox', { name: /Annual Revenue/ })).toBeTruthy();
    // The schedule is drawn once the field rows are painted (useDrawnLater).
    await user.click(await account.findByRole('radio', { name: /Every 6 hours/ }));
    await user.click(account.getByRole('button', { name: 'Save' }));
    await account.findByText('Saved.');
    expect(
      harness.backend.store.getInstallation(mockIds.salesforce.installationId)?.config.content.read?.objects
        .account?.schedule,
    ).toBe('0 */6 * * *');

    await user.click(leadItem);
    const lead = within(await screen.findByRole('region', { name: 'Read Lead' }));
    expect(lead.getByText('INVALID_SESSION_ID')).toBeTruthy();
    const hydrations = () => harness.requests.filter((r) => r.path.includes(':hydrate')).length;
    const before = hydrations();
    await user.click(lead.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(hydrations()).toBe(before + 1));
  });

  it('a render error in one object editor shows that editor’s fallback, reports it, and keeps the rest', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    const onError = vi.fn();
    const broken = new Error('the host’s message function failed');
    renderInHost(harness, {
      onError,
      messages: {
        'read.title': (object: string) => {
          if (object === 'Contact') throw broken;
          return `Read ${object}`;
        },
      },
    });
    const nav = await findObjectNav();
    await screen.findByRole('region', { name: 'Read Account' });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(within(nav).getAllByRole('button', { name: /Contact/ })[0]!);
    const alert = await screen.findByText(/Contact could not be shown/);
    spy.mockRestore();
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(broken);
    expect(screen.getByText('Host footer')).toBeTruthy();
    await user.click(within(nav).getAllByRole('button', { name: /Account/ })[0]!);
    expect(screen.getByRole('region', { name: 'Read Account' })).toBeTruthy();
  });

  it('a render error in the widget itself shows its fallback with Try again and never unmounts the host', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server, { scope: { groupRef: mockIds.emptyGroupRef } });
    const onError = vi.fn();
    let fail = true;
    render(
      <main>
        <h1>Host settings page</h1>
        <IntegrationConfigProvider
          client={harness.client}
          queryClient={harness.queryClient}
          messages={{
            'shell.setUp.title': (integration: string) => {
              if (fail) throw new Error('set-up title failed');
              return `Set up ${integration}`;
            },
          }}
        >
          <InstallationConfig
            integration={mockIds.salesforce.integrationName}
            groupRef={mockIds.emptyGroupRef}
            onError={onError}
          />
        </IntegrationConfigProvider>
        <footer>Host footer</footer>
      </main>,
    );
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = await screen.findByText(/This part of the settings could not be shown/);
    spy.mockRestore();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'set-up title failed' }));
    expect(screen.getByRole('heading', { name: 'Host settings page' })).toBeTruthy();
    expect(screen.getByText('Host footer')).toBeTruthy();
    fail = false;
    const alert = message.closest('[role="alert"]') as HTMLElement;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /^Set up/ })).toBeTruthy();
  });

  it('one saved object or manifest object that cannot be read shows its own card; saving others leaves it as stored', async () => {
    const user = userEvent.setup();
    const fixture = structuredClone(defaultFixture);
    const installation = fixture.installations.find((i) => i.id === mockIds.salesforce.installationId)!;
    const content = installation.config.content;
    const brokenWrite = { objectName: 'opportunity', deletionSettings: { enabled: 'yes' } };
    const brokenSubscribe = { ...content.subscribe!.objects.account, createEvent: { enabled: 'sometimes' } };
    Object.assign(content.write!.objects!, { opportunity: brokenWrite });
    Object.assign(content.subscribe!.objects, { account: brokenSubscribe });
    const seed = fixture.integrations.find((i) => i.integration.id === mockIds.salesforce.integrationId)!;
    const manifestObjects = seed.integration.latestRevision.content.subscribe!.objects as unknown[];
    manifestObjects[2] = { objectName: 'opportunity', destination: 7 };
    manifestObjects.push({ destination: 'nameless' });
    const harness = createHarness(server, { backend: { fixture } });
    renderInHost(harness);

    const nav = await findObjectNav();
    const group = (name: string) => within(within(nav).getByRole('list', { name }));
    const writeOpportunity = group('Write').getByRole('button', { name: /Opportunity/ });
    expect(writeOpportunity.textContent).toContain('Unavailable');
    expect(group('Subscribe').getByRole('button', { name: /Account/ }).textContent).toContain('Unavailable');
    expect(group('Subscribe').getByRole('button', { name: /Opportunity/ }).textContent).toContain(
      'Unavailable',
    );
    expect(group('Subscribe').getByRole('button', { name: /Contact/ }).textContent).not.toContain(
      'Unavailable',
    );
    expect(
      screen.getByText('One object sent by the service could not be read and is not listed.'),
    ).toBeTruthy();

    await user.click(writeOpportunity);
    const opportunity = within(await screen.findByRole('region', { name: 'Write Opportunity' }));
    expect(opportunity.getByText(/The saved settings of Opportunity could not be read/)).toBeTruthy();
    expect(opportunity.getByText(/deletionSettings\.enabled/)).toBeTruthy();
    expect(opportunity.queryByRole('switch')).toBeNull();
    await user.click(group('Subscribe').getByRole('button', { name: /Opportunity/ }));
    const manifestCard = within(await screen.findByRole('region', { name: 'Subscribe to Opportunity' }));
    expect(manifestCard.getByText(/Opportunity could not be read from the integration/)).toBeTruthy();
    expect(manifestCard.getByText(/destination/)).toBeTruthy();

    // Another write object is edited and saved: the one that cannot be read is stored exactly as before.
    await user.click(group('Write').getByRole('button', { name: /Contact/ }));
    const contact = within(await screen.findByRole('region', { name: 'Write Contact' }));
    await user.click(contact.getByRole('switch', { name: 'Allow deleting records' }));
    await user.click(contact.getByRole('button', { name: 'Save' }));
    await contact.findByText('Saved.');
    const stored = harness.backend.store.getInstallation(mockIds.salesforce.installationId)!.config.content;
    expect(stored.write?.objects?.contact?.deletionSettings).toEqual({ enabled: true });
    expect(stored.write?.objects?.opportunity).toEqual(brokenWrite);
    expect(stored.subscribe?.objects.account).toEqual(brokenSubscribe);
    expect(screen.getByText('Host footer')).toBeTruthy();
  });
});
