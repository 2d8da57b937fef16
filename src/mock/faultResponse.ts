import type { Problem } from '../schemas/problem.ts';
import { problemResponse, ServiceProblem } from './problems.ts';
import type { FaultKind } from './scenarios.ts';

const MALFORMED_BODY = '{"id": "3f8b2a1e-7c4d", "projectId": ';

const FAULT_PROBLEMS: Record<
  Exclude<FaultKind, 'network-error' | 'lost-answer' | 'malformed-json'>,
  [number, Problem]
> = {
  'internal-error': [
    500,
    { title: 'Internal Server Error', detail: 'The service failed to process the request', retryable: false },
  ],
  unavailable: [
    503,
    { title: 'Service Unavailable', detail: 'The service is temporarily unavailable', retryable: true },
  ],
  'rate-limited': [
    429,
    { title: 'Too Many Requests', detail: 'Too many requests for this project; slow down', retryable: true },
  ],
};

/**
 * The answer of an injected fault that has one (a network error or a lost answer has none), marked with an
 * `X-Mock-Fault` header; a retryable one says when to retry, `retryAfterSeconds` after `now`.
 */
export function faultResponse(
  fault: Exclude<FaultKind, 'network-error' | 'lost-answer'>,
  retryAfterSeconds: number,
  requestId: string,
  now: Date,
): Response {
  const mark = { 'X-Mock-Fault': fault };
  if (fault === 'malformed-json') {
    // A body cut off mid-way, as a proxy that drops the connection would leave it.
    return new Response(MALFORMED_BODY, {
      status: 200,
      headers: { 'Content-Type': 'application/json', ...mark },
    });
  }
  const [status, template] = FAULT_PROBLEMS[fault];
  const problem: Problem = { ...template };
  const headers: Record<string, string> = { ...mark };
  if (problem.retryable) {
    problem.retryAfter = new Date(now.getTime() + retryAfterSeconds * 1000).toISOString();
    headers['Retry-After'] = String(retryAfterSeconds);
  }
  return problemResponse(new ServiceProblem(status, problem, headers), requestId);
}
