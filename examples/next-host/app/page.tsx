// A React Server Component: it imports the API client and the query-option factories from the main entry
// and prefetches the integration, the installation and the hydrated revision on the server; the client
// component below renders the widget from the hydrated cache (in the server's HTML already), without fetching
// them again.
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { hydratedRevisionQueries, installationQueries, integrationQueries } from 'react-integration-config';
import { connectionId, createClient, groupRef, integrationId, integrationName } from './backend';
import { Settings } from './settings';

export const dynamic = 'force-dynamic';

export default async function Page() {
  const client = createClient();
  const queryClient = new QueryClient();
  const [integration] = await Promise.all([
    queryClient.fetchQuery(integrationQueries.detail(client, integrationName)),
    queryClient.prefetchQuery(installationQueries.detail(client, { integrationId, groupRef })),
  ]);
  await queryClient.prefetchQuery(
    hydratedRevisionQueries.detail(client, {
      integrationId,
      revisionId: integration.latestRevision.id,
      connectionId,
    }),
  );
  return (
    <main>
      <h1>Integration settings</h1>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <Settings />
      </HydrationBoundary>
    </main>
  );
}
