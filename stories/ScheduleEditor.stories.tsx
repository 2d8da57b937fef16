import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ScheduleEditor } from '../src/components/widget/lazyParts.tsx';
import { ReadObjectPart, type ReadObjectPartProps } from './support/ReadObjectPart.tsx';

const meta = {
  title: 'Editor parts/ScheduleEditor',
  args: { objectName: 'account' },
  render: (args) => <ReadObjectPart {...args}>{(_, view) => <ScheduleEditor view={view} />}</ReadObjectPart>,
} satisfies Meta<Omit<ReadObjectPartProps, 'children'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Account read every 15 minutes; once a day at a chosen time is described in words. */
export const Account: Story = {
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'How often to read' });
    await expect(canvas.getByRole('radio', { name: 'Every 15 minutes' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Once a day' }));
    await expect(canvas.getByLabelText('Time of day')).toHaveValue('00:00');
    // The time in words as the time input shows it: in the browser's locale ("12:00 AM" in en-US).
    const midnight = new Intl.DateTimeFormat(undefined, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    await expect(group).toHaveAccessibleDescription(`Every day at ${midnight.format(0)} (cron: 0 0 * * *).`);
  },
};

/** A custom cron expression: an incomplete one is flagged on the input; a valid one is described. */
export const CustomExpression: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Custom (cron expression)' }));
    const cron = canvas.getByRole('textbox', { name: 'Cron expression' });
    await userEvent.clear(cron);
    await userEvent.type(cron, '0 9 * *');
    await expect(cron).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('A cron expression has 5 fields separated by spaces; this one has 4.'),
    ).toBeVisible();
    await userEvent.type(cron, ' 1-5');
    await expect(cron).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText('At 09:00 on Monday to Friday (cron: 0 9 * * 1-5).')).toBeVisible();
  },
};

/** Lead is read every 30 minutes. */
export const Lead: Story = {
  args: { objectName: 'lead' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: 'Every 30 minutes' })).toBeChecked();
  },
};
