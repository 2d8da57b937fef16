import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { BackfillEditor } from '../src/components/widget/lazyParts.tsx';
import { ReadObjectPart, type ReadObjectPartProps } from './support/ReadObjectPart.tsx';

const meta = {
  title: 'Editor parts/BackfillEditor',
  args: { objectName: 'account' },
  render: (args) => <ReadObjectPart {...args}>{(_, view) => <BackfillEditor view={view} />}</ReadObjectPart>,
} satisfies Meta<Omit<ReadObjectPartProps, 'children'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Account reads the last 30 days first; a number of days that is not a whole number ≥ 1 is flagged. */
export const Account: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Recent history' })).toBeChecked();
    const days = canvas.getByRole('spinbutton', { name: 'Number of days' });
    await expect(days).toHaveValue(30);
    await userEvent.clear(days);
    await userEvent.type(days, '0');
    await expect(days).toHaveAttribute('aria-invalid', 'true');
    await expect(days).toHaveAccessibleDescription(expect.stringContaining('Enter a whole number of days'));
    await userEvent.clear(days);
    await userEvent.type(days, '90');
    await expect(days).not.toHaveAttribute('aria-invalid');
  },
};

/** Contact reads its full history first; switching to only new changes hides the days. */
export const Contact: Story = {
  args: { objectName: 'contact' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Full history' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Only new changes' }));
    await expect(canvas.getByRole('radio', { name: 'Only new changes' })).toBeChecked();
    await expect(canvas.queryByRole('spinbutton', { name: 'Number of days' })).toBeNull();
  },
};
