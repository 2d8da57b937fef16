import type { Action, ConfigContent, FieldMappingEntry } from '../schemas/config.ts';
import {
  type HydratedRevisionShell,
  hydratedWriteObjectHeaderSchema,
  manifestSubscribeObjectSchema,
  type Revision,
} from '../schemas/integration.ts';
import { checkReadObject } from './checkReadObject.ts';
import { type Checked, checkRevisionObject } from './checkRevisionObject.ts';
import { humanizeName } from './humanizeName.ts';
import { objectStatus } from './objectStatus.ts';
import { ownString } from './ownString.ts';
import { ownValue } from './ownValue.ts';
import { readObjectView } from './readObjectView.ts';
import type {
  InvalidObject,
  ObjectErrorSource,
  ObjectFailure,
  ReadObjectView,
  RevisionObjects,
  SubscribeObjectView,
  WriteObjectView,
} from './revisionObjectViews.ts';
import { type SavedObjectConfig, savedObjectConfig } from './savedObjectConfig.ts';

// The view types are part of the public API under this module's name.
export type {
  FieldView,
  InvalidObject,
  MappingPromptView,
  ObjectErrorSource,
  ObjectFailure,
  ObjectStatus,
  ReadObjectView,
  RevisionObjects,
  SkippedField,
  SubscribeObjectView,
  WriteObjectView,
} from './revisionObjectViews.ts';

const noInputs: FieldMappingEntry[] = [];
const failedIn = (errorSource: ObjectErrorSource, error: string): ObjectFailure => ({ error, errorSource });

/**
 * Derives the view models the pickers render from a hydrated revision, the integration's manifest (for
 * subscribe objects) and the saved config; `dynamicMappingsInput` comes from the host or the saved config. Each
 * object is checked on its own: one the widget cannot read becomes an `error` view (or, without a name, an
 * `invalid` entry), a field entry it cannot read is left out with a `skippedFields` note; nothing else is lost.
 * Never throws for any JSON in `hydrated`'s object lists.
 *
 * Without `hydrated` (its live metadata still loading), the read and write objects are those of the manifest,
 * marked `fieldsLoading`: the form can be drawn while the provider's fields load.
 */
export function buildRevisionObjects(
  hydrated: HydratedRevisionShell | undefined,
  manifest: Revision | undefined,
  saved: ConfigContent | undefined,
  dynamicMappingsInput: Readonly<Record<string, FieldMappingEntry[]>> = {},
): RevisionObjects {
  const invalid: InvalidObject[] = [];
  // An object the manifest lists wrongly is the integration's to fix; one of the hydrated revision, the service's.
  const fieldsLoading = hydrated === undefined;
  const revision = hydrated ?? manifest;
  const revisionSource: ObjectErrorSource = fieldsLoading ? 'integration' : 'revision';
  // Calls `show` for each object of an action's list that can be shown, with its check, its saved config and why
  // it cannot be edited (its own `error` or schema first: then even a readable saved config cannot be edited):
  // one without a name cannot be shown, and one listed again under a name cannot be told apart from the first
  // (a subscribe object that does not match its schema is reported as such: it is checked only here).
  const eachShown = <A extends Action, T extends { objectName: string }>(
    action: A,
    list: readonly unknown[] | undefined,
    check: (raw: unknown, index: number) => Checked<T>,
    show: (
      objectName: string,
      checked: Checked<T>,
      config: SavedObjectConfig<A>['config'],
      shown: ObjectFailure,
    ) => void,
    source = revisionSource,
  ) => {
    const seen = new Set<string>();
    (list ?? []).forEach((raw, index) => {
      const checked = check(raw, index);
      const objectName = checked.ok ? checked.value.objectName : ownString(raw, 'objectName');
      const reason = checked.ok ? undefined : checked.reason;
      if (objectName !== undefined && !seen.has(objectName)) {
        seen.add(objectName);
        const { config, failure } = savedObjectConfig(saved, action, objectName);
        const error = checked.ok ? checked.error : reason;
        show(objectName, checked, config, error ? failedIn(source, error) : failure);
        return;
      }
      const again = objectName !== undefined && (action !== 'subscribe' || reason === undefined);
      invalid.push({
        action,
        index,
        reason: again ? `${objectName} is listed more than once` : (reason ?? 'invalid'),
      });
    });
  };

  const read: ReadObjectView[] = [];
  eachShown(
    'read',
    revision?.content.read?.objects,
    checkReadObject,
    (objectName, checked, config, shown) => {
      const inputs =
        (checked.ok && (ownValue(dynamicMappingsInput, objectName) ?? config?.dynamicMappingsInput)) ||
        noInputs;
      read.push(
        readObjectView(checked.ok ? checked.value : { objectName }, shown, config, inputs, fieldsLoading),
      );
    },
  );
  const displayNames = new Map(read.map((o) => [o.objectName, o.displayName]));

  const write: WriteObjectView[] = [];
  eachShown(
    'write',
    revision?.content.write?.objects,
    (raw, index) => checkRevisionObject(hydratedWriteObjectHeaderSchema, raw, 'write', index),
    (objectName, checked, config, shown) => {
      write.push({
        action: 'write',
        objectName,
        displayName: (checked.ok && checked.value.displayName) || humanizeName(objectName),
        status: objectStatus(config, false, shown.error),
        ...shown,
        fieldsLoading,
        allowAnyFields: checked.ok && checked.value.valueDefaults?.allowAnyFields === true,
        saved: config,
      });
    },
  );

  const subscribe: SubscribeObjectView[] = [];
  // The integration's schema keeps a manifest object that does not match as sent: checked here, on its own.
  eachShown(
    'subscribe',
    manifest?.content.subscribe?.objects,
    (raw, index) => checkRevisionObject(manifestSubscribeObjectSchema, raw, 'subscribe', index),
    (objectName, checked, config, shown) => {
      subscribe.push({
        action: 'subscribe',
        objectName,
        displayName: displayNames.get(objectName) ?? humanizeName(objectName),
        status: objectStatus(config, false, shown.error),
        ...shown,
        fieldsLoading,
        manifest: checked.ok ? checked.value : { objectName, destination: '' },
        saved: config,
      });
    },
    'integration',
  );
  return { read, write, subscribe, invalid };
}
