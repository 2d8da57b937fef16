import type { ScheduleChoice } from './scheduleChoiceFromCron.ts';

const INTERVALS = {
  every15Minutes: '*/15 * * * *',
  every30Minutes: '*/30 * * * *',
  hourly: '0 * * * *',
  every6Hours: '0 */6 * * *',
} as const;

/** The five-field cron expression of a schedule choice (a custom one as the user wrote it, trimmed). */
export function cronFromScheduleChoice(choice: ScheduleChoice): string {
  switch (choice.preset) {
    case 'daily':
      return `${choice.minute} ${choice.hour} * * *`;
    case 'weekly':
      return `${choice.minute} ${choice.hour} * * ${choice.weekday}`;
    case 'custom':
      return choice.expression.trim();
    default:
      return INTERVALS[choice.preset];
  }
}
