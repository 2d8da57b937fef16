import { type KeyboardEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import type {
  ReadObjectView,
  RevisionObjects,
  SubscribeObjectView,
  WriteObjectView,
} from '../../core/buildRevisionObjects.ts';
import { InstallationScope, type InstallationScopeValue } from '../../hooks/InstallationScope.tsx';
import { useCreateInstallation } from '../../hooks/useCreateInstallation.ts';
import { useUnsavedTargets } from '../../hooks/useDraftStore.ts';
import { useEditorHeadingFocus } from '../../hooks/useEditorHeadingFocus.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useRevisionObjects } from '../../hooks/useRevisionObjects.ts';
import { useUnsavedChangesGuard } from '../../hooks/useUnsavedChangesGuard.ts';
import { describeError } from '../../messages/describeError.ts';
import type { Action } from '../../schemas/config.ts';
import type { Installation } from '../../schemas/installation.ts';
import { LoadingSkeleton } from '../shared/LoadingSkeleton.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { entryNotes } from './entryNotes.ts';
import { ObjectEditorSlot } from './ObjectEditorSlot.tsx';
import { usePhoneLayout } from './ObjectPicker.tsx';
import { keyOf, SETTINGS_KEY } from './objectKeys.ts';
import { PartFailed } from './PartFailed.tsx';
import { PhoneObjectPicker } from './PhoneObjectPicker.tsx';
import { usePreloadedParts } from './preloadParts.ts';
import '../shared/theme.css';
import './InstallationConfig.css';

/** Props of {@link InstallationConfig}. */
export type InstallationConfigProps = InstallationScopeValue & {
  /** Called after each successful save with the installation the service stored. */
  onSaved?: (installation: Installation) => void;
  /** Called when loading or saving fails (edits are kept). */
  onError?: (error: unknown) => void;
  /**
   * Colour scheme: `light` (default) or `dark`; `auto` follows the OS setting, `inherit` the host page's own
   * `color-scheme`.
   */
  theme?: 'light' | 'dark' | 'auto' | 'inherit';
  /** Extra class names for the root element. */
  className?: string;
  /**
   * Asks the browser to confirm leaving the page while there are unsaved changes (default `true`); `false` when
   * the host guards navigation itself (see `useUnsavedChangesGuard`).
   */
  guardUnsavedChanges?: boolean;
};

type AnyView = ReadObjectView | WriteObjectView | SubscribeObjectView;

// The write, subscribe and settings editors load when first opened: a read-only host does not ship them.
const InstallationSettingsPanel = lazy(() =>
  import('./editorParts.ts').then((m) => ({ default: m.InstallationSettingsPanel })),
);
const SubscriptionProgress = lazy(() =>
  import('./editorParts.ts').then((m) => ({ default: m.SubscriptionProgress })),
);

function SetUpPanel({
  integrationName,
  onCreated,
  onError,
}: {
  integrationName: string;
  onCreated: () => void;
  onError?: (error: unknown) => void;
}) {
  const messages = useMessages();
  const { create, canCreate, isPending, error } = useCreateInstallation();
  const summary = error ? describeError(error, messages, { nothingToKeep: true }) : undefined;
  const titleId = useId();
  return (
    <section className="ric-setup" aria-labelledby={titleId}>
      <h2 id={titleId}>{messages['shell.setUp.title'](integrationName)}</h2>
      <p>{canCreate ? messages['shell.setUp.body'] : messages['shell.setUp.noConnection']}</p>
      <button
        type="button"
        className="ric-button"
        data-variant="primary"
        disabled={!canCreate || isPending}
        aria-busy={isPending}
        onClick={() => void create().then(onCreated, (e: unknown) => onError?.(e))}
      >
        {messages['shell.setUp.action']}
      </button>
      {summary && (
        <div className="ric-notice" data-tone="danger" role="alert">
          <p>{summary.title}</p>
          {summary.detail && <p>{summary.detail}</p>}
        </div>
      )}
    </section>
  );
}

function ObjectNav({
  groups,
  selected,
  dirty,
  busy,
  onSelect,
}: {
  groups: { action: Action; views: AnyView[] }[];
  selected: string | undefined;
  dirty: ReadonlySet<string>;
  /** The objects are shown from the manifest while the provider's metadata loads. */
  busy: boolean;
  onSelect: (key: string) => void;
}) {
  const messages = useMessages();
  const navId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // The one item in the tab order: the last one focused, else the selected object (WAI-ARIA roving tabindex).
  const [focusKey, setFocusKey] = useState<string>();
  const keys = [...groups.flatMap(({ views }) => views.map(keyOf)), SETTINGS_KEY];
  const tabStop = focusKey !== undefined && keys.includes(focusKey) ? focusKey : (selected ?? keys[0]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, key: string) => {
    const index = keys.indexOf(key);
    const targets: Record<string, number> = {
      ArrowDown: Math.min(keys.length - 1, index + 1),
      ArrowUp: Math.max(0, index - 1),
      Home: 0,
      End: keys.length - 1,
    };
    const target = keys[targets[event.key] ?? -1];
    if (target === undefined) return;
    event.preventDefault();
    setFocusKey(target);
    buttons.current.get(target)?.focus();
  };
  // What every item of the list is: a button in the roving tab order that selects its object.
  const itemProps = (key: string) => ({
    className: 'ric-nav-item',
    'aria-current': selected === key ? ('true' as const) : undefined,
    tabIndex: key === tabStop ? 0 : -1,
    ref: (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(key, element);
      else buttons.current.delete(key);
    },
    onFocus: () => setFocusKey(key),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => onKeyDown(event, key),
    onClick: () => onSelect(key),
  });
  return (
    <nav
      className="ric-nav"
      aria-label={messages['shell.objectsNav']}
      aria-describedby={`${navId}-keys`}
      aria-busy={busy || undefined}
    >
      <p id={`${navId}-keys`} className="ric-visually-hidden">
        {messages['shell.objectsNavKeys']}
      </p>
      {groups.map(({ action, views }) => (
        <div key={action} className="ric-nav-group">
          <h3 className="ric-nav-heading" id={`${navId}-${action}`}>
            {messages[`shell.group.${action}`]}
          </h3>
          <ul aria-labelledby={`${navId}-${action}`}>
            {views.map((view) => {
              const key = keyOf(view);
              return (
                <li key={key}>
                  <button type="button" {...itemProps(key)} data-status={view.status}>
                    <span className="ric-nav-name">{view.displayName}</span>
                    <span className="ric-nav-status">
                      {entryNotes(view, dirty, messages).map((note, index) =>
                        index === 0 ? (
                          note
                        ) : (
                          <span key={note} className="ric-nav-dirty">
                            {' · '}
                            {note}
                          </span>
                        ),
                      )}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <div className="ric-nav-group">
        <button type="button" {...itemProps(SETTINGS_KEY)}>
          <span className="ric-nav-name">{messages['shell.settings']}</span>
          {dirty.has(SETTINGS_KEY) && <span className="ric-nav-status">{messages['shell.unsaved']}</span>}
        </button>
      </div>
    </nav>
  );
}

/** A refresh of shown data failed: a quiet notice with a retry; editors and edits stay. */
function RefreshNotice({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const messages = useMessages();
  const summary = describeError(error, messages);
  return (
    <div className="ric-notice" data-tone="info" role="status">
      <p>
        {messages['shell.refreshFailed']} <span className="ric-hint">{summary.title}</span>
      </p>
      <button type="button" className="ric-button" onClick={onRetry}>
        {messages['shell.retry']}
      </button>
    </div>
  );
}

/** Whether the screen shows an editor of the write, subscribe and settings chunk rather than the read editor. */
function showsOtherEditor(objects: RevisionObjects | undefined, selected: string | undefined): boolean {
  if (selected !== undefined) return !selected.startsWith('read:');
  // The first object listed: a read one if there is any.
  return !!objects && objects.read.length === 0 && objects.write.length + objects.subscribe.length > 0;
}

function InstallationConfigBody({ onSaved, onError }: Pick<InstallationConfigProps, 'onSaved' | 'onError'>) {
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
  // Once a subscribe change has been seen in progress, its progress and then its outcome are shown.
  const [showProgress, setShowProgress] = useState(false);
  if (!showProgress && data.installation?.lastOperationStatus === 'in_progress') setShowProgress(true);
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
        {summary.detail && <p>{summary.detail}</p>}
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
    .map((action) => ({ action, views: objects[action] as AnyView[] }))
    .filter((group) => group.views.length > 0);
  const all = groups.flatMap((g) => g.views);
  if (all.length === 0) return <p>{messages['shell.noObjects']}</p>;
  const current = selected ?? keyOf(all[0] as AnyView);
  // Drawn from the manifest while the provider's metadata loads: the objects' own names are still to come.
  const namesLoading = all.some((view) => view.fieldsLoading);
  const shown = new Set([...visited, current]);

  return (
    <>
      {data.refetchError !== null && <RefreshNotice error={data.refetchError} onRetry={data.retry} />}
      {objects.invalid.length > 0 && (
        <div className="ric-notice" data-tone="info" role="status">
          {messages['shell.invalidObjects'](objects.invalid.length)}
        </div>
      )}
      {showProgress && (
        // One notice of the change in progress, with its elapsed time, once the editors' chunk is there (no
        // fallback: React 18 and 19 keep a boundary without one, showing nothing meanwhile).
        <Suspense>
          <SubscriptionProgress />
        </Suspense>
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
        {phone ? (
          <PhoneObjectPicker
            groups={groups}
            selected={current}
            dirty={dirty}
            busy={namesLoading}
            onSelect={(key) => {
              setVisited(shown);
              setSelected(key);
              // The editor is below the picker: it comes into view with focus on its heading.
              setFocusEditor(true);
            }}
          />
        ) : (
          <ObjectNav
            groups={groups}
            selected={current}
            dirty={dirty}
            busy={namesLoading}
            onSelect={(key) => {
              setVisited(shown);
              setSelected(key);
            }}
          />
        )}
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

/**
 * The embeddable widget: the integration's objects grouped by action with their state, and the editor of the
 * selected object. Use inside an `IntegrationConfigProvider`.
 *
 * @example
 * <IntegrationConfigProvider client={client}>
 *   <InstallationConfig integration="salesforce-crm" groupRef={orgId} onSaved={(i) => toast('Saved')} />
 * </IntegrationConfigProvider>
 */
export function InstallationConfig({
  onSaved,
  onError,
  theme = 'light',
  className,
  guardUnsavedChanges = true,
  ...scope
}: InstallationConfigProps) {
  useUnsavedChangesGuard(guardUnsavedChanges);
  const messages = useMessages();
  return (
    <div className={className ? `ric-root ${className}` : 'ric-root'} data-theme={theme}>
      {/* Whatever fails to render inside the widget stays inside it: the host page keeps running. */}
      <ErrorBoundary
        onError={onError}
        fallback={(_error, reset) => <PartFailed message={messages['shell.partFailed']} onRetry={reset} />}
      >
        <InstallationScope {...scope}>
          <InstallationConfigBody onSaved={onSaved} onError={onError} />
        </InstallationScope>
      </ErrorBoundary>
    </div>
  );
}
