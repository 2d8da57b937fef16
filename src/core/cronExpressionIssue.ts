import { parseCronExpression } from './parseCronExpression.ts';

/** Why a cron expression cannot be used as a read schedule. */
export type CronExpressionIssue =
  | { code: 'empty' }
  | { code: 'fieldCount'; count: number }
  | { code: 'invalid' };

/**
 * Checks a five-field cron expression (minute hour day-of-month month day-of-week) as `parseCronExpression`
 * reads it: values in range, month and weekday names, ranges, lists and steps; 7 is Sunday too. Quartz
 * extensions and macros are refused. Returns `undefined` when the expression is usable.
 */
export function cronExpressionIssue(expression: string): CronExpressionIssue | undefined {
  const fields = expression.trim().split(/\s+/).filter(Boolean);
  if (fields.length === 0) return { code: 'empty' };
  if (fields.length !== 5) return { code: 'fieldCount', count: fields.length };
  return parseCronExpression(expression) ? undefined : { code: 'invalid' };
}
