// @vitest-environment node
import { isJsonObject } from '../../src/schemas/isJsonObject.ts';

describe('isJsonObject', () => {
  it.each([
    { name: 'an empty object', value: {}, expected: true },
    { name: 'a map of fields', value: { Name: true }, expected: true },
    { name: 'an object without prototype', value: Object.create(null), expected: true },
    { name: 'an array', value: [], expected: false },
    { name: 'null', value: null, expected: false },
    { name: 'undefined', value: undefined, expected: false },
    { name: 'a string', value: '{}', expected: false },
    { name: 'a number', value: 0, expected: false },
    { name: 'a boolean', value: true, expected: false },
  ])('says $expected for $name', ({ value, expected }) => {
    expect(isJsonObject(value)).toBe(expected);
  });
});
