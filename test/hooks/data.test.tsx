import { focusManager, QueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useLayoutEffect } from 'react';
import { ApiError } from '../../src/api/errors.ts';
import { InstallationScope } from '../../src/hooks/InstallationScope.tsx';
import { IntegrationConfigProvider } from '../../src/hooks/IntegrationConfigProvider.tsx';
import { useHydratedRevision } from '../../src/hooks/useHydratedRevision.ts';
import { useInstallation } from '../../src/hooks/useInstallation.ts';
import { useIntegration } from '../../src/hooks/useIntegration.ts';
import { useRevisionObjects } from '../../src/hooks/useRevisionObjects.ts';
import { mockIds } from '../../src/mock/index.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';

const server = setupMockServer();

describe('data hooks', () => {
  it('loads integration, installation and hydrated revision in 3 calls, the last two in parallel', async () => {
    const { wrapper, requests } = createHarness(server, {
      scope: { connectionId: mockIds.salesforce.connectionId },
    });
    const { result } = renderHook(() => useRevisionObjects(), { wrapper });
    expect(result.current.status).toBe('pending');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(
      requests.map((r) => `${r.method} ${r.path.split('?')[0]?.split('/').slice(-2).join('/')}`),
    ).toEqual([
      `GET integrations/${mockIds.salesforce.integrationName}`,
      `GET ${mockIds.salesforce.integrationId}/installations`,
      `GET revisions/${mockIds.salesforce.revisionId}:hydrate`,
    ]);
    const account = result.current.objects?.read.find((o) => o.objectName === 'account');
    expect(account?.status).toBe('enabled');
    expect(account?.displayName).toBe('Account');
    expect(account?.mappingPrompts.map((p) => p.mapToName)).toContain('accountTier');
    expect(result.current.objects?.write.length).toBeGreaterThan(0);
    expect(result.current.objects?.subscribe.length).toBeGreaterThan(0);
  });

  it('sends each load while rendering, without waiting for the render to be committed and painted', async () => {
    let rendering = false;
    const sentWhileRendering: boolean[] = [];
    const { wrapper, requests } = createHarness(server, {
      scope: { connectionId: mockIds.salesforce.connectionId },
      fetch: (request) => {
        sentWhileRendering.push(rendering);
        return fetch(request);
      },
    });
    const { result } = renderHook(
      () => {
        rendering = true;
        const data = useRevisionObjects();
        useLayoutEffect(() => {
          rendering = false;
        });
        return data;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(requests).toHaveLength(3);
    expect(sentWhileRendering).toEqual([true, true, true]);
  });

  it('without a connectionId, hydrates with the installation’s connection', async () => {
    const { wrapper, requests } = createHarness(server);
    const { result } = renderHook(() => useRevisionObjects(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(requests).toHaveLength(3);
    expect(requests[2]?.path).toContain(`connectionId=${mockIds.salesforce.connectionId}`);
  });

  it('treats a group without an installation as a normal state', async () => {
    const { wrapper } = createHarness(server, {
      scope: { groupRef: mockIds.emptyGroupRef, connectionId: mockIds.salesforce.emptyGroupConnectionId },
    });
    const { result } = renderHook(() => useRevisionObjects(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.installation).toBeNull();
    expect(result.current.objects?.read.every((o) => o.status === 'notConfigured')).toBe(true);
  });

  it('shows a hydration error on one object without blocking the others', async () => {
    const { wrapper, backend } = createHarness(server);
    backend.scenarios.setHydrateError({ objectName: 'lead', message: 'Lead fields could not be fetched' });
    const { result } = renderHook(() => useRevisionObjects(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const statuses = Object.fromEntries(result.current.objects!.read.map((o) => [o.objectName, o.status]));
    expect(statuses.lead).toBe('error');
    expect(statuses.account).toBe('enabled');
    expect(result.current.objects!.read.find((o) => o.objectName === 'lead')?.error).toBe(
      'Lead fields could not be fetched',
    );
  });

  it('reports an unknown integration as an error with the problem document', async () => {
    const { wrapper } = createHarness(server, { scope: { integration: 'no-such-integration' } });
    const { result } = renderHook(() => useRevisionObjects(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect((result.current.error as ApiError).status).toBe(404);
  });

  it('retries a retryable 503 with backoff when the host sets no retry policy, then succeeds', async () => {
    const { wrapper, backend, requests } = createHarness(server, {
      hostRetry: false,
      retryPolicy: { retries: 2, baseDelayMs: 1, maxDelayMs: 5 },
    });
    backend.scenarios.failNext({
      fault: 'unavailable',
      count: 1,
      match: { operation: 'getIntegration' },
      retryAfterSeconds: 0,
    });
    const { result } = renderHook(() => useIntegration(mockIds.salesforce.integrationName), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests.filter((r) => r.path.endsWith(mockIds.salesforce.integrationName))).toHaveLength(2);
  });

  it('gives up after the retries of the policy: the first try and 2 retries', async () => {
    const { wrapper, backend, requests } = createHarness(server, {
      hostRetry: false,
      retryPolicy: { retries: 2, baseDelayMs: 1, maxDelayMs: 5 },
    });
    backend.scenarios.failNext({
      fault: 'unavailable',
      count: 10,
      match: { operation: 'getIntegration' },
      retryAfterSeconds: 0,
    });
    const { result } = renderHook(() => useIntegration(mockIds.salesforce.integrationName), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(requests.filter((r) => r.path.endsWith(mockIds.salesforce.integrationName))).toHaveLength(3);
  });

  it('refetches stale data when the window regains focus, also with the cache the Provider makes itself', async () => {
    const { client, requests, scope } = createHarness(server);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <IntegrationConfigProvider client={client}>
        <InstallationScope {...scope}>{children}</InstallationScope>
      </IntegrationConfigProvider>
    );
    const { result } = renderHook(() => useRevisionObjects(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    const loaded = requests.length;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Past the installation's staleTime (10 s), the user comes back to the tab.
      vi.setSystemTime(Date.now() + 60_000);
      act(() => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });
      await waitFor(() =>
        expect(requests.slice(loaded).some((r) => r.path.includes('/installations'))).toBe(true),
      );
    } finally {
      vi.useRealTimers();
      focusManager.setFocused(undefined);
    }
  });

  it('keeps to 3 calls per load when the host cache refetches on every mount by default', async () => {
    const { client, requests, scope } = createHarness(server);
    const hostCache = new QueryClient({ defaultOptions: { queries: { refetchOnMount: 'always' } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <IntegrationConfigProvider client={client} queryClient={hostCache}>
        <InstallationScope {...scope}>{children}</InstallationScope>
      </IntegrationConfigProvider>
    );
    // Two parts of the widget mount one after the other, as the shell and an editor do.
    const Part = () => <p>{useRevisionObjects().status}</p>;
    const { rerender } = render(<Part />, { wrapper });
    await screen.findByText('success');
    rerender(
      <>
        <Part />
        <Part />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('success')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(3);
  });

  it('does not retry a 4xx', async () => {
    const { wrapper, requests } = createHarness(server, {
      hostRetry: false,
      retryPolicy: { retries: 2, baseDelayMs: 1, maxDelayMs: 5 },
    });
    const { result } = renderHook(() => useIntegration('missing'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(requests).toHaveLength(1);
  });

  it('useInstallation and useHydratedRevision work on their own, by ID', async () => {
    const { wrapper } = createHarness(server);
    const { result } = renderHook(
      () => ({
        installation: useInstallation({
          integrationId: mockIds.salesforce.integrationId,
          installationId: mockIds.salesforce.installationId,
        }),
        revision: useHydratedRevision({
          integrationId: mockIds.salesforce.integrationId,
          connectionId: mockIds.salesforce.connectionId,
        }),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.installation.isSuccess && result.current.revision.isSuccess).toBe(true),
    );
    expect(result.current.installation.data?.id).toBe(mockIds.salesforce.installationId);
    expect(result.current.revision.data?.id).toBe(mockIds.salesforce.revisionId);
  });

  it('polls the installation while a subscribe change is in progress', async () => {
    const { wrapper, backend, requests } = createHarness(server, {
      pollIntervalMs: 20,
      backend: { subscribeDelayMs: 60 },
    });
    backend.scenarios.changeInstallation(mockIds.salesforce.installationId, (installation) => {
      installation.lastOperationStatus = 'in_progress';
    });
    const { result } = renderHook(
      () =>
        useInstallation({
          integrationId: mockIds.salesforce.integrationId,
          groupRef: mockIds.salesforce.groupRef,
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.lastOperationStatus).toBe('in_progress'));
    const before = requests.length;
    await waitFor(() => expect(requests.length).toBeGreaterThan(before + 1));
  });

  it('throws a clear error outside the Provider', () => {
    expect(() => renderHook(() => useIntegration('x'))).toThrow(/inside <IntegrationConfigProvider/);
  });

  it('names the Provider first when a scoped hook is used outside everything', () => {
    expect(() => renderHook(() => useRevisionObjects())).toThrow(/inside <IntegrationConfigProvider/);
  });
});
