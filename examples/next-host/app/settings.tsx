'use client';

import { useQueryClient } from '@tanstack/react-query';
import { InstallationConfig, IntegrationConfigProvider } from 'react-integration-config';
import { connectionId, createClient, groupRef, integrationName } from './backend';

const client = createClient();

export function Settings() {
  // The host's cache, which the server's prefetch was hydrated into.
  const queryClient = useQueryClient();
  return (
    <IntegrationConfigProvider client={client} queryClient={queryClient}>
      <InstallationConfig integration={integrationName} groupRef={groupRef} connectionId={connectionId} />
    </IntegrationConfigProvider>
  );
}
