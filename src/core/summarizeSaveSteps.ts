import type { Action, BackfillConfig, ObjectConfig } from '../schemas/config.ts';
import { isJsonObject } from '../schemas/isJsonObject.ts';
import { parseUpdateMaskPath } from '../schemas/parseUpdateMaskPath.ts';
import type { SaveStep } from './planSave.ts';
import { pointerSegments } from './pointerSegments.ts';

/** One change of a save in terms a user understands; the UI words it (see the Provider's `messages`). */
export type ChangeSummary =
  | {
      kind: 'fieldsSelected' | 'fieldsDeselected';
      action: Action;
      objectName: string;
      fieldNames: string[];
      /** A new object's fields: each is worth naming (a change names the first few). */
      listAll?: boolean;
    }
  | { kind: 'allFields'; objectName: string; on: boolean }
  | { kind: 'mapped'; objectName: string; mapToName: string; fieldName: string | undefined }
  | { kind: 'valueMappings'; objectName: string; mapToName: string }
  | { kind: 'schedule'; objectName: string; schedule: string | undefined }
  | { kind: 'backfill'; objectName: string; backfill: BackfillConfig | undefined }
  | { kind: 'filters'; objectName: string }
  | { kind: 'enabled'; objectName: string; enabled: boolean }
  | {
      kind: 'objectAdded';
      action: Action;
      objectName: string;
      /** What the new object will store, one entry per setting (see {@link storedSettings}). */
      settings?: ChangeSummary[];
    }
  /** A new object's schedule (a cron expression). */
  | { kind: 'storedSchedule'; objectName: string; schedule: string }
  /** How far back a new object's first read goes. */
  | { kind: 'storedBackfill'; objectName: string; backfill: BackfillConfig }
  /** A new object's filter: its conditions (field = value), or a provider's own expression (`raw`). */
  | {
      kind: 'storedFilters';
      objectName: string;
      conditions: { fieldName: string; value: unknown }[];
      raw: boolean;
    }
  | { kind: 'objectsReplaced'; action: Action }
  | { kind: 'proxy'; enabled: boolean }
  | { kind: 'providerFlows'; enabled: boolean }
  | { kind: 'connection'; connectionId: string | undefined }
  | { kind: 'other'; action: Action | undefined; objectName: string | undefined; path: string };

function pushField(
  out: ChangeSummary[],
  kind: 'fieldsSelected' | 'fieldsDeselected',
  action: Action,
  objectName: string,
  fieldName: string,
) {
  const last = out.find((c) => c.kind === kind && c.objectName === objectName && c.action === action);
  if (last && (last.kind === 'fieldsSelected' || last.kind === 'fieldsDeselected'))
    last.fieldNames.push(fieldName);
  else out.push({ kind, action, objectName, fieldNames: [fieldName] });
}

function summarizePatch(step: Extract<SaveStep, { kind: 'patchObject' }>, out: ChangeSummary[]): void {
  const { action, objectName } = step;
  const seen = new Set<string>();
  const once = (change: ChangeSummary, key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    out.push(change);
  };
  for (const change of step.changes) {
    const [head, key, deeper] = pointerSegments(change.path);
    const value = change.op === 'remove' ? undefined : change.value;
    // One entry of a map changed, or the whole map set (with an object added): the entries it sets.
    const entries: [string, unknown][] | undefined =
      key !== undefined ? [[key, value]] : isJsonObject(value) ? Object.entries(value) : undefined;
    if (head === 'selectedFields' && entries && deeper === undefined) {
      for (const [name, on] of entries) {
        pushField(out, on === true ? 'fieldsSelected' : 'fieldsDeselected', action, objectName, name);
      }
    } else if (head === 'selectedFieldMappings' && entries) {
      for (const [mapToName, fieldName] of entries) {
        out.push({
          kind: 'mapped',
          objectName,
          mapToName,
          fieldName: typeof fieldName === 'string' ? fieldName : undefined,
        });
      }
    } else if (head === 'selectedValueMappings' && key !== undefined) {
      once({ kind: 'valueMappings', objectName, mapToName: key }, `vm:${key}`);
    } else if (head === 'selectedFieldsAuto') {
      out.push({ kind: 'allFields', objectName, on: value === 'all' });
    } else if (head === 'schedule') {
      out.push({ kind: 'schedule', objectName, schedule: typeof value === 'string' ? value : undefined });
    } else if (head === 'backfill') {
      once({ kind: 'backfill', objectName, backfill: undefined }, 'backfill');
    } else if (head === 'fieldFilters' || head === 'rawFilter') {
      once({ kind: 'filters', objectName }, 'filters');
    } else if (head === 'disabled') {
      out.push({ kind: 'enabled', objectName, enabled: value !== true });
    } else {
      out.push({ kind: 'other', action, objectName, path: change.path });
    }
  }
}

/** Names the JSON Pointer token of `key` (RFC 6901 §3: `~` before `/`). */
const pointerToken = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

// Keys of a new object that say nothing the user chose: its name, where a read goes (the integration's), and the
// prompts the mapping editor was built from; legacy write defaults are never created new.
const UNSTATED = new Set(['objectName', 'dynamicMappingsInput', 'selectedValueDefaults']);

/**
 * What a new object will store, worded like the changes of a patch from nothing: each field and mapping, the
 * schedule, history, filters, write settings (one entry per field) and events (one per event setting).
 */
function storedSettings(action: Action, objectName: string, config: ObjectConfig): ChangeSummary[] {
  const out: ChangeSummary[] = [];
  const changes: Extract<SaveStep, { kind: 'patchObject' }>['changes'] = [];
  for (const [key, value] of Object.entries(config)) {
    if (UNSTATED.has(key) || value === undefined) continue;
    if (key === 'destination' && action === 'read') continue;
    if (key === 'schedule' && typeof value === 'string') {
      out.push({ kind: 'storedSchedule', objectName, schedule: value });
    } else if (key === 'backfill' && isJsonObject(value)) {
      out.push({ kind: 'storedBackfill', objectName, backfill: value as BackfillConfig });
    } else if (key === 'fieldFilters' && Array.isArray(value)) {
      const conditions = value.filter(isJsonObject).map((condition) => ({
        fieldName: String(condition.fieldName),
        value: condition.value,
      }));
      if (conditions.length > 0) out.push({ kind: 'storedFilters', objectName, conditions, raw: false });
    } else if (key === 'rawFilter') {
      out.push({ kind: 'storedFilters', objectName, conditions: [], raw: true });
    } else if (key === 'selectedFieldSettings' && isJsonObject(value)) {
      // One entry per field, as a patch of that field's setting would be (the write editor words each).
      for (const name of Object.keys(value)) {
        changes.push({ op: 'add', path: `/${key}/${pointerToken(name)}`, value: value[name] });
      }
    } else {
      changes.push({ op: 'add', path: `/${pointerToken(key)}`, value });
    }
  }
  const fromPatch: ChangeSummary[] = [];
  summarizePatch({ kind: 'patchObject', action, objectName, changes }, fromPatch);
  // A field left off in a new object is not stored as a choice worth telling; a whole value-mapping map is one
  // entry per app field.
  const stated = fromPatch
    .filter((change) => change.kind !== 'fieldsDeselected')
    .map((change) => (change.kind === 'fieldsSelected' ? { ...change, listAll: true } : change));
  return [...stated.flatMap((change) => wholeValueMappings(change, config)), ...out];
}

/** `change`, or, for a whole `selectedValueMappings` map, one value-mapping entry per app field in it. */
function wholeValueMappings(change: ChangeSummary, config: ObjectConfig): ChangeSummary[] {
  if (change.kind !== 'other' || change.path !== '/selectedValueMappings') return [change];
  const maps = 'selectedValueMappings' in config ? config.selectedValueMappings : undefined;
  return Object.keys(maps ?? {}).map((mapToName) => ({
    kind: 'valueMappings',
    objectName: change.objectName ?? '',
    mapToName,
  }));
}

/** The config of `objectName` under `action` in a mask step's installation, read through own properties only. */
function addedConfig(
  step: Extract<SaveStep, { kind: 'updateInstallation' }>,
  action: Action,
  objectName: string,
): ObjectConfig | undefined {
  const objects = step.installation.config?.content?.[action]?.objects;
  return objects && Object.hasOwn(objects, objectName) ? objects[objectName] : undefined;
}

function summarizeMask(step: Extract<SaveStep, { kind: 'updateInstallation' }>, out: ChangeSummary[]): void {
  const replaced = step.replaces ?? [];
  for (const object of replaced) summarizePatch({ kind: 'patchObject', ...object }, out);
  for (const path of step.updateMask) {
    const segments = parseUpdateMaskPath(path);
    const [first, second, third, objects, objectName] = segments;
    const action = third;
    if (first === 'connectionId') {
      out.push({ kind: 'connection', connectionId: step.installation.connectionId });
    } else if (path === 'config.content.proxy.enabled') {
      out.push({ kind: 'proxy', enabled: step.installation.config?.content?.proxy?.enabled === true });
    } else if (path === 'config.content.subscribe.providerOptions') {
      const enabled =
        step.installation.config?.content?.subscribe?.providerOptions?.useProviderFlows?.enabled;
      out.push({ kind: 'providerFlows', enabled: enabled === true });
    } else if (
      first === 'config' &&
      second === 'content' &&
      (action === 'read' || action === 'write' || action === 'subscribe') &&
      objects === 'objects'
    ) {
      if (objectName === undefined) out.push({ kind: 'objectsReplaced', action });
      // An object stored whole in place of its patch is described by the patch's changes above.
      else if (!replaced.some((object) => object.objectName === objectName && object.action === action)) {
        const config = addedConfig(step, action, objectName);
        out.push({
          kind: 'objectAdded',
          action,
          objectName,
          settings: config ? storedSettings(action, objectName, config) : [],
        });
      }
    } else {
      out.push({ kind: 'other', action: undefined, objectName: undefined, path });
    }
  }
}

/**
 * Describes the planned requests of a save as user-level changes ("turn on 3 fields", "map Industry to …"),
 * for the save bar's preview; a new object comes with what it will store (its `settings`). The caller words them.
 */
export function summarizeSaveSteps(steps: readonly SaveStep[]): ChangeSummary[] {
  const out: ChangeSummary[] = [];
  for (const step of steps) {
    if (step.kind === 'patchObject') summarizePatch(step, out);
    else summarizeMask(step, out);
  }
  return out;
}
