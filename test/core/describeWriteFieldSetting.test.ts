import { defaultValueText } from '../../src/core/defaultValueText.ts';
import { describeWriteFieldSetting } from '../../src/core/describeWriteFieldSetting.ts';
import { defaultEditorMessages } from '../../src/messages/editorMessages.ts';
import type { FieldSetting } from '../../src/schemas/config.ts';

describe('describeWriteFieldSetting', () => {
  it.each<[FieldSetting, string]>([
    [
      { default: { stringValue: 'Retail' }, writeOnCreate: 'always', writeOnUpdate: 'never' },
      'Sets Industry to ‘Retail’ when a record is created; never changes it afterwards.',
    ],
    // Without a default, what is written is the value sent for the field (issue 28: "writes what?").
    [
      {},
      'Writes the value sent for Industry when a record is created; writes the value sent on every update.',
    ],
    [
      { writeOnCreate: 'always', writeOnUpdate: 'ifEmpty' },
      'Writes the value sent for Industry when a record is created; on update, writes the value sent only while the field is empty.',
    ],
    [
      { writeOnCreate: 'never', writeOnUpdate: 'always' },
      'Does not write Industry when a record is created; writes the value sent on every update.',
    ],
    [
      { writeOnCreate: 'always', writeOnUpdate: 'never' },
      'Writes the value sent for Industry when a record is created; never changes it afterwards.',
    ],
    [
      { default: { integerValue: 3 }, writeOnCreate: 'never', writeOnUpdate: 'ifEmpty' },
      'Does not write Industry when a record is created; on update, fills it only while it is empty.',
    ],
    [
      { default: { booleanValue: true } },
      'Sets Industry to ‘true’ when a record is created; sets it on every update.',
    ],
  ])('%j: %s', (setting, sentence) => {
    expect(describeWriteFieldSetting('Industry', setting, defaultEditorMessages)).toBe(sentence);
  });

  it('shows a select value by its display value', () => {
    const sentence = describeWriteFieldSetting(
      'Industry',
      { default: { stringValue: 'retail' } },
      defaultEditorMessages,
      (value) => (value === 'retail' ? 'Retail & Trade' : value),
    );
    expect(sentence).toContain('‘Retail & Trade’');
  });
});

describe('defaultValueText', () => {
  it.each<[FieldSetting, string | undefined]>([
    [{}, undefined],
    [{ default: {} }, undefined],
    [{ default: { stringValue: '' } }, ''],
    [{ default: { integerValue: -4 } }, '-4'],
    [{ default: { booleanValue: false } }, 'false'],
  ])('%j → %j', (setting, text) => {
    expect(defaultValueText(setting)).toBe(text);
  });
});
