// @vitest-environment node
import { describeCronExpression } from '../../src/core/describeCronExpression.ts';

const table: { name: string; expression: string; expected: string | undefined }[] = [
  { name: 'every 15 minutes', expression: '*/15 * * * *', expected: 'Every 15 minutes' },
  { name: 'every 2nd hour', expression: '0 */2 * * *', expected: 'On the hour, every 2 hours' },
  { name: 'a daily time, 24-hour clock', expression: '30 14 * * *', expected: 'At 14:30' },
  { name: 'a weekly time', expression: '0 9 * * 1', expected: 'At 09:00, only on Monday' },
  { name: 'blanks around', expression: '  0 * * * * ', expected: 'Every hour' },
  { name: 'an out-of-range minute', expression: '99 * * * *', expected: undefined },
  { name: 'a malformed field cronstrue would accept', expression: '0 0 W * *', expected: undefined },
  { name: 'six fields', expression: '0 0 0 * * *', expected: undefined },
  { name: 'the empty string', expression: '', expected: undefined },
];

describe('describeCronExpression', () => {
  it.each(table)('describes $name', async ({ expression, expected }) => {
    expect(await describeCronExpression(expression)).toBe(expected);
  });
});

const localized: { locale: string; expression: string; expected: string }[] = [
  { locale: 'de-DE', expression: '*/15 * * * *', expected: 'Alle 15 Minuten' },
  { locale: 'fr', expression: '30 14 * * 1', expected: 'À 14:30, uniquement le lundi' },
  // English as a locale takes the English clock; without a locale the widget keeps the 24-hour one.
  { locale: 'en-US', expression: '30 14 * * 1', expected: 'At 02:30 PM, only on Monday' },
  // A language cronstrue does not have: English.
  { locale: 'gd', expression: '*/15 * * * *', expected: 'Every 15 minutes' },
];

describe('describeCronExpression in a locale', () => {
  it.each(localized)('describes $expression in $locale', async ({ locale, expression, expected }) => {
    expect(await describeCronExpression(expression, locale)).toBe(expected);
  });

  it('still refuses an invalid expression', async () => {
    expect(await describeCronExpression('99 * * * *', 'de')).toBeUndefined();
  });
});
