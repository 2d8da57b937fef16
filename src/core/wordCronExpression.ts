import cronstrue from 'cronstrue';
import { loadCronLocale } from './loadCronLocale.ts';

/**
 * cronstrue's words for a checked five-field expression: in English (24-hour times) without a `locale`, else in
 * the `locale`'s language where cronstrue has it. Loaded on first use by `describeCronExpression`, in one chunk
 * with cronstrue and the table of its translations: they always load together.
 */
export async function wordCronExpression(expression: string, locale?: string): Promise<string> {
  const cronLocale = locale === undefined ? undefined : await loadCronLocale(locale);
  return cronstrue.toString(expression, {
    throwExceptionOnParseError: false,
    verbose: false,
    ...(cronLocale === undefined ? { use24HourTimeFormat: true } : { locale: cronLocale }),
  });
}
