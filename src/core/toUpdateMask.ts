import type { ConfigContent } from '../schemas/config.ts';
import type { ConfigDraft } from '../schemas/draft.ts';
import type { UpdateInstallationRequest } from '../schemas/requests.ts';
import { setOwnProperty } from '../schemas/setOwnProperty.ts';
import { formatUpdateMaskPath } from './formatUpdateMaskPath.ts';
import { isJsonEqual } from './isJsonEqual.ts';
import { removedObjectNames } from './removedObjectNames.ts';

type Content = NonNullable<NonNullable<UpdateInstallationRequest['installation']['config']>['content']>;

interface ObjectsUpdate<Config> {
  updateMask: string[];
  objects: Record<string, Config>;
}

function presentNames<Config>(objects: Record<string, Config | undefined>): string[] {
  return Object.keys(objects)
    .filter((name) => objects[name] !== undefined)
    .sort();
}

// The objects of one action to store: each one that changed, under its own mask path; or, when one was removed,
// the whole map ("Update an installation", rule 3: removing one object has no mask path of its own, so the whole
// map is replaced with the draft's).
function changedObjects<Config>(
  action: 'read' | 'write' | 'subscribe',
  before: Record<string, Config | undefined>,
  after: Record<string, Config | undefined>,
): ObjectsUpdate<Config> {
  const whole = removedObjectNames(before, after).length > 0;
  const update: ObjectsUpdate<Config> = {
    updateMask: whole ? [`config.content.${action}.objects`] : [],
    objects: {},
  };
  for (const name of presentNames(after)) {
    const next = after[name];
    const previous = Object.hasOwn(before, name) ? before[name] : undefined;
    if (next === undefined || (!whole && isJsonEqual(previous, next))) continue;
    if (!whole) update.updateMask.push(formatUpdateMaskPath(['config', 'content', action, 'objects', name]));
    setOwnProperty(update.objects, name, next);
  }
  return update;
}

function assertNoReadObjectRemoved(before: ConfigContent, after: ConfigContent): void {
  const [name] = removedObjectNames(before.read?.objects ?? {}, after.read?.objects ?? {});
  if (name === undefined) return;
  throw new Error(
    `The draft has no read config for "${name}". A saved read object cannot be removed; set \`disabled: true\` instead.`,
  );
}

/**
 * The minimal "update an installation" request from `before` to `after`: only allowed mask paths whose value
 * changed, and exactly the values they name; an empty `updateMask` means there is nothing to send.
 *
 * @throws Error when `after` lacks a read object that `before` has (read objects are disabled, never removed).
 */
export function toUpdateMask(before: ConfigDraft, after: ConfigDraft): UpdateInstallationRequest {
  assertNoReadObjectRemoved(before.content, after.content);
  const updateMask: string[] = [];
  const installation: UpdateInstallationRequest['installation'] = {};
  const content: Content = {};

  if (after.connectionId !== undefined && after.connectionId !== before.connectionId) {
    updateMask.push('connectionId');
    installation.connectionId = after.connectionId;
  }
  const createdBy = after.createdBy !== undefined && after.createdBy !== before.createdBy;
  if (createdBy) updateMask.push('config.createdBy');

  // A read object is never removed (checked above): its objects are always stored one by one.
  const read = changedObjects('read', before.content.read?.objects ?? {}, after.content.read?.objects ?? {});
  if (read.updateMask.length > 0) {
    updateMask.push(...read.updateMask);
    content.read = { objects: read.objects };
  }

  const write = changedObjects(
    'write',
    before.content.write?.objects ?? {},
    after.content.write?.objects ?? {},
  );
  if (write.updateMask.length > 0) {
    updateMask.push(...write.updateMask);
    content.write = { objects: write.objects };
  }

  const subscribe = changedObjects(
    'subscribe',
    before.content.subscribe?.objects ?? {},
    after.content.subscribe?.objects ?? {},
  );
  const providerOptions = after.content.subscribe?.providerOptions;
  const providerOptionsChanged = !isJsonEqual(before.content.subscribe?.providerOptions, providerOptions);
  if (subscribe.updateMask.length > 0) updateMask.push(...subscribe.updateMask);
  if (providerOptionsChanged) updateMask.push('config.content.subscribe.providerOptions');
  if (subscribe.updateMask.length > 0 || providerOptionsChanged) {
    content.subscribe = subscribe.updateMask.length > 0 ? { objects: subscribe.objects } : {};
    // Rule 1 needs a value for every mask path: options that were dropped are replaced by no options.
    if (providerOptionsChanged) content.subscribe.providerOptions = providerOptions ?? {};
  }

  const proxyBefore = before.content.proxy?.enabled;
  // No mask path removes `proxy.enabled`; a draft without it means the proxy is off.
  const proxyAfter = after.content.proxy?.enabled ?? (proxyBefore === true ? false : undefined);
  if (proxyAfter !== undefined && proxyAfter !== proxyBefore) {
    updateMask.push('config.content.proxy.enabled');
    content.proxy = { enabled: proxyAfter };
  }

  if (createdBy || Object.keys(content).length > 0) {
    installation.config = {};
    if (createdBy) installation.config.createdBy = after.createdBy;
    if (Object.keys(content).length > 0) installation.config.content = content;
  }
  return { updateMask, installation };
}
