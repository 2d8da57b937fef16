import type { Worded } from './Worded.ts';

/** A field of a five-field cron expression, as `cron.field` names it. */
export type CronField = 'minute' | 'hour' | 'day' | 'month' | 'weekday';

/**
 * The phrases {@link describeCronExpression} builds a description of a custom cron expression from, in English by
 * default; part of the editors' messages, so a host overrides them through the Provider's `messages`. Each
 * receives raw values, then the same values written in the Provider's `locale` (numbers, names, times, lists).
 * A description is its phrases joined by spaces: a time phrase (`cron.everyMinutes`, `cron.everyHours`,
 * `cron.at`, or `cron.field` for the minutes and hours), then `cron.field` for the days, months and weekdays.
 */
export const cronMessages = {
  /** Every minute (`step` 1) or every `step` minutes, on every hour. */
  'cron.everyMinutes': (step: number, stepText: string) =>
    step === 1 ? 'Every minute' : `Every ${stepText} minutes`,
  /** Every hour (`step` 1) or every `step` hours from midnight, at the `minutes` past it (`[0]`: on the hour). */
  'cron.everyHours': (step: number, stepText: string, minutes: number[], minutesText: string) =>
    `Every ${step === 1 ? 'hour' : `${stepText} hours`}${
      minutes.length === 1 && minutes[0] === 0
        ? ''
        : ` at minute${minutes.length === 1 ? '' : 's'} ${minutesText}`
    }`,
  /** At these times of day (a list, "09:00 and 17:00"); `everyDay` when no day, weekday or month is set. */
  'cron.at': (times: string, everyDay: boolean) => `${everyDay ? 'Every day at' : 'At'} ${times}`,
  /**
   * A field's `values` (all it matches) as `text`, a list of its parts: numbers and names, ranges
   * (`cron.range`) and steps (`cron.step`). The minute phrase opens the description when there is one.
   */
  'cron.field': (field: CronField, values: number[], text: string) => {
    const plural = values.length === 1 ? '' : 's';
    if (field === 'minute') return `At minute${plural} ${text}`;
    if (field === 'hour') return `during hour${plural} ${text}`;
    if (field === 'day') return `on day${plural} ${text} of the month`;
    return `${field === 'month' ? 'in' : 'on'} ${text}`;
  },
  /** A range of a field ("1 to 5", "Monday to Friday"). */
  'cron.range': (from: string, to: string) => `${from} to ${to}`,
  /** A range with a step (2 or more): every `step`th value of `range` from its start ("0 to 10 every 2"). */
  'cron.step': (range: string, _step: number, stepText: string) => `${range} every ${stepText}`,
};

/** The phrases of a cron description: each a function of its values to a string. */
export type CronMessages = { [K in keyof typeof cronMessages]: Worded<(typeof cronMessages)[K]> };
