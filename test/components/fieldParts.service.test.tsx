import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FieldMappingEditor } from '../../src/components/read/FieldMappingEditor.tsx';
import { ValueMappingEditor } from '../../src/components/read/ValueMappingEditor.tsx';
import { FieldPicker } from '../../src/components/shared/FieldPicker.tsx';
import type { ReadObjectView } from '../../src/core/buildRevisionObjects.ts';
import { setupMockServer } from '../support/backendHarness.tsx';
import { renderObjectParts } from '../support/renderObjectParts.tsx';
import { withViewportHeight } from './fieldPartsHarness.tsx';

const server = setupMockServer();

function Parts({ view }: { view: ReadObjectView }) {
  return (
    <>
      <FieldPicker view={view} />
      <FieldMappingEditor view={view} />
      <ValueMappingEditor view={view} />
    </>
  );
}

const renderParts = () => renderObjectParts(server, Parts);

let restoreViewport: () => void;
beforeEach(() => {
  restoreViewport = withViewportHeight(400);
});
afterEach(() => restoreViewport());

describe('fields and mappings against the mock service', () => {
  test('what the user picks and maps is what the service stores, names with "/" and "~" included', async () => {
    const user = userEvent.setup();
    const { save, stored, harness } = await renderParts();
    const search = screen.getByRole('searchbox', { name: 'Search fields' });

    await user.type(search, 'sap_customer');
    await user.click(screen.getByRole('checkbox', { name: 'SAP Customer No. (ERP/SAP)' }));
    await user.clear(search);
    await user.type(search, 'credit~');
    await user.click(screen.getByRole('checkbox', { name: 'Credit Limit (~approx.)' }));

    await user.clear(screen.getByRole('combobox', { name: 'Sales region' }));
    await user.type(screen.getByRole('combobox', { name: 'Sales region' }), 'account rating{Enter}');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Customer Tier value for Gold' }),
      'Platinum',
    );

    expect((await save())?.ok).toBe(true);
    const account = stored();
    expect(account?.selectedFields).not.toHaveProperty('erp/sap_customer_no__c');
    expect(account?.selectedFields['credit~limit__c']).toBe(true);
    expect(account?.selectedFieldMappings.salesRegion).toBe('rating');
    expect(account?.selectedValueMappings?.accountTier).toEqual({
      platinum: 'Platinum',
      gold: 'Platinum',
      silver: 'Silver',
      bronze: 'Bronze',
    });
    // The names travel as JSON Pointer segments: `/` as ~1 and `~` as ~0 (RFC 6901).
    const sent = harness.requests
      .filter((r) => r.method !== 'GET')
      .map((r) => r.body)
      .join('\n');
    expect(sent).toContain('/selectedFields/erp~1sap_customer_no__c');
    expect(sent).toContain('/selectedFields/credit~0limit__c');
  });

  test('"All fields" is stored as selectedFieldsAuto, and turning it off removes it', async () => {
    const user = userEvent.setup();
    const { save, stored } = await renderParts();
    await user.click(screen.getByRole('radio', { name: 'All fields, including fields added later' }));
    expect((await save())?.ok).toBe(true);
    expect(stored()?.selectedFieldsAuto).toBe('all');

    await user.click(screen.getByRole('radio', { name: 'Only the fields I choose' }));
    expect((await save())?.ok).toBe(true);
    expect(stored()).not.toHaveProperty('selectedFieldsAuto');
    expect(stored()?.selectedFields.website).toBe(true);
  });

  test('a required mapping left empty blocks the save; nothing is sent until it is filled', async () => {
    const user = userEvent.setup();
    const { save, stored, editor, harness } = await renderParts();
    act(() => {
      const mappings = { ...editor().form.getValues('selectedFieldMappings') };
      delete mappings.accountTier;
      editor().form.setValue('selectedFieldMappings', mappings, { shouldDirty: true });
    });
    const before = harness.requests.length;
    expect((await save())?.ok).toBe(false);
    expect(harness.requests.length).toBe(before);
    const tier = screen.getByRole('combobox', { name: 'Account tier' });
    expect(tier.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { description: /Choose a field for this mapping\./ })).toBe(tier);

    await user.type(tier, 'customer tier{Enter}');
    expect(tier.hasAttribute('aria-invalid')).toBe(false);
    expect((await save())?.ok).toBe(true);
    expect(stored()?.selectedFieldMappings.accountTier).toBe('customer_tier__c');
  });
});
