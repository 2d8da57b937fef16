// A host that prefetches on the server (Next.js App Router): the server's HTML already holds the open object's
// editor, and the browser hydrates it without a mismatch, then edits and saves as usual.
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createApiClient } from '../../src/api/createApiClient.ts';
import { InstallationConfig } from '../../src/components/widget/InstallationConfig.tsx';
import { SkippedFieldsNote } from '../../src/components/widget/lazyParts.tsx';
import { IntegrationConfigProvider } from '../../src/hooks/IntegrationConfigProvider.tsx';
import { hydratedRevisionQueries, installationQueries, integrationQueries } from '../../src/hooks/queries.ts';
import { createMockBackend, MOCK_API_KEY, MOCK_BASE_URL, mockIds } from '../../src/mock/index.ts';

const { integrationName, groupRef, connectionId, installationId } = mockIds.salesforce;

/** What a server component does: one client, one cache, the widget's first data fetched into it. */
async function prefetch(backend: ReturnType<typeof createMockBackend>) {
  const client = createApiClient(
    { baseUrl: MOCK_BASE_URL, project: mockIds.project.name, apiKey: MOCK_API_KEY },
    { fetch: backend.fetch },
  );
  const queryClient = new QueryClient();
  const integration = await queryClient.fetchQuery(integrationQueries.detail(client, integrationName));
  await Promise.all([
    queryClient.prefetchQuery(
      installationQueries.detail(client, { integrationId: integration.id, groupRef }),
    ),
    queryClient.prefetchQuery(
      hydratedRevisionQueries.detail(client, {
        integrationId: integration.id,
        revisionId: integration.latestRevision.id,
        connectionId,
      }),
    ),
  ]);
  return { client, state: dehydrate(queryClient) };
}

function Page({
  client,
  queryClient,
}: {
  client: ReturnType<typeof createApiClient>;
  queryClient: QueryClient;
}) {
  return (
    <IntegrationConfigProvider client={client} queryClient={queryClient}>
      <InstallationConfig integration={integrationName} groupRef={groupRef} connectionId={connectionId} />
    </IntegrationConfigProvider>
  );
}

// The setup loads the editor's sections, as a server that has imported them: `renderToString` draws each in
// place (a streaming server waits for a part still loading; the Next.js example checks that case).
beforeAll(() => SkippedFieldsNote.preload());

describe('server rendering of a prefetched widget', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it("holds the open object's editor in the server's HTML, hydrates it as drawn, and saves", async () => {
    const backend = createMockBackend();
    const server = await prefetch(backend);
    const serverCache = new QueryClient();
    const html = renderToString(
      <HydrationBoundary state={server.state} queryClient={serverCache}>
        <Page client={server.client} queryClient={serverCache} />
      </HydrationBoundary>,
    );

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // Before any script runs: the editor with its heading, switch, schedule and fields, not an empty panel.
    const editor = within(screen.getByRole('region', { name: 'Read Account' }));
    expect(
      editor.getByRole<HTMLInputElement>('switch', { name: 'Read this object on its schedule' }).checked,
    ).toBe(true);
    expect(editor.getByRole('radio', { name: /Every 6 hours/ })).toBeTruthy();
    const fields = editor.getAllByRole<HTMLInputElement>('checkbox');
    expect(fields.length).toBeGreaterThan(0);

    // The browser: its own cache, filled from the server's state, and the same mock service behind its client.
    const browserCache = new QueryClient();
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <HydrationBoundary state={server.state} queryClient={browserCache}>
          <Page client={server.client} queryClient={browserCache} />
        </HydrationBoundary>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(recoverable).toEqual([]);

    const user = userEvent.setup();
    const hydrated = within(screen.getByRole('region', { name: 'Read Account' }));
    await user.click(await hydrated.findByRole('radio', { name: /Every 6 hours/ }));
    await user.click(hydrated.getByRole('button', { name: 'Save' }));
    await hydrated.findByText('Saved.');
    expect(
      backend.store.getInstallation(installationId)?.config.content.read?.objects.account?.schedule,
    ).toBe('0 */6 * * *');
  });
});
