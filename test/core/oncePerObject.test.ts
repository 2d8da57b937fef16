// @vitest-environment node
import { oncePerObject } from '../../src/core/oncePerObject.ts';

describe('oncePerObject', () => {
  const same = { a: 1 };
  it.each([
    { name: 'the same object twice', first: same, second: same, computed: 1 },
    { name: 'two equal but distinct objects', first: { a: 1 }, second: { a: 1 }, computed: 2 },
    { name: 'a string twice (not cached)', first: 'x', second: 'x', computed: 2 },
    { name: 'null twice (not cached)', first: null, second: null, computed: 2 },
  ])('computes $computed time(s) for $name', ({ first, second, computed }) => {
    const cache = new WeakMap<object, number>();
    let calls = 0;
    const compute = () => ++calls;
    const a = oncePerObject(cache, first, compute);
    const b = oncePerObject(cache, second, compute);
    expect(calls).toBe(computed);
    expect(b).toBe(computed === 1 ? a : 2);
  });
});
