import type { CronField } from './cronMessages.ts';

/** One comma-separated part of a field: every `step`th value from `from` to `to` (one value: both the same). */
export interface CronPart {
  from: number;
  to: number;
  step: number;
}

/** A field of a five-field expression, as written. */
export interface CronFieldParts {
  name: CronField;
  /** The field's range: 0–59 minutes, 0–23 hours, 1–31 days, 1–12 months, 0–7 weekdays (0 and 7 Sunday). */
  min: number;
  max: number;
  /** It starts with `*` (cron then requires both day fields to match, not either). */
  star: boolean;
  parts: CronPart[];
}

// The fields in order, each with its range and, for months and weekdays, the names cron accepts (index = value).
const FIELDS: [CronField, number, number, string[]?][] = [
  ['minute', 0, 59],
  ['hour', 0, 23],
  ['day', 1, 31],
  ['month', 1, 12, ',jan,feb,mar,apr,may,jun,jul,aug,sep,oct,nov,dec'.split(',')],
  ['weekday', 0, 7, 'sun,mon,tue,wed,thu,fri,sat'.split(',')],
];

// A part: `*`, a value or a range of two, then optionally `/` and a step.
const PART = /^(?:\*|([a-z\d]+)(?:-([a-z\d]+))?)(?:\/(\d+))?$/;

/**
 * The fields of a five-field cron expression (minute hour day-of-month month day-of-week), or `undefined` when
 * one is not valid: every part a `*`, a value or an ascending range within the field's range, with an optional
 * step of 1 or more after a `/` (`1-30/5`; after `*` the whole range, after one value from it to the end); month
 * and weekday names (`JAN`, `mon`) where a value may stand, not as steps; 7 is Sunday too. Quartz extensions (`L`, `W`, `#`, `?`) and macros are refused.
 */
export function parseCronExpression(expression: string): CronFieldParts[] | undefined {
  const sources = expression.trim().toLowerCase().split(/\s+/);
  if (sources.length !== FIELDS.length) return undefined;
  const fields: CronFieldParts[] = [];
  for (const [index, [name, min, max, names]] of FIELDS.entries()) {
    const source = sources[index] ?? '';
    const value = (word: string) => (/^\d+$/.test(word) ? Number(word) : (names?.indexOf(word) ?? -1));
    const parts: CronPart[] = [];
    for (const part of source.split(',')) {
      const match = PART.exec(part);
      if (!match) return undefined;
      const [, first, last, step = '1'] = match;
      const from = first === undefined ? min : value(first);
      const to =
        first === undefined || (last === undefined && part.includes('/')) ? max : value(last ?? first);
      if (!(min <= from && from <= to && to <= max && Number(step) > 0)) return undefined;
      parts.push({ from, to, step: Number(step) });
    }
    fields.push({ name, min, max, star: source.startsWith('*'), parts });
  }
  return fields;
}
