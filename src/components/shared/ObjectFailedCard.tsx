'use client';

import { useId, useRef } from 'react';
import type { ObjectFailure } from '../../core/buildRevisionObjects.ts';
import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useRevisionObjects } from '../../hooks/useRevisionObjects.ts';
import { ServiceDetails } from './ServiceDetails.tsx';

/** Props of {@link ObjectFailedCard}. */
export interface ObjectFailedCardProps {
  /** The editor's heading (`Read Account`). */
  title: string;
  /** The object's name as the widget shows it. */
  objectLabel: string;
  /** What the user cannot do and why, in their terms; by default said from where the failure comes from. */
  summary?: string;
  failure: ObjectFailure;
  /**
   * Given while the object holds unsaved edits (made before it failed, as its fields loaded): the card says they
   * are kept and offers to discard them, which this does.
   */
  onDiscardEdits?: () => void;
}

/**
 * In place of an object's editor when the object cannot be edited now (its fields, saved settings or manifest
 * entry could not be read): the reason in the catalogue's words (the provider's own under "Details for support"), and "Try again", which loads that response again; with unsaved edits of
 * the object, that they are kept, and "Discard unsaved changes". Other objects are not affected.
 */
export function ObjectFailedCard({
  title,
  objectLabel,
  summary,
  failure,
  onDiscardEdits,
}: ObjectFailedCardProps) {
  const messages = useMessages();
  const words = useEditorMessages();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { reloadSource, isFetchingRevision, isFetching } = useRevisionObjects();
  const source = failure.errorSource ?? 'revision';
  const busy = source === 'revision' ? isFetchingRevision : isFetching;
  return (
    <section className="ric-editor" aria-labelledby={headingId} data-state="error">
      <h2 ref={headingRef} id={headingId} className="ric-editor-title" tabIndex={-1}>
        {title}
      </h2>
      <div className="ric-notice" data-tone="danger" role="status">
        <p>{summary ?? words['object.failed'](objectLabel, failure.errorSource)}</p>
        <ServiceDetails texts={failure.error ? [failure.error] : []} />
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
      {onDiscardEdits && (
        <div className="ric-notice" data-tone="info">
          <p>{words['object.editsKept'](objectLabel)}</p>
          <button
            type="button"
            className="ric-button"
            onClick={() => {
              onDiscardEdits();
              // The button goes with the edits: the card's heading takes focus.
              headingRef.current?.focus();
            }}
          >
            {words['object.discardEdits']}
          </button>
        </div>
      )}
    </section>
  );
}
