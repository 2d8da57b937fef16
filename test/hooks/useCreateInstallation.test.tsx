import { act, renderHook, waitFor } from '@testing-library/react';
import { useCreateInstallation } from '../../src/hooks/useCreateInstallation.ts';
import { mockIds } from '../../src/mock/index.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';

const server = setupMockServer();

describe('useCreateInstallation', () => {
  it('sends a create once, even when the host cache retries mutations by default', async () => {
    const harness = createHarness(server, {
      scope: { groupRef: mockIds.emptyGroupRef, connectionId: mockIds.salesforce.emptyGroupConnectionId },
    });
    harness.queryClient.setDefaultOptions({
      ...harness.queryClient.getDefaultOptions(),
      mutations: { retry: 2, retryDelay: 0 },
    });
    harness.backend.scenarios.failNext({
      fault: 'internal-error',
      count: 5,
      match: { operation: 'createInstallation' },
    });
    const { result } = renderHook(() => useCreateInstallation(), { wrapper: harness.wrapper });
    await waitFor(() => expect(result.current.canCreate).toBe(true));
    let failure: unknown;
    await act(async () => {
      failure = await result.current.create().catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(Error);
    expect(harness.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    expect(
      harness.backend.store.listInstallations({
        integrationId: mockIds.salesforce.integrationId,
        groupRef: mockIds.emptyGroupRef,
      }),
    ).toEqual([]);
  });
});
