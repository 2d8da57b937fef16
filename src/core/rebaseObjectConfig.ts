import type { JsonPatchOperation, ObjectConfig } from '../schemas/index.ts';
import { diffObjectConfig } from './diffObjectConfig.ts';
import { isJsonObject } from './isJsonObject.ts';

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
    const child = node[segment];
    if (!isJsonObject(child)) {
      if (edit.op === 'remove') return;
      node[segment] = {};
    }
    node = node[segment] as Record<string, unknown>;
  }
  if (edit.op === 'remove') delete node[last];
  else node[last] = structuredClone(edit.value);
}

/**
 * Replays the user's edits (`base` → `current`) onto a newer server config: untouched properties take the
 * server's values, edited ones keep the user's.
 */
export function rebaseObjectConfig<T extends ObjectConfig>(base: T, current: T, server: T): T {
  const rebased: T = structuredClone(server);
  for (const edit of diffObjectConfig(base, current)) replay(rebased, edit);
  return rebased;
}
