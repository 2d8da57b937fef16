import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FieldPicker } from '../../src/components/shared/FieldPicker.tsx';
import type { ReadObjectConfig } from '../../src/schemas/config.ts';
import type { HydratedReadObject } from '../../src/schemas/integration.ts';
import {
  axeViolations,
  manyFieldsMetadata,
  readObjectView,
  renderPart,
  withViewportHeight,
} from './fieldPartsHarness.tsx';

const account: HydratedReadObject = {
  objectName: 'account',
  displayName: 'Account',
  destination: 'accounts',
  schedule: '*/15 * * * *',
  requiredFields: [{ fieldName: 'Id', displayName: 'Account ID' }],
  optionalFields: [
    { fieldName: 'Name' },
    { fieldName: 'Industry' },
    { fieldName: 'a/b' },
    { fieldName: 'x~y' },
    { fieldName: 'billing.city' },
  ],
  allFieldsMetadata: {
    Id: { fieldName: 'Id', displayName: 'Account ID', valueType: 'string', readOnly: true },
    Name: { fieldName: 'Name', displayName: 'Account Name', valueType: 'string' },
    Industry: { fieldName: 'Industry', displayName: 'Industry', valueType: 'singleSelect' },
    'a/b': { fieldName: 'a/b', displayName: 'Slash field', valueType: 'int', isCustom: true },
    'x~y': { fieldName: 'x~y', displayName: 'Tilde field', valueType: 'boolean', isCustom: true },
    'billing.city': { fieldName: 'billing.city', displayName: 'Billing city', valueType: 'string' },
  },
};

const saved: ReadObjectConfig = {
  objectName: 'account',
  selectedFields: { Id: true, Name: true },
  selectedFieldMappings: {},
};

function renderPicker(object: HydratedReadObject = account, config: ReadObjectConfig = saved) {
  const view = readObjectView(object, config);
  return renderPart(view, (v) => <FieldPicker view={v} />, config);
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const optionalNames = () =>
  within(screen.getByRole('group', { name: 'Optional fields' }))
    .queryAllByRole('checkbox')
    .map((c) => c.closest('li')?.querySelector('label')?.textContent);
const status = () => screen.getByRole('status');

let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = withViewportHeight(400);
});
afterEach(() => restoreViewport());

/** Account with `count` optional fields and no required ones, every field offered. */
const manyFieldsObject = (count: number): HydratedReadObject => ({
  ...account,
  requiredFields: [],
  optionalFields: undefined,
  optionalFieldsAuto: 'all',
  allFieldsMetadata: manyFieldsMetadata(count),
});

/** The picker inside a form of its own, whose submissions `onSubmit` counts. */
function renderPickerInForm() {
  const onSubmit = vi.fn();
  const rendered = renderPart(
    readObjectView(account, saved),
    (v) => (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <FieldPicker view={v} />
      </form>
    ),
    saved,
  );
  return { ...rendered, onSubmit };
}

describe('FieldPicker', () => {
  test('required fields are checked, locked and explained', () => {
    renderPicker();
    const group = screen.getByRole('group', { name: 'Always read' });
    const id = within(group).getByRole('checkbox', { name: 'Account ID' });
    expect(id).toHaveProperty('checked', true);
    expect(id).toHaveProperty('disabled', true);
    expect(within(group).getByRole('checkbox', { description: /Required by this integration/ })).toBe(id);
    expect(within(group).getByText('read-only')).toBeTruthy();
  });

  test('toggling an optional field shows at once, then adds it to the map; unselecting removes the key', async () => {
    const user = userEvent.setup();
    const { values } = renderPicker();
    expect(status().textContent).toBe('2 of 6 fields selected');
    await user.click(checkbox('Industry'));
    // The picker shows the toggle in its own frame; the form holds it once that frame is painted.
    expect(checkbox('Industry')).toHaveProperty('checked', true);
    expect(status().textContent).toBe('3 of 6 fields selected');
    await waitFor(() => expect(values().selectedFields).toEqual({ Id: true, Name: true, Industry: true }));
    await user.click(checkbox('Account Name'));
    await waitFor(() => expect(values().selectedFields).toEqual({ Id: true, Industry: true }));
    expect(Object.hasOwn(values().selectedFields, 'Name')).toBe(false);
    expect(status().textContent).toBe('2 of 6 fields selected');
  });

  test('field names with "/", "~" and "." are stored as plain keys', async () => {
    const user = userEvent.setup();
    const { values, form } = renderPicker();
    await user.click(checkbox('Slash field'));
    await user.click(checkbox('Tilde field'));
    await user.click(checkbox('Billing city'));
    await waitFor(() =>
      expect(values().selectedFields).toEqual({
        Id: true,
        Name: true,
        'a/b': true,
        'x~y': true,
        'billing.city': true,
      }),
    );
    expect(values().selectedFields).not.toHaveProperty('billing');
    await user.click(checkbox('Billing city'));
    await waitFor(() =>
      expect(Object.keys(values().selectedFields).sort()).toEqual(['Id', 'Name', 'a/b', 'x~y']),
    );
    expect(form().getFieldState('selectedFields').isDirty).toBe(true);
  });

  test('rows show the API name, value type and custom/read-only badges', () => {
    renderPicker();
    const row = checkbox('Slash field').closest('li');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('a/b')).toBeTruthy();
    expect(within(row).getByText('Whole number')).toBeTruthy();
    expect(within(row).getByText('custom')).toBeTruthy();
    expect(checkbox('Slash field').getAttribute('aria-describedby')).toBeTruthy();
  });

  test('search matches display and API names; select all / clear the matching ones', async () => {
    const user = userEvent.setup();
    const { values } = renderPicker();
    const search = screen.getByRole('searchbox', { name: 'Search fields' });
    await user.type(search, 'FIELD');
    expect(optionalNames()).toEqual(['Slash field', 'Tilde field']);
    expect(status().textContent).toBe('2 of 6 fields selected 2 fields match “FIELD”');
    await user.click(screen.getByRole('button', { name: 'Select all 2 matching' }));
    await waitFor(() =>
      expect(values().selectedFields).toEqual({ Id: true, Name: true, 'a/b': true, 'x~y': true }),
    );
    expect(screen.getByRole('button', { name: 'Select all 2 matching' })).toHaveProperty('disabled', true);

    await user.clear(search);
    await user.type(search, 'billing.');
    expect(optionalNames()).toEqual(['Billing city']);

    await user.clear(search);
    await user.type(search, 'A');
    expect(optionalNames()).toEqual(['Account Name', 'Slash field']);
    await user.click(screen.getByRole('button', { name: 'Clear 2 matching' }));
    await waitFor(() => expect(values().selectedFields).toEqual({ Id: true, 'x~y': true }));
    expect(screen.getByRole('button', { name: 'Clear 0 matching' })).toHaveProperty('disabled', true);

    await user.clear(search);
    expect(optionalNames()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Select all 5' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear 1' })).toBeTruthy();
  });

  test('"Select all" and "Clear all" from the keyboard: the focus goes to the other button, not to the page', async () => {
    const user = userEvent.setup();
    const { values } = renderPicker();
    const selectAll = screen.getByRole('button', { name: 'Select all 5' });
    selectAll.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(Object.keys(values().selectedFields ?? {})).toHaveLength(6));
    expect(selectAll).toHaveProperty('disabled', true);
    const clearAll = screen.getByRole('button', { name: 'Clear 5' });
    expect(document.activeElement).toBe(clearAll);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(values().selectedFields).toEqual({ Id: true }));
    expect(clearAll).toHaveProperty('disabled', true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Select all 5' }));
  });

  test('search follows each key at once: narrows as the query grows, widens as it shrinks, in any script', async () => {
    const user = userEvent.setup();
    const scripts: HydratedReadObject = {
      ...account,
      requiredFields: [],
      optionalFields: [
        { fieldName: 'Gorod__c' },
        { fieldName: 'Odos__c' },
        { fieldName: 'Zurich__c' },
        { fieldName: 'Juso__c' },
      ],
      allFieldsMetadata: {
        Gorod__c: { fieldName: 'Gorod__c', displayName: 'Город', valueType: 'string' },
        Odos__c: { fieldName: 'Odos__c', displayName: 'ΟΔΟΣ', valueType: 'string' },
        Zurich__c: { fieldName: 'Zurich__c', displayName: 'Zürich office', valueType: 'string' },
        Juso__c: { fieldName: 'Juso__c', displayName: '住所', valueType: 'string' },
      },
    };
    renderPicker(scripts, { objectName: 'account', selectedFields: {}, selectedFieldMappings: {} });
    const search = screen.getByRole('searchbox', { name: 'Search fields' });
    const shown = async (key: string) => {
      await user.type(search, key);
      return { rows: optionalNames(), status: status().textContent };
    };
    expect(await shown('o')).toEqual({
      rows: ['Zürich office', 'ΟΔΟΣ', 'Город', '住所'],
      status: '0 of 4 fields selected 4 fields match “o”',
    });
    expect(await shown('d')).toEqual({
      rows: ['ΟΔΟΣ', 'Город'],
      status: '0 of 4 fields selected 2 fields match “od”',
    });
    expect(await shown('o')).toEqual({
      rows: ['ΟΔΟΣ'],
      status: '0 of 4 fields selected 1 field matches “odo”',
    });
    expect(await shown('s')).toEqual({
      rows: ['ΟΔΟΣ'],
      status: '0 of 4 fields selected 1 field matches “odos”',
    });
    expect(await shown('{Backspace}{Backspace}')).toEqual({
      rows: ['ΟΔΟΣ', 'Город'],
      status: '0 of 4 fields selected 2 fields match “od”',
    });
    await user.clear(search);
    expect(await shown('ΟΔΟΣ')).toEqual({
      rows: ['ΟΔΟΣ'],
      status: '0 of 4 fields selected 1 field matches “ΟΔΟΣ”',
    });
    await user.clear(search);
    expect(await shown('гор')).toEqual({
      rows: ['Город'],
      status: '0 of 4 fields selected 1 field matches “гор”',
    });
    await user.clear(search);
    expect(await shown('ZURICH')).toEqual({
      rows: ['Zürich office'],
      status: '0 of 4 fields selected 1 field matches “ZURICH”',
    });
    await user.clear(search);
    expect(await shown('住')).toEqual({
      rows: ['住所'],
      status: '0 of 4 fields selected 1 field matches “住”',
    });
    await user.clear(search);
    expect(optionalNames()).toHaveLength(4);
    expect(status().textContent).toBe('0 of 4 fields selected');
  });

  test('Enter in the search box does not submit the surrounding form', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderPickerInForm();
    await user.type(screen.getByRole('searchbox'), 'name{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('ArrowDown from the search moves into the results; Space there selects the first match', async () => {
    const user = userEvent.setup();
    const { values } = renderPicker();
    const search = screen.getByRole('searchbox', { name: 'Search fields' });
    await user.type(search, 'field{ArrowDown}');
    expect(document.activeElement).toBe(checkbox('Slash field'));
    await user.keyboard(' {ArrowDown}');
    expect(document.activeElement).toBe(checkbox('Tilde field'));
    await waitFor(() => expect(values().selectedFields).toEqual({ Id: true, Name: true, 'a/b': true }));

    // With nothing matching, Down stays in the search.
    await user.click(search);
    await user.clear(search);
    await user.type(search, 'nothing like this{ArrowDown}');
    expect(document.activeElement).toBe(search);
  });

  test('the search controls the list; Up from the first row and Escape return to it, its query selected', async () => {
    const user = userEvent.setup();
    renderPicker();
    const search = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search fields' });
    const list = document.getElementById(search.getAttribute('aria-controls') ?? '');
    expect(list?.contains(checkbox('Industry'))).toBe(true);
    expect(screen.getByRole('searchbox', { description: /Space or Enter selects/ })).toBe(search);

    await user.type(search, 'field{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(checkbox('Tilde field'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(checkbox('Slash field'));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(search);
    expect(search.value.slice(search.selectionStart ?? 0, search.selectionEnd ?? 0)).toBe('field');

    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(document.activeElement).toBe(search);
    expect(search.value.slice(search.selectionStart ?? 0, search.selectionEnd ?? 0)).toBe('field');
    // The selected query is replaced by the next one typed.
    await user.keyboard('billing');
    expect(optionalNames()).toEqual(['Billing city']);
  });

  test('Enter on a row toggles it without submitting the form; a word typed in the list searches anew', async () => {
    const user = userEvent.setup();
    const { onSubmit, values } = renderPickerInForm();
    const search = screen.getByRole('searchbox', { name: 'Search fields' });
    await user.type(search, 'indus{ArrowDown}{Enter}');
    expect(checkbox('Industry')).toHaveProperty('checked', true);
    expect(document.activeElement).toBe(checkbox('Industry'));
    await user.keyboard('{Enter}');
    expect(checkbox('Industry')).toHaveProperty('checked', false);
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.keyboard('tilde');
    expect(document.activeElement).toBe(search);
    expect(search).toHaveProperty('value', 'tilde');
    await user.keyboard('{ArrowDown} ');
    await waitFor(() =>
      expect(values().selectedFields).toEqual({ Id: true, Name: true, Industry: true, 'x~y': true }),
    );
  });

  test('the count opens "Selected only": rows of the selected fields, searchable, kept when unselected there', async () => {
    const user = userEvent.setup();
    const { values } = renderPicker(account, {
      ...saved,
      selectedFields: { Id: true, Name: true, 'a/b': true },
    });
    const count = screen.getByRole('button', { name: '3 of 6 fields selected, show only these' });
    expect(count.getAttribute('aria-pressed')).toBe('false');
    expect(optionalNames()).toHaveLength(5);

    await user.click(count);
    expect(count.getAttribute('aria-pressed')).toBe('true');
    expect(optionalNames()).toEqual(['Account Name', 'Slash field']);
    expect(screen.getByRole('button', { name: 'Clear 2' })).toHaveProperty('disabled', false);

    // Unselected in this view, a field keeps its row (unchecked) until the view is opened again.
    await user.click(checkbox('Account Name'));
    expect(status().textContent).toBe('2 of 6 fields selected');
    expect(optionalNames()).toEqual(['Account Name', 'Slash field']);
    expect(checkbox('Account Name')).toHaveProperty('checked', false);
    await waitFor(() => expect(values().selectedFields).toEqual({ Id: true, 'a/b': true }));

    // Search within the selected fields.
    const search = screen.getByRole('searchbox', { name: 'Search fields' });
    await user.type(search, 'slash');
    expect(optionalNames()).toEqual(['Slash field']);
    expect(status().textContent).toBe('2 of 6 fields selected 1 field matches “slash”');
    await user.clear(search);
    await user.type(search, 'industry');
    expect(screen.getByText('No selected field matches “industry”.')).toBeTruthy();

    // Closed, the list shows every field the search matches again.
    await user.click(count);
    expect(count.getAttribute('aria-pressed')).toBe('false');
    expect(optionalNames()).toEqual(['Industry']);
    await user.clear(search);
    expect(optionalNames()).toHaveLength(5);
    await user.click(count);
    expect(optionalNames()).toEqual(['Slash field']);
  });

  test('with no optional field selected the count is text; with "All fields" too', async () => {
    const user = userEvent.setup();
    renderPicker({ ...account, optionalFieldsAuto: 'all' }, { ...saved, selectedFields: { Id: true } });
    expect(screen.queryByRole('button', { name: /fields selected/ })).toBeNull();
    expect(status().textContent).toBe('1 of 6 fields selected');
    await user.click(checkbox('Industry'));
    expect(screen.getByRole('button', { name: /^2 of 6 fields selected/ })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /All fields/ }));
    expect(screen.queryByRole('button', { name: /fields selected/ })).toBeNull();
  });

  test('no match says so', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.type(screen.getByRole('searchbox'), 'nothing like this');
    expect(screen.getByText('No field matches “nothing like this”.')).toBeTruthy();
  });

  test('"All fields" sets selectedFieldsAuto, shows every field included; turning it off removes it', async () => {
    const user = userEvent.setup();
    const object = { ...account, optionalFieldsAuto: 'all' as const };
    const { values } = renderPicker(object);
    const all = screen.getByRole('radio', { name: 'All fields, including fields added later' });
    const chosen = screen.getByRole('radio', { name: 'Only the fields I choose' });
    expect(chosen).toHaveProperty('checked', true);
    await user.click(all);
    expect(values().selectedFieldsAuto).toBe('all');
    expect(status().textContent).toBe('All 6 fields selected');
    expect(screen.getByText(/Every field of this object is read/)).toBeTruthy();
    for (const name of ['Account Name', 'Industry', 'Slash field']) {
      expect(checkbox(name)).toHaveProperty('checked', true);
      expect(checkbox(name)).toHaveProperty('disabled', true);
    }
    expect(screen.getByRole('button', { name: /Select all/ })).toHaveProperty('disabled', true);
    // The user's own picks are kept underneath.
    expect(values().selectedFields).toEqual({ Id: true, Name: true });

    await user.click(chosen);
    expect(values().selectedFieldsAuto).toBeUndefined();
    expect(JSON.parse(JSON.stringify(values()))).not.toHaveProperty('selectedFieldsAuto');
    expect(checkbox('Industry')).toHaveProperty('checked', false);
    expect(checkbox('Industry')).toHaveProperty('disabled', false);
    expect(status().textContent).toBe('2 of 6 fields selected');
  });

  test('a saved "all" shows as chosen; without the revision allowing it there is no such choice', () => {
    const { unmount } = renderPicker(
      { ...account, optionalFieldsAuto: 'all' },
      { ...saved, selectedFieldsAuto: 'all' },
    );
    expect(screen.getByRole('radio', { name: /All fields/ })).toHaveProperty('checked', true);
    unmount();
    renderPicker();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  test('errors on selectedFields are shown and tied to the fields', async () => {
    const { form } = renderPicker();
    act(() => {
      form().setError('selectedFields', { type: 'server', message: 'Select at least one field.' });
    });
    expect(screen.getByText('Select at least one field.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Optional fields' }).getAttribute('aria-describedby')).toContain(
      screen.getByText('Select at least one field.').id,
    );
    act(() => {
      form().clearErrors();
      form().setError('selectedFields.Industry', { type: 'server', message: 'Not readable with this plan.' });
    });
    expect(screen.getByText('Industry: Not readable with this plan.')).toBeTruthy();
    const industry = checkbox('Industry');
    expect(industry.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('checkbox', { description: /Not readable with this plan/ })).toBe(industry);
  });

  test("a server issue on a field named with '.' is shown, and clears once the user changes that field", async () => {
    const user = userEvent.setup();
    const { form } = renderPicker(
      { ...account },
      { ...saved, selectedFields: { Id: true, 'billing.city': true } },
    );
    act(() => {
      // How the read editor places the server's issue `selectedFields["billing.city"]`.
      form().setError('selectedFields.billing.city', { type: 'server', message: 'Field was deleted.' });
    });
    expect(screen.getByText('Billing city: Field was deleted.')).toBeTruthy();
    const city = checkbox('Billing city');
    expect(city.getAttribute('aria-invalid')).toBe('true');
    await user.click(city);
    await waitFor(() => expect(screen.queryByText('Billing city: Field was deleted.')).toBeNull());
    expect(city.hasAttribute('aria-invalid')).toBe(false);
  });

  test('5,000 fields: only a window of rows is in the DOM; arrow keys, End and Home move between rows', async () => {
    const user = userEvent.setup();
    const object = manyFieldsObject(5000);
    const { values } = renderPicker(object, {
      objectName: 'account',
      selectedFields: {},
      selectedFieldMappings: {},
    });
    expect(status().textContent).toBe('0 of 5,000 fields selected');
    const rows = screen.getAllByRole('checkbox');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]?.closest('li')?.getAttribute('aria-setsize')).toBe('5000');

    await user.click(checkbox('Field 0000'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(checkbox('Field 0001'));
    await user.keyboard(' ');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(checkbox('Field 4999'));
    expect(document.activeElement?.closest('li')?.getAttribute('aria-posinset')).toBe('5000');
    await user.keyboard(' {ArrowUp}');
    expect(document.activeElement).toBe(checkbox('Field 4998'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(checkbox('Field 0000'));
    expect(screen.getAllByRole('checkbox').length).toBeLessThan(40);
    expect(values().selectedFields).toEqual({ field_0000: true, field_0001: true, field_4999: true });

    // Of the 10 matches, the 2 selected ones are counted (looked up among the matches by row).
    await user.type(screen.getByRole('searchbox'), 'field_000');
    expect(screen.getByRole('button', { name: 'Clear 2 matching' })).toHaveProperty('disabled', false);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'field_420');
    expect(screen.getByRole('button', { name: 'Clear 0 matching' })).toHaveProperty('disabled', true);
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Select all 10 matching' }));
    expect(status().textContent).toBe('13 of 5,000 fields selected 10 fields match “field_420”');

    // "Selected only" over 5,000 fields: the 13 selected rows, in their order.
    await user.clear(screen.getByRole('searchbox'));
    await user.click(screen.getByRole('button', { name: /^13 of 5,000 fields selected/ }));
    const shown = optionalNames();
    expect(shown).toHaveLength(13);
    expect(shown.slice(0, 3)).toEqual(['Field 0000', 'Field 0001', 'Field 4200']);
    expect(shown.at(-1)).toBe('Field 4999');
    expect(screen.getAllByRole('checkbox')[0]?.closest('li')?.getAttribute('aria-setsize')).toBe('13');
  });

  test('5,000 fields: select all shows every field checked at once, and the form holds them once painted', async () => {
    const user = userEvent.setup();
    const object = manyFieldsObject(5000);
    const { values, form } = renderPicker(object, {
      objectName: 'account',
      selectedFields: { field_0003: true },
      selectedFieldMappings: {},
    });
    await user.click(screen.getByRole('button', { name: 'Select all 5,000' }));
    expect(status().textContent).toBe('5,000 of 5,000 fields selected');
    expect(checkbox('Field 0000')).toHaveProperty('checked', true);
    // A toggle made before the form has the selection applies on top of it, in order.
    await user.click(checkbox('Field 0001'));
    expect(checkbox('Field 0001')).toHaveProperty('checked', false);
    expect(status().textContent).toBe('4,999 of 5,000 fields selected');
    await waitFor(() => expect(Object.keys(values().selectedFields ?? {})).toHaveLength(4999));
    expect(values().selectedFields).not.toHaveProperty('field_0001');
    expect(form().getFieldState('selectedFields').isDirty).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Clear 4,999' }));
    expect(status().textContent).toBe('0 of 5,000 fields selected');
    await waitFor(() => expect(values().selectedFields).toEqual({}));

    // The same for the 1,000 fields a search matches.
    await user.type(screen.getByRole('searchbox'), 'field_1');
    await user.click(checkbox('Field 1000'));
    await user.click(screen.getByRole('button', { name: 'Select all 1,000 matching' }));
    expect(status().textContent).toBe('1,000 of 5,000 fields selected 1,000 fields match “field_1”');
    expect(screen.getByRole('button', { name: 'Clear 1,000 matching' })).toHaveProperty('disabled', false);
    await waitFor(() => expect(Object.keys(values().selectedFields ?? {})).toHaveLength(1000));
    expect(values().selectedFields).toHaveProperty('field_1999', true);
    expect(values().selectedFields).not.toHaveProperty('field_2000');
  });

  test('the list is one tab stop: Tab enters at the last focused row and leaves after it', async () => {
    const user = userEvent.setup();
    renderPicker();
    const search = screen.getByRole('searchbox');
    const focusable = () =>
      within(screen.getByRole('group', { name: 'Optional fields' }))
        .queryAllByRole('checkbox')
        .filter((c) => c.tabIndex === 0);
    expect(focusable()).toHaveLength(1);
    search.focus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(focusable()[0]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const third = document.activeElement;
    expect(focusable()).toEqual([third]);
    await user.tab();
    expect(screen.getByRole('group', { name: 'Optional fields' }).contains(document.activeElement)).toBe(
      false,
    );
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(third);
  });

  test('has no axe violations, choosing fields and with "All fields"', async () => {
    const user = userEvent.setup();
    const { container, form } = renderPicker({ ...account, optionalFieldsAuto: 'all' });
    act(() => {
      form().setError('selectedFields.Industry', { type: 'server', message: 'Not readable with this plan.' });
    });
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('radio', { name: /All fields/ }));
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Only the fields I choose' }));
    await user.click(screen.getByRole('button', { name: /fields selected, show only these/ }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
