// app/settings.tsx: the widget, drawn from the cache that the server's prefetch was hydrated into.
'use client';

import { useQueryClient } from '@tanstack/react-query';
import { InstallationConfig, IntegrationConfigProvider } from 'react-integration-config';
import { connectionId, createClient, groupRef, integrationName } from './backend';

const client = createClient();

export function Settings() {
  // The cache of the host's QueryClientProvider (app/providers.tsx), holding the server's prefetch.
  const queryClient = useQueryClient();
  return (
    <IntegrationConfigProvider client={client} queryClient={queryClient}>
      <InstallationConfig integration={integrationName} groupRef={groupRef} connectionId={connectionId} />
    </IntegrationConfigProvider>
  );
}
