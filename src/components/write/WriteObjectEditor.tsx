import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { describeChange } from '../../core/describeChange.ts';
import { describeWriteChange } from '../../core/describeWriteChange.ts';
import { describeWriteFieldSetting } from '../../core/describeWriteFieldSetting.ts';
import type { ChangeSummary } from '../../core/summarizeSaveSteps.ts';
import { useEditorMessages } from '../../hooks/editorMessages.ts';
import { type SaveResult, useMessages, useObjectConfigForm, useRevisionObjects } from '../../hooks/index.ts';
import type { Installation, WriteObjectConfig } from '../../schemas/index.ts';
import { ConfirmRemoval } from '../ConfirmRemoval.tsx';
import { ConflictNotice } from '../ConflictNotice.tsx';
import { SaveBar } from '../SaveBar.tsx';
import { DeletionToggle } from './DeletionToggle.tsx';
import { FieldSettingsEditor, valueLabelOf } from './FieldSettingsEditor.tsx';
import { LegacyDefaults } from './LegacyDefaults.tsx';
import './WriteObjectEditor.css';

/** Props of {@link WriteObjectEditor}. */
export interface WriteObjectEditorProps {
  objectName: string;
  /** Called after each successful save with the installation the service stored. */
  onSaved?: (installation: Installation) => void;
  /** Called when a save fails (the edits stay in the form). */
  onError?: (error: unknown) => void;
  /** Reports whether this editor holds unsaved edits. */
  onDirtyChange?: (objectName: string, dirty: boolean) => void;
}

// One line per changed field in the preview, however many of its properties changed (one patch op each).
function oncePerField(changes: ChangeSummary[]): ChangeSummary[] {
  const seen = new Set<string>();
  return changes.filter((change) => {
    if (change.kind !== 'other') return true;
    const key = change.path.split('/').slice(0, 3).join('/');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The editor of one write object: add it to the config or remove it (after confirmation), allow deletions, and
 * per-field defaults with when they are written; older `selectedValueDefaults` are kept and can be converted.
 */
export function WriteObjectEditor({ objectName, onSaved, onError, onDirtyChange }: WriteObjectEditorProps) {
  const messages = useMessages();
  const words = useEditorMessages();
  const headingId = useId();
  const editor = useObjectConfigForm({ action: 'write', objectName });
  const { form, view, isConfigured, setConfigured, isDirty, pendingSummary, saveState } = editor;
  const { objects } = useRevisionObjects();
  const fields = objects?.read.find((o) => o.objectName === objectName && !o.error);
  const [invalid, setInvalid] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasSaved = view?.saved !== undefined;
  const values = useWatch({ control: form.control }) as WriteObjectConfig;

  useEffect(() => onDirtyChange?.(objectName, isDirty), [onDirtyChange, objectName, isDirty]);

  const save = useCallback(async () => {
    const result: SaveResult = await editor.save();
    if (!result.ok && result.reason === 'busy') return;
    const blocked = !result.ok && result.reason === 'invalid';
    setInvalid(blocked);
    if (blocked) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    if (result.ok && result.installation) onSaved?.(result.installation);
    else if (!result.ok && result.reason === 'failed') onError?.(result.error);
  }, [editor, onSaved, onError]);

  const summary = useMemo(() => oncePerField(pendingSummary), [pendingSummary]);
  const describe = useCallback(
    (change: ChangeSummary) => {
      const label = view?.displayName ?? objectName;
      const fieldLabel = (name: string) => fields?.fieldsByName.get(name)?.displayName ?? name;
      return (
        describeWriteChange(
          change,
          {
            objectName,
            objectLabel: label,
            config: isConfigured ? values : undefined,
            fieldLabel,
            describeSetting: (name, setting) =>
              describeWriteFieldSetting(
                fieldLabel(name),
                setting,
                words,
                valueLabelOf(fields?.fieldsByName.get(name)),
              ),
          },
          words,
        ) ?? describeChange(change, messages, undefined)
      );
    },
    [view, objectName, fields, isConfigured, values, words, messages],
  );

  if (!view) return null;
  // Names the setting at a path of the object's config the way the editor shows it.
  const labelOf = ([section, key]: string[]) =>
    section === 'selectedFieldSettings' && key !== undefined
      ? (fields?.fieldsByName.get(key)?.displayName ?? key)
      : section === 'deletionSettings'
        ? words['write.deletion.label']
        : view.displayName;
  const settingsCount = Object.keys(values?.selectedFieldSettings ?? {}).length;

  return (
    <section
      className="ric-editor"
      aria-labelledby={headingId}
      data-state={!isConfigured ? 'not-configured' : isDirty ? 'dirty' : 'clean'}
    >
      <h2 ref={headingRef} id={headingId} className="ric-editor-title" tabIndex={-1}>
        {words['write.title'](view.displayName)}
      </h2>
      {!isConfigured ? (
        <div className="ric-notice">
          <p>
            {wasSaved
              ? words['write.removed'](view.displayName)
              : words['write.notConfigured'](view.displayName)}
          </p>
          {!wasSaved && (
            <button
              type="button"
              className="ric-button"
              data-variant="primary"
              onClick={() => setConfigured(true)}
            >
              {words['write.start'](view.displayName)}
            </button>
          )}
        </div>
      ) : (
        <FormProvider {...form}>
          <ConflictNotice conflicts={editor.conflicts} labelOf={labelOf} onResolve={editor.resolveConflict} />
          <form
            ref={formRef}
            className="ric-editor-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <DeletionToggle />
            <div className="ric-section">
              <h3>{words['write.section.fields']}</h3>
              <FieldSettingsEditor fields={fields} allowAnyFields={view.allowAnyFields} />
              <LegacyDefaults fields={fields} />
            </div>
            <ConfirmRemoval
              triggerLabel={words['write.remove'](view.displayName)}
              title={words['write.removeConfirmTitle'](view.displayName)}
              body={words['write.removeConfirmBody'](view.displayName, settingsCount)}
              confirmLabel={words['write.removeConfirm']}
              cancelLabel={words['write.removeCancel']}
              onConfirm={() => {
                setConfigured(false);
                headingRef.current?.focus();
              }}
            />
          </form>
        </FormProvider>
      )}
      {(isConfigured || isDirty || saveState.status !== 'idle') && (
        <SaveBar
          isDirty={isDirty}
          pendingSummary={summary}
          saveState={saveState}
          describeChange={describe}
          onSave={() => void save()}
          onDiscard={() => {
            setInvalid(false);
            editor.reset();
            headingRef.current?.focus();
          }}
          invalid={invalid}
          onUndo={
            editor.canUndo
              ? () => {
                  void editor.undo().then((result) => {
                    if (result.ok && result.installation) onSaved?.(result.installation);
                    else if (!result.ok && result.reason === 'failed') onError?.(result.error);
                  });
                }
              : undefined
          }
          fieldIssues={editor.fieldIssues.map((issue) =>
            messages['fields.fieldError'](labelOf(issue.path), issue.message),
          )}
        />
      )}
    </section>
  );
}
