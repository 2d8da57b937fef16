import type * as z from 'zod/mini';
import type { Action } from '../schemas/config.ts';
import { describeParseError } from './describeParseError.ts';
import { ownString } from './ownString.ts';

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
  // An object sent with an `error` (alone with its name, `{ objectName, error }`, or not) cannot be edited, for the
  // service's reason.
  const error = ownString(raw, 'error');
  return parsed.success
    ? { ok: true, value: parsed.data, error }
    : // An object sent as `{ objectName, error }` fails its schema: the service's reason is the one to show.
      {
        ok: false,
        reason: ownString(raw, 'error') || describeParseError(parsed.error, [action, 'objects', index]),
      };
}
