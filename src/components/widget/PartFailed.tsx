'use client';

import { useMessages } from '../../hooks/useMessages.ts';

/** What a part shows in place of what failed to render: a message and "Try again". */
export function PartFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
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
