import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { FieldMappingEditor } from '../src/components/index.ts';
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
