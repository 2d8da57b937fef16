import { act, render, renderHook, waitFor } from '@testing-library/react';
import { InstallationScope } from '../../src/hooks/InstallationScope.tsx';
import { useCreateInstallation } from '../../src/hooks/useCreateInstallation.ts';
import { useInstallationSettings } from '../../src/hooks/useInstallationSettings.ts';
import { useObjectConfigForm } from '../../src/hooks/useObjectConfigForm.ts';
import { useUnsavedChangesGuard } from '../../src/hooks/useUnsavedChangesGuard.ts';
import { mockIds } from '../../src/mock/index.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';
import { beforeUnloadIsPrevented, renderGuardedAccountForm } from '../support/unsavedGuard.tsx';

const server = setupMockServer();

function Guard() {
  useUnsavedChangesGuard();
  return null;
}

describe('useInstallationSettings', () => {
  it('turns the proxy on with one masked update and the service stores it', async () => {
    const harness = createHarness(server);
    const { result } = renderHook(() => useInstallationSettings(), { wrapper: harness.wrapper });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    const wasEnabled = result.current.form.getValues('proxyEnabled');
    act(() => result.current.form.setValue('proxyEnabled', !wasEnabled));
    await waitFor(() => expect(result.current.isDirty).toBe(true));
    expect(result.current.pendingChanges).toEqual([
      {
        kind: 'updateInstallation',
        updateMask: ['config.content.proxy.enabled'],
        installation: { config: { content: { proxy: { enabled: !wasEnabled } } } },
      },
    ]);
    await act(async () => {
      await result.current.save();
    });
    expect(result.current.saveState.status).toBe('saved');
    expect(
      harness.backend.store.getInstallation(mockIds.salesforce.installationId)?.config.content.proxy?.enabled,
    ).toBe(!wasEnabled);
  });

  it('takes the other installation’s settings when the scope changes, without carrying the edit over', async () => {
    const harness = createHarness(server);
    let settings: ReturnType<typeof useInstallationSettings> | undefined;
    function Probe() {
      settings = useInstallationSettings();
      return null;
    }
    const scopeOf = (ids: typeof mockIds.salesforce | typeof mockIds.hubspot) => (
      <harness.wrapper>
        <InstallationScope integration={ids.integrationName} groupRef={ids.groupRef}>
          <Probe />
        </InstallationScope>
      </harness.wrapper>
    );
    const { rerender } = render(scopeOf(mockIds.salesforce));
    await waitFor(() => expect(settings?.isReady).toBe(true));
    // An edit no HubSpot value equals: the connection.
    act(() => settings?.form.setValue('connectionId', mockIds.salesforce.emptyGroupConnectionId));
    await waitFor(() => expect(settings?.isDirty).toBe(true));

    rerender(scopeOf(mockIds.hubspot));
    const hubspot = harness.backend.store.getInstallation(mockIds.hubspot.installationId);
    await waitFor(() => expect(settings?.form.getValues('connectionId')).toBe(hubspot?.connection.id));
    expect(settings?.form.getValues('proxyEnabled')).toBe(hubspot?.config.content.proxy?.enabled === true);
    expect(settings?.isDirty).toBe(false);
    expect(settings?.pendingChanges).toEqual([]);
  });

  it('reports the service refusing provider flows for a provider without them, keeping the edit', async () => {
    const harness = createHarness(server, {
      scope: { integration: mockIds.hubspot.integrationName, groupRef: mockIds.hubspot.groupRef },
    });
    const { result } = renderHook(() => useInstallationSettings(), { wrapper: harness.wrapper });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    act(() => result.current.form.setValue('useProviderFlows', true));
    await act(async () => {
      await result.current.save();
    });
    expect(result.current.saveState.status).toBe('error');
    expect(result.current.saveState.summary?.title).toBe(
      'The service did not accept these settings. Your changes are kept.',
    );
    // At the setting it is about, not in the form's list.
    // In the user's words, not the service's ("The provider option useProviderFlows is not supported for hubspot").
    expect(result.current.settingIssues.useProviderFlows).toBe('The provider does not support this option.');
    expect(result.current.saveState.formIssues).toEqual([]);
    expect(result.current.form.getValues('useProviderFlows')).toBe(true);
    expect(result.current.isDirty).toBe(true);
  });
});

describe('useCreateInstallation', () => {
  it('creates the installation of a group from the revision defaults', async () => {
    const harness = createHarness(server, {
      scope: { groupRef: mockIds.emptyGroupRef, connectionId: mockIds.salesforce.emptyGroupConnectionId },
    });
    const { result } = renderHook(
      () => ({
        create: useCreateInstallation(),
        form: useObjectConfigForm({ action: 'read', objectName: 'account' }),
      }),
      { wrapper: harness.wrapper },
    );
    await waitFor(() => expect(result.current.create.canCreate).toBe(true));
    await act(async () => {
      await result.current.create.create({ readObjects: ['account'] });
    });
    await waitFor(() => expect(result.current.form.isReady).toBe(true));
    const [created] = harness.backend.store.listInstallations({
      integrationId: mockIds.salesforce.integrationId,
      groupRef: mockIds.emptyGroupRef,
    });
    expect(Object.keys(created?.config.content.read?.objects ?? {})).toEqual(['account']);
    expect(created?.config.content.read?.objects.account?.selectedFields).toMatchObject({
      name: true,
      industry: true,
    });
    expect(result.current.form.isConfigured).toBe(true);
  });
});

describe('useUnsavedChangesGuard', () => {
  it('asks before unload only while a form is dirty', async () => {
    const harness = createHarness(server);
    const { result } = renderGuardedAccountForm(harness.wrapper);
    await waitFor(() => expect(result.current.editor.isReady).toBe(true));
    expect(beforeUnloadIsPrevented()).toBe(false);
    act(() => result.current.editor.form.setValue('schedule', '0 * * * *'));
    await waitFor(() => expect(result.current.unsaved).toBe(true));
    expect(beforeUnloadIsPrevented()).toBe(true);
  });

  it('needs the Provider', () => {
    expect(() => render(<Guard />)).toThrow(/IntegrationConfigProvider/);
  });
});
