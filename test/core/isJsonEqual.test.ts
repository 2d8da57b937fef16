// @vitest-environment node
import { isJsonEqual } from '../../src/core/isJsonEqual.ts';

const table: { name: string; a: unknown; b: unknown; expected: boolean }[] = [
  { name: 'equal strings', a: 'x', b: 'x', expected: true },
  { name: 'different strings', a: 'x', b: 'y', expected: false },
  { name: 'a number and its string', a: 1, b: '1', expected: false },
  { name: 'false and a missing value', a: false, b: undefined, expected: false },
  { name: 'null and undefined', a: null, b: undefined, expected: false },
  { name: 'null and an empty object', a: null, b: {}, expected: false },
  { name: 'an empty object and an empty array', a: {}, b: [], expected: false },
  { name: 'objects with keys in another order', a: { x: 1, y: 2 }, b: { y: 2, x: 1 }, expected: true },
  { name: 'an undefined key and a missing key', a: { x: 1, y: undefined }, b: { x: 1 }, expected: true },
  { name: 'a missing key and an undefined key', a: { x: 1 }, b: { x: 1, y: undefined }, expected: true },
  { name: 'an undefined key and a null key', a: { y: undefined }, b: { y: null }, expected: false },
  { name: 'objects with one more key', a: { x: 1 }, b: { x: 1, y: 2 }, expected: false },
  { name: 'same key count, other keys', a: { x: 1, y: undefined }, b: { z: 1 }, expected: false },
  { name: 'nested maps', a: { m: { open: 'Open' } }, b: { m: { open: 'Open' } }, expected: true },
  {
    name: 'nested maps that differ',
    a: { m: { open: 'Open' } },
    b: { m: { open: 'Closed' } },
    expected: false,
  },
  { name: 'equal arrays', a: ['a', 'b'], b: ['a', 'b'], expected: true },
  { name: 'reordered arrays', a: ['a', 'b'], b: ['b', 'a'], expected: false },
  { name: 'arrays of different length', a: ['a'], b: ['a', 'a'], expected: false },
  {
    name: 'arrays of objects with undefined keys',
    a: [{ fieldName: 'x', operator: 'eq', value: undefined }],
    b: [{ operator: 'eq', fieldName: 'x' }],
    expected: true,
  },
  { name: 'an array and an object with index keys', a: ['a'], b: { 0: 'a' }, expected: false },
  { name: 'an own key and an inherited one', a: { toString: 'x' }, b: { other: 'x' }, expected: false },
];

describe('isJsonEqual', () => {
  it.each(table)('says $expected for $name', ({ a, b, expected }) => {
    expect(isJsonEqual(a, b)).toBe(expected);
    expect(isJsonEqual(b, a)).toBe(expected);
  });
});
