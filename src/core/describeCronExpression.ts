import { cronExpressionIssue } from './cronExpressionIssue.ts';

/**
 * A five-field cron expression in plain English ("Every 15 minutes"), or `undefined` when it is not valid.
 * cronstrue (~7 KB gzip) is loaded on first use, so only widgets that show a custom schedule download it.
 */
export async function describeCronExpression(expression: string): Promise<string | undefined> {
  if (cronExpressionIssue(expression)) return undefined;
  const { default: cronstrue } = await import('cronstrue');
  return cronstrue.toString(expression.trim(), {
    throwExceptionOnParseError: false,
    use24HourTimeFormat: true,
    verbose: false,
  });
}
