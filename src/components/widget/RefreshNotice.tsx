'use client';

import { useMessages } from '../../hooks/useMessages.ts';
import { describeError } from '../../messages/describeError.ts';

/** A refresh of shown data failed: a quiet notice with a retry; editors and edits stay. */
export function RefreshNotice({ error, onRetry }: { error: unknown; onRetry: () => void }) {
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
