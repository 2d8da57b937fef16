import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../api/errors.ts';
import { parseIssuePath } from '../core/parseIssuePath.ts';
import { type InstallationSettingsValues, settingsOf } from '../drafts/index.ts';
import { useIntegrationConfigContext } from './IntegrationConfigProvider.tsx';
import { type DraftForm, type SaveResult, useDraftForm } from './useDraftForm.ts';
import { useRevisionObjects } from './useRevisionObjects.ts';

export type { InstallationSettingsValues } from '../drafts/index.ts';

/** What {@link useInstallationSettings} returns. */
export type InstallationSettingsForm = DraftForm<InstallationSettingsValues> & {
  /** The service's issues of the last failed save, by the setting they name (shown at its control). */
  settingIssues: Partial<Record<keyof InstallationSettingsValues, string>>;
};

// The update-mask paths of the settings, as the service names them in `issues[].name`.
const SETTING_OF_PATH: [string, keyof InstallationSettingsValues][] = [
  ['installation.config.content.proxy', 'proxyEnabled'],
  ['installation.config.content.subscribe.providerOptions', 'useProviderFlows'],
  ['installation.connectionId', 'connectionId'],
];

function issuesBySetting(error: unknown, fallback: string): InstallationSettingsForm['settingIssues'] {
  const issues: InstallationSettingsForm['settingIssues'] = {};
  if (!(error instanceof ApiError)) return issues;
  for (const issue of error.problem.issues ?? []) {
    const path = parseIssuePath(issue.name ?? '').join('.');
    const setting = SETTING_OF_PATH.find(([prefix]) => path === prefix || path.startsWith(`${prefix}.`))?.[1];
    if (setting) issues[setting] ??= issue.detail || issue.title || fallback;
  }
  return issues;
}

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
  const { errorMessages: messages } = useIntegrationConfigContext();
  const data = useRevisionObjects();
  const [settingIssues, setSettingIssues] = useState<InstallationSettingsForm['settingIssues']>({});
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
  const { save: saveDraft, reset: resetDraft } = draft;
  const save = useCallback(
    async (options?: { skipSampling?: boolean }): Promise<SaveResult> => {
      setSettingIssues({});
      const result = await saveDraft(options);
      if (!result.ok && result.reason === 'failed') {
        setSettingIssues(issuesBySetting(result.error, messages['error.settingRejected']));
      }
      return result;
    },
    [saveDraft, messages],
  );
  const reset = useCallback(() => {
    setSettingIssues({});
    resetDraft();
  }, [resetDraft]);
  return {
    form,
    data,
    // Once the form holds the installation's settings (it is seeded in an effect after the data comes).
    isReady: data.status === 'success' && !!installation && draft.seeded,
    isDirty: draft.isDirty,
    pendingChanges: draft.pendingChanges,
    pendingSummary: draft.pendingSummary,
    save,
    reset,
    saveState: draft.saveState,
    settingIssues,
    conflicts: draft.conflicts,
    resolveConflict: draft.resolveConflict,
    canUndo: draft.canUndo,
    undo: draft.undo,
  };
}
