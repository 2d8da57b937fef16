/**
 * `compute()` for `raw`, once per object while `cache` holds it: the query cache keeps an object's identity until
 * it changes, so what is derived from it is derived once. A value that is not an object is computed each time.
 */
export function oncePerObject<T>(cache: WeakMap<object, T>, raw: unknown, compute: () => T): T {
  if (typeof raw !== 'object' || raw === null) return compute();
  let value = cache.get(raw);
  if (value === undefined) {
    value = compute();
    cache.set(raw, value);
  }
  return value;
}
