import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FieldPicker } from '../src/components/widget/lazyParts.tsx';
import { largeFixtureBackend, largeFixtureScope, largeObjectName } from './support/largeFixture.ts';
import { ReadObjectPart, type ReadObjectPartProps } from './support/ReadObjectPart.tsx';

const meta = {
  title: 'Editor parts/FieldPicker',
  args: { objectName: 'account' },
  render: (args) => <ReadObjectPart {...args}>{(_, view) => <FieldPicker view={view} />}</ReadObjectPart>,
} satisfies Meta<Omit<ReadObjectPartProps, 'children'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Account's fields: required ones locked, optional ones searchable; select every match of a search at once. */
export const Account: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('8 of 121 fields selected')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Account Name' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search fields' }), 'shipping');
    await expect(await canvas.findByText('6 fields match “shipping”')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Select all 6 matching' }));
    await expect(canvas.getByText('14 of 121 fields selected')).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: 'Shipping City' })).toBeChecked();
    // "Select all" has done its work and is disabled: the focus moves to "Clear", not to the page.
    await expect(canvas.getByRole('button', { name: 'Clear 6 matching' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Clear 6 matching' })).toHaveFocus();
  },
};

/**
 * "Selected only": the count opens a view of the selected optional fields, searchable; a field unselected there
 * keeps its row (unchecked) until the view is opened again.
 */
export const SelectedOnly: Story = {
  play: async ({ canvas }) => {
    const count = await canvas.findByRole('button', { name: '8 of 121 fields selected, show only these' });
    await expect(count).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(count);
    await expect(count).toHaveAttribute('aria-pressed', 'true');
    const optional = within(canvas.getByRole('group', { name: 'Optional fields' }));
    await waitFor(() => expect(optional.getAllByRole('checkbox')).toHaveLength(5));
    for (const box of optional.getAllByRole('checkbox')) await expect(box).toBeChecked();

    // Search within the selected fields, unselect one: its row stays, unchecked.
    const search = optional.getByRole('searchbox', { name: 'Search fields' });
    await userEvent.type(search, 'billing');
    await expect(await canvas.findByText('2 fields match “billing”')).toBeVisible();
    await userEvent.click(optional.getByRole('checkbox', { name: 'Billing City' }));
    await expect(canvas.getByText('7 of 121 fields selected')).toBeVisible();
    await userEvent.clear(search);
    await waitFor(() => expect(optional.getAllByRole('checkbox')).toHaveLength(5));
    await expect(optional.getByRole('checkbox', { name: 'Billing City' })).not.toBeChecked();
    await expect(count).toHaveAttribute('aria-pressed', 'true');
  },
};

/** "All fields, including fields added later": every field is read, the list only shows them. */
export const AllFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('radio', { name: 'All fields, including fields added later' }),
    );
    await expect(canvas.getByText('All 121 fields selected')).toBeVisible();
    const phone = await canvas.findByRole('checkbox', { name: 'Account Phone' });
    await expect(phone).toBeDisabled();
    await expect(phone).toBeChecked();
  },
};

/** 5,000 fields: a screenful of rows is rendered; End moves focus to the last field, which is rendered for it. */
export const FiveThousandFields: Story = {
  args: { ...largeFixtureScope, objectName: largeObjectName },
  parameters: { mockBackend: largeFixtureBackend },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/of 5,000 fields selected/, {}, { timeout: 10_000 })).toBeVisible();
    const optional = within(canvas.getByRole('group', { name: 'Optional fields' }));
    await expect((await optional.findAllByRole('checkbox')).length).toBeLessThan(60);
    // Keyboard: from the search box past the two buttons to the first field, then End.
    await userEvent.click(optional.getByRole('searchbox', { name: 'Search fields' }));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(optional.getAllByRole('checkbox')[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await waitFor(() => {
      const last = optional.getAllByRole('listitem').at(-1);
      expect(last).toHaveAttribute('aria-posinset', last?.getAttribute('aria-setsize'));
      expect(last?.querySelector('input')).toHaveFocus();
    });
  },
};
