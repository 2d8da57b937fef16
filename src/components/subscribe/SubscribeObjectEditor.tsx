'use client';

import { useCallback, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { describeChange } from '../../core/describeChange.ts';
import { describeSubscribeChange } from '../../core/describeSubscribeChange.ts';
import type { ChangeSummary } from '../../core/summarizeSaveSteps.ts';
import { supportedProviderOptions } from '../../core/supportedProviderOptions.ts';
import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useObjectConfigForm } from '../../hooks/useObjectConfigForm.ts';
import { useRevisionObjects } from '../../hooks/useRevisionObjects.ts';
import { useSubscriptionProgress } from '../../hooks/useSubscriptionProgress.ts';
import type { SubscribeObjectConfig } from '../../schemas/config.ts';
import type { Installation } from '../../schemas/installation.ts';
import { SubscriptionProgress, SubscriptionProgressLine } from '../settings/SubscriptionProgress.tsx';
import { ConfirmRemoval } from '../shared/ConfirmRemoval.tsx';
import { EditorShell } from '../shared/EditorShell.tsx';
import { LoadingSkeleton } from '../shared/LoadingSkeleton.tsx';
import { ObjectFailedCard } from '../shared/ObjectFailedCard.tsx';
import { DestinationAndInherit } from './DestinationAndInherit.tsx';
import { EventsEditor } from './EventsEditor.tsx';
import { OtherEvents } from './OtherEvents.tsx';
import './SubscribeObjectEditor.css';
import { summarizeSaveSteps } from '../../core/summarizeSaveSteps.ts';

/** Props of {@link SubscribeObjectEditor}. */
export interface SubscribeObjectEditorProps {
  objectName: string;
  /** Called after each successful save with the installation the service stored. */
  onSaved?: (installation: Installation) => void;
  /** Called when a save fails (the edits stay in the form). */
  onError?: (error: unknown) => void;
  /** Reports whether this editor holds unsaved edits. */
  onDirtyChange?: (objectName: string, dirty: boolean) => void;
}

/**
 * The editor of one subscribe object of the manifest: subscribe or unsubscribe (after confirmation), the
 * destination, whether the read settings' fields are used, the events with their watched fields, other events
 * and the provider's quota optimization; after a save, the provider's progress in applying it.
 */
export function SubscribeObjectEditor({
  objectName,
  onSaved,
  onError,
  onDirtyChange,
}: SubscribeObjectEditorProps) {
  const messages = useMessages();
  const words = useEditorMessages();
  const editor = useObjectConfigForm({ action: 'subscribe', objectName });
  const reportDirty = useCallback(
    (dirty: boolean) => onDirtyChange?.(objectName, dirty),
    [onDirtyChange, objectName],
  );
  const { form, view, isConfigured, pendingChanges } = editor;
  const pendingSummary = useMemo(() => summarizeSaveSteps(pendingChanges), [pendingChanges]);
  const { objects, installation } = useRevisionObjects();
  const fields = objects?.read.find((o) => o.objectName === objectName && !o.error);
  const provider = installation?.config.content.provider ?? '';
  const providerFlows =
    installation?.config.content.subscribe?.providerOptions?.useProviderFlows?.enabled === true;
  const quotaSupported = supportedProviderOptions(provider).object.includes('quotaOptimization');
  const values = useWatch({ control: form.control }) as SubscribeObjectConfig;
  // After a save, the provider applies the change: shown at the top of the editor and in its save bar.
  const progress = useSubscriptionProgress();

  const describe = useCallback(
    (change: ChangeSummary) =>
      describeSubscribeChange(
        change,
        {
          objectName,
          objectLabel: view?.displayName ?? objectName,
          config: isConfigured ? values : undefined,
        },
        words,
      ) ?? describeChange(change, messages, undefined),
    [view, objectName, isConfigured, values, words, messages],
  );
  // Several operations can say the same thing (the watch mode and the list of watched fields): one line each.
  const summary = useMemo(() => {
    const seen = new Set<string>();
    return pendingSummary.filter((change) => {
      const text = describe(change);
      if (seen.has(text)) return false;
      seen.add(text);
      return true;
    });
  }, [pendingSummary, describe]);

  if (!view) return editor.seeding ? <LoadingSkeleton /> : null;
  // Made of the provider's fields: drawn once they are loaded.
  if (view.fieldsLoading) return <LoadingSkeleton />;
  if (view.error) {
    return (
      <ObjectFailedCard
        title={words['subscribe.title'](view.displayName)}
        objectLabel={view.displayName}
        failure={view}
      />
    );
  }
  // Names the setting at a path of the object's config the way the user sees the control it is shown at.
  const labelOf = ([section = '']: string[]) => {
    const labels: Record<string, string> = {
      destination: words['subscribe.destination'],
      inheritFieldsAndMappings: words['subscribe.inherit.legend'],
      createEvent: words['subscribe.event.create'],
      updateEvent: words['subscribe.event.update'],
      deleteEvent: words['subscribe.event.delete'],
      otherEvents: words['subscribe.other.title'],
      providerOptions: words['subscribe.quota.label'],
    };
    return (Object.hasOwn(labels, section) ? labels[section] : undefined) ?? view.displayName;
  };

  return (
    <EditorShell
      editor={editor}
      texts={{
        title: words['subscribe.title'](view.displayName),
        notConfigured: words['subscribe.notConfigured'](view.displayName),
        removed: words['subscribe.removed'](view.displayName),
        start: words['subscribe.start'](view.displayName),
      }}
      summary={summary}
      describe={describe}
      labelOf={labelOf}
      intro={<SubscriptionProgress progress={progress} />}
      statusDetail={<SubscriptionProgressLine progress={progress} />}
      onSaved={onSaved}
      onError={onError}
      onDirtyChange={reportDirty}
    >
      {({ remove }) => (
        <>
          <DestinationAndInherit />
          <div className="ric-section">
            <h3>{words['subscribe.section.events']}</h3>
            <EventsEditor
              fields={fields}
              providerFlows={providerFlows}
              quotaSupported={quotaSupported}
              provider={provider}
            />
            <OtherEvents offered={view.manifest.otherEvents} />
          </div>
          <ConfirmRemoval
            triggerLabel={words['subscribe.remove'](view.displayName)}
            title={words['subscribe.removeConfirmTitle'](view.displayName)}
            body={words['subscribe.removeConfirmBody'](view.displayName)}
            confirmLabel={words['subscribe.removeConfirm']}
            cancelLabel={words['subscribe.removeCancel']}
            onConfirm={remove}
          />
        </>
      )}
    </EditorShell>
  );
}
