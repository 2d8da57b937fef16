'use client';

import { useCallback, useMemo } from 'react';
import type { ReadObjectView } from '../../core/buildRevisionObjects.ts';
import { describeChange } from '../../core/describeChange.ts';
import { describeSchedule } from '../../core/describeSchedule.ts';
import type { ChangeSummary } from '../../core/summarizeSaveSteps.ts';
import { summarizeSaveSteps } from '../../core/summarizeSaveSteps.ts';
import { draftKey } from '../../drafts/draftTargets.ts';
import { useIntegrationConfigContext } from '../../hooks/IntegrationConfigProvider.tsx';
import { useAfterPaint } from '../../hooks/useAfterPaint.ts';
import { useDraftStore } from '../../hooks/useDraftStore.ts';
import { useFieldListsReady } from '../../hooks/useFieldListsReady.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useObjectConfigForm } from '../../hooks/useObjectConfigForm.ts';
import type { Messages } from '../../messages/defaultMessages.ts';
import type { Installation } from '../../schemas/installation.ts';
import { EditorShell } from '../shared/EditorShell.tsx';
import { LoadingSkeleton } from '../shared/LoadingSkeleton.tsx';
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

/** The complete editor of one read object: fields, mappings, value mappings, schedule, history, filters, save. */
export function ReadObjectEditor({ objectName, onSaved, onError, onDirtyChange }: ReadObjectEditorProps) {
  const messages = useMessages();
  const { locale } = useIntegrationConfigContext();
  const editor = useObjectConfigForm({ action: 'read', objectName });
  const { view, isDirty } = editor;
  // The preview is planned once the edit is painted, then worded in the next task: selecting 20,000 fields shows
  // them checked in the same frame, and what Save will send right after, without a long task.
  const { snapshot } = useDraftStore(editor.data.installation);
  const edit = snapshot?.edits.get(draftKey({ kind: 'object', action: 'read', objectName }));
  const pendingSummary = useAfterPaint(
    edit,
    () => summarizeSaveSteps(editor.pendingChanges),
    () => editor.pendingChanges,
  );
  const reportDirty = useCallback(
    (dirty: boolean) => onDirtyChange?.(objectName, dirty),
    [onDirtyChange, objectName],
  );

  // The editor re-renders on every edit (it plans the save); its parts re-render on their own form subscriptions
  // only, so a toggled field does not re-render the mappings, schedule, history and filters.
  // 5,000 fields are read and sorted over several short tasks after the rest of the form is drawn; the parts
  // that show them render then.
  const fieldsReady = useFieldListsReady(view?.error ? undefined : view);
  const parts = useMemo(
    () => view && <ReadObjectParts view={view} fieldsReady={fieldsReady} />,
    [view, fieldsReady],
  );

  const describe = useCallback(
    (change: ChangeSummary) =>
      describeChange(change, messages, view, (cron) => describeSchedule(cron, messages, locale) ?? cron),
    [messages, view, locale],
  );

  if (!view) return editor.seeding ? <LoadingSkeleton /> : null;
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
    <EditorShell
      editor={editor}
      texts={{
        title: messages['read.title'](view.displayName),
        notConfigured: messages['read.notConfigured'](view.displayName),
        start: messages['read.start'](view.displayName),
      }}
      summary={pendingSummary}
      describe={describe}
      labelOf={(path) => fieldLabel(path, view, messages)}
      describeValue={(path, value) => readValueText(path, value, view, messages, locale)}
      onSaved={onSaved}
      onError={onError}
      onDirtyChange={reportDirty}
    >
      {parts}
    </EditorShell>
  );
}
