import type { Problem } from '../schemas/problem.ts';

/** The service answered with an error status; `problem` is its problem document (or one made from the status). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status code. */
  readonly status: number;
  /** The parsed problem document: `title`, `detail`, `issues`, `retryable`, `retryAfter`, `remedy`, ... */
  readonly problem: Problem;
  /** The service's request ID, for support. */
  readonly requestId: string | undefined;
  /** When the request may be retried, from the problem's `retryAfter` or the `Retry-After` header. */
  readonly retryAfter: Date | undefined;
  /**
   * Whether the service answered with a problem document; `false` when `problem` was made from the status
   * (a gateway's HTML page, an empty body), so its texts are not the service's words.
   */
  readonly hasProblemDocument: boolean;

  constructor(
    status: number,
    problem: Problem,
    requestId?: string,
    retryAfter?: Date,
    options: { hasProblemDocument?: boolean } = {},
  ) {
    super(`${status} ${problem.title ?? 'Error'}${problem.detail ? `: ${problem.detail}` : ''}`);
    this.status = status;
    this.problem = problem;
    this.requestId = requestId;
    this.retryAfter = retryAfter;
    this.hasProblemDocument = options.hasProblemDocument ?? true;
  }

  /** Whether the service says the same request may succeed later (5xx/429 marked `retryable`). */
  get retryable(): boolean {
    return this.problem.retryable === true;
  }
}

/** The service answered 2xx, but the body is not JSON or does not match the contract; `path` names where. */
export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError';
  /** HTTP status of the response. */
  readonly status: number;
  /** The property path that failed (`config.content.read.objects.account.selectedFields`), `''` for the body. */
  readonly path: string;

  constructor(status: number, path: string, reason: string) {
    super(`Unexpected response from the service${path ? ` at ${path}` : ''}: ${reason}`);
    this.status = status;
    this.path = path;
  }
}

/** The request never got an answer (offline, DNS, connection reset, CORS); nothing is known about the server. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(options?: { cause?: unknown }) {
    super('Could not reach the server. Check your connection and try again.', options);
  }
}

/** Whether an error is the abort of a request (an `AbortSignal` fired), not a failure. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}
