import type { InputValidationIssue, Problem } from '../schemas/problem.ts';

/** The detail text of every input validation problem (docs/contract.md, "Errors"). */
export const INVALID_INPUT_DETAIL = 'The input message is incorrect';

/** A failure of a service operation, answered as an RFC 9457 problem document. */
export class ServiceProblem extends Error {
  override readonly name = 'ServiceProblem';
  /** HTTP status of the answer. */
  readonly status: number;
  /** The problem document without `requestId`, which the backend adds per request. */
  readonly problem: Problem;
  /** Extra response headers (`Retry-After`, `WWW-Authenticate`). */
  readonly headers: Record<string, string>;

  /** `problem.status` is ignored: the document always carries the answer's status. */
  constructor(status: number, problem: Problem, headers: Record<string, string> = {}) {
    super(`${status} ${problem.title ?? ''}: ${problem.detail ?? ''}`);
    this.status = status;
    const { status: _overridden, ...rest } = problem;
    this.problem = { type: 'about:blank', title: problem.title, status, ...rest };
    this.headers = headers;
  }
}

/**
 * Invalid input: `Bad Request` with one issue per invalid input; `status` 422 where the contract says so (an
 * invalid config, a failed sample read), titled with its status phrase as RFC 9457 asks of `about:blank`.
 */
export function invalidInput(issues: InputValidationIssue[], status: 400 | 422 = 400): ServiceProblem {
  const title = status === 422 ? 'Unprocessable Content' : 'Bad Request';
  return new ServiceProblem(status, { title, detail: INVALID_INPUT_DETAIL, issues });
}

/** A resource named by the request does not exist. */
export function notFound(detail: string, issues?: InputValidationIssue[]): ServiceProblem {
  return new ServiceProblem(
    404,
    issues ? { title: 'Not Found', detail, issues } : { title: 'Not Found', detail },
  );
}

/** A JSON response. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** The problem document of a failure, with the request's ID. */
export function problemResponse(failure: ServiceProblem, requestId: string): Response {
  return new Response(JSON.stringify({ ...failure.problem, requestId }), {
    status: failure.status,
    headers: { 'Content-Type': 'application/problem+json', ...failure.headers },
  });
}
