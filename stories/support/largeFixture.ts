import { createApiClient } from '../../src/api/createApiClient.ts';
import { generateFixture, MOCK_API_KEY } from '../../src/mock/index.ts';
import type { MockBackendParameter } from './mockBackend.tsx';

/** One object with 5,000 fields (seeded, so every run sees the same fields); generated once per module load. */
export const largeFixture = generateFixture({ objects: 1, fieldsPerObject: 5000 });

/** The generated object's name (`purchase_order`, shown as "Purchase Order"). */
export const largeObjectName = 'purchase_order';

/** `parameters.mockBackend` for the large fixture: its data, and a client for its own project. */
export const largeFixtureBackend: MockBackendParameter = {
  options: { fixture: largeFixture },
  client: (backend) =>
    createApiClient({ baseUrl: backend.baseUrl, project: largeFixture.project.name, apiKey: MOCK_API_KEY }),
};

/** The installation scope of the large fixture (integration, group and connection). */
export const largeFixtureScope = {
  integration: largeFixture.ids.integrationName,
  groupRef: largeFixture.ids.groupRef,
  connectionId: largeFixture.ids.connectionId,
};
