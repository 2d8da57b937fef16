import type * as z from 'zod/mini';
import { formatIssuePath } from '../core/formatIssuePath.ts';
import { type Problem, problemSchema } from '../schemas/problem.ts';
import { ApiError, InvalidResponseError } from './errors.ts';

function parseRetryAfter(problem: Problem, header: string | null): Date | undefined {
  if (problem.retryAfter) {
    const at = new Date(problem.retryAfter);
    if (!Number.isNaN(at.getTime())) return at;
  }
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) return new Date(Date.now() + seconds * 1000);
    const at = new Date(header);
    if (!Number.isNaN(at.getTime())) return at;
  }
  return undefined;
}

function problemFrom(
  status: number,
  statusText: string,
  text: string,
): { problem: Problem; hasProblemDocument: boolean } {
  try {
    const parsed = problemSchema.safeParse(JSON.parse(text));
    if (parsed.success) return { problem: { status, ...parsed.data }, hasProblemDocument: true };
  } catch {
    // Not JSON: a proxy or gateway answered; describe the status instead.
  }
  // For developers (the error's message, onError); the user is told in the host's words (describeError).
  return {
    problem: {
      type: 'about:blank',
      status,
      title: statusText || `HTTP ${status}`,
      detail: 'The service returned an error without a problem document.',
    },
    hasProblemDocument: false,
  };
}

/**
 * The value of a response whose body `text` has been read: parsed with `schema` (nothing for `null`), or thrown
 * as an `ApiError` (an error status, with its problem document) or an `InvalidResponseError` (a 2xx body that is
 * not JSON or does not match). `redact` cuts the credential from whatever text of the response an error keeps.
 */
export function parseResponse<T>(
  response: Response,
  text: string,
  schema: z.ZodMiniType<T> | null,
  redact: (text: string) => string,
): T {
  if (!response.ok) {
    const { problem, hasProblemDocument } = problemFrom(
      response.status,
      redact(response.statusText),
      redact(text),
    );
    const requestId = problem.requestId ?? response.headers.get('x-request-id') ?? undefined;
    throw new ApiError(
      response.status,
      problem,
      requestId,
      parseRetryAfter(problem, response.headers.get('retry-after')),
      { hasProblemDocument },
    );
  }
  if (schema === null) return undefined as T;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new InvalidResponseError(response.status, '', 'the body is not valid JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InvalidResponseError(
      response.status,
      redact(formatIssuePath(issue?.path ?? [])),
      redact(issue?.message ?? 'invalid'),
    );
  }
  return parsed.data;
}
