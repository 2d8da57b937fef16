// @vitest-environment node
import { type CronExpressionIssue, cronExpressionIssue } from '../../src/core/cronExpressionIssue.ts';

const table: { name: string; expression: string; expected: CronExpressionIssue | undefined }[] = [
  { name: 'a minute step', expression: '*/15 * * * *', expected: undefined },
  { name: 'an hour step', expression: '0 */2 * * *', expected: undefined },
  { name: 'a time on weekdays by name', expression: '30 9 * * MON-FRI', expected: undefined },
  { name: 'lower-case names', expression: '0 0 * jan,feb sun', expected: undefined },
  { name: 'lists and ranges', expression: '0,30 9-17 1-15 1,6 1-5', expected: undefined },
  { name: 'a stepped range', expression: '0 0 1-31/2 * *', expected: undefined },
  { name: 'a start with a step', expression: '5/15 * * * *', expected: undefined },
  { name: '7 as Sunday', expression: '0 0 * * 7', expected: undefined },
  { name: 'extra spaces and tabs', expression: '  0\t*/6  * * *  ', expected: undefined },
  { name: 'the empty string', expression: '', expected: { code: 'empty' } },
  { name: 'blanks only', expression: '   ', expected: { code: 'empty' } },
  { name: 'three fields', expression: '* * *', expected: { code: 'fieldCount', count: 3 } },
  { name: 'six fields (seconds)', expression: '0 0 0 * * *', expected: { code: 'fieldCount', count: 6 } },
  { name: 'a macro', expression: '@daily', expected: { code: 'fieldCount', count: 1 } },
  { name: 'minute 99', expression: '99 * * * *', expected: { code: 'invalid' } },
  { name: 'minute 60', expression: '60 * * * *', expected: { code: 'invalid' } },
  { name: 'hour 24', expression: '0 24 * * *', expected: { code: 'invalid' } },
  { name: 'day of month 0', expression: '0 0 0 * *', expected: { code: 'invalid' } },
  { name: 'day of month 32', expression: '0 0 32 * *', expected: { code: 'invalid' } },
  { name: 'month 13', expression: '0 0 * 13 *', expected: { code: 'invalid' } },
  { name: 'weekday 8', expression: '0 0 * * 8', expected: { code: 'invalid' } },
  { name: 'an unknown name', expression: '0 0 * * FOO', expected: { code: 'invalid' } },
  { name: 'a value out of range in a list', expression: '1,99 * * * *', expected: { code: 'invalid' } },
  { name: 'a range past the end', expression: '1-70 * * * *', expected: { code: 'invalid' } },
  { name: 'a reversed range', expression: '30-10 * * * *', expected: { code: 'invalid' } },
  { name: 'a zero step', expression: '*/0 * * * *', expected: { code: 'invalid' } },
  { name: 'a missing step', expression: '1/ * * * *', expected: { code: 'invalid' } },
  { name: 'a double star', expression: '**/5 * * * *', expected: { code: 'invalid' } },
  { name: 'a chained range', expression: '1-2-3 * * * *', expected: { code: 'invalid' } },
  { name: 'an open range', expression: '0 0 * * 1-', expected: { code: 'invalid' } },
  { name: 'a bare dash', expression: '- * * * *', expected: { code: 'invalid' } },
  { name: 'an empty list item', expression: '0 1,,3 * * *', expected: { code: 'invalid' } },
  { name: 'a negative number', expression: '-1 * * * *', expected: { code: 'invalid' } },
  { name: 'a decimal', expression: '1.5 * * * *', expected: { code: 'invalid' } },
  { name: "Quartz's last day", expression: '0 0 L * *', expected: { code: 'invalid' } },
  { name: "Quartz's nearest weekday", expression: '0 0 15W * *', expected: { code: 'invalid' } },
  { name: "Quartz's nth weekday", expression: '0 0 * * 1#2', expected: { code: 'invalid' } },
  { name: "Quartz's no-value mark", expression: '0 0 ? * *', expected: { code: 'invalid' } },
  { name: 'letters', expression: 'a b c d e', expected: { code: 'invalid' } },
  { name: 'a month name in the minute field', expression: 'JAN * * * *', expected: { code: 'invalid' } },
  { name: 'a weekday name in the month field', expression: '0 0 * MON *', expected: { code: 'invalid' } },
  { name: 'a reversed range of names', expression: '0 0 * * FRI-MON', expected: { code: 'invalid' } },
  { name: 'a range of month names with a step', expression: '0 0 1 JAN-DEC/3 *', expected: undefined },
  { name: 'a step larger than the field', expression: '*/99 * * * *', expected: undefined },
  { name: 'a range up to 7 (Sunday)', expression: '0 0 * * 5-7', expected: undefined },
];

describe('cronExpressionIssue', () => {
  it.each(table)('says $expected for $name', ({ expression, expected }) => {
    expect(cronExpressionIssue(expression)).toEqual(expected);
  });
});
