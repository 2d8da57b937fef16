import { HttpResponse, http, type RequestHandler } from 'msw';
import { isJsonEqual } from '../core/isJsonEqual.ts';
import type { Installation } from '../schemas/installation.ts';
import { createAuth } from './auth.ts';
import { MOCK_API_KEY, MOCK_BASE_URL, MOCK_BEARER_TOKEN } from './constants.ts';
import { faultResponse } from './faultResponse.ts';
import { defaultFixture } from './fixtures/defaultFixture.ts';
import type { MockFixture } from './fixtures/types.ts';
import type { ServiceContext } from './operations/context.ts';
import { problemResponse, ServiceProblem } from './problems.ts';
import { createRandom } from './random.ts';
import { matchRoute } from './router.ts';
import { createScenarios, type Latency, type MatchedRequest, type MockScenarios } from './scenarios.ts';
import { runOperation } from './service.ts';
import { abortReason, sleep } from './sleep.ts';
import { createStoreData, createStoreView, type MockStore, type StoreData } from './store.ts';

/** How a mock backend is set up; every option has a default. */
export interface MockBackendOptions {
  /** Where the backend answers, including `/v1`. Default `MOCK_BASE_URL`. */
  baseUrl?: string;
  /** The data it starts with (and returns to on `reset()`). Default `defaultFixture`. */
  fixture?: MockFixture;
  /** Accepted `X-Api-Key` values. Default `[MOCK_API_KEY]`. */
  apiKeys?: readonly string[];
  /** Accepted bearer tokens. Default `[MOCK_BEARER_TOKEN]`. */
  bearerTokens?: readonly string[];
  /** How long a subscribe change stays `in_progress`. Default 90,000 ms (the provider takes 1 to 2 minutes). */
  subscribeDelayMs?: number;
  /** Initial latency. Default 0. */
  latency?: Latency;
  /** Seed of every random choice (IDs, latency ranges, fault rates). Default 1. */
  seed?: number;
  /** The clock for timestamps. Default `() => new Date()`. */
  now?: () => Date;
}

/** The service as a function: answers a request like the real one, without any network. */
export type MockFetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** A mock of the installation configuration service, for tests, Storybook and the dev server. */
export interface MockBackend {
  /** The base URL it answers on. */
  readonly baseUrl: string;
  /** The whole service as a fetch function (pass it as the API client's `fetch`). */
  fetch: MockFetch;
  /** MSW 2 handlers answering on `${baseUrl}/*` with the same function. */
  handlers: RequestHandler[];
  /** Read access to what it stores (copies). */
  store: MockStore;
  /** Switches for latency, faults, hydration errors, expired tokens and concurrent changes. */
  scenarios: MockScenarios;
  /** Mints a new valid bearer token (what the host's token source returns after an expiry). */
  issueToken(): string;
  /** Back to the fixture: store, switches, tokens, pending timers and random sequences. */
  reset(): void;
}

type Outcome = { kind: 'response'; response: Response } | { kind: 'network-error' };

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Creates a mock backend seeded from a fixture: same paths, validation, problem documents and state changes
 * as the service.
 *
 * @example
 * const backend = createMockBackend();
 * const client = createApiClient({ baseUrl: MOCK_BASE_URL, project: mockIds.project.name, apiKey: MOCK_API_KEY },
 *   { fetch: backend.fetch });
 */
export function createMockBackend(options: MockBackendOptions = {}): MockBackend {
  const baseUrl = (options.baseUrl ?? MOCK_BASE_URL).replace(/\/+$/, '');
  const basePath = new URL(baseUrl).pathname;
  const fixture = options.fixture ?? defaultFixture;
  const seed = options.seed ?? 1;
  const clock = options.now ?? (() => new Date());
  const authOptions = {
    apiKeys: options.apiKeys ?? [MOCK_API_KEY],
    bearerTokens: options.bearerTokens ?? [MOCK_BEARER_TOKEN],
  };

  let data: StoreData = createStoreData(fixture);
  let ids = createRandom(seed);
  let chance = createRandom(seed ^ 0x5bd1e995);
  let requestCount = 0;
  let auth = createAuth(authOptions);
  const subscriptionTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const now = () => clock().toISOString();

  function startSubscriptionChange(installationId: string): void {
    clearTimeout(subscriptionTimers.get(installationId));
    // The provider takes 1 to 2 minutes to apply a subscription change (docs/contract.md, "States").
    const timer = setTimeout(() => {
      subscriptionTimers.delete(installationId);
      const installation = data.installations.get(installationId);
      if (installation?.lastOperationStatus === 'in_progress') installation.lastOperationStatus = 'success';
    }, scenarios.subscribeDelay());
    subscriptionTimers.set(installationId, timer);
  }

  function commit(previous: Installation | undefined, next: Installation): Installation {
    const integration = data.integrations.get(next.integrationId)?.integration;
    const stored = structuredClone(next);
    stored.updateTime = now();
    if (integration) stored.config.revisionId = integration.latestRevision.id;
    if (!isJsonEqual(previous?.config.content.subscribe, stored.config.content.subscribe)) {
      stored.lastOperationStatus = 'in_progress';
      startSubscriptionChange(stored.id);
    }
    data.installations.set(stored.id, stored);
    return stored;
  }

  function applyChange(installationId: string, edit: (installation: Installation) => void): void {
    const stored = data.installations.get(installationId);
    if (!stored) throw new Error(`The mock backend has no installation ${installationId}`);
    const next = structuredClone(stored);
    edit(next);
    commit(stored, next);
  }

  const scenarios = createScenarios({
    applyChange,
    expireToken: (token) => auth.expireToken(token),
    subscribeDelayMs: options.subscribeDelayMs ?? 90_000,
  });
  if (options.latency !== undefined) scenarios.setLatency(options.latency);

  const context: ServiceContext = {
    get data() {
      return data;
    },
    now,
    newId: () => ids.uuid(),
    commit,
    remove(installationId) {
      clearTimeout(subscriptionTimers.get(installationId));
      subscriptionTimers.delete(installationId);
      data.installations.delete(installationId);
    },
    hydrateError: (integrationId, objectName) => scenarios.hydrateError(integrationId, objectName),
  };

  async function handle(request: Request): Promise<Outcome> {
    requestCount += 1;
    const requestId = `mock-request-${String(requestCount).padStart(6, '0')}`;
    const url = new URL(request.url);
    const route = matchRoute(request.method, url.pathname, basePath);
    const info: MatchedRequest = {
      operation: route?.operation,
      method: request.method,
      path: decodedPath(url.pathname),
    };
    for (const change of scenarios.takeChanges(info)) {
      if (data.installations.has(change.installationId)) applyChange(change.installationId, change.edit);
    }
    await sleep(scenarios.nextDelay(chance, info), request.signal);
    if (request.signal.aborted) throw abortReason(request.signal);
    const withId = (response: Response): Outcome => {
      response.headers.set('X-Request-Id', requestId);
      return { kind: 'response', response };
    };
    const injected = scenarios.takeFault(info, chance);
    if (injected?.fault === 'network-error') return { kind: 'network-error' };
    if (injected && injected.fault !== 'lost-answer')
      return withId(faultResponse(injected.fault, injected.retryAfterSeconds, requestId, clock()));
    try {
      const denied = auth.check(request);
      if (denied) throw denied;
      if (!route) {
        throw new ServiceProblem(404, {
          title: 'Not Found',
          detail: `The service has no ${request.method} ${url.pathname}`,
        });
      }
      const answer = await runOperation(context, { route, request, url });
      // Applied, but the answer never reaches the client.
      if (injected?.fault === 'lost-answer') return { kind: 'network-error' };
      return withId(answer);
    } catch (error) {
      if (error instanceof ServiceProblem) return withId(problemResponse(error, requestId));
      const detail = error instanceof Error ? error.message : String(error);
      return withId(
        problemResponse(new ServiceProblem(500, { title: 'Internal Server Error', detail }), requestId),
      );
    }
  }

  const fetch: MockFetch = async (input, init) => {
    const outcome = await handle(new Request(input, init));
    if (outcome.kind === 'network-error') throw new TypeError('Failed to fetch');
    return outcome.response;
  };

  const handlers: RequestHandler[] = [
    http.all(`${baseUrl}/*`, async ({ request }) => {
      // An aborted request (a query cancelled on unmount) must not surface as a handler exception in MSW.
      const outcome = await handle(request).catch((error: unknown) => {
        if (request.signal.aborted) return { kind: 'network-error' } as const;
        throw error;
      });
      return outcome.kind === 'network-error' ? HttpResponse.error() : outcome.response;
    }),
  ];

  return {
    baseUrl,
    fetch,
    handlers,
    store: createStoreView(() => data),
    scenarios,
    issueToken: () => auth.issueToken(),
    reset() {
      for (const timer of subscriptionTimers.values()) clearTimeout(timer);
      subscriptionTimers.clear();
      data = createStoreData(fixture);
      ids = createRandom(seed);
      chance = createRandom(seed ^ 0x5bd1e995);
      requestCount = 0;
      auth = createAuth(authOptions);
      scenarios.clear();
      scenarios.setSubscribeDelay(options.subscribeDelayMs ?? 90_000);
      if (options.latency !== undefined) scenarios.setLatency(options.latency);
    },
  };
}
