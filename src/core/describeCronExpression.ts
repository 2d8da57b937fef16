import { cronExpressionIssue } from './cronExpressionIssue.ts';

/**
 * A five-field cron expression in words ("Every 15 minutes"), or `undefined` when it is not valid: in English
 * (24-hour times) by default, else in the `locale`'s language where cronstrue has it, with that language's
 * clock. cronstrue (~7 KB gzip), the table of its translations and the one translation a page needs are loaded
 * on first use, so only widgets that show a custom schedule download them.
 */
export async function describeCronExpression(
  expression: string,
  locale?: string,
): Promise<string | undefined> {
  if (cronExpressionIssue(expression)) return undefined;
  const { wordCronExpression } = await import('./wordCronExpression.ts');
  return wordCronExpression(expression.trim(), locale);
}
