// The public API: an explicit list, so a change to what a host can import is a visible change here and in
// test/publicApi.test.ts. Internal helpers are imported by their module paths inside this repository only.
// biome-ignore-all assist/source/organizeImports: runtime values first, then `export type`, each sorted by path

export { createApiClient } from './api/createApiClient.ts';
export { ApiError, InvalidResponseError, NetworkError } from './api/errors.ts';
export {
  BackfillEditor,
  FieldMappingEditor,
  FieldPicker,
  FilterEditor,
  ProviderFieldCombobox,
  ScheduleEditor,
  ValueMappingEditor,
} from './components/widget/lazyParts.tsx';
export { InstallationConfig } from './components/widget/InstallationConfig.tsx';
export { ReadObjectEditor } from './components/read/ReadObjectEditor.tsx';
export { SaveBar } from './components/shared/SaveBar.tsx';
export { buildRevisionObjects } from './core/buildRevisionObjects.ts';
export { describeChange } from './core/describeChange.ts';
export { describeCronExpression } from './core/describeCronExpression.ts';
export { describeSchedule } from './core/describeSchedule.ts';
export { diffObjectConfig } from './core/diffObjectConfig.ts';
export { mapProblemToFields } from './core/mapProblemToFields.ts';
export { planSave } from './core/planSave.ts';
export { summarizeSaveSteps } from './core/summarizeSaveSteps.ts';
export { toUpdateMask } from './core/toUpdateMask.ts';
export { describeError } from './messages/describeError.ts';
export { describeProblemPlacement } from './messages/describeProblemPlacement.ts';
export { InstallationScope, useInstallationScope } from './hooks/InstallationScope.tsx';
export {
  IntegrationConfigProvider,
  useIntegrationConfigContext,
} from './hooks/IntegrationConfigProvider.tsx';
export { useMessages } from './hooks/useMessages.ts';
export { defaultMessages } from './messages/defaultMessages.ts';
export {
  hydratedRevisionQueries,
  installationQueries,
  integrationQueries,
  QUERY_KEY_PREFIX,
} from './hooks/queries.ts';
export { defaultRetryPolicy } from './api/retryPolicy.ts';
export { useCreateInstallation } from './hooks/useCreateInstallation.ts';
export { useDraftStore, useUnsavedTargets } from './hooks/useDraftStore.ts';
export { useHydratedRevision } from './hooks/useHydratedRevision.ts';
export { useInstallation } from './hooks/useInstallation.ts';
export { useInstallationSettings } from './hooks/useInstallationSettings.ts';
export { useIntegration } from './hooks/useIntegration.ts';
export { useMappingSuggestions } from './hooks/useMappingSuggestions.ts';
export { useObjectConfigForm } from './hooks/useObjectConfigForm.ts';
export { useRevisionObjects } from './hooks/useRevisionObjects.ts';
export { useHasUnsavedChanges, useUnsavedChangesGuard } from './hooks/useUnsavedChangesGuard.ts';
export {
  configContentSchema,
  readObjectConfigSchema,
  subscribeObjectConfigSchema,
  writeObjectConfigSchema,
} from './schemas/config.ts';
export { installationSchema } from './schemas/installation.ts';
export { hydratedRevisionSchema, integrationSchema, revisionSchema } from './schemas/integration.ts';
export { problemSchema } from './schemas/problem.ts';
export {
  createInstallationRequestSchema,
  patchObjectRequestSchema,
  updateInstallationRequestSchema,
} from './schemas/requests.ts';

export type {
  ApiClient,
  ApiClientConfig,
  ApiClientOptions,
  CreateInstallationArgs,
  InstallationTarget,
  PatchInstallationObjectArgs,
  RequestOptions,
  UpdateInstallationArgs,
} from './api/createApiClient.ts';
export type { BackfillEditorProps } from './components/read/BackfillEditor.tsx';
export type { FieldMappingEditorProps } from './components/read/FieldMappingEditor.tsx';
export type { FieldPickerProps } from './components/shared/FieldPicker.tsx';
export type { FilterEditorProps } from './components/read/FilterEditor.tsx';
export type { InstallationConfigProps } from './components/widget/InstallationConfig.tsx';
export type { ProviderFieldComboboxProps } from './components/shared/ProviderFieldCombobox.tsx';
export type { ReadObjectEditorProps } from './components/read/ReadObjectEditor.tsx';
export type { SaveBarProps } from './components/shared/SaveBar.tsx';
export type { ScheduleEditorProps } from './components/read/ScheduleEditor.tsx';
export type { ValueMappingEditorProps } from './components/read/ValueMappingEditor.tsx';
export type {
  FieldView,
  MappingPromptView,
  ObjectStatus,
  ReadObjectView,
  RevisionObjects,
  SubscribeObjectView,
  WriteObjectView,
} from './core/buildRevisionObjects.ts';
export type { ChangeMessages } from './core/describeChange.ts';
export type { CronField, CronMessages } from './core/cronMessages.ts';
export type { ScheduleMessages } from './core/describeSchedule.ts';
export type {
  FieldIssue,
  ProblemPlacement,
  ServerIssue,
  ServerIssuePlacement,
} from './core/mapProblemToFields.ts';
export type { SaveStep } from './core/planSave.ts';
export type { ValueMatch } from './core/matchValues.ts';
export type {
  HostFieldScore,
  HostRanking,
  MappingRanker,
  MappingRanking,
  MappingRankRequest,
} from './core/mergeHostRanking.ts';
export type {
  MappingCandidate,
  MappingReason,
  MappingSuggestion,
  SuggestionField,
} from './core/suggestMappings.ts';
export type { IntervalPreset, ScheduleChoice, SchedulePreset } from './core/scheduleChoiceFromCron.ts';
export type { ChangeSummary } from './core/summarizeSaveSteps.ts';
export type { ErrorSummary } from './messages/describeError.ts';
export type {
  InstallationScopeProps,
  InstallationScopeValue,
} from './hooks/InstallationScope.tsx';
export type {
  IntegrationConfigContextValue,
  IntegrationConfigProviderProps,
} from './hooks/IntegrationConfigProvider.tsx';
export type { EditorMessages } from './messages/editorMessages.ts';
export type { ErrorMessages } from './messages/errorMessages.ts';
export type { LocaleFormat } from './messages/localeFormat.ts';
export type { MessageOverrides, Messages } from './messages/defaultMessages.ts';
export type { LazyPart } from './components/widget/lazyParts.tsx';
export type { InstallationRef } from './hooks/queries.ts';
export type { RetryPolicy } from './api/retryPolicy.ts';
export type { CreateInstallationOptions } from './hooks/useCreateInstallation.ts';
export type { DraftForm, FormConflict, SaveResult, SaveState } from './hooks/DraftForm.ts';
export type { DraftStores } from './hooks/draftStores.ts';
export type { UseHydratedRevisionArgs } from './hooks/useHydratedRevision.ts';
export type {
  InstallationSettingsForm,
  InstallationSettingsValues,
} from './hooks/useInstallationSettings.ts';
export type { ObjectConfigForm, ObjectViewByAction } from './hooks/useObjectConfigForm.ts';
export type { InstallationData } from './hooks/useRevisionObjects.ts';
export type {
  Action,
  BackfillConfig,
  Config,
  ConfigContent,
  DefaultPeriod,
  FieldMappingEntry,
  FieldSetting,
  FieldSettingDefault,
  MappedValue,
  ObjectConfig,
  ObjectConfigByAction,
  RawFilter,
  ReadFilter,
  ReadFilterValue,
  ReadObjectConfig,
  SubscribeEvent,
  SubscribeObjectConfig,
  SubscribeObjectProviderOptions,
  SubscribeProviderOptions,
  UpdateEvent,
  ValueDefault,
  WriteObjectConfig,
} from './schemas/config.ts';
export type { Connection, Consumer, Group, ProviderApp } from './schemas/connection.ts';
export type { ConfigDraft } from './schemas/draft.ts';
export type { Installation } from './schemas/installation.ts';
export type {
  FieldMetadata,
  FieldValue,
  HydratedField,
  HydratedReadObject,
  HydratedRevision,
  HydratedWriteObject,
  Integration,
  IntegrationField,
  ManifestReadObject,
  ManifestSubscribeObject,
  ManifestWriteObject,
  Revision,
} from './schemas/integration.ts';
export type { InputValidationIssue, Problem } from './schemas/problem.ts';
export type {
  CreateInstallationRequest,
  JsonPatchOperation,
  PatchObjectRequest,
  UpdateInstallationRequest,
} from './schemas/requests.ts';
export type { RuleViolation } from './schemas/rules.ts';
