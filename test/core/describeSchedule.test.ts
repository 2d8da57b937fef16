// @vitest-environment node
import { describeSchedule } from '../../src/core/describeSchedule.ts';
import { defaultMessages } from '../../src/messages/defaultMessages.ts';

const table: { name: string; cron: string; expected: string | undefined }[] = [
  {
    name: 'every 15 minutes',
    cron: '*/15 * * * *',
    expected: 'Every 15 minutes, at :00, :15, :30 and :45 past each hour',
  },
  {
    name: 'every 30 minutes',
    cron: '*/30 * * * *',
    expected: 'Every 30 minutes, at :00 and :30 past each hour',
  },
  { name: 'hourly', cron: '0 * * * *', expected: 'Every hour, on the hour' },
  { name: 'every 6 hours', cron: '0 */6 * * *', expected: 'Every 6 hours, at 00:00, 06:00, 12:00 and 18:00' },
  { name: 'daily', cron: '5 9 * * *', expected: 'Every day at 09:05' },
  { name: 'weekly on Sunday written 7', cron: '30 23 * * 7', expected: 'Every Sunday at 23:30' },
  { name: 'a custom expression, in the cron.* phrases', cron: '0 */2 * * *', expected: 'Every 2 hours' },
  { name: 'a custom expression with days', cron: '0 9 1 * *', expected: 'At 09:00 on day 1 of the month' },
  { name: 'an invalid expression', cron: '99 * * * *', expected: undefined },
];

describe('describeSchedule', () => {
  it.each(table)('describes $name', ({ cron, expected }) => {
    expect(describeSchedule(cron, defaultMessages)).toBe(expected);
  });

  it('uses the host’s messages', () => {
    const messages = {
      ...defaultMessages,
      'schedule.describe.daily': (time: string) => `Täglich um ${time}`,
    };
    expect(describeSchedule('0 2 * * *', messages)).toBe('Täglich um 02:00');
  });

  it('describes a custom expression in the host’s words when the host gives them', () => {
    const asked: string[] = [];
    const messages = {
      ...defaultMessages,
      'schedule.describe.custom': (expression: string) => {
        asked.push(expression);
        return expression === '0 */2 * * *' ? 'Alle 2 Stunden' : undefined;
      },
    };
    expect(describeSchedule(' 0 */2 * * * ', messages)).toBe('Alle 2 Stunden');
    // An expression the host does not word is worded with the cron.* phrases, names and times in the locale.
    expect(describeSchedule('0 9 1 * *', messages)).toBe('At 09:00 on day 1 of the month');
    expect(describeSchedule('0 9 * * 1-5', messages, 'de-DE')).toBe('At 9:00 on Montag to Freitag');
    // Presets keep their own messages, and an invalid expression is never handed to the host.
    expect(describeSchedule('0 * * * *', messages)).toBe('Every hour, on the hour');
    expect(describeSchedule('99 * * * *', messages)).toBeUndefined();
    expect(asked).toEqual(['0 */2 * * *', '0 9 1 * *', '0 9 * * 1-5']);
  });
});
