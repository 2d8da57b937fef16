import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { ProviderFieldCombobox } from '../src/components/widget/lazyParts.tsx';
import type { ReadObjectView } from '../src/core/buildRevisionObjects.ts';
import { largeFixtureBackend, largeFixtureScope, largeObjectName } from './support/largeFixture.ts';
import { ReadObjectPart, type ReadObjectPartProps } from './support/ReadObjectPart.tsx';

/** The combobox over every field of the object's view, holding its choice in local state. */
function ChooseField({ view, initial }: { view: ReadObjectView; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ProviderFieldCombobox
        label="Company name"
        fields={view.allFields}
        value={value}
        onChange={setValue}
        clearable
      />
      <p>
        Chosen API name: <output>{value ?? 'none'}</output>
      </p>
    </>
  );
}

type Args = Omit<ReadObjectPartProps, 'children'> & { initial?: string };

const meta = {
  title: 'Editor parts/ProviderFieldCombobox',
  args: { objectName: 'account', initial: 'name' },
  render: ({ initial, ...scope }) => (
    <ReadObjectPart {...scope}>{(_, view) => <ChooseField view={view} initial={initial} />}</ReadObjectPart>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Account's 121 fields; typing filters by display or API name, ArrowDown and Enter choose. */
export const Account: Story = {
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('combobox', { name: 'Company name' });
    await expect(input).toHaveValue('Account Name');
    await userEvent.clear(input);
    await userEvent.type(input, 'site');
    // The first match is active as you type; ArrowDown moves to the next one, Enter chooses it.
    await expect(await canvas.findByRole('option', { name: /Account Site/, selected: true })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}');
    await expect(await canvas.findByRole('option', { name: /Website/, selected: true })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('Website');
    await expect(canvas.getByText('Chosen API name:')).toHaveTextContent('Chosen API name: website');
  },
};

/** 5,000 fields: a few options are rendered; End makes the last one active, and it is there for the reader. */
export const FiveThousandFields: Story = {
  args: { ...largeFixtureScope, objectName: largeObjectName, initial: undefined },
  parameters: { mockBackend: largeFixtureBackend },
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('combobox', { name: 'Company name' }, { timeout: 10_000 });
    await userEvent.type(input, 'Partner Tier');
    await expect(await canvas.findByText(/^\d+ fields available\.$/)).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(/Chosen API name:/)).toHaveTextContent(/partner_tier/);

    await userEvent.keyboard('{ArrowDown}');
    await expect((await canvas.findAllByRole('option')).length).toBeLessThan(40);
    await userEvent.keyboard('{End}');
    const active = input.getAttribute('aria-activedescendant');
    const option = active ? input.ownerDocument.getElementById(active) : null;
    await expect(option).toHaveAttribute('aria-posinset', option?.getAttribute('aria-setsize'));
    await expect(option).toHaveAttribute('aria-selected', 'true');
  },
};
