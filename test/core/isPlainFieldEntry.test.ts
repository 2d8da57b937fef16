// @vitest-environment node
import fc from 'fast-check';
import { isPlainFieldEntry } from '../../src/core/isPlainFieldEntry.ts';
import { hydratedFieldEntrySchema } from '../../src/schemas/integration.ts';

describe('isPlainFieldEntry', () => {
  it.each([
    ['an existing field', { fieldName: 'tier__c', displayName: 'Tier' }, true],
    ['an existing field without displayName', { fieldName: 'tier__c' }, true],
    [
      'a mapping prompt',
      { mapToName: 'tier', mapToDisplayName: 'Tier', prompt: 'Which?', default: 'x' },
      true,
    ],
    ['extra properties', { fieldName: 'a', extra: [1] }, true],
    ['neither fieldName nor mapToName', { prompt: 'no name' }, false],
    ['a fieldName that is a number', { fieldName: 7 }, false],
    ['a displayName that is a number', { fieldName: 'a', displayName: 7 }, false],
    ['a list', [{ fieldName: 'a' }], false],
    ['a name alone', 'a', false],
  ])('%s: %s', (_name, value, expected) => {
    expect(isPlainFieldEntry(value)).toBe(expected);
  });

  it('accepts only what the schema accepts, and as the schema reads it', () => {
    const maybe = fc.option(fc.oneof(fc.string(), fc.anything()), { nil: undefined });
    const entry = fc.record(
      {
        fieldName: maybe,
        mapToName: maybe,
        mapToDisplayName: maybe,
        default: maybe,
        prompt: maybe,
        displayName: maybe,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(entry, fc.anything()), (value) => {
        if (!isPlainFieldEntry(value)) return;
        const parsed = hydratedFieldEntrySchema.safeParse(value);
        expect(parsed.success).toBe(true);
        expect(parsed.data).toEqual(value);
      }),
      { numRuns: 3000 },
    );
  });
});
