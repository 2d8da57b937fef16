'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import type { RevisionObjects } from '../../core/buildRevisionObjects.ts';
import { useUnsavedTargets } from '../../hooks/useDraftStore.ts';
import { useEditorHeadingFocus } from '../../hooks/useEditorHeadingFocus.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { usePhoneLayout } from '../../hooks/usePhoneLayout.ts';
import { useRevisionObjects } from '../../hooks/useRevisionObjects.ts';
import { describeError } from '../../messages/describeError.ts';
import type { Installation } from '../../schemas/installation.ts';
import { LoadingSkeleton } from '../shared/LoadingSkeleton.tsx';
import { ServiceDetails } from '../shared/ServiceDetails.tsx';
import { ObjectEditorSlot } from './ObjectEditorSlot.tsx';
import { type ObjectGroup, ObjectNav } from './ObjectNav.tsx';
import { keyOf, SETTINGS_KEY } from './objectKeys.ts';
import { PhoneObjectPicker } from './PhoneObjectPicker.tsx';
import { usePreloadedParts } from './preloadParts.ts';
import { RefreshNotice } from './RefreshNotice.tsx';
import { SetUpPanel } from './SetUpPanel.tsx';

/** Props of {@link InstallationConfigBody}. */
export interface InstallationConfigBodyProps {
  onSaved?: (installation: Installation) => void;
  onError?: (error: unknown) => void;
}

// The write, subscribe and settings editors load when first opened: a read-only host does not ship them.
const InstallationSettingsPanel = lazy(() =>
  import('./editorParts.ts').then((m) => ({ default: m.InstallationSettingsPanel })),
);

/** Whether the screen shows an editor of the write, subscribe and settings chunk rather than the read editor. */
function showsOtherEditor(objects: RevisionObjects | undefined, selected: string | undefined): boolean {
  if (selected !== undefined) return !selected.startsWith('read:');
  // The first object listed: a read one if there is any.
  return !!objects && objects.read.length === 0 && objects.write.length + objects.subscribe.length > 0;
}

/** The widget inside its scope: loading, failure, set-up, or the object list beside the editors. */
export function InstallationConfigBody({ onSaved, onError }: InstallationConfigBodyProps) {
  const messages = useMessages();
  const data = useRevisionObjects();
  // Loaded after mount, the editor waits for its parts (see usePreloadedParts). With its data there as it mounts
  // (rendered on the server and hydrated, or cached), it is drawn at once, as the server drew it.
  const [waitForParts] = useState(() => data.status === 'pending');
  const [selected, setSelected] = useState<string | undefined>(undefined);
  // The parts of the editor the first screen shows load with the data, once the objects say which it is.
  const partsReady = usePreloadedParts(showsOtherEditor(data.objects, selected));
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set());
  // The objects with unsaved edits, as the installation's draft store tracks them (the one dirty tracker).
  const dirty = useUnsavedTargets(data.installation);
  // Set up from the panel: its button is gone, and the editor that appears (perhaps after its data loads)
  // takes focus.
  const [focusEditor, setFocusEditor] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const phone = usePhoneLayout();
  useEditorHeadingFocus(panelRef, focusEditor, () => setFocusEditor(false));
  if (data.status === 'pending' || (waitForParts && data.status === 'success' && !partsReady)) {
    return <LoadingSkeleton withList />;
  }
  if (data.status === 'error') {
    const summary = describeError(data.error, messages, { nothingToKeep: true });
    return (
      <div className="ric-notice" data-tone="danger" role="alert">
        <p>
          <strong>{messages['shell.loadFailed']}</strong> {summary.title}
        </p>
        <ServiceDetails error={data.error} requestId={summary.requestId} />
        <button type="button" className="ric-button" onClick={data.retry}>
          {messages['shell.retry']}
        </button>
      </div>
    );
  }
  const integrationName =
    data.hydratedRevision?.content.displayName ||
    data.integration?.latestRevision.content.displayName ||
    data.integration?.name ||
    '';
  if (data.installation === null) {
    return (
      <SetUpPanel
        integrationName={integrationName}
        onCreated={() => setFocusEditor(true)}
        onError={onError}
      />
    );
  }
  const objects = data.objects;
  if (!objects) return null;

  const groups = (['read', 'write', 'subscribe'] as const)
    .map((action) => ({ action, views: objects[action] as ObjectGroup['views'] }))
    .filter((group) => group.views.length > 0);
  const all = groups.flatMap((g) => g.views);
  if (all.length === 0) return <p>{messages['shell.noObjects']}</p>;
  const current = selected ?? keyOf(all[0] as ObjectGroup['views'][number]);
  // Drawn from the manifest while the provider's metadata loads: the objects' own names are still to come.
  const namesLoading = all.some((view) => view.fieldsLoading);
  const shown = new Set([...visited, current]);
  const ObjectList = phone ? PhoneObjectPicker : ObjectNav;

  return (
    <>
      {data.refetchError !== null && <RefreshNotice error={data.refetchError} onRetry={data.retry} />}
      {objects.invalid.length > 0 && (
        <div className="ric-notice" data-tone="info" role="status">
          {messages['shell.invalidObjects'](objects.invalid.length)}
        </div>
      )}
      <button
        type="button"
        className="ric-button ric-skip-link"
        onClick={() => {
          const panel = Array.from(panelRef.current?.children ?? []).find(
            (child) => child instanceof HTMLElement && !child.hidden,
          );
          panel?.querySelector<HTMLElement>('h2')?.focus();
        }}
      >
        {messages['shell.skipToEditor']}
      </button>
      <div className="ric-layout">
        <ObjectList
          groups={groups}
          selected={current}
          dirty={dirty}
          busy={namesLoading}
          onSelect={(key) => {
            setVisited(shown);
            setSelected(key);
            // On a phone the editor is below the picker: it comes into view with focus on its heading.
            if (phone) setFocusEditor(true);
          }}
        />
        <div className="ric-panel" ref={panelRef}>
          {all
            .filter((view) => shown.has(keyOf(view)))
            .map((view) => {
              const key = keyOf(view);
              // Visited editors stay mounted (hidden) so unsaved edits survive switching objects.
              return (
                <div key={key} hidden={key !== current}>
                  <ObjectEditorSlot view={view} onSaved={onSaved} onError={onError} />
                </div>
              );
            })}
          {shown.has(SETTINGS_KEY) && (
            <div hidden={current !== SETTINGS_KEY}>
              <Suspense fallback={<LoadingSkeleton />}>
                <InstallationSettingsPanel onSaved={onSaved} onError={onError} />
              </Suspense>
            </div>
          )}
        </div>
      </div>
    </>
  );
}
