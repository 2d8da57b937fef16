'use client';

import { useMutation } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api/errors.ts';
import { mapProblemToFields, type ProblemPlacement } from '../core/mapProblemToFields.ts';
import type { SaveStep } from '../core/planSave.ts';
import { withoutPrototypes } from '../core/withoutPrototypes.ts';
import type { SaveTicket } from '../drafts/DraftStore.ts';
import { type DraftValue, draftTarget } from '../drafts/draftTargets.ts';
import { SaveError } from '../drafts/SaveError.ts';
import { describeError } from '../messages/describeError.ts';
import { describeProblemPlacement } from '../messages/describeProblemPlacement.ts';
import type { ErrorMessages } from '../messages/errorMessages.ts';
import type { Installation } from '../schemas/installation.ts';
import { nextPaint } from './afterNextPaint.ts';
import { committedValue, connectForm } from './connectForm.ts';
import type { FormConflict, SaveResult, SaveState } from './DraftForm.ts';
import { bindFormDraft } from './formDraft.ts';
import { useIntegrationConfigContext } from './IntegrationConfigProvider.tsx';
import { saveMutationOptions } from './saveMutation.ts';
import { notOnServer, onServer, subscribeNothing } from './serverRender.ts';
import { useDraftStore } from './useDraftStore.ts';
import type { InstallationData } from './useRevisionObjects.ts';

const idle: SaveState = { status: 'idle', error: null, summary: undefined, formIssues: [] };
const noPlacement: ProblemPlacement = { fieldIssues: [], formIssues: [] };

/** The failure a save error stands for: the service's or the network's (what the user is told about). */
export function causeOf(error: unknown): unknown {
  return error instanceof SaveError && error.cause !== undefined ? error.cause : error;
}

/** Where the server's issues about a failed save of an object go: its fields, or the form. */
export function objectIssuePlacement(error: unknown, key: string, messages: ErrorMessages): ProblemPlacement {
  const cause = causeOf(error);
  const target = draftTarget(key);
  if (!(cause instanceof ApiError) || target.kind !== 'object') return noPlacement;
  const request = error instanceof SaveError ? error.request : undefined;
  return describeProblemPlacement(
    mapProblemToFields(cause.problem, { action: target.action, objectName: target.objectName }, request),
    messages,
  );
}

/** How a form maps its values to the store's value of its target. */
export interface DraftFormBinding<Values extends FieldValues> {
  /** The target, as `draftKey` names it; `undefined` while nothing is loaded. */
  key: string | undefined;
  installation: Installation | null | undefined;
  data: InstallationData;
  form: UseFormReturn<Values>;
  /** What the form shows when the store's value is `undefined` (an object not configured: its defaults). */
  fallback: Values | undefined;
  /** Whether the form's values are the target's value (a read object not started is not). */
  bound: (value: DraftValue) => boolean;
  /** Whether a value may be saved (the store checks it when a save starts; `form.trigger()` shows why not). */
  validate: (value: DraftValue) => boolean;
  /** Checks again the errors an earlier attempt left on screen, once a save of a valid value starts. */
  revalidate?: () => Promise<unknown> | undefined;
  /** Input a part holds that is no value yet (an error of type `input`). */
  holdsInput: boolean;
  /** Where the service's issues about a failed save go: the form's fields (by path) or the form. */
  placeIssues: (error: unknown, key: string, messages: ErrorMessages) => ProblemPlacement;
}

/**
 * The one draft form of every action: the form's edits go to the installation's draft store (which plans, tracks
 * and saves them), the store's value comes back into the form when it changes otherwise, and saves run as one
 * mutation (`runSave`). Shared by `useObjectConfigForm` and `useInstallationSettings`.
 *
 * @example
 * const draft = useDraftForm({ key: 'settings', installation, data, form, fallback, bound, validate, holdsInput, placeIssues });
 */
export function useDraftForm<Values extends FieldValues>(binding: DraftFormBinding<Values>) {
  const { key, installation, data, form, fallback, bound, validate, revalidate, holdsInput, placeIssues } =
    binding;
  const { client, queryClient, retryPolicy, errorMessages: messages } = useIntegrationConfigContext();
  const { store, snapshot } = useDraftStore(installation);
  const edit = key ? snapshot?.edits.get(key) : undefined;
  const outcome = key ? snapshot?.outcomes.get(key) : undefined;
  const value: DraftValue = key && snapshot ? committedValue(snapshot, key) : undefined;
  const mutation = useMutation(
    saveMutationOptions(client, queryClient, retryPolicy, installation?.id),
    queryClient,
  );
  // The parts that show a value at once (a picker's selection) read and stage it in the store of the form's target.
  bindFormDraft(form.control, store && key !== undefined ? { store, key } : undefined);

  const [seededKey, setSeededKey] = useState<string | undefined>(undefined);
  // On the server and while hydrating, the effect that seeds the form does not run: the form holds its default
  // values, which are the stored ones while nothing is edited, so the server's HTML shows the form filled (and
  // hydration draws the same).
  const rendering = useSyncExternalStore(subscribeNothing, notOnServer, onServer);
  useEffect(() => {
    if (!store || key === undefined) return undefined;
    const disconnect = connectForm(form, store, key, fallback, bound);
    // The form's parts first render now: in a transition, in slices a slow CPU interleaves with input.
    startTransition(() => setSeededKey(key));
    return disconnect;
  }, [store, key, form, fallback, bound]);

  useEffect(() => {
    if (store && key !== undefined && seededKey === key) store.setHoldsInput(key, holdsInput);
  }, [store, key, seededKey, holdsInput]);

  const failure = outcome?.status === 'error' ? outcome.error : undefined;
  const placement = useMemo<ProblemPlacement>(
    () => (failure !== undefined && key !== undefined ? placeIssues(failure, key, messages) : noPlacement),
    [failure, key, messages, placeIssues],
  );
  const saveState = useMemo<SaveState>(() => {
    if (!outcome) return idle;
    if (outcome.status !== 'error') return { ...idle, status: outcome.status };
    return {
      status: 'error',
      error: outcome.error,
      summary: describeError(causeOf(outcome.error), messages),
      formIssues: placement.formIssues,
    };
  }, [outcome, messages, placement]);

  const run = useCallback(
    async (ticket: SaveTicket, skipSampling: boolean | undefined): Promise<SaveResult> => {
      if (!store || !installation) return { ok: false, reason: 'noInstallation' };
      try {
        // "Saving…" is painted before the request goes out: the click's frame does not wait for its work.
        await nextPaint();
        const result = await mutation.mutateAsync({ store, ticket, installation, skipSampling });
        return { ok: true, installation: result.installation };
      } catch (error) {
        if (error instanceof SaveError && error.step === 'rebase')
          return { ok: false, reason: 'conflicts', error };
        const place = placeIssues(error, ticket.key, messages);
        for (const issue of place.fieldIssues)
          form.setError(issue.path.join('.') as never, { type: 'server', message: issue.message });
        return { ok: false, reason: 'failed', error, placement: place };
      }
    },
    [store, installation, mutation.mutateAsync, messages, placeIssues, form],
  );

  const start = useCallback(
    async (saveKey: string, check?: (value: DraftValue) => boolean): Promise<SaveTicket | SaveResult> => {
      if (!store) return { ok: false, reason: 'noInstallation' };
      const started = store.beginSave(saveKey, check);
      if (!('refused' in started)) return started;
      if (started.refused === 'busy' || started.refused === 'conflicts')
        return { ok: false, reason: started.refused };
      if (started.refused === 'unchanged')
        return { ok: true, installation: store.getSnapshot().base ?? installation ?? undefined };
      // This attempt stopped before sending: the failure of an earlier one no longer describes where things are.
      store.clearOutcome(saveKey);
      await form.trigger();
      return { ok: false, reason: 'invalid' };
    },
    [store, installation, form],
  );

  const save = useCallback(
    async (options: { skipSampling?: boolean } = {}): Promise<SaveResult> => {
      if (!store || !installation || key === undefined) return { ok: false, reason: 'noInstallation' };
      const started = await start(key, validate);
      // Errors an earlier attempt left on screen are checked again once the value is fine (sent or not).
      if (!('ok' in started) || started.ok) await revalidate?.();
      return 'ok' in started ? started : run(started, options.skipSampling);
    },
    [store, installation, key, validate, revalidate, start, run],
  );

  const reset = useCallback(() => {
    if (!store || key === undefined || !store.discard(key)) return;
    // A whole reset: parts drop the input they hold that is no value (a half-typed cron) with its error.
    const next = committedValue(store.getSnapshot(), key) ?? fallback;
    if (next !== undefined) form.reset(withoutPrototypes(next as Values));
  }, [store, key, form, fallback]);

  const resolveConflict = useCallback(
    (path: string, choice: 'mine' | 'theirs') => {
      if (store && key !== undefined) store.resolveConflict(key, path, choice);
    },
    [store, key],
  );

  const canUndo =
    snapshot?.lastSave?.key === key && key !== undefined && !edit && outcome?.status === 'saved';
  const undo = useCallback(async (): Promise<SaveResult> => {
    if (!store) return { ok: false, reason: 'noInstallation' };
    const undoneKey = store.undoLastSave();
    if (undoneKey === undefined)
      return { ok: true, installation: store.getSnapshot().base ?? installation ?? undefined };
    const started = await start(undoneKey);
    return 'ok' in started ? started : run(started, undefined);
  }, [store, installation, start, run]);

  return {
    value,
    seeded: key !== undefined && (seededKey === key || (rendering && !edit)),
    isDirty: (edit?.hasPending ?? false) || (edit?.conflicts.length ?? 0) > 0 || holdsInput,
    // Planned when read (see DraftEdit): the widget reads them once the edit is painted.
    get pendingChanges() {
      return (edit?.pending ?? []) as SaveStep[];
    },
    saveState,
    fieldIssues: placement.fieldIssues,
    conflicts: (edit?.conflicts ?? []) as FormConflict[],
    resolveConflict,
    canUndo,
    undo,
    save,
    reset,
    data,
    store,
  };
}
