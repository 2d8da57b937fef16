import { ApiError, InvalidResponseError, NetworkError } from '../api/errors.ts';
import type { ErrorMessages } from './errorMessages.ts';

/** A save or load error as the user reads it. */
export interface ErrorSummary {
  /**
   * What happened and what to do, in the catalogue's words, never the service's (its own words stay on the
   * error's problem document, for a "Details" disclosure support can read).
   */
  title: string;
  requestId: string | undefined;
  /** The service refused the sample read (422 naming fields): the caller may retry with `skipSampling`. */
  canSkipSampling: boolean;
  /** The same request may succeed later (network, 5xx/429). */
  retryable: boolean;
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
  const say = <K extends 'network' | 'invalidResponse' | 'unknown' | 'server' | 'auth'>(kind: K) => {
    const key: `error.${K}` | `error.load.${K}` = nothingToKeep ? `error.load.${kind}` : `error.${kind}`;
    return messages[key];
  };
  if (error instanceof ApiError) {
    // Titled from the status only: the service's own words are for support (its title without a type is only
    // the status phrase; its detail may name config keys and paths).
    return {
      title: error.status === 401 || error.status === 403 ? say('auth') : say('server')(error.status),
      requestId: error.requestId,
      // The contract has no problem type for a failed sample read: the service says so in the 422's texts.
      canSkipSampling: error.status === 422 && /sample read/i.test(JSON.stringify(error.problem)),
      retryable: error.status >= 500 || error.status === 429,
    };
  }
  const base = {
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
