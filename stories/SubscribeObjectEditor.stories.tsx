import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { SubscribeObjectEditor } from '../src/components/subscribe/SubscribeObjectEditor.tsx';
import { InstallationScope } from '../src/hooks/InstallationScope.tsx';
import { MOCK_BASE_URL, MOCK_PATCH_OBJECT_URL, mockIds } from '../src/mock/index.ts';
import { getStoryBackend, unanswered } from './support/mockBackend.tsx';
import '../src/components/shared/theme.css';

const { salesforce, hubspot } = mockIds;
const INSTALLATION_URL = `${MOCK_BASE_URL}/projects/:project/integrations/:integration/installations/:installationId`;

const meta = {
  title: 'Editors/SubscribeObjectEditor',
  component: SubscribeObjectEditor,
  args: { objectName: 'account' },
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
} satisfies Meta<typeof SubscribeObjectEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved subscription: every event, three watched fields and quota optimization. */
export const Configured: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Subscribe to Account' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: /quota optimization/ })).toBeChecked();
  },
};

/** Not subscribed yet: the manifest's destination and events are the starting point. */
export const Empty: Story = {
  args: { objectName: 'opportunity' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Subscribe to Opportunity' }));
    await expect(canvas.getByRole('textbox', { name: 'Destination' })).toHaveValue('dealEvents');
  },
};

/** "Any field" with quota optimization on breaks the contract's rule: explained, and Save stops before sending. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Any field changes' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Some settings need your attention before saving.')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: /quota optimization/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

const savePatch = unanswered('patch', MOCK_PATCH_OBJECT_URL);

/** Saving: the request has not been answered yet. */
export const Saving: Story = {
  // STAYS_BUSY_TAG (stories/support/storyTags.ts); Storybook's indexer reads tags as literals only.
  tags: ['stays-busy'],
  parameters: { mockBackend: { handlers: [savePatch.handler] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Record created' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Saving…', { selector: 'p' })).toBeVisible();
    // Sent after the frame that shows "Saving…": still in this story.
    await savePatch.reached();
  },
};

/** The service refuses quota optimization for this account: its issue lands on the switch. */
export const FailedSaveWithIssues: Story = {
  args: { objectName: 'contact' },
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
                  name: 'installation.config.content.subscribe.objects.contact.providerOptions.quotaOptimization.enabled',
                  detail: 'Quota optimization is not enabled for this account',
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
    await userEvent.click(await canvas.findByRole('button', { name: 'Subscribe to Contact' }));
    await userEvent.click(canvas.getByRole('switch', { name: /quota optimization/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your changes were not saved');
    await expect(canvas.getByRole('switch', { name: /quota optimization/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/**
 * After a saved change the provider applies it: its progress at the top of the editor and in the save bar (where
 * the user is after saving), named by the provider, with the time since the save; editing goes on.
 */
export const InProgress: Story = {
  parameters: { mockBackend: { options: { subscribeDelayMs: 2 ** 31 - 1 } } },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Record created' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Subscribing to Salesforce…')).toBeVisible();
    await expect(canvas.getByText('Started just now')).toBeVisible();
    await expect(canvas.getByText('Subscribing to Salesforce… started just now')).toBeVisible();
    await expect(
      getStoryBackend(loaded).store.getInstallation(salesforce.installationId)?.lastOperationStatus,
    ).toBe('in_progress');
  },
};

/** A provider without quota optimization: a saved option is shown to be turned off, with the reason. */
export const UnsupportedProviderOption: Story = {
  args: { objectName: 'contacts' },
  parameters: {
    group: 'hubspot',
    mockBackend: {
      setup: (backend) =>
        backend.scenarios.changeInstallation(hubspot.installationId, (installation) => {
          const contacts = installation.config.content.subscribe?.objects.contacts;
          if (contacts) contacts.providerOptions = { quotaOptimization: { enabled: true } };
        }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/does not support this option/)).toBeVisible();
  },
};
