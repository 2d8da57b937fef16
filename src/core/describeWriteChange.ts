import type { FieldSetting, WriteObjectConfig } from '../schemas/config.ts';
import { pointerSegments } from './pointerSegments.ts';
import type { ChangeSummary } from './summarizeSaveSteps.ts';

/** The words {@link describeWriteChange} needs (part of the Provider's message catalogue). */
export interface WriteChangeWords {
  'write.change.deletion': (enabled: boolean) => string;
  'write.change.setting': (sentence: string) => string;
  'write.change.settingRemoved': (field: string) => string;
  'write.change.legacyRemoved': (field: string) => string;
  'write.change.removed': (object: string) => string;
  'write.change.added': (object: string) => string;
}

/** What {@link describeWriteChange} words a change against. */
export interface WriteChangeContext {
  objectName: string;
  objectLabel: string;
  /** The object's config as it will be saved; `undefined` when it is being removed. */
  config: WriteObjectConfig | undefined;
  fieldLabel: (fieldName: string) => string;
  /** The sentence of a field setting (see `describeWriteFieldSetting`). */
  describeSetting: (fieldName: string, setting: FieldSetting) => string;
}

/**
 * Words one planned change of a write object for the save bar's preview ("Allow deleting records", "Field
 * default: Sets Industry to ‘Retail’ …"); `undefined` for a change that is not about this write object.
 */
export function describeWriteChange(
  change: ChangeSummary,
  context: WriteChangeContext,
  words: WriteChangeWords,
): string | undefined {
  const { config } = context;
  if (
    change.kind === 'objectAdded' &&
    change.action === 'write' &&
    change.objectName === context.objectName
  ) {
    return words['write.change.added'](context.objectLabel);
  }
  if (change.kind === 'objectsReplaced' && change.action === 'write' && config === undefined) {
    return words['write.change.removed'](context.objectLabel);
  }
  if (change.kind !== 'other' || change.action !== 'write' || change.objectName !== context.objectName) {
    return undefined;
  }
  const [head, key] = pointerSegments(change.path);
  if (head === 'deletionSettings') {
    return words['write.change.deletion'](config?.deletionSettings?.enabled === true);
  }
  if (head === 'selectedFieldSettings' && key !== undefined) {
    const settings = config?.selectedFieldSettings;
    const setting = settings && Object.hasOwn(settings, key) ? settings[key] : undefined;
    return setting
      ? words['write.change.setting'](context.describeSetting(key, setting))
      : words['write.change.settingRemoved'](context.fieldLabel(key));
  }
  if (head === 'selectedValueDefaults' && key !== undefined) {
    const legacy = config?.selectedValueDefaults;
    if (!legacy || !Object.hasOwn(legacy, key)) {
      return words['write.change.legacyRemoved'](context.fieldLabel(key));
    }
  }
  return undefined;
}
