export {
  createDraftStore,
  type DraftEdit,
  type DraftSnapshot,
  type DraftStore,
  rebaseValue,
  type SavedChange,
  type SaveOutcome,
  type SaveTicket,
  unsavedKeys,
  wasApplied,
} from './createDraftStore.ts';
export {
  type AlongsideValue,
  type DraftTarget,
  type DraftValue,
  draftKey,
  draftTarget,
  type InstallationSettingsValues,
  planTarget,
  settingsOf,
  storedValue,
  withValue,
} from './draftTargets.ts';
