import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockIds } from '../../src/mock/index.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';
import { editorOf, renderWidget } from '../support/renderWidget.tsx';

const server = setupMockServer();
const { installationId } = mockIds.salesforce;

function storedAccount(harness: ReturnType<typeof createHarness>) {
  return harness.backend.store.getInstallation(installationId)?.config.content.read?.objects.account;
}

/** The names of the optional fields' rows in view. */
const optionalRows = (editor: Awaited<ReturnType<typeof editorOf>>) =>
  within(editor.getByRole('group', { name: 'Optional fields' }))
    .queryAllByRole('checkbox')
    .map((box) => box.closest('li')?.querySelector('label')?.textContent);

describe('the field picker in the widget, by keyboard', () => {
  it('fields found and toggled with the keyboard, reviewed in "Selected only", are stored by Save', async () => {
    const harness = createHarness(server);
    const before = storedAccount(harness)?.selectedFields ?? {};
    expect(before).not.toHaveProperty('phone');
    expect(before).not.toHaveProperty('fax');
    const user = userEvent.setup();
    renderWidget(harness);
    const editor = await editorOf('Account');
    const search = editor.getByRole('searchbox', { name: 'Search fields' });
    expect(search.getAttribute('aria-describedby')).toBeTruthy();
    expect(editor.getByText(/Space or Enter selects/)).toBeTruthy();

    // Search, Down into the results, Enter toggles; a word typed in the list is the next search.
    await user.click(search);
    await user.keyboard('Account Phone{ArrowDown}');
    expect(editor.getByRole('checkbox', { name: 'Account Phone' })).toBe(document.activeElement);
    await user.keyboard('{Enter}');
    expect(editor.getByRole('checkbox', { name: 'Account Phone' })).toHaveProperty('checked', true);
    await user.keyboard('Account Fax');
    expect(document.activeElement).toBe(search);
    expect(search).toHaveProperty('value', 'Account Fax');
    await user.keyboard('{ArrowDown} ');
    expect(editor.getByRole('checkbox', { name: 'Account Fax' })).toHaveProperty('checked', true);

    // The count opens the view of the selected fields only: the two new ones among them, no other field.
    const count = editor.getByRole('button', { name: /fields selected, show only these$/ });
    expect(count.getAttribute('aria-pressed')).toBe('false');
    await user.keyboard('{Escape}');
    await user.clear(search);
    count.focus();
    await user.keyboard('{Enter}');
    expect(count.getAttribute('aria-pressed')).toBe('true');
    const shown = optionalRows(editor);
    expect(shown).toContain('Account Phone');
    expect(shown).toContain('Account Fax');
    expect(shown).not.toContain('Account Number');
    for (const box of within(editor.getByRole('group', { name: 'Optional fields' })).getAllByRole('checkbox'))
      expect(box).toHaveProperty('checked', true);

    await user.click(editor.getByRole('button', { name: 'Save' }));
    await editor.findByText('Saved.');
    await waitFor(() =>
      expect(storedAccount(harness)?.selectedFields).toMatchObject({ phone: true, fax: true }),
    );
    expect(Object.keys(storedAccount(harness)?.selectedFields ?? {}).sort()).toEqual(
      [...Object.keys(before), 'fax', 'phone'].sort(),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
