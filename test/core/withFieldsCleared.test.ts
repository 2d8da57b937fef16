// @vitest-environment node
import { fieldView } from '../../src/core/fieldView.ts';
import { withFieldsCleared } from '../../src/core/withFieldsCleared.ts';

// The list's rows: a, b, c, d (in this order).
const rows = ['a', 'b', 'c', 'd'];
const rowNumber = new Map(rows.map((name, row) => [name, row]));
const fields = (...names: string[]) => names.map((name) => fieldView(name, undefined));

describe('withFieldsCleared', () => {
  it.each([
    { name: 'every row', current: { a: true, c: true }, matching: undefined, expected: [] },
    {
      name: 'the matches only',
      current: { a: true, b: true, c: true },
      matching: fields('a', 'c'),
      expected: ['b'],
    },
    { name: 'no match', current: { a: true, b: true }, matching: fields(), expected: ['a', 'b'] },
    {
      name: 'names without a row kept (required or no longer listed)',
      current: { a: true, gone: true, Id: true },
      matching: undefined,
      expected: ['gone', 'Id'],
    },
    {
      name: 'a match not selected, a selected row not matching',
      current: { d: true },
      matching: fields('a', 'b'),
      expected: ['d'],
    },
    {
      name: '__proto__ kept as a name',
      current: JSON.parse('{"__proto__":true,"b":true}'),
      matching: undefined,
      expected: ['__proto__'],
    },
  ])('clears $name', ({ current, matching, expected }) => {
    const next = withFieldsCleared(current, rowNumber, matching);
    expect(Object.keys(next)).toEqual(expected);
    expect(Object.getPrototypeOf(next)).toBeNull();
    for (const name of expected) expect(next[name]).toBe((current as Record<string, boolean>)[name]);
  });
});
