import { cronExpressionIssue } from './cronExpressionIssue.ts';
import type { CronMessages } from './cronMessages.ts';
import { describeCronExpression } from './describeCronExpression.ts';
import { scheduleChoiceFromCron } from './scheduleChoiceFromCron.ts';

/**
 * The messages {@link describeSchedule} words a schedule with: these entries of the Provider's `messages`
 * (`defaultMessages`, or a host's catalogue), so a host's own UI gets the widget's texts.
 */
export interface ScheduleMessages extends CronMessages {
  'schedule.describe.every15Minutes': string;
  'schedule.describe.every30Minutes': string;
  'schedule.describe.hourly': string;
  'schedule.describe.every6Hours': string;
  'schedule.describe.daily': (time: string) => string;
  'schedule.describe.weekly': (weekday: string, time: string) => string;
  'schedule.describe.custom': (expression: string) => string | undefined;
  'schedule.weekdayName': (weekday: number) => string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A schedule in words ("Every day at 02:30"), from the messages so it can be translated: a preset by its own
 * message, any other valid expression in the host's words (`schedule.describe.custom`) or else from the `cron.*`
 * phrases, with names and times in `locale` (`describeCronExpression`); `undefined` for an invalid expression.
 */
export function describeSchedule(
  cron: string,
  messages: ScheduleMessages,
  locale?: string,
): string | undefined {
  const choice = scheduleChoiceFromCron(cron);
  switch (choice.preset) {
    case 'custom':
      if (cronExpressionIssue(cron)) return undefined;
      return (
        messages['schedule.describe.custom'](cron.trim()) ?? describeCronExpression(cron, locale, messages)
      );
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
