'use client';

import { useCallback, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { defaultValueText } from '../../core/defaultValueText.ts';
import { describeChange } from '../../core/describeChange.ts';
import { describeWriteChange } from '../../core/describeWriteChange.ts';
import { describeWriteFieldSetting } from '../../core/describeWriteFieldSetting.ts';
import type { ChangeSummary } from '../../core/summarizeSaveSteps.ts';
import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useObjectConfigForm } from '../../hooks/useObjectConfigForm.ts';
import { useRevisionObjects } from '../../hooks/useRevisionObjects.ts';
import type { WriteObjectConfig } from '../../schemas/config.ts';
import type { Installation } from '../../schemas/installation.ts';
import { isJsonObject } from '../../schemas/isJsonObject.ts';
import { ConfirmRemoval } from '../shared/ConfirmRemoval.tsx';
import { EditorShell } from '../shared/EditorShell.tsx';
import { LoadingSkeleton } from '../shared/LoadingSkeleton.tsx';
import { ObjectFailedCard } from '../shared/ObjectFailedCard.tsx';
import { DeletionToggle } from './DeletionToggle.tsx';
import { FieldSettingsEditor, valueLabelOf } from './FieldSettingsEditor.tsx';
import { LegacyDefaults } from './LegacyDefaults.tsx';
import './WriteObjectEditor.css';
import { summarizeSaveSteps } from '../../core/summarizeSaveSteps.ts';

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
  const editor = useObjectConfigForm({ action: 'write', objectName });
  const reportDirty = useCallback(
    (dirty: boolean) => onDirtyChange?.(objectName, dirty),
    [onDirtyChange, objectName],
  );
  const { form, view, isConfigured, pendingChanges } = editor;
  const pendingSummary = useMemo(() => summarizeSaveSteps(pendingChanges), [pendingChanges]);
  const { objects } = useRevisionObjects();
  const fields = objects?.read.find((o) => o.objectName === objectName && !o.error);
  const values = useWatch({ control: form.control }) as WriteObjectConfig;

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

  if (!view) return editor.seeding ? <LoadingSkeleton /> : null;
  // Made of the provider's fields: drawn once they are loaded.
  if (view.fieldsLoading) return <LoadingSkeleton />;
  if (view.error) {
    return (
      <ObjectFailedCard
        title={words['write.title'](view.displayName)}
        objectLabel={view.displayName}
        failure={view}
      />
    );
  }
  // Names the setting at a path of the object's config the way the editor shows it.
  const labelOf = ([section, key]: string[]) =>
    section === 'selectedFieldSettings' && key !== undefined
      ? (fields?.fieldsByName.get(key)?.displayName ?? key)
      : section === 'deletionSettings'
        ? words['write.deletion.label']
        : view.displayName;
  const settingsCount = Object.keys(values?.selectedFieldSettings ?? {}).length;
  // A default in a conflict note as the row shows it: the value, a choice by its label.
  const describeValue = ([section, key, part]: string[], value: unknown) => {
    if (section !== 'selectedFieldSettings' || key === undefined || part !== 'default') return undefined;
    const text = isJsonObject(value) ? defaultValueText({ default: value }) : undefined;
    return text === undefined
      ? undefined
      : messages['save.valueQuoted'](valueLabelOf(fields?.fieldsByName.get(key))(text));
  };

  return (
    <EditorShell
      editor={editor}
      texts={{
        title: words['write.title'](view.displayName),
        notConfigured: words['write.notConfigured'](view.displayName),
        removed: words['write.removed'](view.displayName),
        start: words['write.start'](view.displayName),
      }}
      summary={summary}
      describe={describe}
      labelOf={labelOf}
      describeValue={describeValue}
      onSaved={onSaved}
      onError={onError}
      onDirtyChange={reportDirty}
    >
      {({ remove }) => (
        <>
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
            onConfirm={remove}
          />
        </>
      )}
    </EditorShell>
  );
}
