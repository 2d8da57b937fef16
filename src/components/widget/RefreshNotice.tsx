'use client';

import { useMessages } from '../../hooks/useMessages.ts';
import { describeError } from '../../messages/describeError.ts';

/** A refresh of shown data failed: a quiet notice with a retry; editors and edits stay. */
export function RefreshNotice({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const messages = useMessages();
  // The notice says what is kept; the failure is worded as a load's, which does not say it again.
  const summary = describeError(error, messages, { nothingToKeep: true });
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
