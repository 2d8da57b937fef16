import { cronExpressionIssue } from './cronExpressionIssue.ts';
import type { CronMessages } from './cronMessages.ts';

/**
 * A five-field cron expression in words ("Every 15 minutes", "At 09:00 and 17:00 on Monday to Friday"), or
 * `undefined` when it is not valid. The phrases are `messages` (the English `cron.*` messages by default); numbers,
 * month and weekday names, times and lists are written by `Intl` in `locale` (English with 24-hour times
 * without one). The describer (about 1 KB gzip) is loaded on first use, so the main entry does not carry it.
 */
export async function describeCronExpression(
  expression: string,
  locale?: string,
  messages?: CronMessages,
): Promise<string | undefined> {
  if (cronExpressionIssue(expression)) return undefined;
  const { wordCronExpression } = await import('./wordCronExpression.ts');
  return wordCronExpression(expression, messages, locale);
}
