import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FieldMappingEditor } from '../src/components/widget/lazyParts.tsx';
import type { MappingRanker } from '../src/index.ts';
import { type MockBackend, mockIds } from '../src/mock/index.ts';
import { ReadObjectPart, type ReadObjectPartProps } from './support/ReadObjectPart.tsx';

const meta = {
  title: 'Editor parts/FieldMappingEditor',
  args: { objectName: 'account' },
  render: (args) => (
    <ReadObjectPart {...args}>{(_, view) => <FieldMappingEditor view={view} />}</ReadObjectPart>
  ),
} satisfies Meta<Omit<ReadObjectPartProps, 'children'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Account's prompts (Account tier required, Sales region optional): a field another prompt holds is offered
 * but disabled, with the reason; an optional mapping can be cleared.
 */
export const Account: Story = {
  play: async ({ canvas }) => {
    const tier = await canvas.findByRole('combobox', { name: /^Account tier/ });
    await expect(tier).toHaveValue('Customer Tier');
    await expect(tier).toBeRequired();
    await userEvent.clear(tier);
    await userEvent.type(tier, 'Sales Region');
    const taken = await canvas.findByRole('option', { name: /Sales Region/ });
    await expect(taken).toHaveAttribute('aria-disabled', 'true');
    await expect(taken).toHaveTextContent('Already mapped to Sales region');
    await userEvent.keyboard('{Escape}');
    await expect(tier).toHaveValue('Customer Tier');

    await userEvent.click(canvas.getByRole('button', { name: 'Clear Sales region' }));
    await expect(canvas.getByRole('combobox', { name: 'Sales region' })).toHaveValue('');
  },
};

/** Opportunity's Deal stage prompt, mapped to the Stage picklist. */
export const Opportunity: Story = {
  args: { objectName: 'opportunity' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: /^Deal stage/ })).toHaveValue('Stage');
  },
};

// A host's own ranker, as a host with a language model or embeddings would pass it to the Provider: here a fake
// one that knows this org keeps its sales regions in Billing State/Province, and says so.
const hostRanker: MappingRanker = () =>
  new Promise((resolve) =>
    setTimeout(
      () =>
        resolve({
          salesRegion: [
            { fieldName: 'billingstate', score: 0.95, reason: 'Your team files regions under Billing State' },
            { fieldName: 'sales_region__c', score: 0.5 },
          ],
        }),
      20,
    ),
  );

// Sales region not mapped yet, so its list opens on the suggestions.
const salesRegionUnmapped = (backend: MockBackend) =>
  backend.scenarios.changeInstallation(mockIds.salesforce.installationId, (installation) => {
    delete installation.config.content.read?.objects?.account?.selectedFieldMappings.salesRegion;
  });

/**
 * A host-supplied ranker (the Provider's `mappingRanker`): its scores are merged with the widget's own, and the
 * reason it gives is shown beside the field it puts first.
 */
export const HostRanker: Story = {
  parameters: { mockBackend: { setup: salesRegionUnmapped, provider: { mappingRanker: hostRanker } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show fields for Sales region' }));
    const first = () =>
      within(canvas.getByRole('listbox', { name: 'Sales region' })).getAllByRole('option')[0];
    // The suggestions arrive once computed (their code loads on first use) and the host has answered.
    await waitFor(() => expect(first()).toHaveTextContent('Your team files regions under Billing State'), {
      timeout: 5000,
    });
    await expect(first()).toHaveTextContent('Billing State/Province');
  },
};

/** The host's ranker fails (or is late): the widget's own suggestions are shown, with their reasons. */
export const HostRankerFallback: Story = {
  parameters: {
    mockBackend: {
      setup: salesRegionUnmapped,
      provider: { mappingRanker: () => Promise.reject(new Error('The ranking service is unavailable')) },
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show fields for Sales region' }));
    const first = () =>
      within(canvas.getByRole('listbox', { name: 'Sales region' })).getAllByRole('option')[0];
    await waitFor(() => expect(first()).toHaveTextContent('Same name'), { timeout: 5000 });
    await expect(first()).toHaveTextContent('Sales Region');
  },
};
