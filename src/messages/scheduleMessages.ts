import { englishFormat as english, type LocaleFormat } from './localeFormat.ts';

/** The schedule editor's words. */
export const scheduleMessages = {
  // --- schedule, backfill, filters (ScheduleEditor, BackfillEditor, FilterEditor) ---
  'schedule.legend': 'How often to read',
  'schedule.preset.every15Minutes': 'Every 15 minutes',
  'schedule.preset.every30Minutes': 'Every 30 minutes',
  'schedule.preset.hourly': 'Every hour',
  'schedule.preset.every6Hours': 'Every 6 hours',
  'schedule.preset.daily': 'Once a day',
  'schedule.preset.weekly': 'Once a week',
  'schedule.preset.custom': 'Custom (cron expression)',
  'schedule.time': 'Time of day',
  /** Under the time and cron inputs: the zone their times are in (cron on the service runs in UTC). */
  'schedule.timeZone': 'Times are in UTC (Coordinated Universal Time).',
  'schedule.weekday': 'Day of the week',
  'schedule.weekdayName': (weekday: number, f: LocaleFormat = english) => f.weekday(weekday),
  'schedule.custom.label': 'Cron expression',
  'schedule.custom.hint':
    'Five fields separated by spaces: minute, hour, day of month, month, day of week. For example, 0 */2 * * * reads every 2 hours.',
  'schedule.custom.empty': 'Enter a cron expression.',
  'schedule.custom.fieldCount': (count: number) =>
    `A cron expression has 5 fields separated by spaces; this one has ${count}.`,
  'schedule.custom.invalid':
    'This cron expression is not valid. Allowed: minute 0–59, hour 0–23, day of month 1–31, month 1–12, day of week 0–7, with *, lists (1,5), ranges (1-5) and steps (*/15).',
  'schedule.time.required': 'Enter a time of day.',
  'schedule.describe.every15Minutes': 'Every 15 minutes, at :00, :15, :30 and :45 past each hour',
  'schedule.describe.every30Minutes': 'Every 30 minutes, at :00 and :30 past each hour',
  'schedule.describe.hourly': 'Every hour, on the hour',
  'schedule.describe.every6Hours': 'Every 6 hours, at 00:00, 06:00, 12:00 and 18:00',
  /** `time` is 24-hour `HH:MM`; `f.timeOfDay(time)` writes it the locale's way. */
  'schedule.describe.daily': (time: string, f: LocaleFormat = english) => `Every day at ${f.timeOfDay(time)}`,
  'schedule.describe.weekly': (weekday: string, time: string, f: LocaleFormat = english) =>
    `Every ${weekday} at ${f.timeOfDay(time)}`,
  /**
   * A custom (valid, five-field) cron expression in the host's words; `undefined`, the default, leaves it to
   * the `cron.*` phrases (describeCronExpression), in the schedule editor and in the save bar.
   */
  'schedule.describe.custom': (_expression: string): string | undefined => undefined,
  'schedule.description': (description: string, expression: string) =>
    `${description} (cron: ${expression}).`,
};
