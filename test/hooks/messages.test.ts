import { describe, expect, test } from 'vitest';
import { defaultMessages } from '../../src/hooks/messages.ts';

describe('default messages: counts', () => {
  test.each([
    [0, 0, '0 of 0 fields selected'],
    [7, 999, '7 of 999 fields selected'],
    [1_000, 5_000, '1,000 of 5,000 fields selected'],
    [12_345, 123_456, '12,345 of 123,456 fields selected'],
    [999_999, 1_234_567, '999,999 of 1,234,567 fields selected'],
  ])('%i of %i reads "%s", the same as en-US number formatting', (selected, total, expected) => {
    expect(defaultMessages['fields.count'](selected, total)).toBe(expected);
    expect(expected).toBe(
      `${selected.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} fields selected`,
    );
  });

  test('singular and plural', () => {
    expect(defaultMessages['fields.matches'](1, 'amount')).toBe('1 field matches “amount”');
    expect(defaultMessages['fields.matches'](1_500, 'a')).toBe('1,500 fields match “a”');
    expect(defaultMessages['mappings.results'](1)).toBe('1 field available.');
    expect(defaultMessages['mappings.results'](0)).toBe('No field matches.');
    expect(defaultMessages['fields.selectAll'](4_321, true)).toBe('Select all 4,321 matching');
    expect(defaultMessages['fields.clearAll'](4_321, false)).toBe('Clear 4,321');
  });
});
