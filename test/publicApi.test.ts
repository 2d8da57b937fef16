// @vitest-environment node
// The runtime surface of each entry point, spelled out: adding or removing an export is a visible change to this
// list (types are checked by tsc, not here). The main entry holds what a host uses, at most 60 values.
import * as main from '../src/index.ts';
import * as mock from '../src/mock/index.ts';

const mainExports = [
  'ApiError',
  'BackfillEditor',
  'FieldMappingEditor',
  'FieldPicker',
  'FilterEditor',
  'InstallationConfig',
  'InstallationScope',
  'IntegrationConfigProvider',
  'InvalidResponseError',
  'NetworkError',
  'ProviderFieldCombobox',
  'QUERY_KEY_PREFIX',
  'ReadObjectEditor',
  'SaveBar',
  'ScheduleEditor',
  'ValueMappingEditor',
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
  'diffObjectConfig',
  'hydratedRevisionQueries',
  'hydratedRevisionSchema',
  'installationQueries',
  'installationSchema',
  'integrationQueries',
  'integrationSchema',
  'mapProblemToFields',
  'patchObjectRequestSchema',
  'planSave',
  'problemSchema',
  'readObjectConfigSchema',
  'revisionSchema',
  'subscribeObjectConfigSchema',
  'summarizeSaveSteps',
  'toUpdateMask',
  'updateInstallationRequestSchema',
  'useCreateInstallation',
  'useDraftStore',
  'useHasUnsavedChanges',
  'useHydratedRevision',
  'useInstallation',
  'useInstallationScope',
  'useInstallationSettings',
  'useIntegration',
  'useIntegrationConfigContext',
  'useMappingSuggestions',
  'useMessages',
  'useObjectConfigForm',
  'useRevisionObjects',
  'useUnsavedChangesGuard',
  'useUnsavedTargets',
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
  it('the main entry exports exactly the listed values', () => {
    expect(Object.keys(main).sort()).toEqual(mainExports);
  });

  it('the main entry stays within 60 runtime values', () => {
    expect(Object.keys(main).length).toBeLessThanOrEqual(60);
  });

  it('the main entry exports no internal helper', () => {
    for (const internal of [
      'isJsonEqual',
      'parseIssuePath',
      'withObjectConfig',
      'inputErrors',
      'valueAtPath',
    ]) {
      expect(Object.hasOwn(main, internal)).toBe(false);
    }
  });

  it('the mock entry exports exactly the listed values', () => {
    expect(Object.keys(mock).sort()).toEqual(mockExports);
  });

  it('no entry re-exports a whole module', async () => {
    const { readFile } = await import('node:fs/promises');
    for (const entry of ['../src/index.ts', '../src/mock/index.ts']) {
      const source = await readFile(new URL(entry, import.meta.url), 'utf8');
      expect(source).not.toMatch(/export \*/);
    }
  });
});
