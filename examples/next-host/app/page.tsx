// app/page.tsx, a React Server Component: it prefetches what the widget shows first (the integration, the
// installation, the provider's fields) into a cache that the client component renders the widget from, in the
// server's HTML already. With `cacheComponents` (create-next-app's default), what is read per request renders
// inside <Suspense>: the page's shell is prerendered, the settings stream in.
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { connection } from 'next/server';
import { Suspense } from 'react';
import {
  hydratedRevisionQueries,
  installationQueries,
  integrationQueries,
} from 'react-integration-config/core';
import { connectionId, createClient, groupRef, integrationName } from './backend';
import { Settings } from './settings';

export default function Page() {
  return (
    <main>
      <h1>Integration settings</h1>
      <Suspense fallback={<p>Loading your settings…</p>}>
        <PrefetchedSettings />
      </Suspense>
    </main>
  );
}

async function PrefetchedSettings() {
  // Per request: the installation is the signed-in user's (a real client reads their token here).
  await connection();
  const client = createClient();
  const queryClient = new QueryClient();
  // The same string as the widget's `integration` prop (its name here): it is part of the query key.
  const integration = await queryClient.fetchQuery(integrationQueries.detail(client, integrationName));
  // An installation and a revision belong to the integration's id (`integration.id`), not to its name: with
  // the name, these prefetches would be for other keys than the widget asks for.
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
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <Settings />
    </HydrationBoundary>
  );
}
