/** Why a cron expression cannot be used as a read schedule. */
export type CronExpressionIssue =
  | { code: 'empty' }
  | { code: 'fieldCount'; count: number }
  | { code: 'invalid' };

interface FieldRule {
  min: number;
  max: number;
  /** 3-letter names allowed in the field, valued from `min`. */
  names?: string[];
}

// Standard five-field cron (minute hour day-of-month month day-of-week); 7 is Sunday too. Quartz extensions
// (L, W, #, ?) and macros (@daily) are not five-field cron and are refused.
const RULES: FieldRule[] = [
  { min: 0, max: 59 },
  { min: 0, max: 23 },
  { min: 1, max: 31 },
  {
    min: 1,
    max: 12,
    names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
  },
  { min: 0, max: 7, names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] },
];
const ITEM = /^(?:(\*)|([0-9]+|[a-z]{3})(?:-([0-9]+|[a-z]{3}))?)(?:\/([0-9]+))?$/i;

function atomValue(atom: string, rule: FieldRule): number | undefined {
  let value: number;
  if (/^[0-9]+$/.test(atom)) {
    value = Number(atom);
  } else {
    const index = rule.names?.indexOf(atom.toUpperCase()) ?? -1;
    if (index < 0) return undefined;
    value = rule.min + index;
  }
  return value >= rule.min && value <= rule.max ? value : undefined;
}

function isValidField(field: string, rule: FieldRule): boolean {
  return field.split(',').every((item) => {
    const match = ITEM.exec(item);
    if (!match) return false;
    const [, star, from, to, step] = match;
    if (step !== undefined && Number(step) < 1) return false;
    if (star !== undefined || from === undefined) return true;
    const start = atomValue(from, rule);
    const end = to === undefined ? start : atomValue(to, rule);
    return start !== undefined && end !== undefined && start <= end;
  });
}

/**
 * Checks a five-field cron expression: `*`, values, names (months, weekdays), ranges, lists and steps, each
 * value in its field's range (minute 0–59, hour 0–23, day 1–31, month 1–12, weekday 0–7). `undefined`: usable.
 */
export function cronExpressionIssue(expression: string): CronExpressionIssue | undefined {
  const fields = expression.trim().split(/\s+/).filter(Boolean);
  if (fields.length === 0) return { code: 'empty' };
  if (fields.length !== RULES.length) return { code: 'fieldCount', count: fields.length };
  return fields.every((field, index) => {
    const rule = RULES[index];
    return rule !== undefined && isValidField(field, rule);
  })
    ? undefined
    : { code: 'invalid' };
}
