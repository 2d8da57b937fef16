// The `react-integration-config/core` entry: what a server, a script or a host's own UI imports without React
// components: the API client and its errors, the zod/mini schemas, the query option factories (to prefetch on a
// server), the save error, and the functions that word changes, schedules and errors. An explicit list, pinned by
// test/publicApi.test.ts. No module here is a client module: none starts with "use client".
// biome-ignore-all assist/source/organizeImports: runtime values first, then `export type`, each sorted by path

export { createApiClient } from './api/createApiClient.ts';
export { ApiError, InvalidResponseError, NetworkError } from './api/errors.ts';
export { defaultRetryPolicy } from './api/retryPolicy.ts';
export { buildRevisionObjects } from './core/buildRevisionObjects.ts';
export { describeChange } from './core/describeChange.ts';
export { describeCronExpression } from './core/describeCronExpression.ts';
export { describeSchedule } from './core/describeSchedule.ts';
export { mapProblemToFields } from './core/mapProblemToFields.ts';
export { summarizeSaveSteps } from './core/summarizeSaveSteps.ts';
export { SaveError } from './drafts/SaveError.ts';
export {
  hydratedRevisionQueries,
  installationQueries,
  integrationQueries,
  QUERY_KEY_PREFIX,
} from './hooks/queries.ts';
export { defaultMessages } from './messages/defaultMessages.ts';
export { describeError } from './messages/describeError.ts';
export { describeProblemPlacement } from './messages/describeProblemPlacement.ts';
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
export type { RetryPolicy } from './api/retryPolicy.ts';
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
export type { ValueMatch } from './core/matchValues.ts';
export type {
  HostFieldScore,
  HostRanking,
  MappingRanker,
  MappingRanking,
  MappingRankRequest,
} from './core/mergeHostRanking.ts';
export type { SaveStep } from './core/planSave.ts';
export type { EditConflict } from './core/rebaseEdit.ts';
export type { IntervalPreset, ScheduleChoice, SchedulePreset } from './core/scheduleChoiceFromCron.ts';
export type {
  MappingCandidate,
  MappingReason,
  MappingSuggestion,
  SuggestionField,
} from './core/suggestMappings.ts';
export type { ChangeSummary } from './core/summarizeSaveSteps.ts';
export type { SaveRunStep } from './drafts/SaveError.ts';
export type { InstallationRef } from './hooks/queries.ts';
export type { ErrorSummary } from './messages/describeError.ts';
export type { EditorMessages } from './messages/editorMessages.ts';
export type { ErrorMessages } from './messages/errorMessages.ts';
export type { LocaleFormat } from './messages/localeFormat.ts';
export type { MessageOverrides, Messages } from './messages/defaultMessages.ts';
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
