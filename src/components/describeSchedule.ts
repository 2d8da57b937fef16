import { scheduleChoiceFromCron } from '../core/scheduleChoiceFromCron.ts';
import type { Messages } from '../hooks/index.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A preset schedule in the host's words ("Every day at 02:30"), from the messages so it can be translated;
 * `undefined` for any other cron expression (the ScheduleEditor describes those with cronstrue, loaded lazily).
 */
export function describeSchedule(cron: string, messages: Messages): string | undefined {
  const choice = scheduleChoiceFromCron(cron);
  switch (choice.preset) {
    case 'custom':
      return undefined;
    case 'daily':
      return messages['schedule.describe.daily'](`${pad(choice.hour)}:${pad(choice.minute)}`);
    case 'weekly':
      return messages['schedule.describe.weekly'](
        messages['schedule.weekdayName'](choice.weekday),
        `${pad(choice.hour)}:${pad(choice.minute)}`,
      );
    default:
      return messages[`schedule.describe.${choice.preset}`];
  }
}
