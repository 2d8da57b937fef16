// @vitest-environment node
import { cronFromScheduleChoice } from '../../src/core/cronFromScheduleChoice.ts';
import { type ScheduleChoice, scheduleChoiceFromCron } from '../../src/core/scheduleChoiceFromCron.ts';

const table: { name: string; choice: ScheduleChoice; expected: string }[] = [
  { name: 'every 15 minutes', choice: { preset: 'every15Minutes' }, expected: '*/15 * * * *' },
  { name: 'every 30 minutes', choice: { preset: 'every30Minutes' }, expected: '*/30 * * * *' },
  { name: 'hourly', choice: { preset: 'hourly' }, expected: '0 * * * *' },
  { name: 'every 6 hours', choice: { preset: 'every6Hours' }, expected: '0 */6 * * *' },
  { name: 'daily at midnight', choice: { preset: 'daily', hour: 0, minute: 0 }, expected: '0 0 * * *' },
  { name: 'daily at 14:05', choice: { preset: 'daily', hour: 14, minute: 5 }, expected: '5 14 * * *' },
  {
    name: 'weekly on Sunday',
    choice: { preset: 'weekly', weekday: 0, hour: 8, minute: 30 },
    expected: '30 8 * * 0',
  },
  {
    name: 'weekly on Friday',
    choice: { preset: 'weekly', weekday: 5, hour: 17, minute: 0 },
    expected: '0 17 * * 5',
  },
  {
    name: 'a custom expression',
    choice: { preset: 'custom', expression: ' 0 */2 * * * ' },
    expected: '0 */2 * * *',
  },
];

describe('cronFromScheduleChoice', () => {
  it.each(table)('writes $name', ({ choice, expected }) => {
    expect(cronFromScheduleChoice(choice)).toBe(expected);
  });

  it.each(table.filter((row) => row.choice.preset !== 'custom'))('reads back $name', ({ choice }) => {
    expect(scheduleChoiceFromCron(cronFromScheduleChoice(choice))).toEqual(choice);
  });
});
