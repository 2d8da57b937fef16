// @vitest-environment node
import fc from 'fast-check';
import { isPlainFieldMetadata } from '../../src/core/isPlainFieldMetadata.ts';
import { fieldMetadataSchema } from '../../src/schemas/integration.ts';

const plain = { fieldName: 'tier__c', displayName: 'Tier' };

describe('isPlainFieldMetadata', () => {
  it.each([
    ['the least metadata', plain, true],
    [
      'every property',
      {
        ...plain,
        valueType: 'singleSelect',
        providerType: 'picklist',
        readOnly: false,
        isCustom: true,
        isRequired: false,
        referenceTo: ['Account'],
        values: [{ value: 'gold', displayValue: 'Gold', extra: 1 }],
        extra: { any: 'thing' },
      },
      true,
    ],
    [
      'a type the contract does not list (the schema makes it other)',
      { ...plain, valueType: 'currency' },
      false,
    ],
    ['a displayName that is a number', { ...plain, displayName: 42 }, false],
    ['no fieldName', { displayName: 'Tier' }, false],
    ['a flag that is text', { ...plain, readOnly: 'no' }, false],
    ['a value without its displayValue', { ...plain, values: [{ value: 'gold' }] }, false],
    ['references that are not names', { ...plain, referenceTo: [1] }, false],
    ['a list', [plain], false],
    ['null', null, false],
  ])('%s: %s', (_name, value, expected) => {
    expect(isPlainFieldMetadata(value)).toBe(expected);
  });

  it('accepts only what the schema accepts, and as the schema reads it', () => {
    const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(fc.oneof(arb, fc.anything()), { nil: undefined });
    const metadata = fc.record(
      {
        fieldName: maybe(fc.string()),
        displayName: maybe(fc.string()),
        valueType: maybe(fc.constantFrom('string', 'int', 'singleSelect', 'currency', 'other')),
        providerType: maybe(fc.string()),
        readOnly: maybe(fc.boolean()),
        isCustom: maybe(fc.boolean()),
        isRequired: maybe(fc.boolean()),
        referenceTo: maybe(fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 2 })),
        values: maybe(
          fc.array(fc.record({ value: maybe(fc.string()), displayValue: maybe(fc.string()) }), {
            maxLength: 2,
          }),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(metadata, fc.anything()), (value) => {
        if (!isPlainFieldMetadata(value)) return;
        const parsed = fieldMetadataSchema.safeParse(value);
        expect(parsed.success).toBe(true);
        expect(parsed.data).toEqual(value);
      }),
      { numRuns: 3000 },
    );
  });
});
