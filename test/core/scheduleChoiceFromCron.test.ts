// @vitest-environment node
import { type ScheduleChoice, scheduleChoiceFromCron } from '../../src/core/scheduleChoiceFromCron.ts';

const table: { name: string; expression: string; expected: ScheduleChoice }[] = [
  { name: 'every 15 minutes', expression: '*/15 * * * *', expected: { preset: 'every15Minutes' } },
  { name: 'every 30 minutes', expression: '*/30 * * * *', expected: { preset: 'every30Minutes' } },
  { name: 'hourly', expression: '0 * * * *', expected: { preset: 'hourly' } },
  { name: 'every 6 hours', expression: '0 */6 * * *', expected: { preset: 'every6Hours' } },
  {
    name: 'a preset with extra blanks',
    expression: ' */15  *\t* * * ',
    expected: { preset: 'every15Minutes' },
  },
  { name: 'daily at 02:30', expression: '30 2 * * *', expected: { preset: 'daily', hour: 2, minute: 30 } },
  {
    name: 'daily with leading zeros',
    expression: '05 09 * * *',
    expected: { preset: 'daily', hour: 9, minute: 5 },
  },
  {
    name: 'weekly on Monday',
    expression: '0 9 * * 1',
    expected: { preset: 'weekly', weekday: 1, hour: 9, minute: 0 },
  },
  {
    name: 'weekly on Sunday written 7',
    expression: '15 23 * * 7',
    expected: { preset: 'weekly', weekday: 0, hour: 23, minute: 15 },
  },
  {
    name: 'an hour step',
    expression: '0 */2 * * *',
    expected: { preset: 'custom', expression: '0 */2 * * *' },
  },
  {
    name: 'every 10 minutes',
    expression: '*/10 * * * *',
    expected: { preset: 'custom', expression: '*/10 * * * *' },
  },
  {
    name: 'weekdays by name',
    expression: '0 9 * * MON',
    expected: { preset: 'custom', expression: '0 9 * * MON' },
  },
  {
    name: 'a list of weekdays',
    expression: '0 9 * * 1,3',
    expected: { preset: 'custom', expression: '0 9 * * 1,3' },
  },
  {
    name: 'a day of month',
    expression: '0 9 1 * *',
    expected: { preset: 'custom', expression: '0 9 1 * *' },
  },
  { name: 'hour 24', expression: '0 24 * * *', expected: { preset: 'custom', expression: '0 24 * * *' } },
  { name: 'minute 60', expression: '60 1 * * *', expected: { preset: 'custom', expression: '60 1 * * *' } },
  {
    name: 'six fields',
    expression: '0 0 9 * * *',
    expected: { preset: 'custom', expression: '0 0 9 * * *' },
  },
  {
    name: 'an invalid expression',
    expression: 'nonsense',
    expected: { preset: 'custom', expression: 'nonsense' },
  },
  { name: 'the empty string', expression: '', expected: { preset: 'custom', expression: '' } },
];

describe('scheduleChoiceFromCron', () => {
  it.each(table)('reads $name', ({ expression, expected }) => {
    expect(scheduleChoiceFromCron(expression)).toEqual(expected);
  });
});
