import { cronExpressionIssue } from './cronExpressionIssue.ts';

/**
 * A five-field cron expression in words ("Every 15 minutes"), or `undefined` when it is not valid: in English
 * (24-hour times) by default, else in the `locale`'s language where cronstrue has it, with that language's
 * clock. cronstrue (~7 KB gzip) and its translation are loaded on first use, so only widgets that show a
 * custom schedule download them.
 */
export async function describeCronExpression(
  expression: string,
  locale?: string,
): Promise<string | undefined> {
  if (cronExpressionIssue(expression)) return undefined;
  const [{ default: cronstrue }, cronLocale] = await Promise.all([
    import('cronstrue'),
    // The table of translations loads with them, not with the page.
    locale === undefined ? undefined : import('./loadCronLocale.ts').then((m) => m.loadCronLocale(locale)),
  ]);
  return cronstrue.toString(expression.trim(), {
    throwExceptionOnParseError: false,
    verbose: false,
    ...(cronLocale === undefined ? { use24HourTimeFormat: true } : { locale: cronLocale }),
  });
}
