import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { type InstallationSettingsValues, settingsOf } from '../drafts/index.ts';
import { type DraftForm, useDraftForm } from './useDraftForm.ts';
import { useRevisionObjects } from './useRevisionObjects.ts';

export type { InstallationSettingsValues } from '../drafts/index.ts';

/** What {@link useInstallationSettings} returns. */
export type InstallationSettingsForm = DraftForm<InstallationSettingsValues>;

const always = () => true;
const valid = async () => true;

/**
 * A form over the installation-wide settings: the proxy, subscribe-level provider options and the connection,
 * saved as update-mask paths of their own. Its edits live in the installation's draft store, like every form's.
 *
 * @example
 * const { form, save, isDirty } = useInstallationSettings();
 * form.setValue('proxyEnabled', true);
 * if (isDirty) await save();
 */
export function useInstallationSettings(): InstallationSettingsForm {
  const data = useRevisionObjects();
  const { installation } = data;
  const form = useForm<InstallationSettingsValues>({
    defaultValues: installation ? settingsOf(installation) : undefined,
  });
  const draft = useDraftForm<InstallationSettingsValues>({
    key: installation ? 'settings' : undefined,
    installation,
    data,
    form,
    fallback: undefined,
    bound: always,
    validate: valid,
    holdsInput: false,
  });
  const reset = useCallback(() => draft.reset(), [draft.reset]);
  return {
    form,
    data,
    isReady: data.status === 'success' && !!installation,
    isDirty: draft.isDirty,
    pendingChanges: draft.pendingChanges,
    pendingSummary: draft.pendingSummary,
    save: draft.save,
    reset,
    saveState: draft.saveState,
    conflicts: draft.conflicts,
    resolveConflict: draft.resolveConflict,
    canUndo: draft.canUndo,
    undo: draft.undo,
  };
}
