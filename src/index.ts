// The `react-integration-config` entry, for React: the widget, its editor parts, the Provider and the hooks, with
// their props and result types. React-free code (the client, schemas, query option factories, wording of
// changes and errors, the data types) is the `react-integration-config/core` entry (src/core.ts); the mock is
// `react-integration-config/mock`. An explicit list, pinned by test/publicApi.test.ts (at most 40 runtime values).
// Internal modules are imported by their paths inside this repository only.
// biome-ignore-all assist/source/organizeImports: runtime values first, then `export type`, each sorted by path

export { ReadObjectEditor } from './components/read/ReadObjectEditor.tsx';
export { SaveBar } from './components/shared/SaveBar.tsx';
export { InstallationConfig } from './components/widget/InstallationConfig.tsx';
export {
  BackfillEditor,
  FieldMappingEditor,
  FieldPicker,
  FilterEditor,
  ProviderFieldCombobox,
  ScheduleEditor,
  ValueMappingEditor,
} from './components/widget/lazyParts.tsx';
export { InstallationScope, useInstallationScope } from './hooks/InstallationScope.tsx';
export { IntegrationConfigProvider } from './hooks/IntegrationConfigProvider.tsx';
export { useCreateInstallation } from './hooks/useCreateInstallation.ts';
export { useDraftStore, useUnsavedTargets } from './hooks/useDraftStore.ts';
export { useHydratedRevision } from './hooks/useHydratedRevision.ts';
export { useInstallation } from './hooks/useInstallation.ts';
export { useInstallationSettings } from './hooks/useInstallationSettings.ts';
export { useIntegration } from './hooks/useIntegration.ts';
export { useMappingSuggestions } from './hooks/useMappingSuggestions.ts';
export { useMessages } from './hooks/useMessages.ts';
export { useObjectConfigForm } from './hooks/useObjectConfigForm.ts';
export { useRevisionObjects } from './hooks/useRevisionObjects.ts';
export { useSubscriptionProgress } from './hooks/useSubscriptionProgress.ts';
export { useHasUnsavedChanges, useUnsavedChangesGuard } from './hooks/useUnsavedChangesGuard.ts';

export type { BackfillEditorProps } from './components/read/BackfillEditor.tsx';
export type { FieldMappingEditorProps } from './components/read/FieldMappingEditor.tsx';
export type { FilterEditorProps } from './components/read/FilterEditor.tsx';
export type { ReadObjectEditorProps } from './components/read/ReadObjectEditor.tsx';
export type { ScheduleEditorProps } from './components/read/ScheduleEditor.tsx';
export type { ValueMappingEditorProps } from './components/read/ValueMappingEditor.tsx';
export type { FieldPickerProps } from './components/shared/FieldPicker.tsx';
export type { ProviderFieldComboboxProps } from './components/shared/ProviderFieldCombobox.tsx';
export type { SaveBarProps } from './components/shared/SaveBar.tsx';
export type { InstallationConfigProps } from './components/widget/InstallationConfig.tsx';
export type { LazyPart } from './components/widget/lazyParts.tsx';
export type { DraftForm, FormConflict, SaveResult, SaveState } from './hooks/DraftForm.ts';
export type { DraftStores } from './hooks/draftStores.ts';
export type {
  InstallationScopeProps,
  InstallationScopeValue,
} from './hooks/InstallationScope.tsx';
export type { IntegrationConfigProviderProps } from './hooks/IntegrationConfigProvider.tsx';
export type { MappingRanker, MappingRankRequest } from './core/mergeHostRanking.ts';
export type { CreateInstallationOptions } from './hooks/useCreateInstallation.ts';
export type { UseHydratedRevisionArgs } from './hooks/useHydratedRevision.ts';
export type {
  InstallationSettingsForm,
  InstallationSettingsValues,
} from './hooks/useInstallationSettings.ts';
export type { ObjectConfigForm, ObjectViewByAction } from './hooks/useObjectConfigForm.ts';
export type { InstallationData } from './hooks/useRevisionObjects.ts';
export type { SubscriptionProgressState } from './hooks/useSubscriptionProgress.ts';
