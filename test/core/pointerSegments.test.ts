// @vitest-environment node
import { pointerSegments } from '../../src/core/pointerSegments.ts';

describe('pointerSegments', () => {
  it.each([
    { name: 'the whole document', pointer: '', expected: [] },
    { name: 'one key', pointer: '/schedule', expected: ['schedule'] },
    { name: 'nested keys', pointer: '/selectedFields/Name', expected: ['selectedFields', 'Name'] },
    { name: 'an empty key', pointer: '/selectedFields/', expected: ['selectedFields', ''] },
    { name: 'an escaped slash', pointer: '/selectedFields/a~1b', expected: ['selectedFields', 'a/b'] },
    { name: 'an escaped tilde', pointer: '/selectedFields/a~0b', expected: ['selectedFields', 'a~b'] },
    { name: '~01, which is ~1 and not a slash', pointer: '/m/~01', expected: ['m', '~1'] },
    { name: 'an index', pointer: '/fieldFilters/0/value', expected: ['fieldFilters', '0', 'value'] },
  ])('reads $name', ({ pointer, expected }) => {
    expect(pointerSegments(pointer)).toEqual(expected);
  });
});
