import type { Action, Installation, JsonPatchOperation, ObjectConfigByAction } from '../schemas/index.ts';
import { formatUpdateMaskPath } from './formatUpdateMaskPath.ts';
import { planSave, type SaveStep } from './planSave.ts';
import { withObjectConfig } from './withObjectConfig.ts';

const encoder = new TextEncoder();
const ASCII = /^[\0-\x7f]*$/;
// Most configs are plain ASCII, whose length is their size: 5,000 fields' patch (select all) is not encoded.
const byteLength = (value: unknown) => {
  const json = JSON.stringify(value);
  return ASCII.test(json) ? json.length : encoder.encode(json).length;
};

// Whether `value`'s JSON surely takes at least `bytes` bytes, counted as a lower bound (a key is written with
// `"":`, a string with its quotes, UTF-8 takes at least a byte per UTF-16 unit) breadth first, so that a small
// patch is settled by the config's top-level settings without walking a map of 5,000 fields.
function surelyAtLeast(value: unknown, bytes: number): boolean {
  let count = 0;
  const queue = [value];
  for (const node of queue) {
    if (typeof node !== 'object' || node === null) continue;
    const isArray = Array.isArray(node);
    for (const key of Object.keys(node)) {
      const child = (node as Record<string, unknown>)[key];
      if (child === undefined || typeof child === 'function') continue;
      if (!isArray) count += key.length + 3;
      if (typeof child === 'string') count += child.length + 2;
      else if (typeof child === 'object') queue.push(child);
      else count += 1;
      if (count >= bytes) return true;
    }
  }
  return false;
}

// A lower bound of the bytes of a patch's JSON: each operation writes at least its op name and path, quoted.
function patchBytesAtLeast(changes: readonly JsonPatchOperation[]): number {
  let count = 2;
  for (const change of changes) count += change.op.length + change.path.length + 16;
  return count;
}

// Whether `changes` as JSON take more bytes than `config`. A patch of one leaf is settled by the config's first
// settings; a patch of thousands of fields (select all) by its size's lower bound against the config's size,
// without writing the patch out.
function patchIsLarger(changes: readonly JsonPatchOperation[], config: unknown): boolean {
  const atLeast = patchBytesAtLeast(changes);
  if (atLeast < 4096) {
    const patchBytes = byteLength(changes);
    return !surelyAtLeast(config, patchBytes) && patchBytes > byteLength(config);
  }
  const configBytes = byteLength(config);
  return atLeast > configBytes || byteLength(changes) > configBytes;
}

/**
 * The requests that store one object's edited config (`undefined`: write/subscribe object removed) on top of
 * the installation as stored: only that object is looked at, so an edit costs one object's diff, not a
 * whole-installation clone. A patch that would be larger than the object's whole config (select all on
 * thousands of fields) is replaced by an update mask of that one object: a save never sends more bytes than
 * the object's config.
 */
export function planObjectEdit<A extends Action>(
  stored: Installation,
  action: A,
  objectName: string,
  config: ObjectConfigByAction[A] | undefined,
): SaveStep[] {
  const steps = planSave(stored, {
    connectionId: stored.connection.id,
    createdBy: stored.config.createdBy,
    content: withObjectConfig(stored.config.content, action, objectName, config),
  });
  const [only] = steps;
  if (steps.length !== 1 || only?.kind !== 'patchObject' || config === undefined) return steps;
  if (!patchIsLarger(only.changes, config)) return steps;
  const objects = { [objectName]: config };
  return [
    {
      kind: 'updateInstallation',
      updateMask: [formatUpdateMaskPath(['config', 'content', action, 'objects', objectName])],
      installation: { config: { content: { [action]: { objects } } } },
      replaces: [only],
    },
  ];
}
