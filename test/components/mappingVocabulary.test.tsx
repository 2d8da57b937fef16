import { suggestMappings } from '../../src/core/suggestMappings.ts';
import type { ReadObjectConfig } from '../../src/schemas/config.ts';
import type { HydratedReadObject } from '../../src/schemas/integration.ts';

// The test setup preloads the widget's parts, which builds the vocabulary while idle: these tests load the
// modules afresh, so nothing has built it yet.
async function importFresh() {
  vi.resetModules();
  const [library, harness, fieldEditor, valueEditor, inSteps, vocabulary] = await Promise.all([
    import('@testing-library/react'),
    import('./fieldPartsHarness.tsx'),
    import('../../src/components/read/FieldMappingEditor.tsx'),
    import('../../src/components/read/ValueMappingEditor.tsx'),
    import('../../src/core/suggestMappingsInSteps.ts'),
    import('../../src/core/crmVocabulary.ts'),
  ]);
  return { ...library, ...harness, ...fieldEditor, ...valueEditor, ...inSteps, ...vocabulary };
}

const account: HydratedReadObject = {
  objectName: 'account',
  displayName: 'Account',
  destination: 'accounts',
  schedule: '*/15 * * * *',
  requiredFields: [
    { fieldName: 'Id' },
    { mapToName: 'owner', mapToDisplayName: 'Account owner', prompt: 'Who owns the account?' },
  ],
  allFieldsMetadata: {
    Id: { fieldName: 'Id', displayName: 'Account ID', valueType: 'string' },
    OwnerId: { fieldName: 'OwnerId', displayName: 'Owner', valueType: 'reference' },
    Tier__c: {
      fieldName: 'Tier__c',
      displayName: 'Tier',
      valueType: 'singleSelect',
      values: [
        { value: 'T1', displayValue: 'Gold' },
        { value: 'T2', displayValue: 'Silver' },
      ],
    },
  },
};

const config: ReadObjectConfig = {
  objectName: 'account',
  selectedFields: { Id: true },
  selectedFieldMappings: { 'customer.tier': 'Tier__c' },
  dynamicMappingsInput: [
    {
      mapToName: 'customer.tier',
      mapToDisplayName: 'Customer tier',
      mappedValues: [
        { mappedValue: 'gold', mappedDisplayValue: 'Gold' },
        { mappedValue: 'silver', mappedDisplayValue: 'Silver' },
      ],
    },
  ],
};

describe('the mapping parts before the vocabulary is built', () => {
  test('wait for it, busy, while it is built in short tasks, not in their render; then show the mappings', async () => {
    const {
      FieldMappingEditor,
      ValueMappingEditor,
      isCrmVocabularyBuilt,
      readObjectView,
      renderPart,
      screen,
      within,
    } = await importFresh();
    expect(isCrmVocabularyBuilt()).toBe(false);
    const view = readObjectView(account, config);
    const { container, unmount } = renderPart(
      view,
      (v) => (
        <>
          <FieldMappingEditor view={v} />
          <ValueMappingEditor view={v} />
        </>
      ),
      config,
    );
    // Drawn without it: the hint of the mappings over a busy placeholder, no picker and no value table yet.
    expect(isCrmVocabularyBuilt()).toBe(false);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Choose which field of your account holds each of these values.')).toBeTruthy();
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(2);

    // Then the pickers, and the table that pairs the values by name.
    await screen.findByRole('combobox', { name: 'Account owner' });
    expect(isCrmVocabularyBuilt()).toBe(true);
    const table = await screen.findByRole('table', {
      name: 'Values of Customer tier, mapped to values of Tier',
    });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Gold', 'Silver']);
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
    unmount();
  });

  test('the suggestions build the vocabulary a step at a time too, and suggest what they suggest in one go', async () => {
    const fresh = await importFresh();
    const prompts = [{ mapToName: 'owner', displayName: 'Account owner', mappedValues: [] }];
    const fields = fresh.readObjectView(account, config).allFields;
    const steps = fresh.suggestMappingsInSteps(prompts, fields);
    steps.next();
    // One step of the suggestions built one step of the vocabulary, not all of it.
    expect(fresh.isCrmVocabularyBuilt()).toBe(false);
    let step = steps.next();
    let count = 2;
    while (!step.done) {
      step = steps.next();
      count++;
    }
    expect(fresh.isCrmVocabularyBuilt()).toBe(true);
    expect(count).toBeGreaterThan(10);
    expect(step.value).toEqual(suggestMappings(prompts, fields));
  });
});
