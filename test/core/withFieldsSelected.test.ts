// @vitest-environment node
import { fieldView } from '../../src/core/fieldView.ts';
import { withFieldsSelected } from '../../src/core/withFieldsSelected.ts';

const none: Record<string, boolean> = {};
const fields = (...names: string[]) => names.map((name) => fieldView(name, undefined));

describe('withFieldsSelected', () => {
  it.each([
    { name: 'nothing to add', current: { a: true }, add: fields(), expected: { a: true } },
    {
      name: 'new names',
      current: { a: true },
      add: fields('b', 'c'),
      expected: { a: true, b: true, c: true },
    },
    { name: 'a name set to false', current: { a: false }, add: fields('a'), expected: { a: true } },
    {
      name: '__proto__ as a name',
      current: none,
      add: fields('__proto__'),
      expected: JSON.parse('{"__proto__":true}'),
    },
  ])('selects $name', ({ current, add, expected }) => {
    const before = structuredClone(current);
    const next = withFieldsSelected(current, add);
    expect({ ...next }).toEqual({ ...expected });
    expect(Object.keys(next)).toEqual(Object.keys(expected));
    expect(Object.getPrototypeOf(next)).toBeNull();
    expect(current).toEqual(before);
  });
});
