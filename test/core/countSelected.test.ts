// @vitest-environment node
import { countSelected } from '../../src/core/countSelected.ts';
import { fieldView } from '../../src/core/fieldView.ts';

const fields = ['a', 'b', 'c', 'd'].map((name) => fieldView(name, undefined));
const listed = new Set(['a', 'b', 'c', 'd']);
const map = (entries: [string, boolean][]) => Object.fromEntries(entries);

describe('countSelected', () => {
  it.each([
    { name: 'an empty selection', selected: map([]), expected: 0 },
    {
      name: 'a few selected (walks the selection)',
      selected: map([
        ['a', true],
        ['c', true],
      ]),
      expected: 2,
    },
    {
      name: 'false entries do not count',
      selected: map([
        ['a', true],
        ['b', false],
      ]),
      expected: 1,
    },
    {
      name: 'names not listed do not count',
      selected: map([
        ['a', true],
        ['z', true],
      ]),
      expected: 1,
    },
    {
      name: 'a selection longer than the list (walks the fields)',
      selected: map([
        ['a', true],
        ['b', true],
        ['c', false],
        ['x', true],
        ['y', true],
      ]),
      expected: 2,
    },
    {
      name: 'every field',
      selected: map([
        ['a', true],
        ['b', true],
        ['c', true],
        ['d', true],
      ]),
      expected: 4,
    },
    { name: 'an inherited name is no entry', selected: map([['constructor', true]]), expected: 0 },
  ])('counts $name', ({ selected, expected }) => {
    expect(countSelected(fields, (n) => listed.has(n), selected, Object.keys(selected))).toBe(expected);
  });
});
