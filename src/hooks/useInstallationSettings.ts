'use client';

import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../api/errors.ts';
import type { ProblemPlacement } from '../core/mapProblemToFields.ts';
import { parseIssuePath } from '../core/parseIssuePath.ts';
import { type InstallationSettingsValues, settingsOf } from '../drafts/draftTargets.ts';
import type { ErrorMessages } from '../messages/errorMessages.ts';
import { wordServiceIssue } from '../messages/wordServiceIssue.ts';
import type { DraftForm } from './DraftForm.ts';
import { causeOf, useDraftForm } from './useDraftForm.ts';
import { useRevisionObjects } from './useRevisionObjects.ts';

export type { InstallationSettingsValues } from '../drafts/draftTargets.ts';

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

// The service's issues about a failed save of the settings, at the setting they name (or on the form).
function placeSettingIssues(error: unknown, _key: string, messages: ErrorMessages): ProblemPlacement {
  const cause = causeOf(error);
  const placement: ProblemPlacement = { fieldIssues: [], formIssues: [] };
  if (!(cause instanceof ApiError)) return placement;
  for (const issue of cause.problem.issues ?? []) {
    const path = parseIssuePath(issue.name ?? '').join('.');
    const setting = SETTING_OF_PATH.find(([prefix]) => path === prefix || path.startsWith(`${prefix}.`))?.[1];
    // In the user's words (the service's own stay in the save's error, for its details).
    if (!setting) placement.formIssues = [messages['error.settingRejected']];
    else if (!placement.fieldIssues.some((placed) => placed.path[0] === setting))
      placement.fieldIssues.push({
        path: [setting],
        message: wordServiceIssue(parseIssuePath(issue.name ?? '').map(String), messages),
      });
  }
  return placement;
}

const always = () => true;

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
    validate: always,
    holdsInput: false,
    placeIssues: placeSettingIssues,
  });
  const { fieldIssues } = draft;
  const settingIssues = useMemo(() => {
    const issues: InstallationSettingsForm['settingIssues'] = {};
    for (const issue of fieldIssues)
      issues[issue.path[0] as keyof InstallationSettingsValues] = issue.message;
    return issues;
  }, [fieldIssues]);
  return {
    form,
    data,
    // Once the form holds the installation's settings (it is seeded in an effect after the data comes).
    isReady: data.status === 'success' && !!installation && draft.seeded,
    isDirty: draft.isDirty,
    pendingChanges: draft.pendingChanges,
    save: draft.save,
    reset: draft.reset,
    saveState: draft.saveState,
    settingIssues,
    conflicts: draft.conflicts,
    resolveConflict: draft.resolveConflict,
    canUndo: draft.canUndo,
    undo: draft.undo,
  };
}
