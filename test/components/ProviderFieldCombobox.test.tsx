import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createApiClient } from '../../src/api/createApiClient.ts';
import {
  ProviderFieldCombobox,
  type ProviderFieldComboboxProps,
} from '../../src/components/shared/ProviderFieldCombobox.tsx';
import { IntegrationConfigProvider } from '../../src/hooks/IntegrationConfigProvider.tsx';
import {
  axeViolations,
  manyFieldsMetadata,
  readObjectView,
  withViewportHeight,
} from './fieldPartsHarness.tsx';

const view = readObjectView({
  objectName: 'account',
  displayName: 'Account',
  destination: 'accounts',
  schedule: '*/15 * * * *',
  allFieldsMetadata: {
    Name: { fieldName: 'Name', displayName: 'Account Name', valueType: 'string' },
    Industry: { fieldName: 'Industry', displayName: 'Industry', valueType: 'singleSelect' },
    NumberOfEmployees: { fieldName: 'NumberOfEmployees', displayName: 'Employees', valueType: 'int' },
    'Size/Band~v1.x': {
      fieldName: 'Size/Band~v1.x',
      displayName: 'Size band',
      valueType: 'string',
      isCustom: true,
      readOnly: true,
    },
    OwnerId: { fieldName: 'OwnerId', displayName: 'Owner', valueType: 'reference' },
  },
});
const fields = view.allFields;

function Controlled(
  props: Partial<ProviderFieldComboboxProps> & { initial?: string; onValue?: (v?: string) => void },
) {
  const [value, setValue] = useState<string | undefined>(props.initial);
  return (
    <ProviderFieldCombobox
      label="Company size"
      fields={fields}
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onValue?.(next);
      }}
    />
  );
}

function renderCombobox(
  props: Partial<ProviderFieldComboboxProps> & { initial?: string } = {},
  list = fields,
) {
  const client = createApiClient(
    { baseUrl: 'http://127.0.0.1:4010/v1', project: 'p', apiKey: 'k' },
    { fetch: () => Promise.reject(new Error('no network in this test')) },
  );
  const changes: (string | undefined)[] = [];
  const result = render(
    <IntegrationConfigProvider client={client}>
      <Controlled {...props} fields={list} onValue={(v) => changes.push(v)} />
    </IntegrationConfigProvider>,
  );
  return { ...result, changes };
}

let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = withViewportHeight(320);
});
afterEach(() => restoreViewport());

const optionNames = () =>
  screen.queryAllByRole('option').map((o) => within(o).getAllByText(/./)[0]?.textContent);

describe('ProviderFieldCombobox', () => {
  test('is a labelled combobox, closed at first, showing the chosen field', () => {
    renderCombobox({ initial: 'Industry' });
    const input = screen.getByRole('combobox', { name: 'Company size' });
    expect(input).toHaveProperty('value', 'Industry');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(listbox?.getAttribute('role')).toBe('listbox');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  test('typing filters by display name and API name, case-insensitively', async () => {
    const user = userEvent.setup();
    renderCombobox();
    const input = screen.getByRole('combobox', { name: 'Company size' });
    await user.type(input, 'EMPLOY');
    expect(optionNames()).toEqual(['Employees']);
    await user.clear(input);
    await user.type(input, 'numberof');
    expect(optionNames()).toEqual(['Employees']);
    await user.clear(input);
    await user.type(input, 'v1.X');
    expect(optionNames()).toEqual(['Size band']);
    expect(screen.getByRole('status').textContent).toBe('1 field available.');
  });

  test('typing into a combobox that holds a field searches what is typed, not the name with it appended', async () => {
    const user = userEvent.setup();
    renderCombobox({ initial: 'Industry' });
    const input = screen.getByRole('combobox', { name: 'Company size' });
    // Focused by keyboard: the chosen name is selected, so typing replaces it.
    await user.tab();
    expect(document.activeElement).toBe(input);
    await user.keyboard('Own');
    expect(input).toHaveProperty('value', 'Own');
    expect(optionNames()).toEqual(['Owner']);
    await user.keyboard('{Escape}');
    expect(input).toHaveProperty('value', 'Industry');
    // With the caret put after the name (a click at its end), what is typed still starts a new search.
    await user.type(input, 'Emp', { initialSelectionStart: 8, initialSelectionEnd: 8 });
    expect(input).toHaveProperty('value', 'Emp');
    expect(optionNames()).toEqual(['Employees']);
  });

  test('each option shows display name, API name, type and badges', async () => {
    const user = userEvent.setup();
    renderCombobox();
    await user.type(screen.getByRole('combobox'), 'size');
    const option = screen.getByRole('option', { name: /Size band/ });
    expect(within(option).getByText('Size/Band~v1.x')).toBeTruthy();
    expect(within(option).getByText('Text')).toBeTruthy();
    expect(within(option).getByText('custom')).toBeTruthy();
    expect(within(option).getByText('read-only')).toBeTruthy();
  });

  test('arrows, Home and End move the active option; Enter chooses it', async () => {
    const user = userEvent.setup();
    const { changes } = renderCombobox();
    const input = screen.getByRole('combobox');
    await user.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const active = () => {
      const id = input.getAttribute('aria-activedescendant');
      const option = id ? document.getElementById(id) : null;
      expect(option?.getAttribute('aria-selected')).toBe('true');
      return option?.querySelector('.ric-combobox-option-name')?.textContent;
    };
    // Sorted by display name: Account Name, Employees, Industry, Owner, Size band.
    expect(active()).toBe('Account Name');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe('Industry');
    await user.keyboard('{End}');
    expect(active()).toBe('Size band');
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe('Size band');
    await user.keyboard('{Home}');
    expect(active()).toBe('Account Name');
    await user.keyboard('{ArrowUp}{ArrowDown}{Enter}');
    expect(changes).toEqual(['NumberOfEmployees']);
    expect(input).toHaveProperty('value', 'Employees');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  test.each([
    // Sorted by display name: Account Name, Employees, Industry, Owner, Size band (a page is 8 options).
    { keys: '{ArrowDown}', open: true, active: 'Account Name' },
    { keys: '{ArrowUp}', open: true, active: 'Size band' },
    { keys: '{Alt>}{ArrowDown}{/Alt}', open: true, active: 'Account Name' },
    { keys: '{ArrowDown}{Alt>}{ArrowDown}{/Alt}', open: true, active: 'Account Name' },
    { keys: '{ArrowDown}{Alt>}{ArrowUp}{/Alt}', open: false, active: undefined },
    { keys: '{ArrowDown}{PageDown}', open: true, active: 'Size band' },
    { keys: '{ArrowUp}{PageUp}', open: true, active: 'Account Name' },
    { keys: '{ArrowDown}{End}{Home}', open: true, active: 'Account Name' },
    { keys: '{Home}{End}{PageDown}', open: false, active: undefined },
    { keys: '{ArrowDown}{Escape}', open: false, active: undefined },
  ])('from a closed list, $keys leaves it open: $open, on $active', async ({ keys, open, active }) => {
    const user = userEvent.setup();
    const { changes } = renderCombobox();
    const input = screen.getByRole('combobox');
    input.focus();
    await user.keyboard(keys);
    expect(input.getAttribute('aria-expanded')).toBe(String(open));
    const id = input.getAttribute('aria-activedescendant');
    const option = id ? document.getElementById(id) : null;
    expect(option?.querySelector('.ric-combobox-option-name')?.textContent).toBe(active);
    expect(changes).toEqual([]);
  });

  test('type to filter, then Enter chooses the first match', async () => {
    const user = userEvent.setup();
    const { changes } = renderCombobox();
    await user.type(screen.getByRole('combobox'), 'own{Enter}');
    expect(changes).toEqual(['OwnerId']);
    expect(screen.getByRole('combobox')).toHaveProperty('value', 'Owner');
    expect(screen.getByText('OwnerId')).toBeTruthy();
  });

  test('Escape closes the list and restores the chosen field', async () => {
    const user = userEvent.setup();
    const { changes } = renderCombobox({ initial: 'Industry' });
    const input = screen.getByRole('combobox');
    await user.clear(input);
    await user.type(input, 'own');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input).toHaveProperty('value', 'Industry');
    expect(changes).toEqual([]);
  });

  test('opening with ArrowDown makes the chosen field active; Tab away keeps the value', async () => {
    const user = userEvent.setup();
    const { changes } = renderCombobox({ initial: 'OwnerId' });
    const input = screen.getByRole('combobox');
    input.focus();
    await user.keyboard('{ArrowDown}');
    const activeId = input.getAttribute('aria-activedescendant') ?? '';
    expect(document.getElementById(activeId)?.textContent).toContain('Owner');
    await user.tab();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(changes).toEqual([]);
  });

  test('clicking an option chooses it', async () => {
    const user = userEvent.setup();
    const { changes } = renderCombobox();
    await user.click(screen.getByRole('button', { name: 'Show fields for Company size' }));
    await user.click(screen.getByRole('option', { name: /Industry/ }));
    expect(changes).toEqual(['Industry']);
    expect(screen.getByRole('combobox')).toHaveProperty('value', 'Industry');
  });

  test('unavailable fields are shown with the reason, aria-disabled, and cannot be chosen', async () => {
    const user = userEvent.setup();
    const unavailable = new Map([['Industry', 'Already mapped to Sector']]);
    const { changes } = renderCombobox({ unavailable });
    const input = screen.getByRole('combobox');
    await user.type(input, 'indus');
    const option = screen.getByRole('option', { name: /Industry/ });
    expect(option.getAttribute('aria-disabled')).toBe('true');
    expect(within(option).getByText('Already mapped to Sector')).toBeTruthy();
    // No choosable match: nothing is active, Enter chooses nothing.
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(option);
    expect(changes).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  test('clearable: the clear button and an emptied input both clear the choice', async () => {
    const user = userEvent.setup();
    const { changes } = renderCombobox({ initial: 'Industry', clearable: true });
    await user.click(screen.getByRole('button', { name: 'Clear Company size' }));
    expect(changes).toEqual([undefined]);
    expect(screen.getByRole('combobox')).toHaveProperty('value', '');
    await user.type(screen.getByRole('combobox'), 'own{Enter}');
    await user.clear(screen.getByRole('combobox'));
    await user.keyboard('{Enter}');
    expect(changes).toEqual([undefined, 'OwnerId', undefined]);
  });

  test('clearing with the keyboard from the clear button puts focus back in the input', async () => {
    const user = userEvent.setup();
    const { changes } = renderCombobox({ initial: 'Industry', clearable: true });
    const input = screen.getByRole('combobox', { name: 'Company size' });
    await user.click(input);
    await user.keyboard('{Escape}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear Company size' }));
    await user.keyboard('{Enter}');
    expect(changes).toEqual([undefined]);
    expect(screen.queryByRole('button', { name: 'Clear Company size' })).toBeNull();
    expect(document.activeElement).toBe(input);
    expect(input).toHaveProperty('value', '');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  test('typing ignores accents and other diacritics, in the names and in the query', async () => {
    const user = userEvent.setup();
    const accented = readObjectView({
      objectName: 'account',
      displayName: 'Account',
      destination: 'accounts',
      schedule: '*/15 * * * *',
      allFieldsMetadata: {
        Office__c: { fieldName: 'Office__c', displayName: 'Zürich office', valueType: 'string' },
        Societe__c: { fieldName: 'Societe__c', displayName: 'Société', valueType: 'string' },
        Name: { fieldName: 'Name', displayName: 'Account Name', valueType: 'string' },
      },
    }).allFields;
    const { changes } = renderCombobox({}, accented);
    const input = screen.getByRole('combobox', { name: 'Company size' });
    await user.type(input, 'zurich');
    expect(optionNames()).toEqual(['Zürich office']);
    expect(screen.getByRole('status').textContent).toBe('1 field available.');
    await user.clear(input);
    await user.type(input, 'SOCIETE');
    expect(optionNames()).toEqual(['Société']);
    await user.keyboard('{Enter}');
    expect(changes).toEqual(['Societe__c']);
  });

  test('an emptied input of a non-clearable combobox restores the value on blur', async () => {
    const user = userEvent.setup();
    const { changes } = renderCombobox({ initial: 'Industry' });
    await user.clear(screen.getByRole('combobox'));
    await user.tab();
    expect(changes).toEqual([]);
    expect(screen.getByRole('combobox')).toHaveProperty('value', 'Industry');
    expect(screen.queryByRole('button', { name: /Clear/ })).toBeNull();
  });

  test('invalid, required and described-by reach the input', () => {
    render(
      <IntegrationConfigProvider
        client={createApiClient(
          { baseUrl: 'http://127.0.0.1:4010/v1', project: 'p', apiKey: 'k' },
          { fetch: () => Promise.reject(new Error('no network in this test')) },
        )}
      >
        <p id="err">Choose a field for this mapping.</p>
        <ProviderFieldCombobox
          id="size"
          label="Company size"
          fields={fields}
          value={undefined}
          onChange={() => {}}
          invalid
          required
          describedBy="err"
        />
      </IntegrationConfigProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'Company size' });
    expect(input.id).toBe('size');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('err');
    expect(screen.getByRole('combobox', { description: 'Choose a field for this mapping.' })).toBe(input);
  });

  test('no match says so', async () => {
    const user = userEvent.setup();
    renderCombobox();
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No field matches.', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('No field matches.');
  });

  test('with 5,000 fields only a window of options is in the DOM, and keyboard moves through all', async () => {
    const user = userEvent.setup();
    const many = readObjectView({
      objectName: 'account',
      displayName: 'Account',
      destination: 'accounts',
      schedule: '*/15 * * * *',
      allFieldsMetadata: manyFieldsMetadata(5000),
    }).allFields;
    const { changes } = renderCombobox({}, many);
    const input = screen.getByRole('combobox');
    await user.click(input);
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(3);
    expect(options.length).toBeLessThan(30);
    expect(options[0]?.getAttribute('aria-setsize')).toBe('5000');
    await user.keyboard('{End}');
    const activeId = input.getAttribute('aria-activedescendant') ?? '';
    const active = document.getElementById(activeId);
    expect(active?.getAttribute('aria-posinset')).toBe('5000');
    expect(screen.getAllByRole('option').length).toBeLessThan(30);
    await user.keyboard('{Enter}');
    expect(changes).toEqual(['field_4999']);
    await user.clear(input);
    await user.type(input, 'field 4321{Enter}');
    expect(changes).toEqual(['field_4999', 'field_4321']);
  });

  test('has no axe violations, closed and open', async () => {
    const user = userEvent.setup();
    const { container } = renderCombobox({
      initial: 'Industry',
      clearable: true,
      unavailable: new Map([['OwnerId', 'Already mapped to Sector']]),
    });
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{ArrowDown}');
    expect(await axeViolations(container)).toEqual([]);
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('ProviderFieldCombobox with suggestions and a type check', () => {
  const suggested = new Map([
    ['NumberOfEmployees', 'Same name'],
    ['Size/Band~v1.x', 'Similar name'],
  ]);
  const mismatch = (field: (typeof fields)[number]) =>
    field.valueType === 'reference'
      ? { label: 'Reference field', warning: `${field.displayName} is a Reference field.` }
      : undefined;

  test('suggested fields lead the list with their reasons; mismatching fields come last with theirs', async () => {
    const user = userEvent.setup();
    renderCombobox({ suggested, mismatch });
    await user.click(screen.getByRole('combobox', { name: 'Company size' }));
    expect(optionNames()).toEqual(['Employees', 'Size band', 'Account Name', 'Industry', 'Owner']);
    const best = screen.getByRole('option', { name: /Employees/ });
    expect(best.getAttribute('aria-selected')).toBe('true');
    expect(within(best).getByText('Same name')).toBeTruthy();
    expect(within(screen.getByRole('option', { name: /Owner/ })).getByText('Reference field')).toBeTruthy();
  });

  test('typing keeps the order: a suggested match first', async () => {
    const user = userEvent.setup();
    const { changes } = renderCombobox({ suggested, mismatch });
    await user.type(screen.getByRole('combobox'), 'e{Enter}');
    expect(changes).toEqual(['NumberOfEmployees']);
  });

  test('a mismatching field asks first: Enter again confirms, Escape cancels, "Use anyway" confirms', async () => {
    const user = userEvent.setup();
    const { changes } = renderCombobox({ suggested, mismatch });
    const input = screen.getByRole('combobox', { name: 'Company size' });
    await user.type(input, 'owner{Enter}');
    expect(changes).toEqual([]);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Owner is a Reference field.');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(changes).toEqual([]);

    await user.type(input, 'owner{Enter}');
    // Moving to another option withdraws the question.
    await user.keyboard('{ArrowUp}');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('alert')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(changes).toEqual(['OwnerId']);
    expect(input).toHaveProperty('value', 'Owner');

    // Once chosen, reopening and choosing it again asks nothing.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.clear(input);
    await user.type(input, 'industry{Enter}');
    expect(changes).toEqual(['OwnerId', 'Industry']);
    await user.clear(input);
    // Chosen by key (a click on a row can land while the virtualized list still blocks pointer events after
    // scrolling); the question's own button then confirms.
    await user.type(input, 'owner{Enter}');
    await user.click(screen.getByRole('button', { name: 'Use Owner anyway' }));
    expect(changes).toEqual(['OwnerId', 'Industry', 'OwnerId']);
    expect(document.activeElement).toBe(input);
  });

  test('has no axe violations with suggestions and a warning shown', async () => {
    const user = userEvent.setup();
    const { container } = renderCombobox({ suggested, mismatch });
    await user.type(screen.getByRole('combobox'), 'o');
    expect(await axeViolations(container)).toEqual([]);
    await user.type(screen.getByRole('combobox'), 'wner{Enter}');
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
