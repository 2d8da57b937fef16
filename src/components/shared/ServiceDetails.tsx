'use client';

import { useMessages } from '../../hooks/useMessages.ts';

/** Props of {@link ServiceDetails}. */
export interface ServiceDetailsProps {
  /** The service's or the provider's own words: shown as they came, as text. */
  texts: readonly string[];
  requestId?: string | undefined;
}

/**
 * The service's own words about a failure and the request ID, closed under "Details for support": the message
 * above it is the catalogue's; these may name config keys, paths or codes, which only support needs. Nothing
 * when there is nothing to show.
 */
export function ServiceDetails({ texts, requestId }: ServiceDetailsProps) {
  const messages = useMessages();
  if (texts.length === 0 && !requestId) return null;
  return (
    <details className="ric-hint">
      <summary>{messages['error.details']}</summary>
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {requestId && <p>{messages['save.requestId'](requestId)}</p>}
    </details>
  );
}
