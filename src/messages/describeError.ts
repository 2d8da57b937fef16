import { ApiError, InvalidResponseError, NetworkError } from '../api/errors.ts';
import type { ErrorMessages } from './errorMessages.ts';

/** A save or load error as the user reads it. */
export interface ErrorSummary {
  /** What happened and what to do, in the catalogue's words (never the service's). */
  title: string;
  /**
   * The service's own words (its title, detail, remedy and the issues' details), for a "Details" disclosure that
   * support can read: they may name config keys and property paths, so they are not the message itself.
   */
  details: string[];
  requestId: string | undefined;
  /** The service refused the sample read (422 naming fields): the caller may retry with `skipSampling`. */
  canSkipSampling: boolean;
  /** The same request may succeed later (network, 5xx/429). */
  retryable: boolean;
}

// The contract has no problem type for a failed sample read: the service says so in the texts of the 422.
function mentionsSampleRead(error: ApiError): boolean {
  const { problem } = error;
  const texts = [problem.type, problem.title, problem.detail, ...(problem.issues ?? []).map((i) => i.detail)];
  return texts.some((text) => text !== undefined && /sample read/i.test(text));
}

/**
 * Summarizes any error of the library for display, without credentials or stack traces. `nothingToKeep`: the
 * failure came before there was anything to edit (loading), so the words do not promise that changes are kept.
 */
export function describeError(
  error: unknown,
  messages: ErrorMessages,
  { nothingToKeep = false }: { nothingToKeep?: boolean } = {},
): ErrorSummary {
  // The same failures before anything was loaded have words of their own (`error.load.*`).
  const say = <K extends 'network' | 'invalidResponse' | 'unknown' | 'server'>(kind: K) => {
    const key: `error.${K}` | `error.load.${K}` = nothingToKeep ? `error.load.${kind}` : `error.${kind}`;
    return messages[key];
  };
  if (error instanceof ApiError) {
    // Without a problem document, `problem` was made from the status for developers: the service said nothing.
    const said = error.hasProblemDocument ? error.problem : undefined;
    const details = [
      ...new Set(
        [
          said?.title,
          said?.detail,
          said?.remedy,
          ...(said?.issues ?? []).map((issue) => issue.detail),
        ].filter((text): text is string => typeof text === 'string' && text.trim() !== ''),
      ),
    ];
    const auth = error.status === 401 || error.status === 403;
    return {
      title: auth ? messages[nothingToKeep ? 'error.load.auth' : 'error.auth'] : say('server')(error.status),
      details,
      requestId: error.requestId,
      canSkipSampling: error.status === 422 && mentionsSampleRead(error),
      retryable: error.status >= 500 || error.status === 429,
    };
  }
  const base = {
    detail: undefined,
    remedy: undefined,
    details: [],
    requestId: undefined,
    canSkipSampling: false,
  };
  // The property path of an invalid response is for developers: it stays on the error (and reaches onError).
  return error instanceof NetworkError
    ? { ...base, title: say('network'), retryable: true }
    : {
        ...base,
        title: say(error instanceof InvalidResponseError ? 'invalidResponse' : 'unknown'),
        retryable: false,
      };
}
