/** A schedule preset offered to the user; `daily` and `weekly` carry the time (and day) the user picked. */
export type ScheduleChoice =
  | { preset: IntervalPreset }
  | { preset: 'daily'; hour: number; minute: number }
  | { preset: 'weekly'; weekday: number; hour: number; minute: number }
  | { preset: 'custom'; expression: string };

/** A preset that runs at a fixed interval. */
export type IntervalPreset = 'every15Minutes' | 'every30Minutes' | 'hourly' | 'every6Hours';

/** The name of a schedule preset. */
export type SchedulePreset = ScheduleChoice['preset'];

const INTERVALS: Partial<Record<string, IntervalPreset>> = {
  '*/15 * * * *': 'every15Minutes',
  '*/30 * * * *': 'every30Minutes',
  '0 * * * *': 'hourly',
  '0 */6 * * *': 'every6Hours',
};

function numberIn(text: string, max: number): number | undefined {
  if (!/^\d{1,2}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= max ? value : undefined;
}

/** The preset a cron expression matches (whitespace aside), or `custom` with the expression as written. */
export function scheduleChoiceFromCron(expression: string): ScheduleChoice {
  const fields = expression.trim().split(/\s+/);
  const interval = INTERVALS[fields.join(' ')];
  if (interval) return { preset: interval };
  const [minuteText = '', hourText = '', dayOfMonth, month, weekdayText = ''] = fields;
  const minute = numberIn(minuteText, 59);
  const hour = numberIn(hourText, 23);
  if (
    fields.length === 5 &&
    minute !== undefined &&
    hour !== undefined &&
    dayOfMonth === '*' &&
    month === '*'
  ) {
    if (weekdayText === '*') return { preset: 'daily', hour, minute };
    const weekday = /^\d$/.test(weekdayText) ? numberIn(weekdayText, 7) : undefined;
    // 7 and 0 both mean Sunday in cron.
    if (weekday !== undefined) return { preset: 'weekly', weekday: weekday % 7, hour, minute };
  }
  return { preset: 'custom', expression };
}
