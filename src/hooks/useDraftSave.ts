import { useCallback, useEffect, useId, useRef, useState } from 'react';
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

/**
 * The outcome of `save()`. `reason` says why nothing (or not everything) was stored: `invalid`, the form did
 * not validate and nothing was sent; `failed`, the service refused or could not be reached (the edits are
 * kept); `noInstallation`, there is nothing to save into yet; `busy`, a save of this form is still in flight,
 * so nothing was sent and nothing changed: save again once it has settled (the edits made meanwhile are kept).
 */
export type SaveResult =
  | { ok: true; installation: Installation | undefined }
  | {
      ok: false;
      reason: 'invalid' | 'failed' | 'noInstallation' | 'busy';
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
  /** Discards the edits: back to the stored config. Does nothing while a save of them is in flight. */
  reset: () => void;
  saveState: SaveState;
}

const idle: SaveState = { status: 'idle', error: null, summary: undefined, formIssues: [] };

type SaveTarget = { action: Action; objectName: string } | null;

// What a form shows, or what a save is for, as one comparable key: the installation, and the object if any.
function keyOf(installation: Installation | null | undefined, target: SaveTarget): string | undefined {
  return installation ? JSON.stringify([installation.id, target?.action, target?.objectName]) : undefined;
}

/**
 * Shared by the form hooks: plans a draft against the cached installation, updates the cache optimistically,
 * sends the steps, writes the server's answer back, and rolls back (keeping the draft) on failure. One save at a
 * time: a second one while the first is in flight is refused as `busy`, since it would send the first one's
 * changes again and each would settle the form without knowing of the other.
 */
export function useDraftSave(installation: Installation | null | undefined, target: SaveTarget) {
  const { client, queryClient, retryPolicy, errorMessages: messages } = useIntegrationConfigContext();
  const [saveState, setSaveState] = useState<SaveState>(idle);
  // The key (see `keyOf`) of the save in flight.
  const savingRef = useRef<string | undefined>(undefined);
  // What the form shows now: a save that settles after the form moved to another object or installation
  // reports nothing there (its outcome describes edits the form no longer holds).
  const shownKey = keyOf(installation, target);
  const shownRef = useRef(shownKey);
  useEffect(() => {
    shownRef.current = shownKey;
  }, [shownKey]);

  const save = useCallback(
    async (draft: ConfigDraft, options: { skipSampling?: boolean } = {}): Promise<SaveResult> => {
      if (savingRef.current !== undefined) return { ok: false, reason: 'busy' };
      if (!installation) return { ok: false, reason: 'noInstallation' };
      const steps: SaveStep[] = planSave(installation, draft);
      if (steps.length === 0) return { ok: true, installation };
      const key = installationQueries.lists(client, installation.integrationId);
      const previous = queryClient.getQueriesData<Installation | null>({ queryKey: key });
      const savedKey = keyOf(installation, target);
      // Set before the first `await`, so that a call made meanwhile is refused.
      savingRef.current = savedKey;
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
        savingRef.current = undefined;
        setSaveState(shownRef.current === savedKey ? { ...idle, status: 'saved' } : idle);
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
        savingRef.current = undefined;
        const placement =
          error instanceof ApiError
            ? describeProblemPlacement(
                mapProblemToFields(error.problem, target, failure?.failedStep),
                messages,
              )
            : { fieldIssues: [], formIssues: [] };
        setSaveState(
          shownRef.current === savedKey
            ? {
                status: 'error',
                error,
                summary: describeError(error, messages),
                formIssues: placement.formIssues,
              }
            : idle,
        );
        void queryClient.invalidateQueries({ queryKey: key });
        return { ok: false, reason: 'failed', placement, error };
      }
    },
    [installation, client, queryClient, retryPolicy, messages, target],
  );

  const resetSaveState = useCallback(() => setSaveState(idle), []);
  // Whether a save of this form is in flight, for whatever it shows.
  const isSaving = useCallback(() => savingRef.current !== undefined, []);
  // Whether a save of what the form shows now is in flight (its optimistic update is in the cache).
  const isSavingShown = useCallback(
    () => savingRef.current !== undefined && savingRef.current === shownRef.current,
    [],
  );
  return { save, saveState, resetSaveState, isSaving, isSavingShown };
}

/**
 * Tells the Provider's unsaved-changes guard whether a form holds edits the service has not confirmed, and
 * clears a save failure once new server data shows that nothing is left to save.
 *
 * @example
 * useUnsavedEdits(isDirty, saveState, resetSaveState);
 */
export function useUnsavedEdits(isDirty: boolean, saveState: SaveState, clearFailure: () => void): void {
  const { dirtyRegistry } = useIntegrationConfigContext();
  const registryId = useId();
  // An edit being saved is unsaved until the service confirms it, though the form looks clean meanwhile (it is
  // compared with the optimistically updated cache).
  const unsaved = isDirty || saveState.status === 'saving';
  useEffect(() => {
    dirtyRegistry.set(registryId, unsaved);
  }, [dirtyRegistry, registryId, unsaved]);
  useEffect(() => () => dirtyRegistry.set(registryId, false), [dirtyRegistry, registryId]);

  // A failure says "your changes were not saved". When the form, dirty after the failure, turns clean without a
  // Discard (which clears the failure itself), new server data shows the edits stored after all: a 2xx the
  // client could not read, a network error after the service applied the change. Then the failure describes
  // nothing any more. "Dirty after the failure" first, since the rollback may render after the failure does.
  const failed = saveState.status === 'error';
  const dirtySinceFailureRef = useRef(false);
  useEffect(() => {
    if (!failed) dirtySinceFailureRef.current = false;
    else if (isDirty) dirtySinceFailureRef.current = true;
    else if (dirtySinceFailureRef.current) clearFailure();
  }, [failed, isDirty, clearFailure]);
}
