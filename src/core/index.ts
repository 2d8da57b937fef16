export { isJsonObject } from '../schemas/isJsonObject.ts';
export { parseUpdateMaskPath } from '../schemas/parseUpdateMaskPath.ts';
export { assignSuggestedMappings } from './assignSuggestedMappings.ts';
export type {
  FieldView,
  MappingPromptView,
  ObjectStatus,
  ReadObjectView,
  RevisionObjects,
  SubscribeObjectView,
  WriteObjectView,
} from './buildRevisionObjects.ts';
export { buildRevisionObjects } from './buildRevisionObjects.ts';
export type { CronExpressionIssue } from './cronExpressionIssue.ts';
export { cronExpressionIssue } from './cronExpressionIssue.ts';
export { cronFromScheduleChoice } from './cronFromScheduleChoice.ts';
export { defaultObjectConfig } from './defaultObjectConfig.ts';
export { type ChangeMessages, describeChange } from './describeChange.ts';
export { describeCronExpression } from './describeCronExpression.ts';
export { describeSchedule, type ScheduleMessages } from './describeSchedule.ts';
export { diffObjectConfig } from './diffObjectConfig.ts';
export { draftFromInstallation } from './draftFromInstallation.ts';
export { formatIssuePath } from './formatIssuePath.ts';
export { formatUpdateMaskPath } from './formatUpdateMaskPath.ts';
export { INPUT_ERROR_TYPE, type InputError, inputErrors } from './inputErrors.ts';
export { isJsonEqual } from './isJsonEqual.ts';
export { isoToLocalDateTime } from './isoToLocalDateTime.ts';
export { isPicklistField } from './isPicklistField.ts';
export { localDateTimeToIso } from './localDateTimeToIso.ts';
export type {
  FieldIssue,
  ProblemPlacement,
  ServerIssue,
  ServerIssuePlacement,
} from './mapProblemToFields.ts';
export { mapProblemToFields } from './mapProblemToFields.ts';
export {
  type MappingIncompatibility,
  type MappingPromptInput,
  mappingCompatibility,
} from './mappingCompatibility.ts';
export { matchValues, type ValueMatch } from './matchValues.ts';
export type {
  HostFieldScore,
  HostRanking,
  MappingRanker,
  MappingRanking,
  MappingRankRequest,
} from './mergeHostRanking.ts';
export { missingRequiredMappings } from './missingRequiredMappings.ts';
export { parseIssuePath } from './parseIssuePath.ts';
export { planObjectEdit } from './planObjectEdit.ts';
export type { SaveStep } from './planSave.ts';
export { planSave } from './planSave.ts';
export type { RevisionViolation, RevisionViolationCode } from './readObjectRevisionViolations.ts';
export { readObjectRevisionViolations } from './readObjectRevisionViolations.ts';
export { type EditConflict, type RebasedEdit, rebaseEdit } from './rebaseEdit.ts';
export { removedObjectNames } from './removedObjectNames.ts';
export type { IntervalPreset, ScheduleChoice, SchedulePreset } from './scheduleChoiceFromCron.ts';
export { scheduleChoiceFromCron } from './scheduleChoiceFromCron.ts';
export { type StatusKind, type StatusTone, statusTone } from './statusTone.ts';
// `suggestMappings` itself is loaded on demand by `useMappingSuggestions`, off the main entry.
export type {
  MappingCandidate,
  MappingReason,
  MappingSuggestion,
  SuggestionField,
} from './suggestMappings.ts';
export type { ChangeSummary } from './summarizeSaveSteps.ts';
export { summarizeSaveSteps } from './summarizeSaveSteps.ts';
export { toUpdateMask } from './toUpdateMask.ts';
export { withObjectConfig } from './withObjectConfig.ts';
