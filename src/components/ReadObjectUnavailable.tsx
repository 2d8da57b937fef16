import type { ReadObjectView } from '../core/buildRevisionObjects.ts';
import { useMessages } from '../hooks/index.ts';

/** Props of {@link ReadObjectUnavailable}. */
export interface ReadObjectUnavailableProps {
  headingId: string;
  view: ReadObjectView;
  /** Why the object's part of the revision could not be read. */
  error: string;
  onRetry: () => void;
  retrying: boolean;
}

/** A read object whose part of the revision could not be read: the reason and a retry, in place of its editor. */
export function ReadObjectUnavailable({
  headingId,
  view,
  error,
  onRetry,
  retrying,
}: ReadObjectUnavailableProps) {
  const messages = useMessages();
  return (
    <section className="ric-editor" aria-labelledby={headingId} data-state="error">
      <h2 id={headingId} className="ric-editor-title" tabIndex={-1}>
        {messages['read.title'](view.displayName)}
      </h2>
      <div className="ric-notice" data-tone="danger" role="status">
        <p>{messages['read.hydrationError'](view.displayName)}</p>
        <p className="ric-hint">{error}</p>
        <button
          type="button"
          className="ric-button"
          onClick={onRetry}
          disabled={retrying}
          aria-busy={retrying}
        >
          {messages['shell.retry']}
        </button>
      </div>
    </section>
  );
}
