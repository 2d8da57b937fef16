// @vitest-environment node
import { cronExpressionIssue } from '../../src/core/cronExpressionIssue.ts';
import { type CronMessages, cronMessages } from '../../src/core/cronMessages.ts';
import { describeCronExpression } from '../../src/core/describeCronExpression.ts';

// English by default: 24-hour times, no comma before "and".
const english: { name: string; expression: string; expected: string }[] = [
  { name: 'every minute', expression: '* * * * *', expected: 'Every minute' },
  {
    name: 'every minute, every field a full range',
    expression: '0-59 0-23 1-31 1-12 0-7',
    expected: 'Every minute',
  },
  { name: 'a step of minutes', expression: '*/15 * * * *', expected: 'Every 15 minutes' },
  { name: 'the same minutes as a list', expression: '0,15,30,45 * * * *', expected: 'Every 15 minutes' },
  {
    name: 'a step of minutes within hours',
    expression: '*/15 9-17 * * *',
    expected: 'Every 15 minutes during hours 9 to 17',
  },
  { name: 'every minute of one hour', expression: '* 9 * * *', expected: 'Every minute during hour 9' },
  // 60 is not a multiple of 7: the last gap of each hour is 4 minutes, so no "every 7 minutes".
  {
    name: 'a step that does not divide the hour',
    expression: '*/7 * * * *',
    expected: 'Every hour at minutes 0 to 59 every 7',
  },
  {
    name: 'a step from a start value',
    expression: '5/15 * * * *',
    expected: 'Every hour at minutes 5 to 59 every 15',
  },
  { name: 'on the hour', expression: '0 * * * *', expected: 'Every hour' },
  { name: 'blanks around', expression: '  0 * * * * ', expected: 'Every hour' },
  { name: 'a minute past every hour', expression: '5 * * * *', expected: 'Every hour at minute 5' },
  {
    name: 'minutes past every hour',
    expression: '15,45 * * * *',
    expected: 'Every hour at minutes 15 and 45',
  },
  { name: 'every 2 hours', expression: '0 */2 * * *', expected: 'Every 2 hours' },
  { name: 'every 6 hours past the hour', expression: '15 */6 * * *', expected: 'Every 6 hours at minute 15' },
  {
    name: 'twice a day as a list',
    expression: '0 0,12 1 * *',
    expected: 'Every 12 hours on day 1 of the month',
  },
  { name: 'a daily time', expression: '30 9 * * *', expected: 'Every day at 09:30' },
  { name: 'a daily time, 24-hour clock', expression: '30 14 * * *', expected: 'Every day at 14:30' },
  { name: 'midnight', expression: '0 0 * * *', expected: 'Every day at 00:00' },
  { name: 'three times a day', expression: '0 9-11 * * *', expected: 'Every day at 09:00, 10:00 and 11:00' },
  { name: 'a weekly time', expression: '0 9 * * 1', expected: 'At 09:00 on Monday' },
  {
    name: 'weekdays, twice',
    expression: '0 9,17 * * 1-5',
    expected: 'At 09:00 and 17:00 on Monday to Friday',
  },
  { name: 'weekday names', expression: '0 12 * * MON-fri', expected: 'At 12:00 on Monday to Friday' },
  { name: 'Sunday by name', expression: '0 0 * * SUN', expected: 'At 00:00 on Sunday' },
  {
    name: 'a range of names from Sunday',
    expression: '0 0 * * sun-tue',
    expected: 'At 00:00 on Sunday to Tuesday',
  },
  {
    name: 'a month by name',
    expression: '0 0 1 jan *',
    expected: 'At 00:00 on day 1 of the month in January',
  },
  { name: 'Sunday as 0 and as 7', expression: '0 0 * * 0,7', expected: 'At 00:00 on Sunday' },
  { name: 'a weekday range through 7', expression: '0 0 * * 5-7', expected: 'At 00:00 on Friday to Sunday' },
  {
    name: 'every other weekday',
    expression: '0 0 * * */2',
    expected: 'At 00:00 on Sunday to Saturday every 2',
  },
  {
    name: 'a weekday step through 7',
    expression: '0 0 * * 5/2',
    expected: 'At 00:00 on Friday to Sunday every 2',
  },
  {
    name: 'a month name with a step',
    expression: '0 0 1 jan/3 *',
    expected: 'At 00:00 on day 1 of the month in January to December every 3',
  },
  { name: 'every weekday as 0-7 is every day', expression: '0 6 * * 0-7', expected: 'Every day at 06:00' },
  {
    name: 'days of the month',
    expression: '0 8 1,15 * *',
    expected: 'At 08:00 on days 1 and 15 of the month',
  },
  {
    name: 'a day in some months',
    expression: '0 0 1 1,7 *',
    expected: 'At 00:00 on day 1 of the month in January and July',
  },
  { name: 'month names', expression: '0 0 * JAN-jun MON', expected: 'At 00:00 on Monday in January to June' },
  { name: 'a leap day', expression: '0 0 29 2 *', expected: 'At 00:00 on day 29 of the month in February' },
  // Both day fields restricted: cron runs when either matches (crontab(5)).
  {
    name: 'a day of the month or a weekday',
    expression: '0 0 1 * 1',
    expected: 'At 00:00 on day 1 of the month or on Monday',
  },
  { name: 'every day of the month or a weekday', expression: '0 0 1-31 * 1', expected: 'Every day at 00:00' },
  // A day field starting with * makes cron require both.
  {
    name: 'a stepped day of the month and a weekday',
    expression: '0 0 */2 * 1',
    expected: 'At 00:00 on days 1 to 31 every 2 of the month on Monday',
  },
  {
    name: 'minute and hour ranges',
    expression: '0-10/2 9-17 * * *',
    expected: 'At minutes 0 to 10 every 2 during hours 9 to 17',
  },
  {
    name: 'office hours',
    expression: '0 8-17 * * 1-5',
    expected: 'At minute 0 during hours 8 to 17 on Monday to Friday',
  },
  {
    name: 'a stepped hour field',
    expression: '*/30 */5 * * *',
    expected: 'Every 30 minutes during hours 0 to 23 every 5',
  },
  { name: 'leading zeros', expression: '05 07 * * *', expected: 'Every day at 07:05' },
];

describe('describeCronExpression in English', () => {
  it.each(english)('$name', ({ expression, expected }) => {
    expect(describeCronExpression(expression)).toBe(expected);
  });
});

// An expression that cronExpressionIssue refuses has no description, in any locale (its table has the rest).
describe('describeCronExpression of an invalid expression', () => {
  it.each([
    ['an out-of-range minute', '99 * * * *'],
    ['a weekday 8', '0 0 * * 8'],
    ['a Quartz day field', '0 0 W * *'],
    ['a name as a step', '0 0 * * */mon'],
    ['six fields', '0 0 0 * * *'],
    ['a macro', '@daily'],
    ['the empty string', ''],
  ])('says nothing for %s', (_name, expression) => {
    expect(describeCronExpression(expression)).toBeUndefined();
    expect(describeCronExpression(expression, 'de-DE')).toBeUndefined();
  });
});

// A locale writes names, times, numbers and lists; the phrases stay the given messages (English by default).
const localized: { locale: string; expression: string; expected: string }[] = [
  { locale: 'de-DE', expression: '0 9,17 * * 1-5', expected: 'At 9:00 und 17:00 on Montag to Freitag' },
  {
    locale: 'de-DE',
    expression: '0 0 1 1,7 *',
    expected: 'At 0:00 on day 1 of the month in Januar und Juli',
  },
  { locale: 'de-DE', expression: '0 0 1 * 1', expected: 'At 0:00 on day 1 of the month oder on Montag' },
  { locale: 'en-US', expression: '30 14 * * 1', expected: 'At 2:30 PM on Monday' },
  { locale: 'en-US', expression: '0 9-11 * * *', expected: 'Every day at 9:00 AM, 10:00 AM, and 11:00 AM' },
  { locale: 'ar-EG', expression: '*/15 * * * *', expected: 'Every ١٥ minutes' },
  { locale: 'fr', expression: '30 14 * * 1', expected: 'At 14:30 on lundi' },
];

describe('describeCronExpression in a locale', () => {
  it.each(localized)('$expression in $locale', ({ locale, expression, expected }) => {
    expect(describeCronExpression(expression, locale, cronMessages)).toBe(expected);
  });
});

const german: CronMessages = {
  'cron.everyMinutes': (step, stepText) => (step === 1 ? 'Jede Minute' : `Alle ${stepText} Minuten`),
  'cron.everyHours': (step, stepText, minutes, minutesText) =>
    `${step === 1 ? 'Stündlich' : `Alle ${stepText} Stunden`}${minutes.join() === '0' ? '' : ` zur Minute ${minutesText}`}`,
  'cron.at': (times, everyDay) => `${everyDay ? 'Täglich um' : 'Um'} ${times}`,
  'cron.field': (field, _values, text) =>
    ({
      minute: `Zur Minute ${text}`,
      hour: `in den Stunden ${text}`,
      day: `am ${text}. des Monats`,
      month: `im ${text}`,
      weekday: `am ${text}`,
    })[field],
  'cron.range': (from, to) => `${from} bis ${to}`,
  'cron.step': (range, _step, stepText) => `${range} alle ${stepText}`,
};

describe('describeCronExpression with overridden phrases', () => {
  it.each([
    ['*/15 * * * *', 'Alle 15 Minuten'],
    ['15 */6 * * *', 'Alle 6 Stunden zur Minute 15'],
    ['30 9 * * *', 'Täglich um 9:30'],
    ['0 9,17 * * 1-5', 'Um 9:00 und 17:00 am Montag bis Freitag'],
    ['0 8 1,15 * *', 'Um 8:00 am 1 und 15. des Monats'],
    ['0-10/2 9-17 * * *', 'Zur Minute 0 bis 10 alle 2 in den Stunden 9 bis 17'],
  ])('%s', (expression, expected) => {
    expect(describeCronExpression(expression, 'de-DE', german)).toBe(expected);
  });
});

describe('describeCronExpression on generated expressions', () => {
  // A fixed pseudo-random sequence (a linear congruential generator), so every run checks the same expressions.
  let seed = 7;
  const next = (below: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % below;
  };
  const names = [
    undefined,
    undefined,
    undefined,
    'jan feb mar apr may jun jul aug sep oct nov dec',
    'sun mon tue wed thu fri sat',
  ];
  const ranges: [number, number][] = [
    [0, 59],
    [0, 23],
    [1, 31],
    [1, 12],
    [0, 7],
  ];
  const written = (field: number, value: number) => {
    const words = names[field]?.split(' ');
    const word = words?.[field === 3 ? value - 1 : value];
    return word !== undefined && next(3) === 0 ? word : String(value);
  };
  const part = (field: number) => {
    const [min, max] = ranges[field] ?? [0, 0];
    const a = min + next(max - min + 1);
    const b = a + next(max - a + 1);
    const step = 2 + next(10);
    return [
      '*',
      written(field, a),
      `${written(field, a)}-${written(field, b)}`,
      `*/${step}`,
      `${a}-${b}/${step}`,
      `${written(field, a)},${written(field, b)}`,
    ][next(6)];
  };
  const expressions = Array.from({ length: 400 }, () => [0, 1, 2, 3, 4].map(part).join(' '));

  it.each(expressions)('words %s without gaps', (expression) => {
    expect(cronExpressionIssue(expression)).toBeUndefined();
    const text = describeCronExpression(expression);
    expect(text).toMatch(/^(Every|At) /);
    expect(text).not.toMatch(/NaN|undefined|Invalid|-1\b/);
  });
});
