import cronstrue from 'cronstrue';

/** Why a cron expression cannot be used as a read schedule. */
export type CronExpressionIssue =
  | { code: 'empty' }
  | { code: 'fieldCount'; count: number }
  | { code: 'invalid' };

// One list item of a standard five-field cron field: `*`, a number or 3-letter name, or a range, each with an
// optional step. Quartz extensions (L, W, #, ?) are not part of five-field cron and are refused.
const ATOM = String.raw`(?:\d+|[a-z]{3})`;
const ITEM = String.raw`(?:\*|${ATOM}(?:-${ATOM})?)(?:/\d+)?`;
const FIELD = new RegExp(`^${ITEM}(?:,${ITEM})*$`, 'i');
const NUMERIC_RANGE = /(\d+)-(\d+)/g;

function isWellFormedField(field: string): boolean {
  if (!FIELD.test(field)) return false;
  for (const [, from, to] of field.matchAll(NUMERIC_RANGE)) {
    if (Number(from) > Number(to)) return false;
  }
  return true;
}

/**
 * Checks a five-field cron expression (minute hour day-of-month month day-of-week): the grammar here, the value
 * ranges (0–59, 0–23, 1–31, 1–12 or names, 0–7 or names) by cronstrue's parser. `undefined` means usable.
 */
export function cronExpressionIssue(expression: string): CronExpressionIssue | undefined {
  const fields = expression.trim().split(/\s+/).filter(Boolean);
  if (fields.length === 0) return { code: 'empty' };
  if (fields.length !== 5) return { code: 'fieldCount', count: fields.length };
  if (!fields.every(isWellFormedField)) return { code: 'invalid' };
  try {
    cronstrue.toString(fields.join(' '), { throwExceptionOnParseError: true });
  } catch {
    return { code: 'invalid' };
  }
  return undefined;
}
