import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReadObjectView } from '../../core/buildRevisionObjects.ts';
import { describeChange } from '../../core/describeChange.ts';
import { describeSchedule } from '../../core/describeSchedule.ts';
import type { ChangeSummary } from '../../core/summarizeSaveSteps.ts';
import { summarizeSaveSteps } from '../../core/summarizeSaveSteps.ts';
import { draftKey } from '../../drafts/draftTargets.ts';
import type { SaveResult } from '../../hooks/DraftForm.ts';
import { useIntegrationConfigContext } from '../../hooks/IntegrationConfigProvider.tsx';
import { useAfterPaint } from '../../hooks/useAfterPaint.ts';
import { useDraftStore } from '../../hooks/useDraftStore.ts';
import { useFieldListsReady } from '../../hooks/useFieldListsReady.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useObjectConfigForm } from '../../hooks/useObjectConfigForm.ts';
import type { Messages } from '../../messages/defaultMessages.ts';
import type { Installation } from '../../schemas/installation.ts';
import { EditorForm } from '../shared/EditorForm.tsx';
import { SaveBar } from '../shared/SaveBar.tsx';
import { LazyObjectFailedCard } from '../widget/lazyParts.tsx';
import { ReadObjectParts } from './ReadObjectParts.tsx';

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

// Names a config property the way the user sees it: a field or app field by its display name, anything else by
// the section (or switch) of the editor that shows it, never by its path in the config.
function fieldLabel(path: string[], view: ReadObjectView, messages: Messages): string {
  const [section, key] = path;
  switch (section) {
    case 'selectedFields':
      return key === undefined
        ? messages['read.section.fields']
        : (view.fieldsByName.get(key)?.displayName ?? key);
    case 'selectedFieldsAuto':
      return messages['read.section.fields'];
    case 'selectedFieldMappings':
      return key === undefined
        ? messages['read.section.mappings']
        : (view.mappingPrompts.find((p) => p.mapToName === key)?.displayName ?? key);
    case 'dynamicMappingsInput':
      return messages['read.section.mappings'];
    case 'selectedValueMappings':
      return messages['read.section.valueMappings'];
    case 'schedule':
      return messages['read.section.schedule'];
    case 'backfill':
      return messages['read.section.backfill'];
    case 'fieldFilters':
      return key === undefined
        ? messages['read.section.filters']
        : messages['read.filterOn'](view.fieldsByName.get(key)?.displayName ?? key);
    case 'rawFilter':
      return messages['read.section.filters'];
    case 'disabled':
      return messages['read.enabled.label'];
    default:
      // A property the editor does not show (the destination...): about the object as a whole.
      return view.displayName;
  }
}

// Words a value of a setting the way the editor shows it (the other person's, in a conflict): a schedule in words,
// a field by its label; `undefined` for the plain words of any value.
function readValueText(
  path: string[],
  value: unknown,
  view: ReadObjectView,
  messages: Messages,
  locale: string | undefined,
): string | undefined {
  const [section, key] = path;
  const fieldText = (name: string) => view.fieldsByName.get(name)?.displayName ?? name;
  if (section === 'schedule' && typeof value === 'string')
    return describeSchedule(value, messages, locale) ?? value;
  if (section === 'selectedFieldMappings' && key !== undefined && typeof value === 'string')
    return fieldText(value);
  if (section === 'disabled') return value === true ? messages['save.valuePaused'] : messages['save.valueOn'];
  const filter = value as { fieldName?: unknown; value?: unknown } | undefined;
  if ((section === 'fieldFilters' || key === 'fieldFilters') && typeof filter?.fieldName === 'string')
    return messages['save.valueFilter'](fieldText(filter.fieldName), String(filter.value));
  return undefined;
}

/** The first control marked invalid in `container`; of a radio group, the checked radio. */
function firstInvalidControl(container: HTMLElement | null): HTMLElement | null {
  const first = container?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? null;
  if (!(first instanceof HTMLInputElement) || first.type !== 'radio' || !container) return first;
  const group = container.querySelectorAll<HTMLInputElement>('input[type="radio"]');
  return Array.from(group).find((radio) => radio.name === first.name && radio.checked) ?? first;
}

/** Where focus goes after an action whose control goes away or is no longer the place to be. */
type FocusTarget = 'form' | 'start' | 'invalid';

/** The complete editor of one read object: fields, mappings, value mappings, schedule, history, filters, save. */
export function ReadObjectEditor({ objectName, onSaved, onError, onDirtyChange }: ReadObjectEditorProps) {
  const messages = useMessages();
  const { locale } = useIntegrationConfigContext();
  const headingId = useId();
  const editor = useObjectConfigForm({ action: 'read', objectName });
  const { form, view, isConfigured, setConfigured, isDirty, saveState } = editor;
  // The preview is planned once the edit is painted, then worded in the next task: selecting 20,000 fields shows
  // them checked in the same frame, and what Save will send right after, without a long task.
  const { snapshot } = useDraftStore(editor.data.installation);
  const edit = snapshot?.edits.get(draftKey({ kind: 'object', action: 'read', objectName }));
  const pendingSummary = useAfterPaint(
    edit,
    () => summarizeSaveSteps(editor.pendingChanges),
    () => editor.pendingChanges,
  );
  const [invalid, setInvalid] = useState(false);
  // A new object per request, so a repeated one (a second blocked save) is carried out too.
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget }>();
  const sectionRef = useRef<HTMLElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const switchRef = useRef<HTMLInputElement>(null);

  useEffect(() => onDirtyChange?.(objectName, isDirty), [onDirtyChange, objectName, isDirty]);

  // The editor re-renders on every edit (it plans the save); its parts re-render on their own form subscriptions
  // only, so a toggled field does not re-render the mappings, schedule, history and filters.
  // 5,000 fields are read and sorted over several short tasks after the rest of the form is drawn; the parts
  // that show them render then.
  const fieldsReady = useFieldListsReady(view?.error ? undefined : view);
  const parts = useMemo(
    () => view && <ReadObjectParts view={view} fieldsReady={fieldsReady} switchRef={switchRef} />,
    [view, fieldsReady],
  );

  useEffect(() => {
    if (!focusRequest) return;
    // Unless the user has moved on to something else meanwhile (a save takes a while).
    const active = document.activeElement;
    if (active && active !== document.body && !sectionRef.current?.contains(active)) return;
    const target = {
      // The form replaces "Start reading": its first control, the Enabled switch, says what starting did
      // ("on", with its description) and Tab goes on into the form from there.
      form: () => switchRef.current,
      // Discarding a never-saved object takes away the form and the save bar: "Start reading" is back.
      start: () => startRef.current,
      // A blocked save: the first control that needs attention, described by its error.
      invalid: () => firstInvalidControl(formRef.current),
    }[focusRequest.target]();
    target?.focus();
  }, [focusRequest]);

  const save = useCallback(
    async (options?: { skipSampling?: boolean }) => {
      const result: SaveResult = await editor.save(options);
      // A save is still in flight (Enter in a field while saving): nothing happened, nothing to show.
      if (!result.ok && result.reason === 'busy') return;
      const blocked = !result.ok && result.reason === 'invalid';
      setInvalid(blocked);
      if (blocked) {
        // Controls that hold back their error until touched (an empty required value) show it on `invalid`.
        formRef.current?.checkValidity();
        setFocusRequest({ target: 'invalid' });
      }
      if (result.ok && result.installation) onSaved?.(result.installation);
      else if (!result.ok && result.reason === 'failed') onError?.(result.error);
    },
    [editor, onSaved, onError],
  );

  const describe = useCallback(
    (change: ChangeSummary) =>
      describeChange(change, messages, view, (cron) => describeSchedule(cron, messages, locale) ?? cron),
    [messages, view, locale],
  );

  if (!view) return null;
  if (view.error) {
    return (
      <LazyObjectFailedCard
        title={messages['read.title'](view.displayName)}
        objectLabel={view.displayName}
        summary={
          view.errorSource === 'revision' ? messages['read.hydrationError'](view.displayName) : undefined
        }
        failure={view}
        // Edits made while its fields loaded stay in the draft (marked unsaved) until saved or let go.
        onDiscardEdits={isDirty ? editor.reset : undefined}
      />
    );
  }

  return (
    <section
      ref={sectionRef}
      className="ric-editor"
      aria-labelledby={headingId}
      data-state={!isConfigured ? 'not-configured' : isDirty ? 'dirty' : 'clean'}
    >
      {/* Focusable so that the widget can take focus to the editor when it appears (InstallationConfig). */}
      <h2 id={headingId} className="ric-editor-title" tabIndex={-1}>
        {messages['read.title'](view.displayName)}
      </h2>
      {!isConfigured ? (
        <div className="ric-notice">
          <p>{messages['read.notConfigured'](view.displayName)}</p>
          <button
            ref={startRef}
            type="button"
            className="ric-button"
            data-variant="primary"
            onClick={() => {
              setConfigured(true);
              setFocusRequest({ target: 'form' });
            }}
          >
            {messages['read.start'](view.displayName)}
          </button>
        </div>
      ) : (
        <EditorForm
          form={form}
          formRef={formRef}
          onSave={() => void save()}
          conflicts={editor.conflicts}
          labelOf={(path) => fieldLabel(path, view, messages)}
          describeValue={(path, value) => readValueText(path, value, view, messages, locale)}
          onResolve={editor.resolveConflict}
        >
          {parts}
        </EditorForm>
      )}
      {(isConfigured || isDirty) && (
        <SaveBar
          isDirty={isDirty}
          formControl={form.control}
          pendingSummary={pendingSummary}
          saveState={saveState}
          describeChange={describe}
          onSave={(options) => void save(options)}
          onDiscard={() => {
            setInvalid(false);
            editor.reset();
            // Only an object that was never saved loses its form (and this bar); otherwise the bar's status
            // takes focus from the disabled Discard.
            setFocusRequest({ target: 'start' });
          }}
          invalid={invalid}
          conflictCount={editor.conflicts.length}
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
            messages['fields.fieldError'](fieldLabel(issue.path, view, messages), issue.message),
          )}
        />
      )}
    </section>
  );
}
