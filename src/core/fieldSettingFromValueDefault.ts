import type { FieldSetting, ValueDefault } from '../schemas/config.ts';

/**
 * The field setting that does what a deprecated `selectedValueDefaults` entry does: its value as the one typed
 * default, written on create, and on update unless `applyOnUpdate` is `never` (absent means `always`).
 */
export function fieldSettingFromValueDefault(legacy: ValueDefault): FieldSetting {
  const { value } = legacy;
  const typed =
    typeof value === 'boolean'
      ? { booleanValue: value }
      : typeof value === 'number'
        ? { integerValue: value }
        : { stringValue: value };
  return {
    default: typed,
    writeOnCreate: 'always',
    writeOnUpdate: legacy.applyOnUpdate === 'never' ? 'never' : 'always',
  };
}
