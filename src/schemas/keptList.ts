import * as z from 'zod/mini';

/**
 * A list of which each entry is checked with `entry`, and an entry that fails its check fails nothing: it is
 * kept as sent (typed as `entry`'s output, which it is not), for a reader that checks each entry again on its
 * own (the objects of a manifest: `buildRevisionObjects`). The list itself must be an array.
 */
export function keptList<E extends z.ZodMiniType>(entry: E) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((input): z.output<E>[] =>
      input.map((raw) => {
        const parsed = entry.safeParse(raw);
        // Kept as sent, by design (see above): the one reader of such a list checks each entry again.
        return parsed.success ? parsed.data : (raw as z.output<E>);
      }),
    ),
  );
}
