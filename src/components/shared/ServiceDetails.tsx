'use client';

import { ApiError } from '../../api/errors.ts';
import { SaveError } from '../../drafts/SaveError.ts';
import { useMessages } from '../../hooks/useMessages.ts';

/** The service's own words about a failure (its title, detail, remedy and issues), each once. */
function serviceWordsOf(error: unknown): string[] {
  const cause = error instanceof SaveError ? error.cause : error;
  if (!(cause instanceof ApiError) || !cause.hasProblemDocument) return [];
  const { title, detail, remedy, issues = [] } = cause.problem;
  const words = [title, detail, remedy, ...issues.map((issue) => issue.detail)];
  return [...new Set(words.filter((text): text is string => typeof text === 'string' && text.trim() !== ''))];
}

/** Props of {@link ServiceDetails}. */
export interface ServiceDetailsProps {
  /** The failure: the service's words are read from its problem document. */
  error?: unknown;
  /** Words of the service or the provider given as they came (an object's `error`). */
  texts?: readonly string[];
  requestId?: string | undefined;
}

/**
 * The service's own words about a failure and the request ID, closed under "Details for support": the message
 * above it is the catalogue's; these may name config keys, paths or codes, which only support needs. Shown as
 * text; nothing when there is nothing to show.
 */
export function ServiceDetails({ error, texts = [], requestId }: ServiceDetailsProps) {
  const messages = useMessages();
  const shown = [...texts, ...serviceWordsOf(error)];
  if (shown.length === 0 && !requestId) return null;
  return (
    <details className="ric-hint">
      <summary>{messages['save.details']}</summary>
      {shown.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {requestId && <p>{messages['save.requestId'](requestId)}</p>}
    </details>
  );
}
