// @vitest-environment node
import { readFieldEntries } from '../../src/core/readFieldEntries.ts';
import type { SkippedField } from '../../src/core/revisionObjectViews.ts';

describe('readFieldEntries', () => {
  it.each([
    { name: 'no list', list: undefined, offset: 0, kept: [], skipped: [] },
    {
      name: 'well-formed entries',
      list: [{ fieldName: 'Name', displayName: 'Name' }, { mapToName: 'score' }],
      offset: 0,
      kept: ['Name', 'score'],
      skipped: [],
    },
    {
      name: 'an entry with neither name',
      list: [{ displayName: 'Nameless' }, { fieldName: 'Id' }],
      offset: 0,
      kept: ['Id'],
      skipped: [
        {
          fieldName: undefined,
          reason: 'optionalFields[0].fieldName: A field entry needs fieldName or mapToName',
        },
      ],
    },
    {
      name: 'a wrong type, named, at an offset',
      list: [{ fieldName: 'Rating', displayName: 5 }],
      offset: 1000,
      kept: [],
      skipped: [{ fieldName: 'Rating', reason: 'optionalFields[1000].displayName: expected string' }],
    },
    {
      name: 'not an object',
      list: ['Name'],
      offset: 0,
      kept: [],
      skipped: [{ fieldName: undefined, reason: 'optionalFields[0]: expected object' }],
    },
  ])('reads $name', ({ list, offset, kept, skipped }) => {
    const notes: SkippedField[] = [];
    const entries = readFieldEntries(list, 'optionalFields', notes, offset);
    expect(entries.map((e) => e.fieldName ?? e.mapToName)).toEqual(kept);
    expect(notes).toEqual(skipped);
  });
});
