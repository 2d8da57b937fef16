import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMutation, useQuery } from '@tanstack/react-query';
import { expect } from 'storybook/test';
import { useIntegrationConfigContext } from '../src/hooks/IntegrationConfigProvider.tsx';
import { mockIds } from '../src/mock/index.ts';
import { getStoryBackend } from './support/mockBackend.tsx';

const { salesforce } = mockIds;

/**
 * Proves the story wiring without the widget: the Provider's client reaches the story's mock backend through
 * MSW (the service worker in Storybook, msw/node in the jsdom tests), reads and writes.
 */
function InstallationProbe() {
  const { client, queryClient } = useIntegrationConfigContext();
  const integration = useQuery(
    {
      queryKey: ['smoke', 'integration'],
      queryFn: ({ signal }) =>
        client.getIntegration({ integrationIdOrName: salesforce.integrationName }, { signal }),
    },
    queryClient,
  );
  const installations = useQuery(
    {
      queryKey: ['smoke', 'installations'],
      queryFn: ({ signal }) =>
        client.listInstallations(
          { integrationId: salesforce.integrationId, groupRef: salesforce.groupRef },
          { signal },
        ),
    },
    queryClient,
  );
  const uninstall = useMutation(
    {
      mutationFn: (installationId: string) =>
        client.deleteInstallation({ integrationId: salesforce.integrationId, installationId }),
      onSettled: () => queryClient.invalidateQueries({ queryKey: ['smoke', 'installations'] }),
    },
    queryClient,
  );
  const installation = installations.data?.[0];
  const error = integration.error ?? installations.error ?? uninstall.error;
  return (
    <section aria-labelledby="smoke-title" aria-busy={integration.isPending || installations.isFetching}>
      <h2 id="smoke-title">{integration.data?.name ?? 'Loading integration'}</h2>
      {installations.data && (
        <p>
          {installation
            ? `Installed for ${installation.group?.groupRef ?? salesforce.groupRef}`
            : 'Not installed'}
        </p>
      )}
      {installation && (
        <button
          type="button"
          disabled={uninstall.isPending}
          onClick={() => uninstall.mutate(installation.id)}
        >
          Uninstall
        </button>
      )}
      {error && <p role="alert">{error.message}</p>}
    </section>
  );
}

const meta = {
  title: 'Tooling/Mock backend smoke',
  component: InstallationProbe,
  // Out of the public sidebar (.storybook/main.ts excludes the tag by default).
  tags: ['tooling'],
} satisfies Meta<typeof InstallationProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default fixture: the Salesforce integration, installed for `org_acme`. */
export const LoadsIntegration: Story = {
  play: async ({ canvas, loaded }) => {
    await expect(await canvas.findByRole('heading', { name: salesforce.integrationName })).toBeVisible();
    await expect(await canvas.findByText(`Installed for ${salesforce.groupRef}`)).toBeVisible();
    await expect(
      getStoryBackend(loaded).store.listInstallations({ groupRef: salesforce.groupRef }),
    ).toHaveLength(1);
  },
};

/** A scenario switch: the integration read fails with a 500 problem document, shown as an alert. */
export const IntegrationReadFails: Story = {
  parameters: {
    mockBackend: {
      setup: (backend) =>
        backend.scenarios.failNext({ fault: 'internal-error', match: { operation: 'getIntegration' } }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};
