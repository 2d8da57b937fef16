'use client';

import { type ReactNode, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { type FieldValues, useFormState } from 'react-hook-form';
import type { FieldIssue } from '../../core/mapProblemToFields.ts';
import type { ChangeSummary } from '../../core/summarizeSaveSteps.ts';
import type { DraftForm } from '../../hooks/DraftForm.ts';
import { useFocusRequest } from '../../hooks/useFocusRequest.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSaveOutcome } from '../../hooks/useSaveOutcome.ts';
import type { Installation } from '../../schemas/installation.ts';
import { EditorForm } from './EditorForm.tsx';
import { SaveBar } from './SaveBar.tsx';

/** The words of an {@link EditorShell}; an object's editor has the three of its "not configured" state. */
export interface EditorShellTexts {
  title: string;
  /** Shown while the object is not in the config and never was. */
  notConfigured?: string;
  /** Shown after the user removed a saved object, until the removal is saved or discarded. */
  removed?: string;
  /** The button that adds the object to the config. */
  start?: string;
}

/**
 * The form an {@link EditorShell} shows: any draft form; an object's (`useObjectConfigForm`) also says whether
 * the object is in the config, whether it is saved, and the service's issues at its fields.
 */
export type EditorShellForm<T extends FieldValues> = DraftForm<T> & {
  /** Absent for a form that is always there (the installation's settings). */
  isConfigured?: boolean;
  setConfigured?: (configured: boolean) => void;
  view?: { saved?: unknown };
  /** Listed in the save bar's error too, worded with `labelOf`. */
  fieldIssues?: FieldIssue[];
};

/** What an {@link EditorShell} hands its form's sections. */
export interface EditorShellActions {
  /** Takes the object out of the config (saved by Save) and focus to the heading, which stays. */
  remove: () => void;
}

/** Props of {@link EditorShell}. */
export interface EditorShellProps<T extends FieldValues> {
  editor: EditorShellForm<T>;
  texts: EditorShellTexts;
  /** The pending changes as the preview lists them, and how each is worded. */
  summary: ChangeSummary[];
  describe: (change: ChangeSummary) => string;
  /** Names the setting at a path of the form's values the way the editor shows it (issues, conflicts). */
  labelOf: (path: string[]) => string;
  /** Words a value of a setting at a path the way the editor shows it (the other person's, in a conflict). */
  describeValue?: (path: string[], value: unknown) => string | undefined;
  /** Shown between the heading and the form (the installation's status). */
  intro?: ReactNode;
  /** Shown after the save bar's status (see `SaveBar`'s `statusDetail`). */
  statusDetail?: ReactNode;
  /** The form's sections. */
  children: ReactNode | ((actions: EditorShellActions) => ReactNode);
  /** Called after each successful save (or undo) with the installation the service stored. */
  onSaved?: (installation: Installation) => void;
  /** Called when a save fails (the edits stay in the form). */
  onError?: (error: unknown) => void;
  /** Reports whether the form holds unsaved edits. */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * What every editor shares: the heading, the "not configured" notice with its start button, the form with the
 * draft session's conflicts, the save bar with Save, Discard and Undo, and where focus goes after each of them.
 */
export function EditorShell<T extends FieldValues>({
  editor,
  texts,
  summary,
  describe,
  labelOf,
  describeValue,
  intro,
  statusDetail,
  children,
  onSaved,
  onError,
  onDirtyChange,
}: EditorShellProps<T>) {
  const messages = useMessages();
  const headingId = useId();
  const { form, isDirty, saveState, setConfigured } = editor;
  const isConfigured = editor.isConfigured ?? true;
  // A save stopped by validation: the bar says so while the form still has an error (it goes with the last one,
  // and comes back with a new one, until the next Save or Discard).
  const [invalid, setInvalid] = useState(false);
  const { errors } = useFormState({ control: form.control });
  const hasErrors = Object.keys(errors).length > 0;
  const section = useRef<HTMLElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const requestFocus = useFocusRequest({ section, form: formRef, start });
  const report = useSaveOutcome(onSaved, onError);

  useEffect(() => onDirtyChange?.(isDirty), [onDirtyChange, isDirty]);

  const save = useCallback(
    async (options?: { skipSampling?: boolean }) => {
      const result = await editor.save(options);
      // A save is still in flight (Enter in a field while saving): nothing happened, nothing to show.
      if (!result.ok && result.reason === 'busy') return;
      const blocked = !result.ok && result.reason === 'invalid';
      setInvalid(blocked);
      if (blocked) {
        // Controls that hold back their error until touched (an empty required value) show it on `invalid`.
        formRef.current?.checkValidity();
        requestFocus('invalid');
      }
      report(result);
    },
    [editor, report, requestFocus],
  );
  const remove = useCallback(() => {
    setConfigured?.(false);
    headingRef.current?.focus();
  }, [setConfigured]);

  return (
    <section
      ref={section}
      className="ric-editor"
      aria-labelledby={headingId}
      data-state={!isConfigured ? 'not-configured' : isDirty ? 'dirty' : 'clean'}
    >
      {/* Focusable so that the widget can take focus to the editor when it appears (InstallationConfig). */}
      <h2 ref={headingRef} id={headingId} className="ric-editor-title" tabIndex={-1}>
        {texts.title}
      </h2>
      {intro}
      {!isConfigured ? (
        <NotConfigured
          texts={texts}
          wasSaved={editor.view?.saved !== undefined}
          startRef={start}
          onStart={() => {
            setConfigured?.(true);
            requestFocus('form');
          }}
        />
      ) : (
        <EditorForm
          form={form}
          formRef={formRef}
          onSave={() => void save()}
          canSave={isDirty && saveState.status !== 'saving' && editor.conflicts.length === 0}
          conflicts={editor.conflicts}
          labelOf={labelOf}
          describeValue={describeValue}
          onResolve={editor.resolveConflict}
        >
          {typeof children === 'function' ? children({ remove }) : children}
        </EditorForm>
      )}
      {/* Also once a removal is saved: "Saved.", with Undo. */}
      {(isConfigured || isDirty || saveState.status !== 'idle') && (
        <SaveBar
          isDirty={isDirty}
          formControl={form.control}
          pendingSummary={summary}
          saveState={saveState}
          describeChange={describe}
          onSave={(options) => void save(options)}
          onDiscard={() => {
            setInvalid(false);
            editor.reset();
            requestFocus('start');
          }}
          onUndo={editor.canUndo ? () => void editor.undo().then(report) : undefined}
          invalid={invalid && hasErrors}
          conflictCount={editor.conflicts.length}
          statusDetail={statusDetail}
          fieldIssues={editor.fieldIssues?.map((issue) =>
            messages['fields.fieldError'](labelOf(issue.path), issue.message),
          )}
        />
      )}
    </section>
  );
}

/** The notice of an object not in the config: never saved, with the button that adds it; or removed. */
function NotConfigured({
  texts,
  wasSaved,
  startRef,
  onStart,
}: {
  texts: EditorShellTexts;
  wasSaved: boolean;
  startRef: RefObject<HTMLButtonElement | null>;
  onStart: () => void;
}) {
  const removed = wasSaved && texts.removed !== undefined;
  return (
    <div className="ric-notice">
      <p>{removed ? texts.removed : texts.notConfigured}</p>
      {!removed && (
        <button ref={startRef} type="button" className="ric-button" data-variant="primary" onClick={onStart}>
          {texts.start}
        </button>
      )}
    </div>
  );
}
