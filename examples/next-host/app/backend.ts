// The mock service stands in for the real one; the server and the browser each get a client with the same
// base address and project, so the query keys of the server's prefetch match the browser's.
import { createApiClient } from 'react-integration-config/core';
import { createMockBackend, MOCK_API_KEY, MOCK_BASE_URL, mockIds } from 'react-integration-config/mock';

export function createClient() {
  const backend = createMockBackend();
  return createApiClient(
    { baseUrl: MOCK_BASE_URL, project: mockIds.project.name, apiKey: MOCK_API_KEY },
    { fetch: backend.fetch },
  );
}

export const { integrationName, groupRef, connectionId } = mockIds.salesforce;
