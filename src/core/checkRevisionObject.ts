import type * as z from 'zod/mini';
import type { Action } from '../schemas/config.ts';
import { describeParseError } from './describeParseError.ts';

/** An object of a revision's list as its schema reads it (with the error it carries, if any), or why it does not match. */
export type Checked<T> = { ok: true; value: T; error: string | undefined } | { ok: false; reason: string };

/** Checks the object at `index` of an action's list against `schema`, on its own. */
export function checkRevisionObject<T>(
  schema: z.ZodMiniType<T>,
  raw: unknown,
  action: Action,
  index: number,
): Checked<T> {
  const parsed = schema.safeParse(raw);
  return parsed.success
    ? { ok: true, value: parsed.data, error: undefined }
    : { ok: false, reason: describeParseError(parsed.error, [action, 'objects', index]) };
}
