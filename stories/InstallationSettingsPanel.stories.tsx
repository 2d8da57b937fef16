import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { InstallationSettingsPanel } from '../src/components/settings/InstallationSettingsPanel.tsx';
import { InstallationScope } from '../src/hooks/InstallationScope.tsx';
import { MOCK_BASE_URL, mockIds } from '../src/mock/index.ts';
import { getStoryBackend, unanswered } from './support/mockBackend.tsx';
import '../src/components/shared/theme.css';

const { salesforce, hubspot } = mockIds;
const INSTALLATION_URL = `${MOCK_BASE_URL}/projects/:project/integrations/:integration/installations/:installationId`;

const meta = {
  title: 'Editors/InstallationSettingsPanel',
  component: InstallationSettingsPanel,
  decorators: [
    (Story, { parameters }) => {
      const group = parameters.group === 'hubspot' ? hubspot : salesforce;
      return (
        <div className="ric-root" data-theme="light">
          <InstallationScope integration={group.integrationName} groupRef={group.groupRef}>
            <Story />
          </InstallationScope>
        </div>
      );
    },
  ],
} satisfies Meta<typeof InstallationSettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Salesforce installation: connection, health, last change, the proxy and provider flows. */
export const Configured: Story = {
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Subscribe through provider flows' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Saved.')).toBeVisible();
    await expect(
      getStoryBackend(loaded).store.getInstallation(salesforce.installationId)?.config.content.subscribe
        ?.providerOptions,
    ).toEqual({ useProviderFlows: { enabled: true } });
  },
};

/** A provider without provider flows and a revision without the proxy: nothing to switch. */
export const NothingToSet: Story = {
  parameters: { group: 'hubspot' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Installation settings' })).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
  },
};

/** A connection whose credentials stopped working and an unhealthy installation. */
export const NeedsAttention: Story = {
  parameters: {
    mockBackend: {
      setup: (backend) =>
        backend.scenarios.changeInstallation(salesforce.installationId, (installation) => {
          installation.healthStatus = 'unhealthy';
          installation.connection.status = 'bad_credentials';
          installation.lastOperationStatus = 'failure';
        }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Needs to be reconnected/)).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByText('Unhealthy')).toHaveAttribute('data-tone', 'danger');
    await expect(canvas.getByText(/^Failed\b/)).toHaveAttribute('data-tone', 'danger');
  },
};

/** Statuses the contract does not list (the tolerant parser keeps them): shown as words, in the neutral tone. */
export const UnknownStatuses: Story = {
  parameters: {
    mockBackend: {
      setup: (backend) =>
        backend.scenarios.changeInstallation(salesforce.installationId, (installation) => {
          installation.healthStatus = 'degraded';
          installation.connection.status = 'suspended';
          installation.lastOperationStatus = 'queued';
        }),
    },
  },
  play: async ({ canvas }) => {
    // Shown as words ("Suspended"), not as the service sent them.
    for (const value of ['Suspended', 'Degraded', 'Queued']) {
      await expect(await canvas.findByText(new RegExp(`^${value}\\b`))).toHaveAttribute(
        'data-tone',
        'neutral',
      );
    }
  },
};

const savePatch = unanswered('patch', INSTALLATION_URL);

/** Saving: the request has not been answered yet. */
export const Saving: Story = {
  // STAYS_BUSY_TAG (stories/support/storyTags.ts); Storybook's indexer reads tags as literals only.
  tags: ['stays-busy'],
  parameters: { mockBackend: { handlers: [savePatch.handler] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Allow proxy requests' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Saving…', { selector: 'p' })).toBeVisible();
    // Sent after the frame that shows "Saving…": still in this story.
    await savePatch.reached();
  },
};

/** The service refuses the change: the alert says so, its issue shows at the switch, and the edit is kept. */
export const FailedSave: Story = {
  parameters: {
    mockBackend: {
      handlers: [
        http.patch(INSTALLATION_URL, () =>
          HttpResponse.json(
            {
              type: 'about:blank',
              title: 'Bad Request',
              status: 400,
              detail: 'The input message is incorrect',
              issues: [
                {
                  in: 'body',
                  name: 'installation.config.content.proxy.enabled',
                  detail: 'The proxy is not allowed',
                },
              ],
            },
            { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const proxy = await canvas.findByRole('switch', { name: 'Allow proxy requests' });
    await userEvent.click(proxy);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your changes were not saved');
    await expect(proxy).not.toBeChecked();
    await expect(proxy).toHaveAttribute('aria-invalid', 'true');
  },
};
