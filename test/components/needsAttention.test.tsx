// Issue 28, item 7: "Needs attention" names its cause in the object list and in the editor, and takes the user to
// the control at fault; an unmapped required app field says so at its row.
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockIds } from '../../src/mock/index.ts';
import { createHarness, setupMockServer, unmapAccountTier } from '../support/backendHarness.tsx';
import { editorOf, findObjectNav, renderWidget } from '../support/renderWidget.tsx';

const server = setupMockServer();

beforeAll(() => {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
});

const cause = 'Needs attention: Account tier (required) is not mapped.';

describe('"Needs attention" names its cause and links to it', { timeout: 60_000 }, () => {
  it('in the list item’s description, in the editor with a button to the field, and at the field’s row', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    unmapAccountTier(harness);
    renderWidget(harness);
    const nav = within(await findObjectNav());
    const read = within(nav.getByRole('list', { name: 'Read' }));
    const item = read.getByRole('button', { name: /^Account/, description: cause });
    expect(item.textContent).toBe('AccountOn · Needs attention');
    // Only the object at fault is described so.
    expect(read.getByRole('button', { name: /^Contact/ }).getAttribute('aria-describedby')).toBeNull();

    const account = await editorOf('Account');
    expect(account.getByText(cause)).toBeTruthy();
    const tier = account.getByRole('combobox', { name: /Account tier/ });
    expect(tier.getAttribute('aria-describedby')).toBeTruthy();
    const rowNote = 'Required: Account tier is not mapped. Choose the field of your account that holds it.';
    expect(account.getByText(rowNote)).toBeTruthy();
    expect(
      tier
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toContain(rowNote);

    await user.click(account.getByRole('button', { name: 'Map Account tier' }));
    expect(document.activeElement).toBe(tier);

    // Mapped, the row's note goes; saved, so do the notice and the mark in the list.
    await user.type(tier, 'Customer Tier');
    await user.click(await account.findByRole('option', { name: /Customer Tier/ }));
    expect(account.queryByText(rowNote)).toBeNull();
    await user.click(account.getByRole('button', { name: 'Save' }));
    await account.findByText('Saved.');
    await waitFor(() => expect(account.queryByText(cause)).toBeNull());
    expect(item.textContent).toBe('AccountOn');
    expect(item.getAttribute('aria-describedby')).toBeNull();
    expect(
      harness.backend.store.getInstallation(mockIds.salesforce.installationId)?.config.content.read?.objects
        .account?.selectedFieldMappings.accountTier,
    ).toBe('customer_tier__c');
  });
});
