import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { createApiClient } from '../../src/api/createApiClient.ts';
import type { RetryPolicy } from '../../src/api/retryPolicy.ts';
import { InstallationScope, type InstallationScopeValue } from '../../src/hooks/InstallationScope.tsx';
import { IntegrationConfigProvider } from '../../src/hooks/IntegrationConfigProvider.tsx';
import {
  createMockBackend,
  MOCK_API_KEY,
  MOCK_BASE_URL,
  type MockBackendOptions,
  mockIds,
} from '../../src/mock/index.ts';

/** One MSW server for a test file; unhandled requests fail the test. */
export function setupMockServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** Requests the client sent, as `METHOD path`, for asserting call counts and bodies. */
export interface RecordedRequest {
  method: string;
  path: string;
  body: string;
}

/** A fresh mock store, QueryClient (`retry: false` unless told) and a wrapper with the Provider and a scope. */
export function createHarness(
  server: ReturnType<typeof setupServer>,
  options: {
    backend?: MockBackendOptions;
    scope?: Partial<InstallationScopeValue>;
    hostRetry?: boolean;
    retryPolicy?: RetryPolicy;
    pollIntervalMs?: number;
    /** The Provider's `locale` (English formats without one). */
    locale?: string;
    /** Authenticates with bearer tokens from this source instead of the mock's API key. */
    getToken?: () => string;
    /** Wraps the client's fetch (which goes to the MSW server), e.g. to see when requests leave. */
    fetch?: (request: Request) => Promise<Response>;
  } = {},
) {
  const backend = createMockBackend(options.backend);
  const requests: RecordedRequest[] = [];
  server.use(...backend.handlers);
  server.events.removeAllListeners();
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    requests.push({
      method: request.method,
      path: url.pathname + url.search,
      body: await request.clone().text(),
    });
  });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: options.hostRetry === false ? {} : { retry: false },
      mutations: { retry: false },
    },
  });
  const target = { baseUrl: MOCK_BASE_URL, project: mockIds.project.name };
  const client = createApiClient(
    options.getToken ? { ...target, getToken: options.getToken } : { ...target, apiKey: MOCK_API_KEY },
    { fetch: options.fetch },
  );
  // The Salesforce group unless the test names another group or an installation by ID.
  const scope = {
    integration: mockIds.salesforce.integrationName,
    ...(options.scope?.installationId === undefined ? { groupRef: mockIds.salesforce.groupRef } : {}),
    ...options.scope,
  } as InstallationScopeValue;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntegrationConfigProvider
      client={client}
      queryClient={queryClient}
      retryPolicy={options.retryPolicy}
      pollIntervalMs={options.pollIntervalMs}
      locale={options.locale}
    >
      <InstallationScope {...scope}>{children}</InstallationScope>
    </IntegrationConfigProvider>
  );
  return { backend, queryClient, client, wrapper, requests, scope };
}

/** A harness of {@link createHarness}. */
export type Harness = ReturnType<typeof createHarness>;

/**
 * The mock's own answers to GET requests matching `pattern`, changed by `edit` on their way to the widget: for
 * shapes the mock never sends (an object with only its name and an error, an unreadable saved config).
 */
export function alterAnswers(
  server: ReturnType<typeof setupServer>,
  harness: Harness,
  pattern: RegExp,
  edit: (body: Record<string, unknown>) => void,
) {
  server.use(
    http.get(pattern, async ({ request }) => {
      const answer = await harness.backend.fetch(request);
      const body = (await answer.json()) as Record<string, unknown>;
      edit(body);
      return HttpResponse.json(body);
    }),
  );
}

/** Drops the saved Account's mapping of Account tier, a required app field: the object then needs attention. */
export function unmapAccountTier(harness: Harness) {
  harness.backend.scenarios.changeInstallation(mockIds.salesforce.installationId, (installation) => {
    const account = installation.config.content.read?.objects.account;
    if (!account) throw new Error('no account');
    delete account.selectedFieldMappings.accountTier;
  });
}
