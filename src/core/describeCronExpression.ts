import cronstrue from 'cronstrue';
import { cronExpressionIssue } from './cronExpressionIssue.ts';

/** A five-field cron expression in plain English ("Every 15 minutes"), or `undefined` when it is not valid. */
export function describeCronExpression(expression: string): string | undefined {
  if (cronExpressionIssue(expression)) return undefined;
  return cronstrue.toString(expression.trim(), {
    throwExceptionOnParseError: false,
    use24HourTimeFormat: true,
    verbose: false,
  });
}
