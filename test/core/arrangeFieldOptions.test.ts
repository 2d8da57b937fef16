// @vitest-environment node
import { arrangeFieldOptions } from '../../src/core/arrangeFieldOptions.ts';
import { fieldView } from '../../src/core/fieldView.ts';

const list = ['a', 'b', 'c', 'd', 'e'].map((name) => fieldView(name, undefined));
const mismatching = (names: string[]) => (field: { fieldName: string }) => names.includes(field.fieldName);

describe('arrangeFieldOptions', () => {
  it.each([
    {
      name: 'nothing suggested, no type check',
      suggested: [],
      mismatch: undefined,
      expected: 'abcde',
      same: true,
    },
    { name: 'nothing moves', suggested: [], mismatch: mismatching([]), expected: 'abcde', same: true },
    {
      name: 'suggestions first, in their order',
      suggested: ['d', 'b'],
      mismatch: undefined,
      expected: 'dbace',
      same: false,
    },
    {
      name: 'mismatching types last',
      suggested: [],
      mismatch: mismatching(['a', 'c']),
      expected: 'bdeac',
      same: false,
    },
    {
      name: 'a suggestion of a mismatching type stays first',
      suggested: ['e'],
      mismatch: mismatching(['e', 'a']),
      expected: 'ebcda',
      same: false,
    },
    {
      name: 'a suggestion not in the list',
      suggested: ['z'],
      mismatch: undefined,
      expected: 'abcde',
      same: true,
    },
  ])('$name', ({ suggested, mismatch, expected, same }) => {
    const arranged = arrangeFieldOptions(list, new Map(suggested.map((n) => [n, 'Same name'])), mismatch);
    expect(arranged.map((f) => f.fieldName).join('')).toBe(expected);
    expect(arranged === list).toBe(same);
  });
});
