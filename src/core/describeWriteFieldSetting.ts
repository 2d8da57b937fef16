import type { FieldSetting } from '../schemas/config.ts';
import { defaultValueText } from './defaultValueText.ts';

/** The words {@link describeWriteFieldSetting} needs (part of the Provider's message catalogue). */
export interface WriteSentenceWords {
  'write.sentence.create': (field: string, value: string | undefined, create: boolean) => string;
  'write.sentence.update': (update: 'always' | 'never' | 'ifEmpty', hasDefault: boolean) => string;
}

/**
 * One plain sentence saying what a write field setting does ("Sets Industry to ‘Retail’ when a record is created;
 * never changes it afterwards"; without a default, "Writes the value sent for Industry …"). `valueLabel` shows a select
 * value by its display value.
 */
export function describeWriteFieldSetting(
  fieldLabel: string,
  setting: FieldSetting,
  words: WriteSentenceWords,
  valueLabel: (value: string) => string = (value) => value,
): string {
  const text = defaultValueText(setting);
  const value = text === undefined ? undefined : valueLabel(text);
  const create = words['write.sentence.create'](fieldLabel, value, setting.writeOnCreate !== 'never');
  return `${create}; ${words['write.sentence.update'](setting.writeOnUpdate ?? 'always', value !== undefined)}.`;
}
