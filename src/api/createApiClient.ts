import type * as z from 'zod/mini';
import type { Action, ConfigContent } from '../schemas/config.ts';
import { type Installation, installationListSchema, installationSchema } from '../schemas/installation.ts';
import {
  type HydratedRevisionShell,
  hydratedRevisionShellSchema,
  type Integration,
  integrationSchema,
} from '../schemas/integration.ts';
import type { JsonPatchOperation, UpdateInstallationRequest } from '../schemas/requests.ts';
import { isAbortError, NetworkError } from './errors.ts';
import { parseResponse } from './parseResponse.ts';

interface ApiClientTarget {
  /** The service base address including `/v1`, e.g. `https://api.withampersand.com/v1`. */
  baseUrl: string;
  /** Project ID or name. */
  project: string;
}

/** How the client reaches and authenticates with the service: an API key, or a bearer token source. */
export type ApiClientConfig = ApiClientTarget &
  (
    | { apiKey: string; getToken?: never }
    | {
        /** Returns a bearer token; called for each request and once more after a 401. */
        getToken: () => string | Promise<string>;
        apiKey?: never;
      }
  );

/** Transport options; `fetch` defaults to the global one (pass the mock backend's for tests and demos). */
export interface ApiClientOptions {
  fetch?: (request: Request) => Promise<Response>;
}

/** Per-call options. */
export interface RequestOptions {
  signal?: AbortSignal;
}

/** Identifies the installation an object patch applies to: by ID or by group. */
export type InstallationTarget =
  | { installationId: string; groupRef?: never }
  | { groupRef: string; installationId?: never };

/** Arguments of `patchInstallationObject`. */
export type PatchInstallationObjectArgs = {
  integrationId: string;
  objectName: string;
  action: Action;
  changes: JsonPatchOperation[];
} & InstallationTarget;

/** Arguments of `updateInstallation`. */
export interface UpdateInstallationArgs extends UpdateInstallationRequest {
  integrationId: string;
  installationId: string;
  skipSampling?: boolean;
}

/** Arguments of `createInstallation`. */
export interface CreateInstallationArgs {
  integrationId: string;
  groupRef: string;
  connectionId?: string;
  config: { content: ConfigContent; createdBy?: string };
  skipSampling?: boolean;
}

/** One function per operation of the service; every response is parsed with its contract schema. */
export interface ApiClient {
  /** Base URL and project, without credentials: tells caches of two clients apart. */
  readonly scope: string;
  getIntegration(args: { integrationIdOrName: string }, options?: RequestOptions): Promise<Integration>;
  getHydratedRevision(
    args: { integrationId: string; revisionId: string; connectionId: string },
    options?: RequestOptions,
  ): Promise<HydratedRevisionShell>;
  listInstallations(
    args: { integrationId: string; groupRef: string },
    options?: RequestOptions,
  ): Promise<Installation[]>;
  getInstallation(
    args: { integrationId: string; installationId: string },
    options?: RequestOptions,
  ): Promise<Installation>;
  createInstallation(args: CreateInstallationArgs, options?: RequestOptions): Promise<Installation>;
  updateInstallation(args: UpdateInstallationArgs, options?: RequestOptions): Promise<Installation>;
  patchInstallationObject(args: PatchInstallationObjectArgs, options?: RequestOptions): Promise<Installation>;
  deleteInstallation(
    args: { integrationId: string; installationId: string },
    options?: RequestOptions,
  ): Promise<void>;
}

interface Call<T> {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  schema: z.ZodMiniType<T> | null;
  signal: AbortSignal | undefined;
}

function segment(value: string): string {
  // URL parsing resolves `.` and `..` segments (even percent-encoded), so such a name would address another path.
  if (value === '.' || value === '..' || value === '') {
    throw new TypeError(`"${value}" cannot be used as a path segment`);
  }
  return encodeURIComponent(value);
}

// What a failed fetch or read of a body throws: an abort as it is, anything else as a network failure.
function networkFailure(error: unknown, call: Call<unknown>): unknown {
  return isAbortError(error) || call.signal?.aborted ? error : new NetworkError({ cause: error });
}

/**
 * Creates the thin client for the installation configuration service.
 *
 * @example
 * const client = createApiClient({ baseUrl: 'https://api.withampersand.com/v1', project: 'my-project', apiKey });
 * const integration = await client.getIntegration({ integrationIdOrName: 'salesforce-crm' });
 */
export function createApiClient(config: ApiClientConfig, options: ApiClientOptions = {}): ApiClient {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const projectPath = `/projects/${segment(config.project)}`;
  const doFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));

  async function send(call: Call<unknown>): Promise<{ response: Response; credential: string }> {
    call.signal?.throwIfAborted();
    const url = new URL(`${baseUrl}${projectPath}${call.path}`);
    for (const [key, value] of Object.entries(call.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, value);
    }
    const headers = new Headers({ Accept: 'application/json, application/problem+json' });
    // Awaited only for a token: with an API key the request leaves in the same task as the call, rather than
    // a microtask later (after whatever render started it has finished).
    const credential = config.getToken ? await config.getToken() : config.apiKey;
    if (config.getToken) headers.set('Authorization', `Bearer ${credential}`);
    else headers.set('X-Api-Key', credential);
    if (call.body !== undefined) headers.set('Content-Type', 'application/json');
    const request = new Request(url, {
      method: call.method,
      headers,
      body: call.body === undefined ? null : JSON.stringify(call.body),
      signal: call.signal ?? null,
    });
    try {
      return { response: await doFetch(request), credential };
    } catch (error) {
      throw networkFailure(error, call);
    }
  }

  async function request<T>(call: Call<T>): Promise<T> {
    let { response, credential } = await send(call);
    // A bearer token may have expired between getToken() and the request: fetch a fresh one and retry once.
    if (response.status === 401 && config.getToken) {
      // The refused body is dropped without waiting: its cancel can stay pending for good (Node's fetch behind
      // MSW), and the retry must not wait on it.
      void response.body?.cancel().catch(() => undefined);
      ({ response, credential } = await send(call));
    }
    // Whatever the server or a gateway echoes of the credential is cut from errors, whatever its length: a short
    // test key is still a secret (cutting a word that happens to equal it is the lesser harm).
    const redact = (text: string) => (credential ? text.replaceAll(credential, '[redacted]') : text);
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw networkFailure(error, call);
    }
    return parseResponse(response, text, call.schema, redact);
  }

  const integrationPath = (integrationId: string) => `/integrations/${segment(integrationId)}`;
  const installationPath = (integrationId: string, installationId: string) =>
    `${integrationPath(integrationId)}/installations/${segment(installationId)}`;
  const samplingQuery = (skipSampling: boolean | undefined) => ({
    skipSampling: skipSampling ? 'true' : undefined,
  });

  return {
    scope: `${baseUrl}#${config.project}`,
    getIntegration: async ({ integrationIdOrName }, opts) =>
      request({
        method: 'GET',
        path: integrationPath(integrationIdOrName),
        schema: integrationSchema,
        signal: opts?.signal,
      }),

    getHydratedRevision: async ({ integrationId, revisionId, connectionId }, opts) =>
      request({
        method: 'GET',
        path: `${integrationPath(integrationId)}/revisions/${segment(revisionId)}:hydrate`,
        query: { connectionId },
        schema: hydratedRevisionShellSchema,
        signal: opts?.signal,
      }),

    listInstallations: async ({ integrationId, groupRef }, opts) =>
      request({
        method: 'GET',
        path: `${integrationPath(integrationId)}/installations`,
        query: { groupRef },
        schema: installationListSchema,
        signal: opts?.signal,
      }),

    getInstallation: async ({ integrationId, installationId }, opts) =>
      request({
        method: 'GET',
        path: installationPath(integrationId, installationId),
        schema: installationSchema,
        signal: opts?.signal,
      }),

    createInstallation: async ({ integrationId, skipSampling, ...body }, opts) =>
      request({
        method: 'POST',
        path: `${integrationPath(integrationId)}/installations`,
        query: samplingQuery(skipSampling),
        body,
        schema: installationSchema,
        signal: opts?.signal,
      }),

    updateInstallation: async (
      { integrationId, installationId, skipSampling, updateMask, installation },
      opts,
    ) =>
      request({
        method: 'PATCH',
        path: installationPath(integrationId, installationId),
        query: samplingQuery(skipSampling),
        body: { updateMask, installation },
        schema: installationSchema,
        signal: opts?.signal,
      }),

    patchInstallationObject: async ({ integrationId, objectName, ...body }, opts) =>
      request({
        method: 'PATCH',
        path: `${integrationPath(integrationId)}/objects/${segment(objectName)}/config-content`,
        body,
        schema: installationSchema,
        signal: opts?.signal,
      }),

    deleteInstallation: async ({ integrationId, installationId }, opts) =>
      request({
        method: 'DELETE',
        path: installationPath(integrationId, installationId),
        schema: null,
        signal: opts?.signal,
      }),
  };
}
