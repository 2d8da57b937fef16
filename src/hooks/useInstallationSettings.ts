import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { draftFromInstallation } from '../core/draftFromInstallation.ts';
import { isJsonEqual } from '../core/isJsonEqual.ts';
import { planSave } from '../core/planSave.ts';
import { summarizeSaveSteps } from '../core/summarizeSaveSteps.ts';
import type { ConfigDraft, Installation } from '../schemas/index.ts';
import { type DraftForm, useDraftSave } from './useDraftSave.ts';
import { useRevisionObjects } from './useRevisionObjects.ts';

/** The installation-wide settings a user edits. */
export interface InstallationSettingsValues {
  proxyEnabled: boolean;
  /** Subscribe through provider flows instead of change data capture (providers that support it). */
  useProviderFlows: boolean;
  connectionId: string;
}

/** What {@link useInstallationSettings} returns. */
export type InstallationSettingsForm = DraftForm<InstallationSettingsValues>;

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
  const data = useRevisionObjects();
  const { installation } = data;
  const serverValues = useMemo(() => (installation ? settingsOf(installation) : undefined), [installation]);
  const form = useForm<InstallationSettingsValues>({ defaultValues: serverValues });
  const installationId = installation?.id;
  // The stored settings the form's values are based on, and the installation they belong to: another one (the
  // scope changed) starts from its own values.
  const baseRef = useRef({ values: serverValues, installationId });
  const { save: saveDraft, saveState, savingRef, resetSaveState } = useDraftSave(installation, null);

  useEffect(() => {
    if (savingRef.current || !serverValues) return;
    const switched = baseRef.current.installationId !== installationId;
    if (!switched && isJsonEqual(baseRef.current.values, serverValues)) return;
    const base = switched ? undefined : baseRef.current.values;
    const current = form.getValues();
    // Keep each setting the user changed; take the server's value for the others.
    const pick = <K extends keyof InstallationSettingsValues>(k: K) =>
      base && current[k] !== base[k] ? current[k] : serverValues[k];
    const next: InstallationSettingsValues = {
      proxyEnabled: pick('proxyEnabled'),
      useProviderFlows: pick('useProviderFlows'),
      connectionId: pick('connectionId'),
    };
    baseRef.current = { values: serverValues, installationId };
    if (switched) resetSaveState();
    form.reset(next);
  }, [serverValues, installationId, form, savingRef, resetSaveState]);

  const values = useWatch({ control: form.control }) as InstallationSettingsValues;
  const pendingChanges = useMemo(
    () =>
      installation && baseRef.current.values && baseRef.current.installationId === installation.id
        ? planSave(installation, applySettings(installation, values))
        : [],
    [installation, values],
  );

  const save = useCallback(
    async (options: { skipSampling?: boolean } = {}) => {
      if (!installation) return { ok: false, reason: 'noInstallation' } as const;
      const result = await saveDraft(applySettings(installation, form.getValues()), options);
      if (result.ok && result.installation) {
        const saved = settingsOf(result.installation);
        baseRef.current = { values: saved, installationId: result.installation.id };
        form.reset(saved);
      }
      return result;
    },
    [installation, form, saveDraft],
  );

  const reset = useCallback(() => {
    resetSaveState();
    if (baseRef.current.values) form.reset(baseRef.current.values);
  }, [form, resetSaveState]);

  return {
    form,
    data,
    isReady: data.status === 'success' && !!installation,
    isDirty: pendingChanges.length > 0,
    pendingChanges,
    pendingSummary: summarizeSaveSteps(pendingChanges),
    save,
    reset,
    saveState,
  };
}
