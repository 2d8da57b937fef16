// @vitest-environment node
import { objectFieldEntries } from '../../src/core/objectFieldEntries.ts';

describe('objectFieldEntries', () => {
  it.each([
    { name: 'an object without lists', object: { objectName: 'a' }, required: [], optional: [], skipped: 0 },
    {
      name: 'both lists, one entry unreadable',
      object: {
        objectName: 'a',
        requiredFields: [{ fieldName: 'Id' }, { mapToName: 'owner' }],
        optionalFields: [{ fieldName: 'Name' }, 42],
      },
      required: ['Id', 'owner'],
      optional: ['Name'],
      skipped: 1,
    },
  ])('reads $name', ({ object, required, optional, skipped }) => {
    const entries = objectFieldEntries(object);
    expect(entries.requiredEntries.map((e) => e.fieldName ?? e.mapToName)).toEqual(required);
    expect(entries.optionalEntries.map((e) => e.fieldName ?? e.mapToName)).toEqual(optional);
    expect(entries.skippedFields).toHaveLength(skipped);
    // Read once per object: the same entries again.
    expect(objectFieldEntries(object)).toBe(entries);
  });
});
