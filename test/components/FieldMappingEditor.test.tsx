import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FieldMappingEditor } from '../../src/components/read/FieldMappingEditor.tsx';
import type { ReadObjectConfig } from '../../src/schemas/config.ts';
import type { HydratedReadObject } from '../../src/schemas/integration.ts';
import { axeViolations, readObjectView, renderPart, withViewportHeight } from './fieldPartsHarness.tsx';

const contact: HydratedReadObject = {
  objectName: 'contact',
  displayName: 'Contact',
  destination: 'contacts',
  schedule: '*/15 * * * *',
  requiredFields: [
    { fieldName: 'Id' },
    { mapToName: 'email', mapToDisplayName: 'Email', prompt: 'Which field holds the email address?' },
  ],
  optionalFields: [
    { mapToName: 'companySize', mapToDisplayName: 'Company size', prompt: 'Where is the company size?' },
    { mapToName: 'stage.v2', mapToDisplayName: 'Stage' },
  ],
  allFieldsMetadata: {
    Id: { fieldName: 'Id', displayName: 'Contact ID', valueType: 'string', readOnly: true },
    Email: { fieldName: 'Email', displayName: 'Email', valueType: 'string' },
    Work_Email__c: {
      fieldName: 'Work_Email__c',
      displayName: 'Work email',
      valueType: 'string',
      isCustom: true,
    },
    'Size/Band~v.1': { fieldName: 'Size/Band~v.1', displayName: 'Size band', valueType: 'singleSelect' },
    StageName: { fieldName: 'StageName', displayName: 'Stage', valueType: 'singleSelect' },
  },
};

const empty: ReadObjectConfig = {
  objectName: 'contact',
  selectedFields: { Id: true },
  selectedFieldMappings: {},
};

function renderEditor(config: ReadObjectConfig = empty, object: HydratedReadObject = contact) {
  return renderPart(readObjectView(object, config), (v) => <FieldMappingEditor view={v} />, config);
}

const combobox = (name: string) => screen.getByRole('combobox', { name });

let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = withViewportHeight(320);
});
afterEach(() => restoreViewport());

describe('FieldMappingEditor', () => {
  test('renders nothing when the object has no mapping prompts', () => {
    const { container } = renderEditor(empty, {
      ...contact,
      requiredFields: [{ fieldName: 'Id' }],
      optionalFields: [],
    });
    expect(container.innerHTML).toBe('');
  });

  test('one row per prompt: app field name, prompt text, required marker', () => {
    renderEditor();
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const email = combobox('Email');
    expect(email.getAttribute('aria-required')).toBe('true');
    expect(within(rows[0] as HTMLElement).getByText('required')).toBeTruthy();
    // Unmapped, the required prompt says so at its row (issue 28), after its prompt text.
    const required = 'Required: Email is not mapped. Choose the field of your account that holds it.';
    expect(within(rows[0] as HTMLElement).getByText(required)).toBeTruthy();
    expect(
      screen.getByRole('combobox', { description: `Which field holds the email address? ${required}` }),
    ).toBe(email);
    expect(combobox('Company size').hasAttribute('aria-required')).toBe(false);
    expect(combobox('Stage').hasAttribute('aria-describedby')).toBe(false);
  });

  test('choosing a field stores it under the prompt; app field names with "." are plain keys', async () => {
    const user = userEvent.setup();
    const { values } = renderEditor();
    await user.type(combobox('Email'), 'work{Enter}');
    expect(values().selectedFieldMappings).toEqual({ email: 'Work_Email__c' });
    await user.type(combobox('Stage'), 'stage{Enter}');
    await user.type(combobox('Company size'), 'v.1{Enter}');
    expect(values().selectedFieldMappings).toEqual({
      email: 'Work_Email__c',
      'stage.v2': 'StageName',
      companySize: 'Size/Band~v.1',
    });
    expect(values().selectedFieldMappings).not.toHaveProperty('stage');
  });

  test('clearing an optional prompt deletes its key', async () => {
    const user = userEvent.setup();
    const { values } = renderEditor({
      ...empty,
      selectedFieldMappings: { email: 'Email', companySize: 'Size/Band~v.1' },
    });
    expect(combobox('Company size')).toHaveProperty('value', 'Size band');
    await user.click(screen.getByRole('button', { name: 'Clear Company size' }));
    expect(values().selectedFieldMappings).toEqual({ email: 'Email' });
    expect(screen.queryByRole('button', { name: 'Clear Email' })).toBeNull();
  });

  test('a field mapped to another prompt is shown as unavailable, with the reason', async () => {
    const user = userEvent.setup();
    const { values } = renderEditor({ ...empty, selectedFieldMappings: { email: 'Email' } });
    await user.type(combobox('Company size'), 'email');
    const taken = screen.getByRole('option', { name: /^Email/ });
    expect(taken.getAttribute('aria-disabled')).toBe('true');
    expect(within(taken).getByText('Already mapped to Email')).toBeTruthy();
    const free = screen.getByRole('option', { name: /Work email/ });
    expect(free.hasAttribute('aria-disabled')).toBe(false);
    await user.click(taken);
    expect(values().selectedFieldMappings).toEqual({ email: 'Email' });
  });

  test('required and duplicate errors show next to the row, and clear once fixed', async () => {
    const user = userEvent.setup();
    const { form, values } = renderEditor({
      ...empty,
      selectedFieldMappings: { companySize: 'StageName', 'stage.v2': 'StageName' },
    });
    await act(async () => {
      await form().trigger();
    });
    const email = combobox('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { description: /Choose a field for this mapping\./ })).toBe(email);
    const stage = combobox('Stage');
    expect(stage.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('StageName is already mapped to another field.').id).toBe(
      stage.getAttribute('aria-describedby'),
    );
    expect(combobox('Company size').hasAttribute('aria-invalid')).toBe(false);

    await user.type(email, 'work{Enter}');
    expect(values().selectedFieldMappings.email).toBe('Work_Email__c');
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText('Choose a field for this mapping.')).toBeNull();
    expect(stage.getAttribute('aria-invalid')).toBe('true');
  });

  test("the server's issue on a mapping is shown on its row", () => {
    const { form } = renderEditor({ ...empty, selectedFieldMappings: { email: 'Email' } });
    act(() => {
      form().setError('selectedFieldMappings.companySize', { type: 'server', message: 'Not allowed here.' });
    });
    const size = combobox('Company size');
    expect(size.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { description: /Not allowed here\./ })).toBe(size);
  });

  test('a saved mapping to a field the account no longer has shows its API name', () => {
    renderEditor({ ...empty, selectedFieldMappings: { email: 'Gone__c' } });
    expect(combobox('Email')).toHaveProperty('value', 'Gone__c');
  });

  test('has no axe violations, with errors and with an open list', async () => {
    const user = userEvent.setup();
    const { container, form } = renderEditor({ ...empty, selectedFieldMappings: { companySize: 'Email' } });
    await act(async () => {
      await form().trigger();
    });
    expect(await axeViolations(container)).toEqual([]);
    await user.click(combobox('Stage'));
    expect(await axeViolations(container)).toEqual([]);
  });
});
