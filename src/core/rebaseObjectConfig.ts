import type { JsonPatchOperation, ObjectConfig } from '../schemas/index.ts';
import { diffObjectConfig } from './diffObjectConfig.ts';
import { isJsonObject } from './isJsonObject.ts';
import { setOwnProperty } from './setOwnProperty.ts';
import { withoutPrototypes } from './withoutPrototypes.ts';

function pointerSegments(pointer: string): string[] {
  // RFC 6901 §4: `~1` is unescaped before `~0`.
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
}

// Unlike RFC 6902's strict apply, a rebase keeps the user's intent where the server's tree changed shape:
// missing parents are created, and removing what is already gone is a no-op.
function replay(target: Record<string, unknown>, edit: JsonPatchOperation): void {
  const segments = pointerSegments(edit.path);
  const last = segments.pop();
  if (last === undefined) return;
  let node = target;
  for (const segment of segments) {
    // Own properties only: a provider name such as `__proto__` or `constructor` is a key like any other, never
    // the way to a prototype.
    const child = Object.hasOwn(node, segment) ? node[segment] : undefined;
    if (isJsonObject(child)) {
      node = child;
      continue;
    }
    if (edit.op === 'remove') return;
    const created: Record<string, unknown> = {};
    setOwnProperty(node, segment, created);
    node = created;
  }
  if (edit.op === 'remove') delete node[last];
  else setOwnProperty(node, last, structuredClone(edit.value));
}

/**
 * Replays the user's edits (`base` → `current`) onto a newer server config: untouched properties take the
 * server's values, edited ones keep the user's.
 */
export function rebaseObjectConfig<T extends ObjectConfig>(base: T, current: T, server: T): T {
  // Without prototypes, as the form holds its values (react-hook-form keeps a key `__proto__` only so).
  const rebased: T = withoutPrototypes(server);
  for (const edit of diffObjectConfig(base, current)) replay(rebased, edit);
  return rebased;
}
