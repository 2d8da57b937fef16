import { isJsonObject } from '../schemas/isJsonObject.ts';
import { setOwnProperty } from '../schemas/setOwnProperty.ts';

/**
 * A copy of `root` with `value` at `path` (`undefined` removes it): objects along the path are copied shallowly and
 * without prototypes (a provider name such as `__proto__` stays a key), everything else is shared.
 */
export function withValueAt(root: unknown, path: readonly string[], value: unknown): unknown {
  const [segment, ...rest] = path;
  if (segment === undefined) return value;
  const copy: Record<string, unknown> = Object.create(null);
  if (isJsonObject(root)) for (const key of Object.keys(root)) setOwnProperty(copy, key, root[key]);
  const child = isJsonObject(root) && Object.hasOwn(root, segment) ? root[segment] : undefined;
  const next = withValueAt(child, rest, value);
  if (next === undefined) delete copy[segment];
  else setOwnProperty(copy, segment, next);
  return copy;
}
