import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type {
  ObjectStatus,
  ReadObjectView,
  SubscribeObjectView,
  WriteObjectView,
} from '../core/buildRevisionObjects.ts';
import {
  describeError,
  InstallationScope,
  type InstallationScopeValue,
  useCreateInstallation,
  useMessages,
  useRevisionObjects,
} from '../hooks/index.ts';
import type { Action, Installation } from '../schemas/index.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ObjectSummary } from './ObjectSummary.tsx';
import { ReadObjectEditor } from './ReadObjectEditor.tsx';
import './theme.css';
import './InstallationConfig.css';

/** Props of {@link InstallationConfig}. */
export type InstallationConfigProps = InstallationScopeValue & {
  /** Called after each successful save with the installation the service stored. */
  onSaved?: (installation: Installation) => void;
  /** Called when loading or saving fails (edits are kept). */
  onError?: (error: unknown) => void;
  /** Colour scheme: follow the OS (`auto`, default), or force `light` / `dark`. */
  theme?: 'auto' | 'light' | 'dark';
  /** Extra class names for the root element. */
  className?: string;
};

type AnyView = ReadObjectView | WriteObjectView | SubscribeObjectView;
const keyOf = (view: { action: Action; objectName: string }) => `${view.action}:${view.objectName}`;

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
  const summary = error ? describeError(error, messages) : undefined;
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

/** What a part shows in place of what failed to render: a message and "Try again". */
function PartFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const messages = useMessages();
  return (
    <div className="ric-notice" data-tone="danger" role="alert">
      <p>{message}</p>
      <button type="button" className="ric-button" onClick={onRetry}>
        {messages['shell.retry']}
      </button>
    </div>
  );
}

function ObjectNav({
  groups,
  selected,
  dirty,
  onSelect,
}: {
  groups: { action: Action; views: AnyView[] }[];
  selected: string | undefined;
  dirty: ReadonlySet<string>;
  onSelect: (key: string) => void;
}) {
  const messages = useMessages();
  const navId = useId();
  const statusText: Record<ObjectStatus, string> = {
    enabled: messages['shell.status.enabled'],
    disabled: messages['shell.status.disabled'],
    notConfigured: messages['shell.status.notConfigured'],
    error: messages['shell.status.error'],
  };
  return (
    <nav className="ric-nav" aria-label={messages['shell.objectsNav']}>
      {groups.map(({ action, views }) => (
        <div key={action} className="ric-nav-group">
          <h3 className="ric-nav-heading" id={`${navId}-${action}`}>
            {messages[`shell.group.${action}`]}
          </h3>
          <ul aria-labelledby={`${navId}-${action}`}>
            {views.map((view) => {
              const key = keyOf(view);
              const isDirty = dirty.has(key);
              return (
                <li key={key}>
                  <button
                    type="button"
                    className="ric-nav-item"
                    aria-current={selected === key ? 'true' : undefined}
                    data-status={view.status}
                    onClick={() => onSelect(key)}
                  >
                    <span className="ric-nav-name">{view.displayName}</span>
                    <span className="ric-nav-status">
                      {statusText[view.status]}
                      {isDirty && <span className="ric-nav-dirty"> · {messages['shell.unsaved']}</span>}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function InstallationConfigBody({ onSaved, onError }: Pick<InstallationConfigProps, 'onSaved' | 'onError'>) {
  const messages = useMessages();
  const data = useRevisionObjects();
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set());
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  // Set up from the panel: its button is gone, and the editor that appears (perhaps after its data loads)
  // takes focus.
  const [focusEditor, setFocusEditor] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusEditor) return;
    const shown = Array.from(panelRef.current?.children ?? []).find(
      (child) => child instanceof HTMLElement && !child.hidden,
    );
    const heading = shown?.querySelector<HTMLElement>('h2');
    if (!heading) return;
    setFocusEditor(false);
    // Unless the user has put focus somewhere else meanwhile.
    if (document.activeElement && document.activeElement !== document.body) return;
    heading.focus();
  });
  const onDirtyChange = useCallback((objectName: string, isDirty: boolean) => {
    setDirty((previous) => {
      const key = `read:${objectName}`;
      if (previous.has(key) === isDirty) return previous;
      const next = new Set(previous);
      if (isDirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  if (data.status === 'pending') {
    return (
      <div className="ric-loading" role="status" aria-busy="true">
        {messages['shell.loading']}
      </div>
    );
  }
  if (data.status === 'error') {
    const summary = describeError(data.error, messages);
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
  const shown = new Set([...visited, current]);

  return (
    <>
      {objects.invalid.length > 0 && (
        <div className="ric-notice" data-tone="info" role="status">
          {messages['shell.invalidObjects'](objects.invalid.length)}
        </div>
      )}
      {data.installation?.lastOperationStatus === 'in_progress' && (
        <div className="ric-notice" data-tone="info" role="status">
          {messages['shell.subscribe.inProgress']}
        </div>
      )}
      <div className="ric-layout">
        <ObjectNav
          groups={groups}
          selected={current}
          dirty={dirty}
          onSelect={(key) => {
            setVisited(shown);
            setSelected(key);
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
                  {/* A render error in one object's editor takes down only that editor. */}
                  <ErrorBoundary
                    onError={onError}
                    fallback={(_error, reset) => (
                      <PartFailed
                        message={messages['shell.objectFailed'](view.displayName)}
                        onRetry={reset}
                      />
                    )}
                  >
                    {view.action === 'read' ? (
                      <ReadObjectEditor
                        objectName={view.objectName}
                        onSaved={onSaved}
                        onError={onError}
                        onDirtyChange={onDirtyChange}
                      />
                    ) : (
                      <ObjectSummary view={view} />
                    )}
                  </ErrorBoundary>
                </div>
              );
            })}
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
  theme = 'auto',
  className,
  ...scope
}: InstallationConfigProps) {
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
