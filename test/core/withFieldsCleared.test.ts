// @vitest-environment node
import { withFieldsCleared } from '../../src/core/withFieldsCleared.ts';

const among =
  (...names: string[]) =>
  (name: string) =>
    names.includes(name);

describe('withFieldsCleared', () => {
  it.each([
    { name: 'nothing cleared', current: { a: true, b: false }, cleared: among(), expected: ['a', 'b'] },
    {
      name: 'some cleared',
      current: { a: true, b: true, c: true },
      cleared: among('a', 'c'),
      expected: ['b'],
    },
    { name: 'every name', current: { a: true }, cleared: among('a'), expected: [] },
    { name: 'names not held', current: { a: true }, cleared: among('z'), expected: ['a'] },
    {
      name: '__proto__ kept as a name',
      current: JSON.parse('{"__proto__":true,"x":true}'),
      cleared: among('x'),
      expected: ['__proto__'],
    },
  ])('clears $name', ({ current, cleared, expected }) => {
    const next = withFieldsCleared(current, cleared);
    expect(Object.keys(next)).toEqual(expected);
    expect(Object.getPrototypeOf(next)).toBeNull();
    for (const name of expected) expect(next[name]).toBe(current[name]);
  });
});
