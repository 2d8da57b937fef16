import * as z from 'zod/mini';

/**
 * A list whose entries are kept as sent, typed as `T` (which they may not be) for a reader that checks each
 * entry on its own where it uses it (the subscribe objects of a manifest: `buildRevisionObjects`). Only the list
 * itself is checked (it must be an array): checking the entries here as well could change none of them, as one
 * that fails is kept as sent too.
 */
export function keptList<T>() {
  return z.pipe(
    z.array(z.unknown()),
    // Kept as sent, by design (see above).
    z.transform((list) => list as T[]),
  );
}
