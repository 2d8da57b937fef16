// @vitest-environment node
import { fieldView } from '../../src/core/fieldView.ts';
import type { FieldMetadata, HydratedField } from '../../src/schemas/integration.ts';
import { blankFieldView } from '../../stories/support/fieldViews.ts';

describe('fieldView', () => {
  it.each([
    {
      name: 'a name alone',
      fieldName: 'Name',
      metadata: undefined,
      entry: undefined,
      expected: { fieldName: 'Name', displayName: 'Name', ...blankFieldView },
    },
    {
      name: 'metadata',
      fieldName: 'Stage',
      entry: undefined,
      metadata: {
        fieldName: 'Stage',
        displayName: 'Stage',
        valueType: 'singleSelect',
        readOnly: true,
        isCustom: true,
        isRequired: true,
        referenceTo: ['Deal'],
        values: [{ value: 'won', displayValue: 'Won' }],
        providerType: 'picklist',
      },
      expected: {
        ...blankFieldView,
        fieldName: 'Stage',
        displayName: 'Stage',
        valueType: 'singleSelect',
        providerType: 'picklist',
        readOnly: true,
        isCustom: true,
        isRequired: true,
        referenceTo: ['Deal'],
        values: [{ value: 'won', displayValue: 'Won' }],
      },
    },
    {
      name: 'an entry without metadata: its shown name and mapping',
      fieldName: 'Rating__c',
      metadata: undefined,
      entry: { fieldName: 'Rating__c', displayName: 'Rating', mapToName: 'score' },
      expected: { ...blankFieldView, fieldName: 'Rating__c', displayName: 'Rating', mapToName: 'score' },
    },
    {
      name: 'metadata with an empty display name: the entry names it',
      fieldName: 'X',
      metadata: { fieldName: 'X', displayName: '' },
      entry: { fieldName: 'X', displayName: 'Ex' },
      expected: { ...blankFieldView, fieldName: 'X', displayName: 'Ex' },
    },
  ] as {
    name: string;
    fieldName: string;
    metadata?: FieldMetadata;
    entry?: HydratedField;
    expected: object;
  }[])('builds the view of $name', ({ fieldName, metadata, entry, expected }) => {
    expect(fieldView(fieldName, metadata, entry)).toEqual(expected);
  });
});
