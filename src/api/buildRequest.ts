import type * as z from 'zod/mini';

/** One call of the service as the client's operations describe it. */
export interface ApiCall<T> {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The path below the project, its segments encoded with {@link pathSegment}. */
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** What the response must match; `null` for an operation that answers without a body. */
  schema: z.ZodMiniType<T> | null;
  signal: AbortSignal | undefined;
}

/** How a request proves who sends it: an API key header, or a bearer token. */
export type Credential = { kind: 'apiKey' | 'bearer'; value: string };

/** A name as one segment of a path, percent-encoded; a name that would address another path is refused. */
export function pathSegment(value: string): string {
  // URL parsing resolves `.` and `..` segments (even percent-encoded), so such a name would address another path.
  if (value === '.' || value === '..' || value === '') {
    throw new TypeError(`"${value}" cannot be used as a path segment`);
  }
  return encodeURIComponent(value);
}

/** The fetch `Request` of a call below `projectUrl` (base URL and project path), with its credential. */
export function buildRequest(projectUrl: string, call: ApiCall<unknown>, credential: Credential): Request {
  const url = new URL(`${projectUrl}${call.path}`);
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  const headers = new Headers({ Accept: 'application/json, application/problem+json' });
  if (credential.kind === 'bearer') headers.set('Authorization', `Bearer ${credential.value}`);
  else headers.set('X-Api-Key', credential.value);
  if (call.body !== undefined) headers.set('Content-Type', 'application/json');
  return new Request(url, {
    method: call.method,
    headers,
    body: call.body === undefined ? null : JSON.stringify(call.body),
    signal: call.signal ?? null,
  });
}
