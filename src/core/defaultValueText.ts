import type { FieldSetting } from '../schemas/config.ts';

/** The default of a setting as text: the string, the number, or `true` / `false`; `undefined` without one. */
export function defaultValueText(setting: FieldSetting): string | undefined {
  const value = setting.default;
  if (!value) return undefined;
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.integerValue !== undefined) return String(value.integerValue);
  if (value.booleanValue !== undefined) return String(value.booleanValue);
  return undefined;
}
