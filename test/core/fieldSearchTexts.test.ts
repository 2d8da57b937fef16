// @vitest-environment node
import { fieldSearchTexts } from '../../src/core/fieldSearchTexts.ts';
import { fieldView } from '../../src/core/fieldView.ts';

const view = (fieldName: string, displayName: string) => fieldView(fieldName, { fieldName, displayName });

describe('fieldSearchTexts', () => {
  it.each([
    { name: 'no fields', fields: [], count: undefined, expected: [] },
    {
      name: 'names folded, display name then API name',
      fields: [view('Societe__c', 'Société')],
      count: undefined,
      expected: ['societe\nsociete__c'],
    },
    { name: 'the first one only', fields: [view('A', 'Ä'), view('B', 'B')], count: 1, expected: ['a\na'] },
  ])('makes the texts of $name', ({ fields, count, expected }) => {
    expect(fieldSearchTexts(fields, count)).toEqual(expected);
  });

  it('makes each text once per list, and the rest when asked', () => {
    const fields = [view('A', 'A'), view('B', 'B')];
    const first = fieldSearchTexts(fields, 1);
    expect(first).toHaveLength(1);
    expect(fieldSearchTexts(fields)).toBe(first);
    expect(first).toEqual(['a\na', 'b\nb']);
  });
});
