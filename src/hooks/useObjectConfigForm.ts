'use client';

import { useCallback, useMemo, useRef } from 'react';
import { type FieldErrors, type Resolver, useForm, useFormState } from 'react-hook-form';
import type { ReadObjectView, SubscribeObjectView, WriteObjectView } from '../core/buildRevisionObjects.ts';
import { defaultObjectConfig } from '../core/defaultObjectConfig.ts';
import { INPUT_ERROR_TYPE, inputErrors } from '../core/inputErrors.ts';
import type { FieldIssue } from '../core/mapProblemToFields.ts';
import { readObjectRevisionViolations } from '../core/readObjectRevisionViolations.ts';
import { type DraftValue, draftKey } from '../drafts/draftTargets.ts';
import type { ErrorMessages } from '../messages/errorMessages.ts';
import type { Action, ObjectConfigByAction } from '../schemas/config.ts';
import {
  readObjectConfigInputSchema,
  subscribeObjectConfigInputSchema,
  writeObjectConfigInputSchema,
} from '../schemas/rules.ts';
import { setOwnProperty } from '../schemas/setOwnProperty.ts';
import type { DraftForm } from './DraftForm.ts';
import { useIntegrationConfigContext } from './IntegrationConfigProvider.tsx';
import { objectIssuePlacement, useDraftForm } from './useDraftForm.ts';
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
  /**
   * Whether the object is there but its form is still taking in the values (right after it mounts, in a
   * transition): a placeholder is shown meanwhile, not nothing.
   */
  seeding: boolean;
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

/** Whether react-hook-form's `errors` hold none. */
function isEmptyErrors(errors: unknown): boolean {
  return typeof errors !== 'object' || errors === null || Object.keys(errors).length === 0;
}

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

function revisionMessage(messages: ErrorMessages, code: string, fieldName: string | undefined): string {
  if (code === 'duplicateMapping') return messages['error.duplicateMapping'](fieldName ?? '');
  if (code === 'unknownField') return messages['error.unknownField'](fieldName ?? '');
  return messages['error.requiredMapping'];
}

/**
 * A form over one object's config (read, write or subscribe), seeded from the saved config or the revision's
 * defaults. Its edits live in the installation's draft store (shared by every form on the page), planned as
 * the smallest requests (`pendingChanges`); a failed save keeps them and places the server's `issues` on the
 * fields they name; a server-side change while editing is rebased under them, and a leaf changed on both sides
 * is a conflict (`conflicts`, `resolveConflict`) rather than decided silently. Input a part holds that is no
 * valid value yet (an error of type `input`, such as a half-typed cron) counts as unsaved (`isDirty`, so it can
 * be discarded) and blocks `save()` until it is valid or discarded.
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
  const { errorMessages: messages } = useIntegrationConfigContext();
  const data = useRevisionObjects();
  const { installation, objects } = data;
  const view = objects?.[action].find((o) => o.objectName === objectName) as
    | ObjectViewByAction[A]
    | undefined;
  // The saved config as its view checked it: one the widget cannot read is not edited (the view says why).
  const stored = view?.saved as Config | undefined;
  // Kept while it is the same value: a rebuilt view (the manifest's, then the hydrated revision's) gives the same
  // defaults, and what the form holds of an object not set up yet stays. They follow the installation's settings
  // (no delete events on a subscription through provider flows), so the service accepts them.
  const content = installation?.config.content;
  const fallbackText = view ? JSON.stringify(defaultObjectConfig(view, content)) : undefined;
  const fallback = useMemo(
    () => (fallbackText === undefined ? undefined : (JSON.parse(fallbackText) as Config)),
    [fallbackText],
  );

  // The form's errors as last rendered (see the subscription below).
  const errorsRef = useRef<unknown>(undefined);
  // One resolver for the contract's rules (the zod schema of the action) and the revision's own (required
  // mappings, no field mapped twice), so every error lands in react-hook-form's `errors` by path. A validation run
  // replaces the errors, so the parts' `input` errors (input the config cannot represent, such as a half-typed
  // cron) are carried over: they stay until the part or a Discard clears them, and the form stays unsaveable.
  const check = useCallback(
    (values: Config): Record<string, unknown> => {
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
      return errors;
    },
    [action, view, messages],
  );
  const resolver = useMemo<Resolver<Config>>(
    () => async (values) => {
      const errors = check(values);
      return isEmptyErrors(errors)
        ? { values, errors: {} }
        : { values: {}, errors: errors as FieldErrors<Config> };
    },
    [check],
  );

  const form = useForm<Config>({ resolver, defaultValues: (stored ?? fallback) as never });
  // Subscribed so that the resolver carries over the `input` errors the editor parts hold now, not a stale snapshot.
  const { errors } = useFormState({ control: form.control });
  errorsRef.current = errors;
  const holdsInput = inputErrors(errors).length > 0;
  const key =
    installation && (stored !== undefined || view)
      ? draftKey({ kind: 'object', action, objectName })
      : undefined;
  const isBound = useCallback((value: DraftValue) => value !== undefined, []);
  const validate = useCallback(
    // Only a configured object is validated: one not set up saves nothing. A valid form that shows no errors is
    // left as it is: `trigger()` would replace its errors with an equal object, and each part that reads them
    // would render again, inside the Save click; one still showing errors is checked again to clear them.
    (value: DraftValue) => value === undefined || isEmptyErrors(check(value as Config)),
    [check],
  );
  const revalidate = useCallback(
    () => (isEmptyErrors(errorsRef.current) ? undefined : form.trigger()),
    [form],
  );
  const draft = useDraftForm<Config>({
    key,
    installation,
    data,
    form,
    fallback,
    bound: isBound,
    validate,
    revalidate,
    holdsInput,
    placeIssues: objectIssuePlacement,
  });
  const isConfigured = draft.value !== undefined;
  const { store } = draft;

  const setConfigured = useCallback(
    (configured: boolean) => {
      if (!configured && action === 'read' && stored) {
        throw new Error('A saved read object cannot be removed; set `disabled: true` instead.');
      }
      if (!store || key === undefined) return;
      if (configured) store.edit(key, structuredClone(form.getValues()) as DraftValue);
      else if (stored !== undefined) store.edit(key, undefined);
      else store.discard(key);
    },
    [action, stored, store, key, form],
  );

  const shownView = draft.seeded ? view : undefined;
  return {
    form,
    view: shownView,
    seeding: !!view && !draft.seeded,
    data,
    isReady:
      data.status === 'success' &&
      !!installation &&
      !!shownView &&
      !shownView.fieldsLoading &&
      !(shownView.action === 'read' && shownView.error),
    isConfigured,
    setConfigured,
    isDirty: draft.isDirty,
    // Planned when read (see DraftEdit).
    get pendingChanges() {
      return draft.pendingChanges;
    },
    save: draft.save,
    reset: draft.reset,
    saveState: draft.saveState,
    fieldIssues: draft.fieldIssues,
    conflicts: draft.conflicts,
    resolveConflict: draft.resolveConflict,
    canUndo: draft.canUndo,
    undo: draft.undo,
  };
}
