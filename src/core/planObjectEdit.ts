import type { Action, Installation, ObjectConfigByAction } from '../schemas/index.ts';
import { formatUpdateMaskPath } from './formatUpdateMaskPath.ts';
import { planSave, type SaveStep } from './planSave.ts';
import { withObjectConfig } from './withObjectConfig.ts';

const encoder = new TextEncoder();
const byteLength = (value: unknown) => encoder.encode(JSON.stringify(value)).length;

// Whether the keys of `value` alone reach `bytes`: each key written is at least its length plus `"":`, so then
// the whole JSON does too. Counting stops there: a one-field patch does not measure 5,000 fields.
function keysReach(value: unknown, bytes: number): boolean {
  let count = 0;
  const walk = (node: unknown): boolean => {
    if (typeof node !== 'object' || node === null) return false;
    for (const key of Object.keys(node)) {
      const child = (node as Record<string, unknown>)[key];
      if (child === undefined) continue;
      count += key.length + 3;
      if (count >= bytes || walk(child)) return true;
    }
    return false;
  };
  return walk(value);
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
  const patchBytes = byteLength(only.changes);
  if (keysReach(config, patchBytes) || patchBytes <= byteLength(config)) return steps;
  const objects = { [objectName]: config };
  return [
    {
      kind: 'updateInstallation',
      updateMask: [formatUpdateMaskPath(['config', 'content', action, 'objects', objectName])],
      installation: { config: { content: { [action]: { objects } } } },
      replaces: { action, objectName, changes: only.changes },
    },
  ];
}
