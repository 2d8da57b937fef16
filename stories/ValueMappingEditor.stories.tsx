import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ValueMappingEditor } from '../src/components/widget/lazyParts.tsx';
import { mockIds } from '../src/mock/index.ts';
import { ReadObjectPart, type ReadObjectPartProps } from './support/ReadObjectPart.tsx';

const meta = {
  title: 'Editor parts/ValueMappingEditor',
  args: { objectName: 'account' },
  render: (args) => (
    <ReadObjectPart {...args}>{(_, view) => <ValueMappingEditor view={view} />}</ReadObjectPart>
  ),
} satisfies Meta<Omit<ReadObjectPartProps, 'children'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Account tier's values (Platinum … Bronze) mapped to the values of the Customer Tier picklist. */
export const Account: Story = {
  play: async ({ canvas }) => {
    const bronze = await canvas.findByRole('combobox', { name: 'Customer Tier value for Bronze' });
    await expect(bronze).toHaveValue('Bronze');
    await userEvent.selectOptions(bronze, 'Unassigned');
    await expect(bronze).toHaveValue('Unassigned');
    await userEvent.selectOptions(bronze, '');
    await expect(bronze).toHaveDisplayValue('Not mapped');
  },
};

/** Opportunity's deal stages (Open, Won, Lost) mapped to Stage values. */
export const Opportunity: Story = {
  args: { objectName: 'opportunity' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: 'Stage value for Won' })).toHaveValue(
      'Closed Won',
    );
  },
};

/** A saved value the picklist no longer offers stays visible, marked invalid, until another is chosen. */
export const SavedValueNoLongerOffered: Story = {
  parameters: {
    mockBackend: {
      setup: (backend) =>
        backend.scenarios.changeInstallation(mockIds.salesforce.installationId, (installation) => {
          const account = installation.config.content.read?.objects?.account;
          if (account?.selectedValueMappings?.accountTier) {
            account.selectedValueMappings.accountTier.platinum = 'Diamond';
          }
        }),
    },
  },
  play: async ({ canvas }) => {
    const platinum = await canvas.findByRole('combobox', { name: 'Customer Tier value for Platinum' });
    await expect(platinum).toHaveDisplayValue('Diamond (no longer available)');
    await expect(platinum).toHaveAttribute('aria-invalid', 'true');
    await expect(platinum).toHaveAccessibleDescription(
      '“Diamond” is no longer a value of Customer Tier. Choose another value.',
    );
    await userEvent.selectOptions(platinum, 'Platinum');
    await expect(platinum).not.toHaveAttribute('aria-invalid');
  },
};

/**
 * Deal stages not mapped yet: "Won" and "Lost" likely mean "Closed Won" and "Closed Lost" (part of their labels),
 * so each row offers its suggestion; none is sure, so there is no "Map matching values".
 */
export const LikelyValues: Story = {
  args: { objectName: 'opportunity' },
  parameters: {
    mockBackend: {
      setup: (backend) =>
        backend.scenarios.changeInstallation(mockIds.salesforce.installationId, (installation) => {
          const opportunity = installation.config.content.read?.objects?.opportunity;
          if (opportunity) delete opportunity.selectedValueMappings;
        }),
    },
  },
  play: async ({ canvas }) => {
    const use = await canvas.findByRole('button', { name: 'Use suggestion: Closed Lost' });
    await expect(canvas.queryByRole('button', { name: 'Map matching values' })).toBeNull();
    await userEvent.click(use);
    await expect(canvas.getByRole('combobox', { name: 'Stage value for Lost' })).toHaveValue('Closed Lost');
    await expect(canvas.getByRole('button', { name: 'Use suggestion: Closed Won' })).toBeVisible();
  },
};
