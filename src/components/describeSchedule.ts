import { cronExpressionIssue } from '../core/cronExpressionIssue.ts';
import { scheduleChoiceFromCron } from '../core/scheduleChoiceFromCron.ts';
import type { Messages } from '../hooks/index.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A schedule in the host's words ("Every day at 02:30"), from the messages so it can be translated: presets
 * always, any other expression when the host describes it (`schedule.describe.custom`); else `undefined` (the
 * ScheduleEditor then describes it with cronstrue, loaded lazily).
 */
export function describeSchedule(cron: string, messages: Messages): string | undefined {
  const choice = scheduleChoiceFromCron(cron);
  switch (choice.preset) {
    case 'custom':
      return cronExpressionIssue(cron) ? undefined : messages['schedule.describe.custom'](cron.trim());
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
