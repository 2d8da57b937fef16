import { type CronField, type CronMessages, cronMessages } from './cronMessages.ts';
import { parseCronExpression } from './parseCronExpression.ts';

/** One field of an expression: what it matches and its parts written out. */
interface WordedField {
  name: CronField;
  /** Every value it matches, ascending (a weekday 7 is 0, Sunday). */
  values: number[];
  /** It matches every value of its range. */
  all: boolean;
  /** As written, it starts with `*` (cron then requires both day fields to match, not either). */
  star: boolean;
  text: string;
}

/**
 * A five-field cron expression in words ("Every 15 minutes", "At 09:00 and 17:00 on Monday to Friday"), or
 * `undefined` when it is not valid (`parseCronExpression`). The phrases are `messages` (the English `cron.*`
 * messages by default); numbers, month and weekday names, times of day and lists are written by `Intl` in
 * `locale` (English with 24-hour times without one). Common shapes read naturally; any other lists each field's
 * parts, never less exactly. The schedule editor words a custom expression with it; it runs on a server too.
 */
export function describeCronExpression(
  expression: string,
  locale?: string,
  messages: CronMessages = cronMessages,
): string | undefined {
  // Without a locale, British English: lists without a comma before "and", as the widget's other texts.
  const language = locale ?? 'en-GB';
  const number = (value: number) => new Intl.NumberFormat(language).format(value);
  const list = (items: string[], type: Intl.ListFormatType = 'conjunction') =>
    new Intl.ListFormat(language, { type }).format(items);
  const named = (field: CronField, value: number) =>
    field === 'month' || field === 'weekday'
      ? new Intl.DateTimeFormat(language, { timeZone: 'UTC', [field]: 'long' }).format(
          // 4 January 1970 was a Sunday.
          field === 'month' ? Date.UTC(1970, value - 1) : Date.UTC(1970, 0, 4 + value),
        )
      : number(value);
  const time = (hour: number, minute: number) =>
    locale === undefined
      ? `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
      : new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
          Date.UTC(1970, 0, 1, hour, minute),
        );

  const fields = parseCronExpression(expression);
  if (!fields) return undefined;
  const [minute, hour, day, month, weekday] = fields.map(({ name, min, max, star, parts }): WordedField => {
    const values = new Set<number>();
    const texts = parts.map(({ from, to: end, step }) => {
      // Weekdays 0 to 7 are Sunday to Sunday: written (and stepped, with the same days) as Sunday to Saturday.
      const to = name === 'weekday' && from === 0 && end === 7 ? 6 : end;
      for (let value = from; value <= to; value += step) values.add(name === 'weekday' ? value % 7 : value);
      const text =
        from === to ? named(name, from) : messages['cron.range'](named(name, from), named(name, to));
      return step === 1 ? text : messages['cron.step'](text, step, number(step));
    });
    const sorted = [...values].sort((a, b) => a - b);
    return {
      name,
      values: sorted,
      all: sorted.length === (name === 'weekday' ? 7 : max - min + 1),
      star,
      // A weekday 7 and 0 are both Sunday: say it once.
      text: list([...new Set(texts)]),
    };
  }) as [WordedField, WordedField, WordedField, WordedField, WordedField];
  const field = (parsed: WordedField) => messages['cron.field'](parsed.name, parsed.values, parsed.text);

  // Cron runs on the days either day field matches when both are restricted and neither starts with `*`
  // (Vixie cron, crontab(5)); else on the days both match.
  const dayPhrases = [day, weekday].filter((parsed) => !parsed.all).map(field);
  const days =
    !day.star && !weekday.star
      ? dayPhrases.length === 2
        ? [list(dayPhrases, 'disjunction')]
        : []
      : dayPhrases;
  const minuteStep = evenStep(minute.values, 60);
  const hourStep = evenStep(hour.values, 24);
  const times =
    minuteStep < 60
      ? [messages['cron.everyMinutes'](minuteStep, number(minuteStep)), ...(hour.all ? [] : [field(hour)])]
      : hourStep < 24
        ? [messages['cron.everyHours'](hourStep, number(hourStep), minute.values, minute.text)]
        : minute.values.length * hour.values.length <= 6
          ? [
              messages['cron.at'](
                list(hour.values.flatMap((h) => minute.values.map((m) => time(h, m)))),
                days.length === 0,
              ),
            ]
          : [field(minute), field(hour)];
  return [...times, ...days, ...(month.all ? [] : [field(month)])].join(' ');
}

/** `step` when `values` are 0, step, 2 × step … evenly through `span` (60 minutes, 24 hours), else `span`. */
function evenStep(values: number[], span: number): number {
  const step = span / values.length;
  return Number.isInteger(step) && values.every((value, index) => value === index * step) ? step : span;
}
