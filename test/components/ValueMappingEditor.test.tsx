import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ValueMappingEditor } from '../../src/components/read/ValueMappingEditor.tsx';
import type { ReadObjectConfig } from '../../src/schemas/config.ts';
import type { HydratedReadObject } from '../../src/schemas/integration.ts';
import { axeViolations, readObjectView, renderPart } from './fieldPartsHarness.tsx';

const account: HydratedReadObject = {
  objectName: 'account',
  displayName: 'Account',
  destination: 'accounts',
  schedule: '*/15 * * * *',
  requiredFields: [{ fieldName: 'Id' }],
  allFieldsMetadata: {
    Id: { fieldName: 'Id', displayName: 'Account ID', valueType: 'string' },
    Tier__c: {
      fieldName: 'Tier__c',
      displayName: 'Tier',
      valueType: 'singleSelect',
      values: [
        { value: 'T1', displayValue: 'Tier 1' },
        { value: 'T2', displayValue: 'Tier 2' },
        { value: 'a.b/c', displayValue: 'Odd value' },
      ],
    },
    Segment__c: {
      fieldName: 'Segment__c',
      displayName: 'Segment',
      valueType: 'multiSelect',
      values: [
        { value: 'ENT', displayValue: 'Enterprise' },
        { value: 'SMB', displayValue: 'Small business' },
      ],
    },
    Notes: { fieldName: 'Notes', displayName: 'Notes', valueType: 'string' },
  },
};

// Prompts with app values come from the dynamic mappings input (saved with the config, or from the host).
const dynamicMappingsInput = [
  {
    mapToName: 'customer.tier',
    mapToDisplayName: 'Customer tier',
    mappedValues: [
      { mappedValue: 'gold', mappedDisplayValue: 'Gold' },
      { mappedValue: 'silver/2', mappedDisplayValue: 'Silver' },
    ],
  },
];

function config(overrides: Partial<ReadObjectConfig> = {}): ReadObjectConfig {
  return {
    objectName: 'account',
    selectedFields: { Id: true },
    selectedFieldMappings: { 'customer.tier': 'Tier__c' },
    dynamicMappingsInput,
    ...overrides,
  };
}

function renderEditor(saved: ReadObjectConfig = config(), object: HydratedReadObject = account) {
  return renderPart(readObjectView(object, saved), (v) => <ValueMappingEditor view={v} />, saved);
}

describe('ValueMappingEditor', () => {
  test('renders nothing when no prompt has app values', () => {
    const { container } = renderEditor(config({ dynamicMappingsInput: [] }));
    expect(container.innerHTML).toBe('');
  });

  test('asks for a picklist field while the prompt is unmapped or mapped to a non-picklist', () => {
    const { unmount } = renderEditor(config({ selectedFieldMappings: {} }));
    expect(screen.getByText('Map Customer tier to a picklist field to match its values.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    renderEditor(config({ selectedFieldMappings: { 'customer.tier': 'Notes' } }));
    expect(screen.getByText('Map Customer tier to a picklist field to match its values.')).toBeTruthy();
  });

  test('a table maps each app value to a value of the mapped field', async () => {
    const user = userEvent.setup();
    const { values } = renderEditor();
    const table = screen.getByRole('table', { name: 'Values of Customer tier, mapped to values of Tier' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['App value', 'Tier value']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Gold', 'Silver']);
    const gold = screen.getByRole('combobox', { name: 'Tier value for Gold' });
    expect(
      within(gold)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Not mapped', 'Tier 1', 'Tier 2', 'Odd value']);
    await user.selectOptions(gold, 'Tier 1');
    expect(values().selectedValueMappings).toEqual({ 'customer.tier': { gold: 'T1' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tier value for Silver' }), 'Odd value');
    expect(values().selectedValueMappings).toEqual({ 'customer.tier': { gold: 'T1', 'silver/2': 'a.b/c' } });
  });

  test('unsetting removes the key, and an emptied inner map removes the prompt', async () => {
    const user = userEvent.setup();
    const { values } = renderEditor(
      config({ selectedValueMappings: { 'customer.tier': { gold: 'T1', 'silver/2': 'T2' } } }),
    );
    const gold = screen.getByRole('combobox', { name: 'Tier value for Gold' });
    expect(gold).toHaveProperty('value', 'T1');
    await user.selectOptions(gold, 'Not mapped');
    expect(values().selectedValueMappings).toEqual({ 'customer.tier': { 'silver/2': 'T2' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tier value for Silver' }), 'Not mapped');
    // The stored config had the map, so it stays, empty.
    expect(values().selectedValueMappings).toEqual({});
  });

  test('mapping then unmapping leaves no selectedValueMappings when none was stored', async () => {
    const user = userEvent.setup();
    const { values } = renderEditor();
    const gold = screen.getByRole('combobox', { name: 'Tier value for Gold' });
    await user.selectOptions(gold, 'Tier 2');
    await user.selectOptions(gold, 'Not mapped');
    expect(values().selectedValueMappings).toBeUndefined();
  });

  test('saved values the mapped field no longer has are shown as invalid, not dropped', async () => {
    const user = userEvent.setup();
    const saved = config({ selectedValueMappings: { 'customer.tier': { gold: 'T1', 'silver/2': 'T2' } } });
    const { values, form } = renderEditor(saved);
    // The user maps the prompt to another picklist: the saved values T1/T2 do not exist there.
    act(() => {
      form().setValue('selectedFieldMappings', { 'customer.tier': 'Segment__c' }, { shouldDirty: true });
    });
    const gold = screen.getByRole('combobox', { name: 'Segment value for Gold' });
    expect(gold).toHaveProperty('value', 'T1');
    expect(gold.getAttribute('aria-invalid')).toBe('true');
    expect(within(gold).getByRole('option', { selected: true }).textContent).toBe('T1 (no longer available)');
    expect(screen.getByRole('combobox', { description: /“T1” is no longer a value of Segment/ })).toBe(gold);
    expect(values().selectedValueMappings).toEqual({ 'customer.tier': { gold: 'T1', 'silver/2': 'T2' } });

    await user.selectOptions(gold, 'Enterprise');
    expect(gold.hasAttribute('aria-invalid')).toBe(false);
    expect(values().selectedValueMappings).toEqual({ 'customer.tier': { gold: 'ENT', 'silver/2': 'T2' } });
  });

  test('saved value mappings of a prompt whose field has no values are flagged and can be removed', async () => {
    const user = userEvent.setup();
    const saved = config({
      selectedFieldMappings: { 'customer.tier': 'Notes' },
      selectedValueMappings: { 'customer.tier': { gold: 'T1' }, other: { x: 'y' } },
    });
    const { values } = renderEditor(saved);
    expect(screen.getByText(/Saved value mappings of Customer tier no longer apply/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove value mappings of Customer tier' }));
    expect(values().selectedValueMappings).toEqual({ other: { x: 'y' } });
    expect(screen.getByText('Map Customer tier to a picklist field to match its values.')).toBeTruthy();
  });

  test('removing orphaned value mappings from the keyboard moves focus to what replaced the button', async () => {
    const user = userEvent.setup();
    const saved = config({
      selectedFieldMappings: { 'customer.tier': 'Notes' },
      selectedValueMappings: { 'customer.tier': { gold: 'T1' } },
    });
    const { values } = renderEditor(saved);
    const remove = screen.getByRole('button', { name: 'Remove value mappings of Customer tier' });
    await user.tab();
    expect(document.activeElement).toBe(remove);
    await user.keyboard('{Enter}');
    expect(values().selectedValueMappings).toEqual({});
    expect(remove.isConnected).toBe(false);
    const hint = screen.getByText('Map Customer tier to a picklist field to match its values.');
    expect(document.activeElement).toBe(hint);
    // Focusable for this move only: Tab does not stop on it.
    expect(hint.tabIndex).toBe(-1);
  });

  test("the form's errors on a value mapping show on its select", () => {
    const { form } = renderEditor(config({ selectedValueMappings: { 'customer.tier': { gold: 'T1' } } }));
    act(() => {
      form().setError('selectedValueMappings.customer', {
        type: 'server',
        message: 'ignored: not this prompt',
      });
      form().setError('selectedValueMappings.x.gold', { type: 'server', message: 'ignored too' });
    });
    expect(screen.getByRole('combobox', { name: 'Tier value for Gold' }).hasAttribute('aria-invalid')).toBe(
      false,
    );
    act(() => {
      form().clearErrors();
      form().setError('selectedValueMappings.customer.tier.gold', {
        type: 'server',
        message: 'Unknown value.',
      });
    });
    const gold = screen.getByRole('combobox', { name: 'Tier value for Gold' });
    expect(gold.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { description: 'Unknown value.' })).toBe(gold);
  });

  test('has no axe violations, with a valid table, an invalid value and an orphaned prompt', async () => {
    const twoPrompts = [
      ...dynamicMappingsInput,
      {
        mapToName: 'segment',
        mapToDisplayName: 'Segment',
        mappedValues: [{ mappedValue: 'e', mappedDisplayValue: 'E' }],
      },
    ];
    const { container } = renderEditor(
      config({
        dynamicMappingsInput: twoPrompts,
        selectedFieldMappings: { 'customer.tier': 'Tier__c', segment: 'Notes' },
        selectedValueMappings: { 'customer.tier': { gold: 'GONE' }, segment: { e: 'x' } },
      }),
    );
    expect(screen.getByRole('combobox', { name: 'Tier value for Gold' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
