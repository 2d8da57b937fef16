// @vitest-environment node
import { cronMessages } from '../../src/core/cronMessages.ts';
import { describeCronExpression } from '../../src/core/describeCronExpression.ts';

const table: { name: string; expression: string; expected: string | undefined }[] = [
  { name: 'every 15 minutes', expression: '*/15 * * * *', expected: 'Every 15 minutes' },
  { name: 'every 2nd hour', expression: '0 */2 * * *', expected: 'Every 2 hours' },
  { name: 'a daily time, 24-hour clock', expression: '30 14 * * *', expected: 'Every day at 14:30' },
  { name: 'a weekly time', expression: '0 9 * * 1', expected: 'At 09:00 on Monday' },
  { name: 'blanks around', expression: '  0 * * * * ', expected: 'Every hour' },
  { name: 'an out-of-range minute', expression: '99 * * * *', expected: undefined },
  { name: 'a weekday 8', expression: '0 0 * * 8', expected: undefined },
  { name: 'a Quartz day field', expression: '0 0 W * *', expected: undefined },
  { name: 'a name as a step', expression: '0 0 * * */mon', expected: undefined },
  { name: 'six fields', expression: '0 0 0 * * *', expected: undefined },
  { name: 'a macro', expression: '@daily', expected: undefined },
  { name: 'the empty string', expression: '', expected: undefined },
];

describe('describeCronExpression', () => {
  it.each(table)('describes $name', ({ expression, expected }) => {
    expect(describeCronExpression(expression)).toBe(expected);
  });
});

const localized: { locale: string; expression: string; expected: string }[] = [
  // Names, times and lists in the locale; the phrases are the English messages unless others are given.
  { locale: 'de-DE', expression: '*/15 * * * *', expected: 'Every 15 minutes' },
  { locale: 'de-DE', expression: '30 14 * * 1,3', expected: 'At 14:30 on Montag und Mittwoch' },
  { locale: 'fr', expression: '30 14 * * 1', expected: 'At 14:30 on lundi' },
  // English as a locale takes the English clock; without a locale the widget keeps the 24-hour one.
  { locale: 'en-US', expression: '30 14 * * 1', expected: 'At 2:30 PM on Monday' },
];

describe('describeCronExpression in a locale', () => {
  it.each(localized)('describes $expression in $locale', ({ locale, expression, expected }) => {
    expect(describeCronExpression(expression, locale)).toBe(expected);
  });

  it('words with the given messages', () => {
    const messages = {
      ...cronMessages,
      'cron.at': (times: string, everyDay: boolean) => `${everyDay ? 'Täglich um' : 'Um'} ${times} Uhr`,
    };
    expect(describeCronExpression('30 14 * * *', 'de-DE', messages)).toBe('Täglich um 14:30 Uhr');
  });

  it('still refuses an invalid expression', () => {
    expect(describeCronExpression('99 * * * *', 'de')).toBeUndefined();
  });
});
