// A React Server Component: it imports the API client and the query-option factories from the main entry
// and prefetches the integration and the installation on the server; the client component below renders the
// widget from the hydrated cache, without fetching them again.
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { installationQueries, integrationQueries } from 'react-integration-config';
import { createClient, groupRef, integrationId, integrationName } from './backend';
import { Settings } from './settings';

export const dynamic = 'force-dynamic';

export default async function Page() {
  const client = createClient();
  const queryClient = new QueryClient();
  await Promise.all([
    queryClient.prefetchQuery(integrationQueries.detail(client, integrationName)),
    queryClient.prefetchQuery(installationQueries.detail(client, { integrationId, groupRef })),
  ]);
  return (
    <main>
      <h1>Integration settings</h1>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <Settings />
      </HydrationBoundary>
    </main>
  );
}
