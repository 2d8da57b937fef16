export { defaultRetryPolicy, isRetryableError, type RetryPolicy } from '../api/retryPolicy.ts';
export { defaultMessages, type MessageOverrides, type Messages } from '../messages/defaultMessages.ts';
export { describeError, type ErrorSummary } from '../messages/describeError.ts';
export { describeProblemPlacement } from '../messages/describeProblemPlacement.ts';
export type { EditorMessages } from '../messages/editorMessages.ts';
export type { ErrorMessages } from '../messages/errorMessages.ts';
export type { LocaleFormat } from '../messages/localeFormat.ts';
export type { DraftForm, FormConflict, SaveResult, SaveState } from './DraftForm.ts';
export type { DraftStores } from './draftStores.ts';
export {
  InstallationScope,
  type InstallationScopeProps,
  type InstallationScopeValue,
  useInstallationScope,
} from './InstallationScope.tsx';
export {
  type IntegrationConfigContextValue,
  IntegrationConfigProvider,
  type IntegrationConfigProviderProps,
  useIntegrationConfigContext,
} from './IntegrationConfigProvider.tsx';
export {
  hydratedRevisionQueries,
  type InstallationRef,
  installationQueries,
  integrationQueries,
  QUERY_KEY_PREFIX,
} from './queries.ts';
export { type CreateInstallationOptions, useCreateInstallation } from './useCreateInstallation.ts';
export { useDraftStore, useUnsavedTargets } from './useDraftStore.ts';
export { type FieldConflicts, FieldConflictsContext, useFieldConflict } from './useFieldConflict.ts';
export { useFieldListsReady } from './useFieldListsReady.ts';
export { type UseHydratedRevisionArgs, useHydratedRevision } from './useHydratedRevision.ts';
export { useInstallation } from './useInstallation.ts';
export {
  type InstallationSettingsForm,
  type InstallationSettingsValues,
  useInstallationSettings,
} from './useInstallationSettings.ts';
export { useIntegration } from './useIntegration.ts';
export { useMappingSuggestions } from './useMappingSuggestions.ts';
export { useMessages } from './useMessages.ts';
export {
  type ObjectConfigForm,
  type ObjectViewByAction,
  useObjectConfigForm,
} from './useObjectConfigForm.ts';
export { type InstallationData, useRevisionObjects } from './useRevisionObjects.ts';
export { useHasUnsavedChanges, useUnsavedChangesGuard } from './useUnsavedChangesGuard.ts';
