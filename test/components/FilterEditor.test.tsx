import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterEditor } from '../../src/components/read/FilterEditor.tsx';
import type { ReadObjectConfig } from '../../src/schemas/config.ts';
import {
  axeViolations,
  descriptionOf,
  renderPart,
  savedConfig,
  viewOf,
  withViewportHeight,
} from './readConfigPartsHarness.tsx';

// Date-times typed in a datetime-local input are the user's local time; the tests read them in UTC.
process.env.TZ = 'UTC';

// user-event moves through a radio group with `CSS.escape`, which jsdom lacks.
beforeAll(() => {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
});

let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = withViewportHeight(400);
});
afterEach(() => restoreViewport());

function renderFilters(overrides: Partial<ReadObjectConfig> = {}) {
  const saved = savedConfig(overrides);
  return renderPart(<FilterEditor view={viewOf(saved)} />, saved);
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const fieldBox = (position: number) =>
  screen.getByRole<HTMLInputElement>('combobox', { name: `Field of condition ${position}` });
const valueInput = (position: number) =>
  screen.getByLabelText<HTMLInputElement>(`Value of condition ${position}`);

async function chooseField(user: ReturnType<typeof userEvent.setup>, position: number, displayName: string) {
  const box = fieldBox(position);
  await user.clear(box);
  await user.type(box, displayName);
  await user.click(screen.getByRole('option', { name: new RegExp(`^${displayName}`) }));
}

describe('FilterEditor', () => {
  test('offers no filter, field conditions or a provider filter, and starts at no filter', () => {
    const { values } = renderFilters();
    expect(screen.getByRole('group', { name: 'Which records to read' })).toBeTruthy();
    expect(radio('All records').checked).toBe(true);
    expect(descriptionOf(radio('Records matching conditions'))).toBe(
      'Only records that meet every condition are read.',
    );
    expect('fieldFilters' in values()).toBe(false);
    expect('rawFilter' in values()).toBe(false);
  });

  test('field conditions start with one condition on the first field, empty and without an error until touched', async () => {
    const user = userEvent.setup();
    const { values, form } = renderFilters();
    await user.click(radio('Records matching conditions'));
    expect(fieldBox(1).value).toBe('Account Name');
    expect(screen.getByText('equals')).toBeTruthy();
    expect(values().fieldFilters).toEqual([{ fieldName: 'Name', operator: 'eq' }]);
    // Empty, and not yet marked: no red border, no message...
    expect(valueInput(1).value).toBe('');
    expect(valueInput(1).getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(valueInput(1))).toBe('');
    expect(screen.queryByText('Enter a value for this condition.')).toBeNull();
    // ...while the form cannot be saved without a value.
    await waitFor(() => expect(form().getFieldState('fieldFilters.0.value').error?.type).toBe('input'));

    // Leaving the empty input is touching it: now it says what it needs.
    await user.click(valueInput(1));
    await user.tab();
    expect(valueInput(1).getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(valueInput(1))).toBe('Enter a value for this condition.');
    await user.type(valueInput(1), 'Acme');
    expect(values().fieldFilters).toEqual([{ fieldName: 'Name', operator: 'eq', value: 'Acme' }]);
    expect(valueInput(1).getAttribute('aria-invalid')).toBeNull();
  });

  test('an added condition shows no error until touched, the earlier touched one keeps its own', async () => {
    const user = userEvent.setup();
    renderFilters({ fieldFilters: [{ fieldName: 'Name', operator: 'eq', value: 'Acme' }] });
    await user.clear(valueInput(1));
    await user.tab();
    expect(valueInput(1).getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    expect(document.activeElement).toBe(fieldBox(2));
    expect(valueInput(2).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByText('Enter a value for this condition.')).toHaveLength(1);
    // Tab goes from the field to the value and past it: touched.
    await user.tab();
    expect(document.activeElement).toBe(valueInput(2));
    await user.tab();
    expect(valueInput(2).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Enter a value for this condition.')).toHaveLength(2);
  });

  test('each value input follows its field type and stores a value of that type', async () => {
    const user = userEvent.setup();
    const { values } = renderFilters({
      fieldFilters: [
        { fieldName: 'NumberOfEmployees', operator: 'eq', value: 100 },
        { fieldName: 'IsActive', operator: 'eq', value: true },
        { fieldName: 'Industry', operator: 'eq', value: 'Banking' },
        { fieldName: 'AnnualRevenue', operator: 'eq', value: 10 },
        { fieldName: 'CloseDate', operator: 'eq', value: '2026-01-31' },
        { fieldName: 'LastModifiedDate', operator: 'eq', value: '2026-01-31T08:00:00Z' },
        { fieldName: 'Tags__c', operator: 'eq', value: 'vip' },
      ],
    });
    expect(radio('Records matching conditions').checked).toBe(true);
    expect(valueInput(1).getAttribute('type')).toBe('number');
    expect(valueInput(2).tagName).toBe('SELECT');
    expect(valueInput(5).getAttribute('type')).toBe('date');
    expect(valueInput(6).getAttribute('type')).toBe('datetime-local');
    expect(valueInput(6).value).toBe('2026-01-31T08:00');

    await user.clear(valueInput(1));
    await user.type(valueInput(1), '250');
    await user.selectOptions(valueInput(2), 'False');
    await user.selectOptions(valueInput(3), 'Retail');
    await user.clear(valueInput(4));
    await user.type(valueInput(4), '1234.5');
    await user.clear(valueInput(5));
    await user.type(valueInput(5), '2026-03-01');
    await user.clear(valueInput(6));
    await user.type(valueInput(6), '2026-03-01T09:30');
    await user.selectOptions(valueInput(7), 'Partner');

    expect(values().fieldFilters).toEqual([
      { fieldName: 'NumberOfEmployees', operator: 'eq', value: 250 },
      { fieldName: 'IsActive', operator: 'eq', value: false },
      { fieldName: 'Industry', operator: 'eq', value: 'Retail' },
      { fieldName: 'AnnualRevenue', operator: 'eq', value: 1234.5 },
      { fieldName: 'CloseDate', operator: 'eq', value: '2026-03-01' },
      { fieldName: 'LastModifiedDate', operator: 'eq', value: '2026-03-01T09:30:00Z' },
      { fieldName: 'Tags__c', operator: 'eq', value: 'partner' },
    ]);
    // Provider text is shown as text, never as markup.
    expect(within(valueInput(3)).getByRole('option', { name: 'Retail <b>& Trade</b>' })).toBeTruthy();
    expect(document.querySelector('.ric-filters b')).toBeNull();
  });

  test('a whole-number field refuses a fraction', async () => {
    const user = userEvent.setup();
    const { form } = renderFilters({
      fieldFilters: [{ fieldName: 'NumberOfEmployees', operator: 'eq', value: 5 }],
    });
    await user.clear(valueInput(1));
    await user.type(valueInput(1), '2.5');
    expect(valueInput(1).getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(valueInput(1))).toBe('Enter a whole number.');
    await waitFor(() => expect(form().getFieldState('fieldFilters.0.value').error?.type).toBe('input'));
  });

  test('changing the field of a condition gives the value input of the new type', async () => {
    const user = userEvent.setup();
    const { values } = renderFilters({
      fieldFilters: [{ fieldName: 'Name', operator: 'eq', value: 'Acme' }],
    });
    await chooseField(user, 1, 'Employees');
    expect(values().fieldFilters).toEqual([{ fieldName: 'NumberOfEmployees', operator: 'eq' }]);
    expect(valueInput(1).getAttribute('type')).toBe('number');
    await user.type(valueInput(1), '42');
    expect(values().fieldFilters).toEqual([{ fieldName: 'NumberOfEmployees', operator: 'eq', value: 42 }]);
  });

  test('a field can have one condition: fields used in other conditions cannot be chosen', async () => {
    const user = userEvent.setup();
    const { values } = renderFilters({
      fieldFilters: [
        { fieldName: 'Name', operator: 'eq', value: 'Acme' },
        { fieldName: 'Industry', operator: 'eq', value: 'Banking' },
      ],
    });
    await user.clear(fieldBox(2));
    await user.type(fieldBox(2), 'Account');
    const used = screen.getByRole('option', { name: /^Account Name/ });
    expect(used.getAttribute('aria-disabled')).toBe('true');
    expect(within(used).getByText('Already used in another condition')).toBeTruthy();
    await user.click(used);
    expect(values().fieldFilters?.map((f) => f.fieldName)).toEqual(['Name', 'Industry']);

    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    // The new condition takes the first field not used yet (fields are sorted by name).
    expect(values().fieldFilters?.[2]?.fieldName).toBe('IsActive');
  });

  test('when every field has a condition, adding is unavailable and says why', () => {
    const fieldNames = viewOf(savedConfig()).allFields.map((f) => f.fieldName);
    renderFilters({
      fieldFilters: fieldNames.map((fieldName) => ({ fieldName, operator: 'eq', value: 'x' })),
    });
    const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Add condition' });
    expect(add.disabled).toBe(true);
    expect(descriptionOf(add)).toBe('Every field already has a condition.');
  });

  test('adding and removing conditions with buttons that say what they do; focus follows', async () => {
    const user = userEvent.setup();
    const { values } = renderFilters({
      fieldFilters: [{ fieldName: 'Industry', operator: 'eq', value: 'Banking' }],
    });
    await user.click(screen.getByRole('button', { name: 'Add condition' }));
    expect(document.activeElement).toBe(fieldBox(2));
    expect(values().fieldFilters).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove condition on Industry' }));
    expect(values().fieldFilters).toEqual([{ fieldName: 'Name', operator: 'eq' }]);
    expect(document.activeElement).toBe(fieldBox(1));

    await user.click(screen.getByRole('button', { name: 'Remove condition on Account Name' }));
    // No conditions left: no fieldFilters key, rather than an empty list.
    expect('fieldFilters' in values()).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add condition' }));
  });

  test('a provider filter replaces the conditions, and the other way round', async () => {
    const user = userEvent.setup();
    const { values } = renderFilters({
      fieldFilters: [{ fieldName: 'Industry', operator: 'eq', value: 'Banking' }],
    });

    await user.click(radio('Records matching a provider filter'));
    expect('fieldFilters' in values()).toBe(false);
    expect(values().rawFilter).toEqual({ type: '', filter: '' });
    await user.type(screen.getByRole('textbox', { name: 'Filter language' }), 'soql');
    await user.type(screen.getByRole('textbox', { name: 'Filter expression' }), "Industry = 'Banking'");
    expect(values().rawFilter).toEqual({ type: 'soql', filter: "Industry = 'Banking'" });

    await user.click(radio('Records matching conditions'));
    expect('rawFilter' in values()).toBe(false);
    expect(values().fieldFilters).toEqual([{ fieldName: 'Industry', operator: 'eq', value: 'Banking' }]);

    await user.click(radio('Records matching a provider filter'));
    expect('fieldFilters' in values()).toBe(false);
    expect(values().rawFilter).toEqual({ type: 'soql', filter: "Industry = 'Banking'" });

    await user.click(radio('All records'));
    expect('fieldFilters' in values()).toBe(false);
    expect('rawFilter' in values()).toBe(false);
  });

  test('a new form value (discard, server change) shows its filter; conditions left behind come back', async () => {
    const user = userEvent.setup();
    const { form, values } = renderFilters({
      fieldFilters: [{ fieldName: 'Industry', operator: 'eq', value: 'Banking' }],
    });
    act(() => form().reset(savedConfig({ rawFilter: { type: 'soql', filter: "Name = 'Acme'" } })));
    await waitFor(() => expect(radio('Records matching a provider filter').checked).toBe(true));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Filter expression' }).value).toBe(
      "Name = 'Acme'",
    );
    act(() =>
      form().reset(savedConfig({ fieldFilters: [{ fieldName: 'Name', operator: 'eq', value: 'Acme' }] })),
    );
    await waitFor(() => expect(radio('Records matching conditions').checked).toBe(true));
    expect(values().fieldFilters).toEqual([{ fieldName: 'Name', operator: 'eq', value: 'Acme' }]);

    // Conditions the user leaves for a provider filter are restored when they come back.
    await user.click(radio('Records matching a provider filter'));
    await user.click(radio('Records matching conditions'));
    expect(values().fieldFilters).toEqual([{ fieldName: 'Name', operator: 'eq', value: 'Acme' }]);
    expect(values().rawFilter).toBeUndefined();
  });

  test('a provider filter needs both its language and its expression; the hint names the syntax', async () => {
    const user = userEvent.setup();
    renderFilters({ rawFilter: { type: 'soql', filter: 'IsDeleted = false' } });
    const type = screen.getByRole('textbox', { name: 'Filter language' });
    const filter = screen.getByRole('textbox', { name: 'Filter expression' });
    expect(descriptionOf(filter)).toMatch(/syntax depends on the provider.*SOQL/);
    expect(filter.getAttribute('aria-invalid')).toBeNull();
    await user.clear(filter);
    expect(filter.getAttribute('aria-invalid')).toBe('true');
    expect(type.getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(filter)).toContain('Enter both the filter language and the filter expression.');
  });

  test('errors of the contract and the service are shown at their inputs', async () => {
    const { form } = renderFilters({
      fieldFilters: [
        { fieldName: 'Industry', operator: 'eq', value: 'Banking' },
        { fieldName: 'Industry', operator: 'eq', value: 'Retail' },
      ],
    });
    let valid = true;
    await act(async () => {
      valid = await form().trigger();
    });
    expect(valid).toBe(false);
    await waitFor(() => expect(fieldBox(2).getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(fieldBox(2))).toBe(
      'Each field can have only one filter condition; Industry has more than one',
    );
    expect(fieldBox(1).getAttribute('aria-invalid')).toBeNull();

    act(() =>
      form().setError('fieldFilters.0.value', {
        type: 'server',
        message: 'Banking is not a value of Industry',
      }),
    );
    await waitFor(() => expect(valueInput(1).getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(valueInput(1))).toBe('Banking is not a value of Industry');
  });

  test('a service error at the list of conditions describes the group and the add button', async () => {
    const { form } = renderFilters({
      fieldFilters: [{ fieldName: 'Industry', operator: 'eq', value: 'Banking' }],
    });
    const message = 'This provider accepts no conditions on Account.';
    act(() => form().setError('fieldFilters', { type: 'server', message }));
    const add = await screen.findByRole('button', { name: 'Add condition', description: message });
    expect(descriptionOf(add)).toBe(message);
    expect(screen.getByRole('group', { name: 'Which records to read', description: message })).toBeTruthy();
  });

  test('the list error and the all-fields-used hint both describe the add button', () => {
    const fieldNames = viewOf(savedConfig()).allFields.map((f) => f.fieldName);
    const { form } = renderFilters({
      fieldFilters: fieldNames.map((fieldName) => ({ fieldName, operator: 'eq', value: 'x' })),
    });
    act(() => form().setError('fieldFilters', { type: 'server', message: 'Too many conditions.' }));
    expect(descriptionOf(screen.getByRole('button', { name: 'Add condition' }))).toBe(
      'Too many conditions. | Every field already has a condition.',
    );
  });

  test('a service error at rawFilter is shown at the provider filter', async () => {
    const { form } = renderFilters({ rawFilter: { type: 'soql', filter: 'Industry = ' } });
    act(() => form().setError('rawFilter', { type: 'server', message: 'The filter could not be parsed' }));
    const filter = screen.getByRole('textbox', { name: 'Filter expression' });
    await waitFor(() => expect(filter.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(filter)).toContain('The filter could not be parsed');
  });

  test('is operable from the keyboard', async () => {
    const user = userEvent.setup();
    const { values } = renderFilters();
    await user.tab();
    expect(document.activeElement).toBe(radio('All records'));
    await user.keyboard('{ArrowDown}');
    expect(values().fieldFilters).toEqual([{ fieldName: 'Name', operator: 'eq' }]);
    await user.tab();
    expect(document.activeElement).toBe(fieldBox(1));
    await user.tab();
    expect(document.activeElement).toBe(valueInput(1));
    await user.keyboard('Acme');
    await user.tab();
    await user.keyboard('{Enter}');
    expect('fieldFilters' in values()).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add condition' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(fieldBox(1));
  });

  test('has no axe violations with conditions, errors and a provider filter', async () => {
    const user = userEvent.setup();
    const { container } = renderFilters({
      fieldFilters: [
        { fieldName: 'Industry', operator: 'eq', value: 'Banking' },
        { fieldName: 'IsActive', operator: 'eq' },
        { fieldName: 'NumberOfEmployees', operator: 'eq', value: 10 },
      ],
    });
    expect(await axeViolations(container)).toEqual([]);
    await user.click(radio('Records matching a provider filter'));
    expect(await axeViolations(container)).toEqual([]);
  });
});
