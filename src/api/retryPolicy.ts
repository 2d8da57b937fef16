import { ApiError, NetworkError } from './errors.ts';

/** How failed reads are retried: bounded, with exponential backoff, honouring the service's `retryAfter`. */
export interface RetryPolicy {
  /** Retries after the first failure. */
  retries: number;
  /** First backoff delay; doubled on each attempt. */
  baseDelayMs: number;
  /** No wait is longer than this, whatever `retryAfter` says. */
  maxDelayMs: number;
}

/** The default: 3 retries, 500 ms doubling, at most 30 s. */
export const defaultRetryPolicy: RetryPolicy = { retries: 3, baseDelayMs: 500, maxDelayMs: 30_000 };

/** Whether a failure may succeed if sent again: network errors, and 5xx/429 the service marks `retryable`. */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  if (error instanceof ApiError) return (error.status >= 500 || error.status === 429) && error.retryable;
  return false;
}

/** How long to wait before retry number `attempt` (0-based). */
export function retryDelayMs(policy: RetryPolicy, attempt: number, error: unknown, now = Date.now()): number {
  if (error instanceof ApiError && error.retryAfter) {
    return Math.min(policy.maxDelayMs, Math.max(0, error.retryAfter.getTime() - now));
  }
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
}
