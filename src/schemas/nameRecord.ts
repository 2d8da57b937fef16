import * as z from 'zod/mini';
import { isJsonObject } from './isJsonObject.ts';
import { setOwnProperty } from './setOwnProperty.ts';

/**
 * A map keyed by provider names (objects, fields, app fields). Unlike `z.record`, which assigns each key and so
 * drops a key named `__proto__`, every key is kept as an own property; each value is checked with `value` and
 * its issues are named by the key. With `keepInvalid`, a value that fails its check fails nothing: it is kept
 * as sent (typed as `value`'s output, which it is not), for a reader that checks each entry again on its own
 * (the saved objects of an installation: `buildRevisionObjects`).
 */
// @__NO_SIDE_EFFECTS__
export function nameRecord<V extends z.ZodMiniType>(value: V, { keepInvalid = false } = {}) {
  return z.pipe(
    z.custom<Record<string, unknown>>(isJsonObject, {
      error: (issue) => (issue.input === undefined ? 'This property is required' : 'Expected an object'),
    }),
    z.transform((input, ctx) => {
      const output: Record<string, z.output<V>> = {};
      for (const key of Object.keys(input)) {
        const parsed = value.safeParse(input[key]);
        // As `z.record` does, a failed entry keeps its input, so the rules around the map see it (the parse
        // fails anyway).
        setOwnProperty(output, key, parsed.success ? parsed.data : input[key]);
        if (!parsed.success && !keepInvalid)
          // The issue as the value's schema raised it (code and all), named by the key.
          for (const issue of parsed.error.issues)
            ctx.issues.push({ ...issue, input: undefined, path: [key, ...issue.path], continue: true });
      }
      return output;
    }),
  );
}
