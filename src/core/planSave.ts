import type { Action, ObjectConfig } from '../schemas/config.ts';
import type { ConfigDraft } from '../schemas/draft.ts';
import type { Installation } from '../schemas/installation.ts';
import type { JsonPatchOperation, UpdateInstallationRequest } from '../schemas/requests.ts';
import { setOwnProperty } from '../schemas/setOwnProperty.ts';
import { diffObjectConfig } from './diffObjectConfig.ts';
import { isJsonEqual } from './isJsonEqual.ts';
import { removedObjectNames } from './removedObjectNames.ts';
import { toUpdateMask } from './toUpdateMask.ts';

/** One request of a save: a JSON Patch of one object's config, or an update of the installation by mask. */
export type SaveStep =
  | { kind: 'patchObject'; action: Action; objectName: string; changes: JsonPatchOperation[] }
  | {
      kind: 'updateInstallation';
      updateMask: string[];
      installation: UpdateInstallationRequest['installation'];
      skipSampling?: boolean;
      /**
       * Existing objects the step stores whole in place of their JSON Patch (a patch larger than the config, or
       * subscribe objects saved with the provider options they must agree with), with the leaf changes each
       * stands for: the preview describes those, never a new object. Not sent.
       */
      replaces?: { action: Action; objectName: string; changes: JsonPatchOperation[] }[];
    };

/**
 * Adds a patch step for every object present in both maps whose config changed, and returns the objects map
 * the update mask is computed from: the draft's, with each patched object left at its stored config so that
 * its change travels in the patch only. Returns `undefined` when nothing is patched.
 */
function patchChangedObjects<Config extends ObjectConfig>(
  action: Action,
  before: Record<string, Config> | undefined,
  after: Record<string, Config> | undefined,
  steps: SaveStep[],
): Record<string, Config> | undefined {
  if (before === undefined || after === undefined) return undefined;
  let maskObjects: Record<string, Config> | undefined;
  for (const objectName of Object.keys(after).sort()) {
    const previous = Object.hasOwn(before, objectName) ? before[objectName] : undefined;
    const next = after[objectName];
    if (previous === undefined || next === undefined) continue;
    const changes = diffObjectConfig(previous, next);
    if (changes.length === 0) continue;
    steps.push({ kind: 'patchObject', action, objectName, changes });
    maskObjects ??= { ...after };
    setOwnProperty(maskObjects, objectName, previous);
  }
  return maskObjects;
}

/**
 * The requests that make the service store `after` for an installation stored as `before`: one JSON Patch per
 * changed existing object, and one mask update for new objects, removals, provider options, proxy and
 * connection; no steps when nothing changed.
 *
 * @throws Error when `after` lacks a read object that `before` has (read objects are disabled, never removed).
 */
export function planSave(before: Installation, after: ConfigDraft): SaveStep[] {
  const stored = before.config.content;
  const patches: SaveStep[] = [];
  const maskContent = { ...after.content };

  const read = patchChangedObjects('read', stored.read?.objects, after.content.read?.objects, patches);
  if (read) maskContent.read = { ...after.content.read, objects: read };
  const writeBefore = stored.write?.objects ?? {};
  const writeAfter = after.content.write?.objects ?? {};
  // A removal sends the whole map (toUpdateMask), which already carries every change of that action.
  if (removedObjectNames(writeBefore, writeAfter).length === 0) {
    const write = patchChangedObjects('write', writeBefore, writeAfter, patches);
    if (write) maskContent.write = { ...after.content.write, objects: write };
  }
  const subscribeBefore = stored.subscribe?.objects ?? {};
  const subscribeAfter = after.content.subscribe?.objects ?? {};
  // The service checks the subscribe-level options against every subscribe object (no delete events with
  // provider flows, docs/contract.md, "Provider options"): objects changed with the options go in the same update.
  const withOptions = !isJsonEqual(
    stored.subscribe?.providerOptions,
    after.content.subscribe?.providerOptions,
  );
  const replaces: Extract<SaveStep, { kind: 'patchObject' }>[] = [];
  if (removedObjectNames(subscribeBefore, subscribeAfter).length === 0) {
    const subscribe = patchChangedObjects(
      'subscribe',
      subscribeBefore,
      subscribeAfter,
      withOptions ? replaces : patches,
    );
    if (subscribe && !withOptions) maskContent.subscribe = { ...after.content.subscribe, objects: subscribe };
  }

  const { updateMask, installation } = toUpdateMask(
    { connectionId: before.connection.id, createdBy: before.config.createdBy, content: stored },
    { ...after, content: maskContent },
  );
  if (updateMask.length === 0) return patches;
  // The mask update goes first: it is the request the service is most likely to refuse (400 on the mask,
  // 422 on the whole config or the sample read), and refusing it before any patch leaves the installation
  // untouched instead of half saved. The patches touch only keys of objects that already exist.
  const step: SaveStep = { kind: 'updateInstallation', updateMask, installation };
  return [replaces.length > 0 ? { ...step, replaces } : step, ...patches];
}
