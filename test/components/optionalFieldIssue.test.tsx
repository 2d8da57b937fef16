// Issue 28, item 7: a service issue about one optional field is shown on that field's row of the virtualized list
// (its checkbox marked invalid and described by it), counted above the list with a button that scrolls to the row
// and focuses its checkbox; an issue about a field outside the list stays above "Always read".
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { formatIssuePath } from '../../src/core/formatIssuePath.ts';
import { MOCK_PATCH_OBJECT_URL, MOCK_UNREADABLE_FIELD, mockIds } from '../../src/mock/index.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';
import { editorOf, findObjectNav, renderWidget } from '../support/renderWidget.tsx';

const server = setupMockServer();

beforeAll(() => {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
});

const words = 'The server did not accept this value.';
const serviceWords = 'Field-level security hides this field from the integration user.';

/**
 * The service refuses the next patch of Account's config: an issue names each change that selects one of
 * `fieldNames` (`changes[i].value`), one names the required field Industry inside the config
 * (`selectedFields.industry`).
 */
function refuseField(...fieldNames: string[]) {
  server.use(
    http.patch(
      MOCK_PATCH_OBJECT_URL,
      async ({ request }) => {
        const { changes } = (await request.json()) as { changes: { path: string }[] };
        const indexOf = (fieldName: string) =>
          changes.findIndex((change) => change.path === `/selectedFields/${fieldName}`);
        return HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            detail: 'The input message is incorrect',
            issues: [
              ...fieldNames.map((fieldName) => ({
                in: 'body',
                name: formatIssuePath(['changes', indexOf(fieldName), 'value']),
                detail: serviceWords,
              })),
              { in: 'body', name: 'selectedFields.industry', detail: serviceWords },
            ],
          },
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        );
      },
      { once: true },
    ),
  );
}

type Editor = Awaited<ReturnType<typeof editorOf>>;

/** Narrows the optional fields to `query` and returns the checkbox of the field labelled `label`. */
async function findField(editor: Editor, query: string, label: string) {
  const user = userEvent.setup();
  const search = editor.getByRole('searchbox', { name: 'Search fields' });
  await user.clear(search);
  await user.type(search, query);
  return editor.findByRole('checkbox', { name: label });
}

/** The widget on a fresh mock, with Account's read editor open. */
async function openAccount() {
  const user = userEvent.setup();
  const harness = createHarness(server);
  renderWidget(harness);
  return { user, harness, editor: await editorOf('Account') };
}

/** The text of the elements that describe `element`. */
function descriptionOf(element: HTMLElement) {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('a service issue about an optional field, at its row', { timeout: 60_000 }, () => {
  it('is shown at the row, counted above the list with a button to the row, and goes once the field is edited', async () => {
    const { user, harness, editor } = await openAccount();
    await user.click(await findField(editor, 'Account Phone', 'Account Phone'));
    await user.click(await findField(editor, 'Year Started', 'Year Started'));
    // The whole list again: Year Started's row, at its end, is not mounted then.
    await user.clear(editor.getByRole('searchbox', { name: 'Search fields' }));
    refuseField('yearstarted');
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await editor.findByRole('alert');

    // Above the list: how many, and the field with its issue and a button to its row.
    const summary = await editor.findByText('1 field in the list needs attention:');
    const optionalGroup = editor.getByRole('group', { name: 'Optional fields' });
    expect(optionalGroup.contains(summary)).toBe(true);
    const issues = within(summary.nextElementSibling as HTMLElement);
    expect(issues.getByRole('listitem').textContent).toBe(`Year Started: ${words} Show`);
    // The issue about a field outside the list stays above "Always read", as before (and in the alert).
    const picker = editor.getByRole('group', { name: 'Always read' }).parentElement as HTMLElement;
    const industry = within(picker).getByText(`Industry: ${words}`);
    expect(
      industry.compareDocumentPosition(editor.getByRole('group', { name: 'Always read' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(optionalGroup.contains(industry)).toBe(false);

    expect(editor.queryByRole('checkbox', { name: 'Year Started' })).toBeNull();
    await user.click(issues.getByRole('button', { name: 'Show Year Started' }));
    const year = editor.getByRole('checkbox', { name: 'Year Started' });
    await waitFor(() => expect(document.activeElement).toBe(year));
    // At the row: the issue, the checkbox marked invalid and described by it.
    const row = year.closest('li') as HTMLElement;
    expect(within(row).getByText(words)).toBeTruthy();
    expect(year.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(year)).toContain(words);
    // The service's own words are for support only (under the alert's details), never at the row.
    expect(row.textContent).not.toContain(serviceWords);

    // The unsaved edits are kept, nothing was stored.
    expect((year as HTMLInputElement).checked).toBe(true);
    expect(((await findField(editor, 'Account Phone', 'Account Phone')) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(editor.getByText('Unsaved changes')).toBeTruthy();
    expect(
      harness.backend.store.getInstallation(mockIds.salesforce.installationId)?.config.content.read?.objects
        .account?.selectedFields.yearstarted,
    ).toBeUndefined();

    // Edited, the field's issue goes from its row and from above the list.
    const yearAgain = await findField(editor, 'Year Started', 'Year Started');
    await user.click(yearAgain);
    await waitFor(() => expect(within(yearAgain.closest('li') as HTMLElement).queryByText(words)).toBeNull());
    expect(yearAgain.getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(yearAgain)).not.toContain(words);
    expect(editor.queryByText('1 field in the list needs attention:')).toBeNull();
  });

  it('goes from the row of the field edited only: the issues at the other rows stay', async () => {
    const { user, editor } = await openAccount();
    await user.click(await findField(editor, 'Account', 'Account Phone'));
    await user.click(await findField(editor, 'Account', 'Account Fax'));
    refuseField('phone', 'fax');
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await editor.findByRole('alert');
    await editor.findByText('2 fields in the list need attention:');
    const phone = editor.getByRole('checkbox', { name: 'Account Phone' });
    const fax = editor.getByRole('checkbox', { name: 'Account Fax' });
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(fax.getAttribute('aria-invalid')).toBe('true');

    // Account Fax unselected: its issue goes; Account Phone's stays at its row and above the list.
    await user.click(fax);
    await waitFor(() => expect(fax.getAttribute('aria-invalid')).toBeNull());
    expect(within(fax.closest('li') as HTMLElement).queryByText(words)).toBeNull();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(within(phone.closest('li') as HTMLElement).getByText(words)).toBeTruthy();
    const summary = editor.getByText('1 field in the list needs attention:');
    expect(within(summary.nextElementSibling as HTMLElement).getByRole('listitem').textContent).toBe(
      `Account Phone: ${words} Show`,
    );
  });

  it('"Show" brings back a row a search hides, and focuses its checkbox', async () => {
    const { user, editor } = await openAccount();
    await user.click(await findField(editor, 'Account Fax', 'Account Fax'));
    refuseField('fax');
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await editor.findByRole('alert');
    const show = await editor.findByRole('button', { name: 'Show Account Fax' });

    // A search that does not match the field hides its row.
    const search = editor.getByRole('searchbox', { name: 'Search fields' });
    await user.clear(search);
    await user.type(search, 'Billing');
    expect(editor.queryByRole('checkbox', { name: 'Account Fax' })).toBeNull();
    await user.click(show);
    const fax = await editor.findByRole('checkbox', { name: 'Account Fax' });
    await waitFor(() => expect(document.activeElement).toBe(fax));
    expect((search as HTMLInputElement).value).toBe('');
    expect(fax.getAttribute('aria-invalid')).toBe('true');
    expect(within(fax.closest('li') as HTMLElement).getByText(words)).toBeTruthy();
  });

  it('from the mock’s own rule: the sample read of a new object fails on a field the user cannot read', async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    harness.backend.scenarios.changeInstallation(mockIds.salesforce.installationId, (installation) => {
      delete installation.config.content.read?.objects?.[MOCK_UNREADABLE_FIELD.objectName];
    });
    renderWidget(harness);
    const nav = within(await findObjectNav());
    await user.click(
      within(nav.getByRole('list', { name: 'Read' })).getByRole('button', { name: /^Contact/ }),
    );
    const editor = await editorOf('Contact');
    await user.click(editor.getByRole('button', { name: 'Start reading Contact' }));
    await user.click(await editor.findByRole('radio', { name: 'Only the fields I choose' }));
    await user.click(await findField(editor, 'SSN', 'SSN (last 4 digits)'));
    await user.click(editor.getByRole('button', { name: 'Save' }));
    await editor.findByRole('alert');

    const ssn = await findField(editor, 'SSN', 'SSN (last 4 digits)');
    await waitFor(() => expect(ssn.getAttribute('aria-invalid')).toBe('true'));
    expect(within(ssn.closest('li') as HTMLElement).getByText(words)).toBeTruthy();
    expect(descriptionOf(ssn)).toContain(words);
    expect(editor.getByRole('button', { name: 'Show SSN (last 4 digits)' })).toBeTruthy();
    expect((ssn as HTMLInputElement).checked).toBe(true);
  });
});
