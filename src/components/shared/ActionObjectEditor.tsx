import { type ReactNode, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ChangeSummary } from '../../core/summarizeSaveSteps.ts';
import type { SaveResult } from '../../hooks/DraftForm.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import type { ObjectConfigForm } from '../../hooks/useObjectConfigForm.ts';
import type { Installation } from '../../schemas/installation.ts';
import { EditorForm } from './EditorForm.tsx';
import { SaveBar } from './SaveBar.tsx';

/** The words of {@link ActionObjectEditor} that depend on the action. */
export interface ActionObjectEditorTexts {
  title: string;
  /** Shown while the object is not in the config and never was. */
  notConfigured: string;
  /** Shown after the user removed a saved object, until the removal is saved or discarded. */
  removed: string;
  /** The button that adds the object to the config. */
  start: string;
}

/** Props of {@link ActionObjectEditor}. */
export interface ActionObjectEditorProps<A extends 'write' | 'subscribe'> {
  editor: ObjectConfigForm<A>;
  objectName: string;
  texts: ActionObjectEditorTexts;
  /** The pending changes as the preview lists them, and how each is worded. */
  summary: ChangeSummary[];
  describe: (change: ChangeSummary) => string;
  /** Names the setting at a path of the object's config the way the editor shows it (issues, conflicts). */
  labelOf: (path: string[]) => string;
  /** Words a value of a setting at a path the way the editor shows it (the other person's, in a conflict). */
  describeValue?: (path: string[], value: unknown) => string | undefined;
  /** The form's sections; `headingRef` takes focus after the object is removed. */
  children: (headingRef: RefObject<HTMLHeadingElement | null>) => ReactNode;
  onSaved?: (installation: Installation) => void;
  onError?: (error: unknown) => void;
  onDirtyChange?: (objectName: string, dirty: boolean) => void;
}

/**
 * What the write and subscribe editors share: the heading, the "not configured" notice with its start button,
 * the form with the draft session's conflicts, and the save bar with Save, Discard and Undo.
 */
export function ActionObjectEditor<A extends 'write' | 'subscribe'>({
  editor,
  objectName,
  texts,
  summary,
  describe,
  labelOf,
  describeValue,
  children,
  onSaved,
  onError,
  onDirtyChange,
}: ActionObjectEditorProps<A>) {
  const messages = useMessages();
  const headingId = useId();
  const { form, isConfigured, setConfigured, isDirty, saveState } = editor;
  const [invalid, setInvalid] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasSaved = editor.view?.saved !== undefined;

  useEffect(() => onDirtyChange?.(objectName, isDirty), [onDirtyChange, objectName, isDirty]);

  const report = useCallback(
    (result: SaveResult) => {
      if (result.ok && result.installation) onSaved?.(result.installation);
      else if (!result.ok && result.reason === 'failed') onError?.(result.error);
    },
    [onSaved, onError],
  );
  const save = useCallback(async () => {
    const result = await editor.save();
    if (!result.ok && result.reason === 'busy') return;
    const blocked = !result.ok && result.reason === 'invalid';
    setInvalid(blocked);
    if (blocked) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    report(result);
  }, [editor, report]);

  return (
    <section
      className="ric-editor"
      aria-labelledby={headingId}
      data-state={!isConfigured ? 'not-configured' : isDirty ? 'dirty' : 'clean'}
    >
      <h2 ref={headingRef} id={headingId} className="ric-editor-title" tabIndex={-1}>
        {texts.title}
      </h2>
      {!isConfigured ? (
        <div className="ric-notice">
          <p>{wasSaved ? texts.removed : texts.notConfigured}</p>
          {!wasSaved && (
            <button
              type="button"
              className="ric-button"
              data-variant="primary"
              onClick={() => setConfigured(true)}
            >
              {texts.start}
            </button>
          )}
        </div>
      ) : (
        <EditorForm
          form={form}
          formRef={formRef}
          onSave={() => void save()}
          conflicts={editor.conflicts}
          labelOf={labelOf}
          describeValue={describeValue}
          onResolve={editor.resolveConflict}
        >
          {children(headingRef)}
        </EditorForm>
      )}
      {(isConfigured || isDirty || saveState.status !== 'idle') && (
        <SaveBar
          isDirty={isDirty}
          formControl={form.control}
          pendingSummary={summary}
          saveState={saveState}
          describeChange={describe}
          onSave={() => void save()}
          onDiscard={() => {
            setInvalid(false);
            editor.reset();
            headingRef.current?.focus();
          }}
          onUndo={editor.canUndo ? () => void editor.undo().then(report) : undefined}
          invalid={invalid}
          conflictCount={editor.conflicts.length}
          fieldIssues={editor.fieldIssues.map((issue) =>
            messages['fields.fieldError'](labelOf(issue.path), issue.message),
          )}
        />
      )}
    </section>
  );
}
