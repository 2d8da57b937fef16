import { useCallback, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api/index.ts';
import { mapProblemToFields, type ProblemPlacement } from '../core/mapProblemToFields.ts';
import { planSave, type SaveStep } from '../core/planSave.ts';
import type { ChangeSummary } from '../core/summarizeSaveSteps.ts';
import type { Action, ConfigDraft, Installation } from '../schemas/index.ts';
import { describeError, describeProblemPlacement, type ErrorSummary } from './describeSaveError.ts';
import { useIntegrationConfigContext } from './IntegrationConfigProvider.tsx';
import { installationQueries } from './queries.ts';
import { runSaveSteps, SaveStepError } from './runSaveSteps.ts';
import type { InstallationData } from './useRevisionObjects.ts';

/** Where a save stands. */
export interface SaveState {
  status: 'idle' | 'saving' | 'saved' | 'error';
  /** The error of the last failed save, as thrown. */
  error: unknown;
  /** The same error summarized for display. */
  summary: ErrorSummary | undefined;
  /** Server issues that belong to no field of this form. */
  formIssues: string[];
}

/** The outcome of `save()`. */
export type SaveResult =
  | { ok: true; installation: Installation | undefined }
  | {
      ok: false;
      reason: 'invalid' | 'failed' | 'noInstallation';
      placement?: ProblemPlacement;
      error?: unknown;
    };

/** What every form hook returns: the form, its data, and how its edits are previewed, saved or discarded. */
export interface DraftForm<Values extends FieldValues> {
  /** The react-hook-form form, validated with the contract's schema. */
  form: UseFormReturn<Values>;
  /** Loading state of the installation and revision. */
  data: InstallationData;
  /** Whether the form can be edited and saved: data loaded, installation exists (and the object hydrated). */
  isReady: boolean;
  /** Whether the form differs from what the service stores. */
  isDirty: boolean;
  /** The requests `save()` would send now. */
  pendingChanges: SaveStep[];
  /** The same, as user-level changes for a preview ("turn on 3 fields"). */
  pendingSummary: ChangeSummary[];
  /** Validates, then sends `pendingChanges`; never drops the user's edits. */
  save: (options?: { skipSampling?: boolean }) => Promise<SaveResult>;
  /** Discards the edits: back to the stored config. */
  reset: () => void;
  saveState: SaveState;
}

const idle: SaveState = { status: 'idle', error: null, summary: undefined, formIssues: [] };

/**
 * Shared by the form hooks: plans a draft against the cached installation, updates the cache optimistically,
 * sends the steps, writes the server's answer back, and rolls back (keeping the draft) on failure.
 */
export function useDraftSave(
  installation: Installation | null | undefined,
  target: { action: Action; objectName: string } | null,
) {
  const { client, queryClient, retryPolicy, messages } = useIntegrationConfigContext();
  const [saveState, setSaveState] = useState<SaveState>(idle);
  const savingRef = useRef(false);

  const save = useCallback(
    async (draft: ConfigDraft, options: { skipSampling?: boolean } = {}): Promise<SaveResult> => {
      if (!installation) return { ok: false, reason: 'noInstallation' };
      const steps: SaveStep[] = planSave(installation, draft);
      if (steps.length === 0) return { ok: true, installation };
      const key = installationQueries.lists(client, installation.integrationId);
      const previous = queryClient.getQueriesData<Installation | null>({ queryKey: key });
      savingRef.current = true;
      setSaveState({ ...idle, status: 'saving' });
      await queryClient.cancelQueries({ queryKey: key });
      const optimistic: Installation = {
        ...installation,
        config: { ...installation.config, content: draft.content },
      };
      queryClient.setQueriesData<Installation | null>({ queryKey: key }, (cached) =>
        cached?.id === installation.id ? optimistic : cached,
      );
      try {
        const saved = await runSaveSteps(client, installation, steps, {
          retryPolicy,
          skipSampling: options.skipSampling,
        });
        queryClient.setQueriesData<Installation | null>({ queryKey: key }, (cached) =>
          cached?.id === installation.id ? saved : cached,
        );
        savingRef.current = false;
        setSaveState({ ...idle, status: 'saved' });
        void queryClient.invalidateQueries({ queryKey: key });
        return { ok: true, installation: saved };
      } catch (thrown) {
        const failure = thrown instanceof SaveStepError ? thrown : undefined;
        const error = failure ? failure.cause : thrown;
        // Roll back to what the server holds now: the cache before the save, or the state after the steps
        // that did succeed. The draft itself lives in the form and is never touched here.
        if (failure && failure.installation !== installation) {
          queryClient.setQueriesData<Installation | null>({ queryKey: key }, (cached) =>
            cached?.id === installation.id ? failure.installation : cached,
          );
        } else {
          for (const [queryKey, data] of previous) queryClient.setQueryData(queryKey, data);
        }
        savingRef.current = false;
        const placement =
          error instanceof ApiError
            ? describeProblemPlacement(
                mapProblemToFields(error.problem, target, failure?.failedStep),
                messages,
              )
            : { fieldIssues: [], formIssues: [] };
        setSaveState({
          status: 'error',
          error,
          summary: describeError(error, messages),
          formIssues: placement.formIssues,
        });
        void queryClient.invalidateQueries({ queryKey: key });
        return { ok: false, reason: 'failed', placement, error };
      }
    },
    [installation, client, queryClient, retryPolicy, messages, target],
  );

  const resetSaveState = useCallback(() => setSaveState(idle), []);
  return { save, saveState, savingRef, resetSaveState, setSaveState };
}
