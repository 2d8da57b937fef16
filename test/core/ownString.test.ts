// @vitest-environment node
import { ownString } from '../../src/core/ownString.ts';

describe('ownString', () => {
  it.each([
    { name: 'an own string', value: { fieldName: 'Name' }, key: 'fieldName', expected: 'Name' },
    { name: 'an own number', value: { fieldName: 3 }, key: 'fieldName', expected: undefined },
    { name: 'a missing key', value: {}, key: 'fieldName', expected: undefined },
    { name: 'an inherited key', value: {}, key: 'constructor', expected: undefined },
    { name: 'an own __proto__', value: JSON.parse('{"__proto__":"p"}'), key: '__proto__', expected: 'p' },
    { name: 'null', value: null, key: 'fieldName', expected: undefined },
    { name: 'a string', value: 'fieldName', key: 'length', expected: undefined },
  ])('reads $name', ({ value, key, expected }) => {
    expect(ownString(value, key)).toBe(expected);
  });
});
