// The default import: fast-json-patch's ESM build has no named exports under Node's own ESM loader.
import jsonPatch from 'fast-json-patch';
import type { ObjectConfig } from '../schemas/index.ts';
import { diffObjectConfig } from './diffObjectConfig.ts';

/**
 * Replays the user's edits (`base` → `current`) onto a newer server config: untouched properties take the
 * server's values, edited ones keep the user's. An edit that no longer applies (e.g. removing a key someone
 * else already removed) is dropped rather than failing the whole rebase.
 */
export function rebaseObjectConfig<T extends ObjectConfig>(base: T, current: T, server: T): T {
  const edits = diffObjectConfig(base, current);
  const rebased: T = structuredClone(server);
  for (const edit of edits) {
    try {
      jsonPatch.applyOperation(rebased, edit, true, true, false);
    } catch {
      // RFC 6902 refuses remove/replace of a missing path: the server already agrees or moved on; skip it.
    }
  }
  return rebased;
}
