import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../api/errors.ts';
import { draftFromInstallation } from '../core/draftFromInstallation.ts';
import { isJsonEqual } from '../core/isJsonEqual.ts';
import { parseIssuePath } from '../core/parseIssuePath.ts';
import { planSave } from '../core/planSave.ts';
import { summarizeSaveSteps } from '../core/summarizeSaveSteps.ts';
import type { ConfigDraft, Installation } from '../schemas/index.ts';
import { useIntegrationConfigContext } from './IntegrationConfigProvider.tsx';
import { type DraftForm, type SaveResult, useDraftSave, useUnsavedEdits } from './useDraftSave.ts';
import { useRevisionObjects } from './useRevisionObjects.ts';

/** The installation-wide settings a user edits. */
export interface InstallationSettingsValues {
  proxyEnabled: boolean;
  /** Subscribe through provider flows instead of change data capture (providers that support it). */
  useProviderFlows: boolean;
  connectionId: string;
}

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

function settingsOf(installation: Installation): InstallationSettingsValues {
  const content = installation.config.content;
  return {
    proxyEnabled: content.proxy?.enabled === true,
    useProviderFlows: content.subscribe?.providerOptions?.useProviderFlows?.enabled === true,
    connectionId: installation.connection.id,
  };
}

function applySettings(installation: Installation, values: InstallationSettingsValues): ConfigDraft {
  const draft = draftFromInstallation(installation);
  const before = settingsOf(installation);
  const content = { ...draft.content };
  if (values.proxyEnabled !== before.proxyEnabled)
    content.proxy = { ...content.proxy, enabled: values.proxyEnabled };
  if (values.useProviderFlows !== before.useProviderFlows) {
    content.subscribe = {
      objects: content.subscribe?.objects ?? {},
      ...content.subscribe,
      providerOptions: {
        ...content.subscribe?.providerOptions,
        useProviderFlows: { enabled: values.useProviderFlows },
      },
    };
  }
  return { ...draft, connectionId: values.connectionId, content };
}

// Replays the settings the user changed (`base` → `current`) onto newer stored ones: each changed setting keeps
// the user's value, the others take the stored value.
function rebaseSettings(
  base: InstallationSettingsValues,
  current: InstallationSettingsValues,
  stored: InstallationSettingsValues,
): InstallationSettingsValues {
  const pick = <K extends keyof InstallationSettingsValues>(k: K) =>
    current[k] !== base[k] ? current[k] : stored[k];
  return {
    proxyEnabled: pick('proxyEnabled'),
    useProviderFlows: pick('useProviderFlows'),
    connectionId: pick('connectionId'),
  };
}

/**
 * A form over the installation-wide settings: the proxy, subscribe-level provider options and the connection,
 * saved as update-mask paths of their own.
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
  const serverValues = useMemo(() => (installation ? settingsOf(installation) : undefined), [installation]);
  const form = useForm<InstallationSettingsValues>({ defaultValues: serverValues });
  const installationId = installation?.id;
  // The stored settings the form's values are based on, and the installation they belong to: another one (the
  // scope changed) starts from its own values.
  const baseRef = useRef({ values: serverValues, installationId });
  const {
    save: saveDraft,
    saveState,
    resetSaveState,
    isSaving,
    isSavingShown,
  } = useDraftSave(installation, null);

  // Newer stored settings arrive: each setting the user changed keeps the user's value. Skipped while our own
  // save of this installation is in flight (its optimistic update); another installation starts at once from its
  // own settings.
  useEffect(() => {
    if (!serverValues) return;
    const switched = baseRef.current.installationId !== installationId;
    if (!switched && isSavingShown()) return;
    if (!switched && isJsonEqual(baseRef.current.values, serverValues)) return;
    const base = switched ? undefined : baseRef.current.values;
    const next = base ? rebaseSettings(base, form.getValues(), serverValues) : serverValues;
    baseRef.current = { values: serverValues, installationId };
    // A save of the previous installation still in flight keeps showing as saving until it settles.
    if (switched && !isSaving()) resetSaveState();
    form.reset(next);
  }, [serverValues, installationId, form, isSaving, isSavingShown, resetSaveState]);

  const values = useWatch({ control: form.control }) as InstallationSettingsValues;
  const pendingChanges = useMemo(
    () =>
      installation && baseRef.current.values && baseRef.current.installationId === installation.id
        ? planSave(installation, applySettings(installation, values))
        : [],
    [installation, values],
  );

  const isDirty = pendingChanges.length > 0;
  useUnsavedEdits(isDirty, saveState, resetSaveState);

  const save = useCallback(
    async (options: { skipSampling?: boolean } = {}): Promise<SaveResult> => {
      if (!installation) return { ok: false, reason: 'noInstallation' };
      const submitted = form.getValues();
      // The stored settings the draft was planned on; replaced when the form is seeded for another installation.
      const basis = baseRef.current;
      setSettingIssues({});
      const result = await saveDraft(applySettings(installation, submitted), options);
      if (!result.ok && result.reason === 'failed') {
        setSettingIssues(issuesBySetting(result.error, messages['error.settingRejected']));
      }
      // The form has moved to another installation meanwhile: the outcome is not about the settings it holds.
      if (baseRef.current !== basis) return result;
      if (result.ok && result.installation) {
        const saved = settingsOf(result.installation);
        baseRef.current = { values: saved, installationId: result.installation.id };
        // Settings changed while the request was in flight stay on top of what the service stored.
        form.reset(rebaseSettings(submitted, form.getValues(), saved));
      }
      return result;
    },
    [installation, form, saveDraft, messages],
  );

  const reset = useCallback(() => {
    // While the edits are being saved there is nothing to discard yet.
    if (isSavingShown()) return;
    resetSaveState();
    setSettingIssues({});
    if (baseRef.current.values) form.reset(baseRef.current.values);
  }, [form, resetSaveState, isSavingShown]);

  return {
    form,
    data,
    isReady: data.status === 'success' && !!installation,
    isDirty,
    pendingChanges,
    pendingSummary: summarizeSaveSteps(pendingChanges),
    save,
    reset,
    saveState,
    settingIssues,
  };
}
