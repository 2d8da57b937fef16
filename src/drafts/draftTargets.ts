import { planObjectEdit } from '../core/planObjectEdit.ts';
import { planSave, type SaveStep } from '../core/planSave.ts';
import { withObjectConfig } from '../core/withObjectConfig.ts';
import type { Action, ObjectConfig } from '../schemas/config.ts';
import type { ConfigDraft } from '../schemas/draft.ts';
import type { Installation } from '../schemas/installation.ts';

/** The installation-wide settings a user edits. */
export interface InstallationSettingsValues {
  proxyEnabled: boolean;
  /** Subscribe through provider flows instead of change data capture (providers that support it). */
  useProviderFlows: boolean;
  connectionId: string;
}

/** What a draft edits: one object's config, or the installation-wide settings. */
export type DraftTarget = { kind: 'object'; action: Action; objectName: string } | { kind: 'settings' };

/** The value a target holds: an object config (`undefined`: not in the config), or the settings. */
export type DraftValue = ObjectConfig | InstallationSettingsValues | undefined;

/** One string per target, for maps: `read:account`, `settings`. Object names are any string (split at the first `:`). */
export function draftKey(target: DraftTarget): string {
  return target.kind === 'settings' ? 'settings' : `${target.action}:${target.objectName}`;
}

/** The target a key names. */
export function draftTarget(key: string): DraftTarget {
  if (key === 'settings') return { kind: 'settings' };
  const at = key.indexOf(':');
  return { kind: 'object', action: key.slice(0, at) as Action, objectName: key.slice(at + 1) };
}

/** The settings as an installation stores them. */
export function settingsOf(installation: Installation): InstallationSettingsValues {
  const content = installation.config.content;
  return {
    proxyEnabled: content.proxy?.enabled === true,
    useProviderFlows: content.subscribe?.providerOptions?.useProviderFlows?.enabled === true,
    connectionId: installation.connection.id,
  };
}

function withSettings(installation: Installation, values: InstallationSettingsValues): ConfigDraft {
  const before = settingsOf(installation);
  const content = { ...installation.config.content };
  if (values.proxyEnabled !== before.proxyEnabled)
    content.proxy = { ...content.proxy, enabled: values.proxyEnabled };
  if (values.useProviderFlows !== before.useProviderFlows) {
    content.subscribe = {
      objects: content.subscribe?.objects ?? {},
      ...content.subscribe,
      providerOptions: {
        ...content.subscribe?.providerOptions,
        useProviderFlows: { enabled: values.useProviderFlows },
      },
    };
    // Provider flows send no delete events and the service refuses the two together: turning flows on turns
    // the objects' delete events off in the same change (planSave stores them in one update).
    if (values.useProviderFlows) {
      content.subscribe.objects = Object.fromEntries(
        Object.entries(content.subscribe.objects).map(([name, config]) => [
          name,
          config.deleteEvent?.enabled === 'always'
            ? { ...config, deleteEvent: { enabled: 'never' } }
            : config,
        ]),
      );
    }
  }
  return { connectionId: values.connectionId, createdBy: installation.config.createdBy, content };
}

/** What the installation stores for a target now. */
export function storedValue(installation: Installation, key: string): DraftValue {
  const target = draftTarget(key);
  if (target.kind === 'settings') return settingsOf(installation);
  const objects = installation.config.content[target.action]?.objects as
    | Record<string, ObjectConfig>
    | undefined;
  return objects && Object.hasOwn(objects, target.objectName) ? objects[target.objectName] : undefined;
}

/** The installation as it would be with a target's value in place (a save's optimistic view). */
export function withValue(installation: Installation, key: string, value: DraftValue): Installation {
  const target = draftTarget(key);
  if (target.kind === 'settings') {
    const draft = withSettings(installation, value as InstallationSettingsValues);
    return {
      ...installation,
      connection: { ...installation.connection, id: draft.connectionId ?? installation.connection.id },
      config: { ...installation.config, content: draft.content },
    };
  }
  const content = withObjectConfig(
    installation.config.content,
    target.action,
    target.objectName,
    value as ObjectConfig | undefined,
  );
  return { ...installation, config: { ...installation.config, content } };
}

/**
 * Another target's value that a settings change stores in the same request: undoing a save that turned provider
 * flows on puts back the delete events that save turned off (the service refuses the two apart in that order).
 */
export interface AlongsideValue {
  key: string;
  /** What was stored when it was made (the saved change it undoes). */
  origin: DraftValue;
  value: DraftValue;
}

/**
 * The requests that store a target's value on top of the installation as stored; only that target is planned,
 * with the values stored alongside a settings change (see {@link AlongsideValue}).
 */
export function planTarget(
  installation: Installation,
  key: string,
  value: DraftValue,
  alongside: readonly Pick<AlongsideValue, 'key' | 'value'>[] = [],
): SaveStep[] {
  const target = draftTarget(key);
  if (target.kind === 'settings') {
    const start = alongside.reduce((next, other) => withValue(next, other.key, other.value), installation);
    return planSave(installation, withSettings(start, value as InstallationSettingsValues));
  }
  return planObjectEdit(installation, target.action, target.objectName, value as ObjectConfig | undefined);
}
