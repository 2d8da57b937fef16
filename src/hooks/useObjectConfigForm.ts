import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useFormState, useWatch } from 'react-hook-form';
import type { ReadObjectView, SubscribeObjectView, WriteObjectView } from '../core/buildRevisionObjects.ts';
import { defaultObjectConfig } from '../core/defaultObjectConfig.ts';
import { draftFromInstallation } from '../core/draftFromInstallation.ts';
import { INPUT_ERROR_TYPE, inputErrors } from '../core/inputErrors.ts';
import { isJsonEqual } from '../core/isJsonEqual.ts';
import type { FieldIssue } from '../core/mapProblemToFields.ts';
import { ownValue } from '../core/ownValue.ts';
import { planSave } from '../core/planSave.ts';
import { readObjectRevisionViolations } from '../core/readObjectRevisionViolations.ts';
import { rebaseObjectConfig } from '../core/rebaseObjectConfig.ts';
import { setOwnProperty } from '../core/setOwnProperty.ts';
import { summarizeSaveSteps } from '../core/summarizeSaveSteps.ts';
import { withObjectConfig } from '../core/withObjectConfig.ts';
import { withoutPrototypes } from '../core/withoutPrototypes.ts';
import {
  type Action,
  type ConfigDraft,
  type ObjectConfigByAction,
  readObjectConfigInputSchema,
  subscribeObjectConfigInputSchema,
  writeObjectConfigInputSchema,
} from '../schemas/index.ts';
import { useIntegrationConfigContext } from './IntegrationConfigProvider.tsx';
import type { Messages } from './messages.ts';
import { type DraftForm, type SaveResult, useDraftSave, useUnsavedEdits } from './useDraftSave.ts';
import { useRevisionObjects } from './useRevisionObjects.ts';

/** The view model of an object, per action. */
export interface ObjectViewByAction {
  read: ReadObjectView;
  write: WriteObjectView;
  subscribe: SubscribeObjectView;
}

/** What {@link useObjectConfigForm} returns. */
export interface ObjectConfigForm<A extends Action> extends DraftForm<ObjectConfigByAction[A]> {
  /**
   * The object as the revision describes it (fields, prompts, defaults); `undefined` while loading, until the
   * form holds the loaded values. Render editing parts once it is set.
   */
  view: ObjectViewByAction[A] | undefined;
  /** Whether the object is part of the installation's config (a read object is configured once saved). */
  isConfigured: boolean;
  /** Adds the object to the config (with the revision's defaults), or, for write/subscribe, removes it. */
  setConfigured: (configured: boolean) => void;
  /** Server issues placed on this object's fields by the last failed save. */
  fieldIssues: FieldIssue[];
}

const schemas = {
  read: readObjectConfigInputSchema,
  write: writeObjectConfigInputSchema,
  subscribe: subscribeObjectConfigInputSchema,
};

function setNestedError(
  errors: Record<string, unknown>,
  path: string[],
  message: string,
  type: string,
): void {
  let node = errors;
  // Own properties only, so a field named `__proto__` or `constructor` carries its error like any other.
  path.forEach((key, index) => {
    const child = Object.hasOwn(node, key) ? node[key] : undefined;
    if (index === path.length - 1) {
      if (child === undefined) setOwnProperty(node, key, { type, message });
      return;
    }
    const next = typeof child === 'object' && child !== null ? (child as Record<string, unknown>) : {};
    setOwnProperty(node, key, next);
    node = next;
  });
}

function revisionMessage(messages: Messages, code: string, fieldName: string | undefined): string {
  if (code === 'duplicateMapping') return messages['error.duplicateMapping'](fieldName ?? '');
  if (code === 'unknownField') return messages['error.unknownField'](fieldName ?? '');
  return messages['error.requiredMapping'];
}

/**
 * A form over one object's config (read, write or subscribe), seeded from the saved config or the revision's
 * defaults. Edits become the smallest requests (`pendingChanges`); a failed save keeps the edits, places the
 * server's `issues` on the fields they name, and a server-side change while editing is rebased under them. Input a
 * part holds that is no valid value yet (an error of type `input`, such as a half-typed cron) counts as unsaved
 * (`isDirty`, so it can be discarded) and blocks `save()` until it is valid or discarded.
 *
 * @example
 * const { form, view, isDirty, pendingChanges, save, saveState } = useObjectConfigForm({ action: 'read', objectName: 'account' });
 * const selected = form.watch('selectedFields');
 * form.setValue('selectedFields', { ...selected, Industry: true });
 * await save();
 */
export function useObjectConfigForm<A extends Action>({
  action,
  objectName,
}: {
  action: A;
  objectName: string;
}): ObjectConfigForm<A> {
  type Config = ObjectConfigByAction[A];
  const { messages } = useIntegrationConfigContext();
  const data = useRevisionObjects();
  const { installation, objects } = data;
  const view = objects?.[action].find((o) => o.objectName === objectName) as
    | ObjectViewByAction[A]
    | undefined;
  const stored = ownValue(installation?.config.content[action]?.objects, objectName) as Config | undefined;
  const [configuredLocally, setConfiguredLocally] = useState<boolean | undefined>(undefined);
  const isConfigured = configuredLocally ?? stored !== undefined;
  // Without prototypes: react-hook-form copies values key by key by assignment, which on ordinary objects would
  // drop a field named `__proto__` (and then save its removal).
  const serverValue = useMemo(() => {
    const value = stored ?? (view ? (defaultObjectConfig(view) as Config) : undefined);
    return value === undefined ? undefined : withoutPrototypes(value);
  }, [stored, view]);

  // The form's errors as last rendered (see the subscription below).
  const errorsRef = useRef<unknown>(undefined);
  // One resolver for the contract's rules (the zod schema of the action) and the revision's own (required
  // mappings, no field mapped twice), so every error lands in react-hook-form's `errors` by path. A validation run
  // replaces the errors, so the parts' `input` errors (input the config cannot represent, such as a half-typed
  // cron) are carried over: they stay until the part or a Discard clears them, and the form stays unsaveable.
  const resolver = useMemo<Resolver<Config>>(
    () => async (values) => {
      const errors: Record<string, unknown> = {};
      for (const input of inputErrors(errorsRef.current))
        setNestedError(errors, input.path, input.message, INPUT_ERROR_TYPE);
      const parsed = schemas[action].safeParse(values);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          setNestedError(errors, issue.path.map(String), issue.message, issue.code);
      }
      if (action === 'read' && view) {
        for (const v of readObjectRevisionViolations(
          values as ObjectConfigByAction['read'],
          view as ReadObjectView,
        )) {
          setNestedError(errors, v.path.map(String), revisionMessage(messages, v.code, v.fieldName), v.code);
        }
      }
      return Object.keys(errors).length === 0
        ? { values, errors: {} }
        : { values: {}, errors: errors as FieldErrors<Config> };
    },
    [action, view, messages],
  );

  const form = useForm<Config>({ resolver, defaultValues: serverValue as never });
  const targetKey = `${action}:${objectName}`;
  const installationId = installation?.id;
  // The stored config the form's values are based on, with the object (`action:objectName`) and installation
  // it belongs to.
  const baseRef = useRef<{
    config: Config | undefined;
    targetKey: string;
    installationId: string | undefined;
  }>({ config: serverValue, targetKey, installationId });
  // Which object's server values the form holds. When the data comes after mount they are put in by the effect
  // below, after the commit; `view` stays undefined until then, so parts mount on the real values and an edit
  // they make as they mount is not replaced by the first data.
  const [seededKey, setSeededKey] = useState(serverValue !== undefined ? targetKey : undefined);
  const target = useMemo(() => ({ action, objectName }), [action, objectName]);
  const {
    save: saveDraft,
    saveState,
    resetSaveState,
    isSaving,
    isSavingShown,
  } = useDraftSave(installation, target);
  const [fieldIssues, setFieldIssues] = useState<FieldIssue[]>([]);

  // A newer server config (another tab, another user, a poll) arrives: untouched properties take the server's
  // values, the user's edits stay on top. Skipped while our own save of this object is in flight (its optimistic
  // update). Another object (`objectName` or `action` changed, or the scope moved to another installation) starts
  // at once from its own stored config, with none of the edits, even while a save of the previous one is in flight.
  useEffect(() => {
    if (serverValue === undefined) return;
    // A first installation (created) is not a switch: edits made before it exist are kept.
    const previous = baseRef.current;
    const movedInstallation =
      previous.installationId !== undefined &&
      installationId !== undefined &&
      previous.installationId !== installationId;
    const switched = previous.targetKey !== targetKey || movedInstallation;
    if (!switched && isSavingShown()) return;
    const base = switched ? undefined : previous.config;
    if (base !== undefined && isJsonEqual(base, serverValue)) return;
    const next = base === undefined ? serverValue : rebaseObjectConfig(base, form.getValues(), serverValue);
    baseRef.current = {
      config: serverValue,
      targetKey,
      installationId: installationId ?? previous.installationId,
    };
    if (switched) {
      setConfiguredLocally(undefined);
      setFieldIssues([]);
      // A save of the previous object still in flight keeps showing as saving (nothing else can be saved until
      // it settles); it then settles to idle here (see useDraftSave).
      if (!isSaving()) resetSaveState();
    }
    // A rebase keeps the user's edits, so it keeps the errors about them too: a part's `input` error is what
    // tells it to keep showing input the form value cannot hold (see ScheduleEditor).
    form.reset(next, { keepErrors: base !== undefined });
    setSeededKey(targetKey);
  }, [serverValue, form, isSaving, isSavingShown, targetKey, installationId, resetSaveState]);

  const values = useWatch({ control: form.control }) as Config;
  // Subscribed so that the resolver carries over the `input` errors the editor parts hold now, not a stale snapshot.
  const { errors } = useFormState({ control: form.control });
  errorsRef.current = errors;
  // Input a part holds that is not a valid value yet (a half-typed cron) is an edit too: it can be discarded.
  const holdsInput = inputErrors(errors).length > 0;
  const draft = useMemo<ConfigDraft | undefined>(() => {
    // Until the form holds this object's values (first data, another object) there is nothing to plan.
    if (!installation || !baseRef.current.config || seededKey !== targetKey) return undefined;
    const base = draftFromInstallation(installation);
    return {
      ...base,
      content: withObjectConfig(base.content, action, objectName, isConfigured ? values : undefined),
    };
  }, [installation, action, objectName, isConfigured, values, seededKey, targetKey]);
  const pendingChanges = useMemo(
    () => (installation && draft ? planSave(installation, draft) : []),
    [installation, draft],
  );
  const isDirty = pendingChanges.length > 0 || holdsInput;
  const pendingSummary = useMemo(() => summarizeSaveSteps(pendingChanges), [pendingChanges]);

  const clearFailure = useCallback(() => {
    setFieldIssues([]);
    resetSaveState();
  }, [resetSaveState]);
  useUnsavedEdits(isDirty, saveState, clearFailure);

  const save = useCallback(
    async (options: { skipSampling?: boolean } = {}): Promise<SaveResult> => {
      // Refused before validating: validation would reset the state and errors of the save in flight.
      if (isSaving()) return { ok: false, reason: 'busy' };
      if (isConfigured && !(await form.trigger())) {
        // This attempt stopped before sending: the failure of an earlier one no longer describes where things are.
        setFieldIssues([]);
        resetSaveState();
        return { ok: false, reason: 'invalid' };
      }
      if (!draft || !installation) return { ok: false, reason: 'noInstallation' };
      const submitted = form.getValues();
      // The stored config the draft was planned on; it is replaced when the form is seeded for another object.
      const basis = baseRef.current;
      setFieldIssues([]);
      const result = await saveDraft(draft, options);
      // The form has moved to another object (or installation) meanwhile: the outcome is not about what it holds.
      if (baseRef.current !== basis) return result;
      if (result.ok) {
        const savedConfig = ownValue(result.installation?.config.content[action]?.objects, objectName) as
          | Config
          | undefined;
        const current = form.getValues();
        // Edits made while the request was in flight stay on top of what the service stored.
        const next = savedConfig ? rebaseObjectConfig(submitted, current, savedConfig) : current;
        baseRef.current = { ...baseRef.current, config: savedConfig };
        setConfiguredLocally(undefined);
        // Errors set while the request was in flight belong to those edits, which stay.
        form.reset(next, { keepErrors: true });
      } else if (result.placement) {
        setFieldIssues(result.placement.fieldIssues);
        for (const issue of result.placement.fieldIssues) {
          form.setError(issue.path.join('.') as never, { type: 'server', message: issue.message });
        }
      }
      return result;
    },
    [isConfigured, form, draft, installation, saveDraft, action, objectName, resetSaveState, isSaving],
  );

  const reset = useCallback(() => {
    // While the edits are being saved there is nothing to discard yet (the widget's Discard is disabled then).
    if (isSavingShown()) return;
    const server = baseRef.current.config;
    setConfiguredLocally(undefined);
    setFieldIssues([]);
    resetSaveState();
    if (server) form.reset(server);
  }, [form, resetSaveState, isSavingShown]);

  const setConfigured = useCallback(
    (configured: boolean) => {
      if (!configured && action === 'read' && stored) {
        throw new Error('A saved read object cannot be removed; set `disabled: true` instead.');
      }
      setConfiguredLocally(configured === (stored !== undefined) ? undefined : configured);
    },
    [action, stored],
  );

  const shownView = seededKey === targetKey ? view : undefined;
  return {
    form,
    view: shownView,
    data,
    isReady:
      data.status === 'success' &&
      !!installation &&
      !!shownView &&
      !(shownView.action === 'read' && shownView.error),
    isConfigured,
    setConfigured,
    isDirty,
    pendingChanges,
    pendingSummary,
    save,
    reset,
    saveState,
    fieldIssues,
  };
}
