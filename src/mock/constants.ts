/** Base address the mock backend answers on unless told otherwise (the same one `npm run mock:serve` listens on). */
export const MOCK_BASE_URL = 'http://127.0.0.1:4010/v1';

/**
 * The msw path of "update an installation object" (the config patch) on the mock's base address, for a story or
 * test that answers it differently: `http.patch(MOCK_PATCH_OBJECT_URL, () => HttpResponse.json(problem, { status: 400 }))`.
 */
export const MOCK_PATCH_OBJECT_URL = `${MOCK_BASE_URL}/projects/:project/integrations/:integration/objects/:objectName/config-content`;

/** An API key the mock backend accepts in `X-Api-Key` by default. */
export const MOCK_API_KEY = 'mock-api-key-4c1f0d2e';

/** A bearer token the mock backend accepts in `Authorization: Bearer` by default. */
export const MOCK_BEARER_TOKEN = 'mock-bearer-token-1';

/** IDs of everything in the default fixture, for tests and stories. */
export const mockIds = {
  project: { id: '8a4b6c1e-2f3d-4e5a-9b7c-0d1e2f3a4b5c', name: 'northwind-app' },
  salesforce: {
    integrationId: '1f6e2d3c-4b5a-4978-8a1b-2c3d4e5f6a7b',
    integrationName: 'salesforce-crm-sync',
    revisionId: '7c2d9e4f-1a3b-4c5d-8e6f-9a0b1c2d3e4f',
    groupRef: 'org_acme',
    connectionId: '5b8c1d2e-3f4a-4b6c-9d7e-8f9a0b1c2d3e',
    installationId: '9e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b',
    emptyGroupConnectionId: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
  },
  hubspot: {
    integrationId: '4d5e6f7a-8b9c-4d0e-a1f2-3b4c5d6e7f8a',
    integrationName: 'hubspot-crm-sync',
    revisionId: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
    groupRef: 'org_globex',
    connectionId: '6c7d8e9f-0a1b-4c2d-b3e4-f5a6b7c8d9e0',
    installationId: '3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7',
    emptyGroupConnectionId: '7d8e9f0a-1b2c-4d3e-a4f5-b6c7d8e9f0a1',
  },
  /** A group that has a Salesforce and a HubSpot connection but no installation yet. */
  emptyGroupRef: 'org_initech',
} as const;

/** A Salesforce field the default fixture's connections cannot read: selecting it fails the sample read. */
export const MOCK_UNREADABLE_FIELD = { objectName: 'contact', fieldName: 'ssn_last4__c' } as const;
