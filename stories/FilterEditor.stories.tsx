import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { FilterEditor } from '../src/components/widget/lazyParts.tsx';
import { ReadObjectPart, type ReadObjectPartProps } from './support/ReadObjectPart.tsx';

const meta = {
  title: 'Editor parts/FilterEditor',
  args: { objectName: 'account' },
  render: (args) => <ReadObjectPart {...args}>{(_, view) => <FilterEditor view={view} />}</ReadObjectPart>,
} satisfies Meta<Omit<ReadObjectPartProps, 'children'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Account reads only direct customers (Account Type equals Customer - Direct); a second condition is added. */
export const Account: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Records matching conditions' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Field of condition 1' })).toHaveValue('Account Type');
    await expect(canvas.getByRole('combobox', { name: 'Value of condition 1' })).toHaveValue(
      'Customer - Direct',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add condition' }));
    await expect(canvas.getByRole('combobox', { name: 'Field of condition 2' })).toHaveFocus();
  },
};

/** Lead reads with a provider filter (SOQL). */
export const Lead: Story = {
  args: { objectName: 'lead' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('radio', { name: 'Records matching a provider filter' }),
    ).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Filter expression' })).toHaveValue(
      "LeadSource IN ('Web', 'Webinar') AND IsConverted = false",
    );
  },
};

/** Contact reads every record; choosing conditions starts with one on the first field. */
export const Contact: Story = {
  args: { objectName: 'contact' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'All records' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Records matching conditions' }));
    await expect(canvas.getByRole('combobox', { name: 'Field of condition 1' })).toBeVisible();
  },
};
