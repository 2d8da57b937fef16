export {
  MOCK_API_KEY,
  MOCK_BASE_URL,
  MOCK_BEARER_TOKEN,
  MOCK_PATCH_OBJECT_URL,
  MOCK_UNREADABLE_FIELD,
  mockIds,
} from './constants.ts';
export {
  createMockBackend,
  type MockBackend,
  type MockBackendOptions,
  type MockFetch,
} from './createMockBackend.ts';
export { defaultFixture } from './fixtures/defaultFixture.ts';
export {
  type GeneratedFixture,
  type GenerateFixtureOptions,
  generateFixture,
} from './fixtures/generateFixture.ts';
export {
  HOSTILE_FIELD_NAMES,
  hostileFieldDisplayName,
  hostileNamesFixture,
} from './fixtures/hostileNamesFixture.ts';
export type {
  MockConnectionSeed,
  MockFixture,
  MockIntegrationSeed,
  ProviderField,
  ProviderObject,
} from './fixtures/types.ts';
export type { OperationName } from './router.ts';
export {
  type ChangeTiming,
  FAULT_KINDS,
  type FaultKind,
  type HydrateErrorScenario,
  type InstallationEdit,
  type Latency,
  type MockScenarios,
  type RandomFaults,
  type RequestMatch,
  type ScheduledFaults,
} from './scenarios.ts';
export type { InstallationFilter, MockStore, MockStoreSnapshot } from './store.ts';
