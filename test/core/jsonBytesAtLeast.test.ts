import { jsonBytesAtLeast } from '../../src/core/jsonBytesAtLeast.ts';

const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe('jsonBytesAtLeast', () => {
  const values: [string, unknown][] = [
    ['null', null],
    ['true', true],
    ['false', false],
    ['an integer', 42],
    ['a negative float', -3.25],
    ['a huge number', 1e21],
    ['NaN (written null)', Number.NaN],
    ['an empty string', ''],
    ['a plain string', 'Industry'],
    ['quotes and backslashes', 'a "b" \\ c'],
    ['control characters', 'tab\there\nnew\u0001'],
    ['non-ASCII', 'Ünïcödé ✓ 𝄞'],
    ['a lone surrogate', '\ud800x'],
    ['an empty object', {}],
    ['an empty array', []],
    ['undefined members left out', { a: undefined, b: 1, c: () => 1 }],
    ['undefined items written null', [undefined, 1, () => 1]],
    ['a config', { selectedFields: { a: true, 'b/c': true, '~d': false }, schedule: '*/15 * * * *' }],
    ['nested arrays', { fieldFilters: [{ fieldName: 'x', operator: 'eq', value: ['1', 2, null] }] }],
    ['names that are no identifiers', { __proto__x: 1, constructor: { 'é"': [] } }],
  ];

  it.each(values)('agrees with JSON.stringify at, below and above the size of %s', (_name, value) => {
    const size = bytesOf(value);
    expect(jsonBytesAtLeast(value, size)).toBe(true);
    expect(jsonBytesAtLeast(value, size + 1)).toBe(false);
    expect(jsonBytesAtLeast(value, size - 1)).toBe(true);
    expect(jsonBytesAtLeast(value, 0)).toBe(true);
  });

  it('answers for a large value without walking past the limit', () => {
    const selectedFields: Record<string, boolean> = {};
    for (let i = 0; i < 5000; i++) selectedFields[`field_${i}`] = true;
    const config = { selectedFields };
    const size = bytesOf(config);
    expect(jsonBytesAtLeast(config, 100)).toBe(true);
    expect(jsonBytesAtLeast(config, size)).toBe(true);
    expect(jsonBytesAtLeast(config, size + 1)).toBe(false);
  });
});
