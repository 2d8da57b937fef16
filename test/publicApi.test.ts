// @vitest-environment node
// The runtime surface of each entry point, spelled out: adding or removing an export is a visible change to these
// lists (types are checked by tsc, not here). Three audiences, three entries: `.` for React (at most 40 values),
// `./core` for code without React components (a server, a script), `./mock` for demos and tests.
import { readFile } from 'node:fs/promises';
import * as core from '../src/core.ts';
import * as main from '../src/index.ts';
import * as mock from '../src/mock/index.ts';

const mainExports = [
  'BackfillEditor',
  'FieldMappingEditor',
  'FieldPicker',
  'FilterEditor',
  'InstallationConfig',
  'InstallationScope',
  'IntegrationConfigProvider',
  'ProviderFieldCombobox',
  'ReadObjectEditor',
  'SaveBar',
  'ScheduleEditor',
  'ValueMappingEditor',
  'useCreateInstallation',
  'useDraftStore',
  'useHasUnsavedChanges',
  'useHydratedRevision',
  'useInstallation',
  'useInstallationScope',
  'useInstallationSettings',
  'useIntegration',
  'useMappingSuggestions',
  'useMessages',
  'useObjectConfigForm',
  'useRevisionObjects',
  'useSubscriptionProgress',
  'useUnsavedChangesGuard',
  'useUnsavedTargets',
];

const coreExports = [
  'ApiError',
  'InvalidResponseError',
  'NetworkError',
  'QUERY_KEY_PREFIX',
  'SaveError',
  'buildRevisionObjects',
  'configContentSchema',
  'createApiClient',
  'createInstallationRequestSchema',
  'defaultMessages',
  'defaultRetryPolicy',
  'describeChange',
  'describeCronExpression',
  'describeError',
  'describeProblemPlacement',
  'describeSchedule',
  'hydratedRevisionQueries',
  'hydratedRevisionSchema',
  'installationQueries',
  'installationSchema',
  'integrationQueries',
  'integrationSchema',
  'mapProblemToFields',
  'patchObjectRequestSchema',
  'problemSchema',
  'readObjectConfigSchema',
  'revisionSchema',
  'subscribeObjectConfigSchema',
  'summarizeSaveSteps',
  'updateInstallationRequestSchema',
  'writeObjectConfigSchema',
];

const mockExports = [
  'FAULT_KINDS',
  'HOSTILE_FIELD_NAMES',
  'MOCK_API_KEY',
  'MOCK_BASE_URL',
  'MOCK_BEARER_TOKEN',
  'MOCK_PATCH_OBJECT_URL',
  'MOCK_UNREADABLE_FIELD',
  'createMockBackend',
  'defaultFixture',
  'generateFixture',
  'hostileFieldDisplayName',
  'hostileNamesFixture',
  'mockIds',
];

describe('public API', () => {
  it('the React entry exports exactly the listed values, at most 40', () => {
    expect(Object.keys(main).sort()).toEqual(mainExports);
    expect(mainExports.length).toBeLessThanOrEqual(40);
  });

  it('the React entry holds React only: every value is a component or a hook', () => {
    for (const name of Object.keys(main)) expect(name).toMatch(/^(use[A-Z]|[A-Z][a-z])/);
  });

  it('the core entry exports exactly the listed values', () => {
    expect(Object.keys(core).sort()).toEqual(coreExports);
  });

  it('the two entries share no value: each thing has one place to import it from', () => {
    expect(Object.keys(core).filter((name) => Object.hasOwn(main, name))).toEqual([]);
  });

  it('no entry exports an internal planner or helper', () => {
    for (const internal of [
      'planSave',
      'toUpdateMask',
      'diffObjectConfig',
      'isJsonEqual',
      'parseIssuePath',
      'withObjectConfig',
      'inputErrors',
      'valueAtPath',
      'useIntegrationConfigContext',
      'createDraftStore',
    ]) {
      expect(Object.hasOwn(main, internal) || Object.hasOwn(core, internal)).toBe(false);
    }
  });

  it('the mock entry exports exactly the listed values', () => {
    expect(Object.keys(mock).sort()).toEqual(mockExports);
  });

  it('no entry re-exports a whole module', async () => {
    for (const entry of ['../src/index.ts', '../src/core.ts', '../src/mock/index.ts']) {
      const source = await readFile(new URL(entry, import.meta.url), 'utf8');
      expect(source).not.toMatch(/export \*/);
    }
  });
});
