import type { Action, ObjectConfigByAction } from '../schemas/config.ts';
import type { Installation } from '../schemas/installation.ts';
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
  // Both written out: the plan is made when read (the preview reads it once the edit is painted).
  if (byteLength(only.changes) <= byteLength(config)) return steps;
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
