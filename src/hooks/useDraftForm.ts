import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api/index.ts';
import { describeError, type ErrorSummary } from '../core/describeError.ts';
import { describeProblemPlacement } from '../core/describeProblemPlacement.ts';
import type { ErrorMessages } from '../core/errorMessages.ts';
import { isJsonEqual } from '../core/isJsonEqual.ts';
import { isJsonObject } from '../core/isJsonObject.ts';
import { mapProblemToFields, type ProblemPlacement } from '../core/mapProblemToFields.ts';
import type { SaveStep } from '../core/planSave.ts';
import type { EditConflict } from '../core/rebaseEdit.ts';
import { setOwnProperty } from '../core/setOwnProperty.ts';
import type { ChangeSummary } from '../core/summarizeSaveSteps.ts';
import { withoutPrototypes } from '../core/withoutPrototypes.ts';
import {
  type DraftSnapshot,
  type DraftStore,
  type DraftValue,
  draftTarget,
  storedValue,
} from '../drafts/index.ts';
import type { Installation } from '../schemas/index.ts';
import { flushFormWrites } from './formWritesAfterPaint.ts';
import { useIntegrationConfigContext } from './IntegrationConfigProvider.tsx';
import { failedStepOf, saveMutationOptions } from './saveMutation.ts';
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
 * kept); `noInstallation`, there is nothing to save into yet; `busy`, a save of these edits is in flight, so
 * nothing was sent and nothing changed (edits made meanwhile are saved by the next save).
 */
export type SaveResult =
  | { ok: true; installation: Installation | undefined }
  | {
      ok: false;
      reason: 'invalid' | 'failed' | 'noInstallation' | 'busy';
      placement?: ProblemPlacement;
      error?: unknown;
    };

/** A leaf changed elsewhere since the user began editing it, held at the stored value until the user decides. */
export type FormConflict = EditConflict;

/** What every form hook returns: the form, its data, and how its edits are previewed, saved or discarded. */
export interface DraftForm<Values extends FieldValues> {
  /** The react-hook-form form, validated with the contract's schema. */
  form: UseFormReturn<Values>;
  /** Loading state of the installation and revision. */
  data: InstallationData;
  /** Whether the form can be edited and saved: data loaded, installation exists (and the object hydrated). */
  isReady: boolean;
  /**
   * Whether the form differs from what the service stores (or a save in flight will store). A `FieldPicker`
   * edit counts from the frame after the one that shows it (see `useFieldSelection`); `save()` includes it
   * either way.
   */
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
  /** Leaves changed elsewhere since the user began, to different values: not saved until resolved. */
  conflicts: FormConflict[];
  /** `mine` keeps the user's value (sent by the next save); `theirs` takes the stored one. */
  resolveConflict: (path: string, choice: 'mine' | 'theirs') => void;
  /** Whether the last successful save of this form can be undone. */
  canUndo: boolean;
  /** Sends the inverse of exactly what the last save stored (a leaf changed since becomes a conflict). */
  undo: () => Promise<SaveResult>;
}

const idle: SaveState = { status: 'idle', error: null, summary: undefined, formIssues: [] };
const noStore: DraftStore | undefined = undefined;
const subscribeNothing = () => () => {};
const nothing = () => undefined;
const onServer = () => true;
const notOnServer = () => false;

// Where the server's issues about a failed save of a target go: its fields, or the form.
function placementOf(error: ApiError, key: string, messages: ErrorMessages): ProblemPlacement {
  const target = draftTarget(key);
  return describeProblemPlacement(
    mapProblemToFields(
      error.problem,
      target.kind === 'object' ? { action: target.action, objectName: target.objectName } : null,
      failedStepOf(error),
    ),
    messages,
  );
}

// The value of a target: the user's edit if any (`undefined` included), else what is stored.
function valueIn(snapshot: DraftSnapshot, key: string): DraftValue {
  const edit = snapshot.edits.get(key);
  if (edit) return edit.value;
  return snapshot.base ? storedValue(snapshot.base, key) : undefined;
}

/** The draft store of the installation a form edits, and its snapshot (re-rendering on every change). */
export function useDraftStore(installation: Installation | null | undefined) {
  const { drafts } = useIntegrationConfigContext();
  const store = installation ? drafts.storeFor(installation.id) : noStore;
  const snapshot: DraftSnapshot | undefined = useSyncExternalStore(
    store?.subscribe ?? subscribeNothing,
    store?.getSnapshot ?? nothing,
    store?.getSnapshot ?? nothing,
  );
  // Until the cache's answer reaches it (a store made before the first answer): the installation shown.
  useEffect(() => {
    if (installation && store && store.getSnapshot().base === undefined) store.setBase(installation);
  }, [installation, store]);
  return { store, snapshot };
}

const noneUnsaved: ReadonlySet<string> = new Set();

/**
 * The keys (`draftKey`) of the installation's targets with unsaved edits. Unlike `useDraftStore`, it re-renders
 * when that set changes, not on every edit: a list of objects marked "Unsaved" stays as it is while one is edited.
 *
 * @example
 * const unsaved = useUnsavedTargets(installation);
 * unsaved.has(draftKey({ kind: 'object', action: 'read', objectName: 'account' }));
 */
export function useUnsavedTargets(installation: Installation | null | undefined): ReadonlySet<string> {
  const { drafts } = useIntegrationConfigContext();
  const store = installation ? drafts.storeFor(installation.id) : noStore;
  const unsaved = () => store?.getSnapshot().unsaved ?? noneUnsaved;
  return useSyncExternalStore(store?.subscribe ?? subscribeNothing, unsaved, unsaved);
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
  /** Validation before a save; `false` blocks it. */
  validate: (value: DraftValue) => Promise<boolean>;
  /** Input a part holds that is no value yet (an error of type `input`). */
  holdsInput: boolean;
}

/**
 * The one draft form of every action: the form's edits go to the installation's draft store (which plans and
 * tracks them), the store's value comes back into the form when it changes otherwise (a rebase, a discard, a
 * conflict resolved), and saves run as mutations. Shared by `useObjectConfigForm` and `useInstallationSettings`.
 *
 * @example
 * const draft = useDraftForm({ key: 'settings', installation, data, form, fallback, bound, validate, holdsInput });
 */
export function useDraftForm<Values extends FieldValues>(binding: DraftFormBinding<Values>) {
  const { key, installation, data, form, fallback, bound, validate, holdsInput } = binding;
  const { client, queryClient, retryPolicy, errorMessages: messages } = useIntegrationConfigContext();
  const { store, snapshot } = useDraftStore(installation);
  const edit = key ? snapshot?.edits.get(key) : undefined;
  const outcome = key ? snapshot?.outcomes.get(key) : undefined;
  const base = snapshot?.base ?? installation ?? undefined;
  const value: DraftValue = edit ? edit.value : key && base ? storedValue(base, key) : undefined;
  const shown = (value as Values | undefined) ?? fallback;
  const mutation = useMutation(
    saveMutationOptions(client, queryClient, retryPolicy, installation?.id),
    queryClient,
  );

  // The key and value the form holds now; the store's value is put into the form when it changes from
  // anything but the form itself.
  const heldRef = useRef<{ key: string | undefined; value: unknown }>({ key: undefined, value: undefined });
  const [seededKey, setSeededKey] = useState<string | undefined>(undefined);
  // On the server and while hydrating, the effect that seeds the form does not run: the form holds its default
  // values, which are the stored ones while nothing is edited, so the server's HTML shows the form filled (and
  // hydration draws the same).
  const rendering = useSyncExternalStore(subscribeNothing, notOnServer, onServer);
  useEffect(() => {
    if (key === undefined || shown === undefined) return;
    const held = heldRef.current;
    if (held.key === key && held.value === shown) return;
    const switched = held.key !== key;
    heldRef.current = { key, value: shown };
    if (switched || !isJsonEqual(form.getValues(), shown)) {
      // A rebase keeps the user's edits, so it keeps the errors about them too (a part's `input` error).
      // Without prototypes: react-hook-form copies values key by key by assignment, which on ordinary objects
      // would drop a provider name `__proto__` (and a save would then send its removal).
      form.reset(withoutPrototypes(shown), { keepErrors: !switched });
    }
    setSeededKey(key);
  }, [key, shown, form]);

  // Every change of the form goes to the store, synchronously (no render in between).
  useEffect(() => {
    if (!store || key === undefined) return undefined;
    const subscription = form.watch((_values, { name }) => {
      if (heldRef.current.key !== key) return;
      const stored = valueIn(store.getSnapshot(), key);
      // A target not in the config (a read object not started, a write object removed) has no form values.
      if (!bound(stored)) return;
      const values = form.getValues();
      // A change at a path changes only its top-level part (config keys hold no `.`): while the store holds
      // what the form held, that part alone is copied, so toggling one of 5,000 fields does not compare and
      // clone the whole config (the store compares it with what is stored, once).
      const part = name?.split('.')[0];
      let next: DraftValue;
      if (part !== undefined && stored === heldRef.current.value && isJsonObject(stored)) {
        const after: unknown = values[part];
        if (after === (Object.hasOwn(stored, part) ? stored[part] : undefined)) return;
        const copy: Record<string, unknown> = { ...stored };
        setOwnProperty(copy, part, withoutPrototypes(after));
        next = copy as DraftValue;
      } else {
        if (isJsonEqual(values, stored)) return;
        next = structuredClone(values) as DraftValue;
      }
      heldRef.current = { key, value: next };
      store.edit(key, next);
    });
    return () => subscription.unsubscribe();
  }, [store, key, form, bound]);

  useEffect(() => {
    if (store && key !== undefined && seededKey === key) store.setHoldsInput(key, holdsInput);
  }, [store, key, seededKey, holdsInput]);

  const failure = outcome?.status === 'error' ? outcome.error : undefined;
  const placement = useMemo<ProblemPlacement>(
    () =>
      failure instanceof ApiError && key !== undefined
        ? placementOf(failure, key, messages)
        : { fieldIssues: [], formIssues: [] },
    [failure, key, messages],
  );
  const saveState = useMemo<SaveState>(() => {
    if (!outcome) return idle;
    if (outcome.status === 'saving') return { ...idle, status: 'saving' };
    if (outcome.status === 'saved') return { ...idle, status: 'saved' };
    return {
      status: 'error',
      error: outcome.error,
      summary: describeError(outcome.error, messages),
      formIssues: placement.formIssues,
    };
  }, [outcome, messages, placement]);

  const run = useCallback(
    async (saveKey: string, skipSampling: boolean | undefined): Promise<SaveResult> => {
      if (!store || !installation) return { ok: false, reason: 'noInstallation' };
      const ticket = store.beginSave(saveKey);
      if (!ticket) {
        return store.getSnapshot().outcomes.get(saveKey)?.status === 'saving'
          ? { ok: false, reason: 'busy' }
          : { ok: true, installation: store.getSnapshot().base ?? installation };
      }
      try {
        const answer = await mutation.mutateAsync({ store, ticket, installation, skipSampling });
        return { ok: true, installation: answer.installation };
      } catch (error) {
        const place = error instanceof ApiError ? placementOf(error, saveKey, messages) : undefined;
        return { ok: false, reason: 'failed', error, ...(place ? { placement: place } : {}) };
      }
    },
    [store, installation, mutation.mutateAsync, messages],
  );

  const save = useCallback(
    async (options: { skipSampling?: boolean } = {}): Promise<SaveResult> => {
      if (!store || !installation || key === undefined) return { ok: false, reason: 'noInstallation' };
      // A picker's large write still waiting for its frame to be painted is part of what is saved.
      flushFormWrites(form.control);
      // Refused before validating: validation would reset the errors of the save in flight.
      if (store.getSnapshot().outcomes.get(key)?.status === 'saving') return { ok: false, reason: 'busy' };
      if (!(await validate(valueIn(store.getSnapshot(), key)))) {
        // This attempt stopped before sending: the failure of an earlier one no longer describes where things are.
        store.clearOutcome(key);
        return { ok: false, reason: 'invalid' };
      }
      return run(key, options.skipSampling);
    },
    [store, installation, key, validate, run, form],
  );

  const reset = useCallback(() => {
    if (!store || key === undefined) return;
    // What a discard (or an undo) replaces includes a write still waiting for its frame.
    flushFormWrites(form.control);
    if (!store.discard(key)) return;
    heldRef.current = { key: undefined, value: undefined };
    const stored = store.getSnapshot().base;
    const next = (stored ? (storedValue(stored, key) as Values | undefined) : undefined) ?? fallback;
    if (next) form.reset(withoutPrototypes(next));
    heldRef.current = { key, value: next };
  }, [store, key, form, fallback]);

  const resolveConflict = useCallback(
    (path: string, choice: 'mine' | 'theirs') => {
      if (store && key !== undefined) store.resolveConflict(key, path, choice);
    },
    [store, key],
  );

  const canUndo = !!snapshot?.lastSave && snapshot.lastSave.key === key && !edit;
  const undo = useCallback(async (): Promise<SaveResult> => {
    if (!store) return { ok: false, reason: 'noInstallation' };
    flushFormWrites(form.control);
    const undoneKey = store.undoLastSave();
    if (undoneKey === undefined) return { ok: true, installation: store.getSnapshot().base ?? undefined };
    const undone = store.getSnapshot().edits.get(undoneKey);
    // A leaf changed since the save is a conflict: the user decides it first.
    if (undone && undone.conflicts.length > 0) return { ok: false, reason: 'invalid' };
    return run(undoneKey, undefined);
  }, [store, run, form]);

  return {
    value,
    seeded: key !== undefined && (seededKey === key || (rendering && !edit)),
    isDirty: (edit?.hasPending ?? false) || (edit?.conflicts.length ?? 0) > 0 || holdsInput,
    // Planned when read (see DraftEdit): the widget reads them once the edit is painted.
    get pendingChanges() {
      return (edit?.pending ?? []) as SaveStep[];
    },
    get pendingSummary() {
      return (edit?.pendingSummary ?? []) as ChangeSummary[];
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
