import { useCallback, useEffect, useId, useState } from 'react';
import { FormProvider, useFormContext, useWatch } from 'react-hook-form';
import type { ReadObjectView } from '../core/buildRevisionObjects.ts';
import type { ChangeSummary } from '../core/summarizeSaveSteps.ts';
import { type SaveResult, useMessages, useObjectConfigForm } from '../hooks/index.ts';
import type { Installation, ReadObjectConfig } from '../schemas/index.ts';
import { BackfillEditor } from './BackfillEditor.tsx';
import { describeChange } from './describeChange.ts';
import { describeSchedule } from './describeSchedule.ts';
import { FieldMappingEditor } from './FieldMappingEditor.tsx';
import { FieldPicker } from './FieldPicker.tsx';
import { FilterEditor } from './FilterEditor.tsx';
import { SaveBar } from './SaveBar.tsx';
import { ScheduleEditor } from './ScheduleEditor.tsx';
import { ValueMappingEditor } from './ValueMappingEditor.tsx';

/** Props of {@link ReadObjectEditor}. */
export interface ReadObjectEditorProps {
  objectName: string;
  /** Called after each successful save with the installation the service stored. */
  onSaved?: (installation: Installation) => void;
  /** Called when a save fails (the edits stay in the form). */
  onError?: (error: unknown) => void;
  /** Reports whether this editor holds unsaved edits. */
  onDirtyChange?: (objectName: string, dirty: boolean) => void;
}

// Names a config property the way the user sees it: a field or app field by its display name.
function fieldLabel(path: string[], view: ReadObjectView): string {
  const [section, key] = path;
  if (section === 'selectedFields' && key !== undefined)
    return view.fieldsByName.get(key)?.displayName ?? key;
  if (section === 'selectedFieldMappings' && key !== undefined) {
    return view.mappingPrompts.find((p) => p.mapToName === key)?.displayName ?? key;
  }
  return path.join('.');
}

function EnabledToggle({ view }: { view: ReadObjectView }) {
  const messages = useMessages();
  const hintId = useId();
  const { control, setValue } = useFormContext<ReadObjectConfig>();
  const enabled = useWatch({ control, name: 'disabled' }) !== true;
  return (
    <div className="ric-read-enabled">
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          aria-checked={enabled}
          aria-describedby={hintId}
          onChange={(event) =>
            setValue('disabled', event.target.checked ? undefined : true, { shouldDirty: true })
          }
        />{' '}
        {messages['read.enabled.label']}
      </label>
      <p id={hintId} className="ric-hint">
        {enabled ? messages['read.enabled.on'] : messages['read.enabled.off']}
      </p>
      <span className="ric-visually-hidden">{view.displayName}</span>
    </div>
  );
}

/** The complete editor of one read object: fields, mappings, value mappings, schedule, history, filters, save. */
export function ReadObjectEditor({ objectName, onSaved, onError, onDirtyChange }: ReadObjectEditorProps) {
  const messages = useMessages();
  const headingId = useId();
  const editor = useObjectConfigForm({ action: 'read', objectName });
  const { form, view, isConfigured, setConfigured, isDirty, pendingSummary, saveState } = editor;
  const [invalid, setInvalid] = useState(false);

  useEffect(() => onDirtyChange?.(objectName, isDirty), [onDirtyChange, objectName, isDirty]);

  const save = useCallback(
    async (options?: { skipSampling?: boolean }) => {
      const result: SaveResult = await editor.save(options);
      setInvalid(!result.ok && result.reason === 'invalid');
      if (result.ok && result.installation) onSaved?.(result.installation);
      else if (!result.ok && result.reason === 'failed') onError?.(result.error);
    },
    [editor, onSaved, onError],
  );

  const describe = useCallback(
    (change: ChangeSummary) =>
      describeChange(change, messages, view, (cron) => describeSchedule(cron, messages) ?? cron),
    [messages, view],
  );

  if (!view) return null;
  if (view.error) {
    return (
      <section className="ric-editor" aria-labelledby={headingId} data-state="error">
        <h2 id={headingId} className="ric-editor-title">
          {messages['read.title'](view.displayName)}
        </h2>
        <div className="ric-notice" data-tone="danger" role="status">
          <p>{messages['read.hydrationError'](view.displayName)}</p>
          <p className="ric-hint">{view.error}</p>
        </div>
      </section>
    );
  }

  return (
    <section
      className="ric-editor"
      aria-labelledby={headingId}
      data-state={!isConfigured ? 'not-configured' : isDirty ? 'dirty' : 'clean'}
    >
      <h2 id={headingId} className="ric-editor-title">
        {messages['read.title'](view.displayName)}
      </h2>
      {!isConfigured ? (
        <div className="ric-notice">
          <p>{messages['read.notConfigured'](view.displayName)}</p>
          <button
            type="button"
            className="ric-button"
            data-variant="primary"
            onClick={() => setConfigured(true)}
          >
            {messages['read.start'](view.displayName)}
          </button>
        </div>
      ) : (
        <FormProvider {...form}>
          <form
            className="ric-editor-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <EnabledToggle view={view} />
            <div className="ric-section">
              <h3>{messages['read.section.fields']}</h3>
              <FieldPicker view={view} />
            </div>
            {view.mappingPrompts.length > 0 && (
              <div className="ric-section">
                <h3>{messages['read.section.mappings']}</h3>
                <FieldMappingEditor view={view} />
                <ValueMappingEditor view={view} />
              </div>
            )}
            <div className="ric-section">
              <h3>{messages['read.section.schedule']}</h3>
              <ScheduleEditor view={view} />
            </div>
            <div className="ric-section">
              <h3>{messages['read.section.backfill']}</h3>
              <BackfillEditor view={view} />
            </div>
            <div className="ric-section">
              <h3>{messages['read.section.filters']}</h3>
              <FilterEditor view={view} />
            </div>
          </form>
        </FormProvider>
      )}
      {(isConfigured || isDirty) && (
        <SaveBar
          isDirty={isDirty}
          pendingSummary={pendingSummary}
          saveState={saveState}
          describeChange={describe}
          onSave={(options) => void save(options)}
          onDiscard={() => {
            setInvalid(false);
            editor.reset();
          }}
          invalid={invalid}
          fieldIssues={editor.fieldIssues.map((issue) => `${fieldLabel(issue.path, view)}: ${issue.message}`)}
        />
      )}
    </section>
  );
}
