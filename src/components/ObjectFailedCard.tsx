import { useId } from 'react';
import type { ObjectFailure } from '../core/buildRevisionObjects.ts';
import { useEditorMessages } from '../hooks/editorMessages.ts';
import { useMessages, useRevisionObjects } from '../hooks/index.ts';

/** Props of {@link ObjectFailedCard}. */
export interface ObjectFailedCardProps {
  /** The editor's heading (`Read Account`). */
  title: string;
  /** The object's name as the widget shows it. */
  objectLabel: string;
  /** What the user cannot do and why, in their terms; by default said from where the failure comes from. */
  summary?: string;
  failure: ObjectFailure;
}

/**
 * In place of an object's editor when the object cannot be edited now (its fields, saved settings or manifest
 * entry could not be read): the reason, and "Try again", which loads that response again. Other objects are
 * not affected.
 */
export function ObjectFailedCard({ title, objectLabel, summary, failure }: ObjectFailedCardProps) {
  const messages = useMessages();
  const words = useEditorMessages();
  const headingId = useId();
  const { reloadSource, isFetchingRevision, isFetching } = useRevisionObjects();
  const source = failure.errorSource ?? 'revision';
  const busy = source === 'revision' ? isFetchingRevision : isFetching;
  return (
    <section className="ric-editor" aria-labelledby={headingId} data-state="error">
      <h2 id={headingId} className="ric-editor-title" tabIndex={-1}>
        {title}
      </h2>
      <div className="ric-notice" data-tone="danger" role="status">
        <p>{summary ?? words['object.failed'](objectLabel, failure.errorSource)}</p>
        <p className="ric-hint">{failure.error}</p>
        <button
          type="button"
          className="ric-button"
          onClick={() => reloadSource(source)}
          disabled={busy}
          aria-busy={busy}
        >
          {messages['shell.retry']}
        </button>
      </div>
    </section>
  );
}
