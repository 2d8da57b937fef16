import { fieldSettingFromValueDefault } from '../../src/core/fieldSettingFromValueDefault.ts';

describe('fieldSettingFromValueDefault', () => {
  it.each([
    [{ value: 'Web' }, { default: { stringValue: 'Web' }, writeOnCreate: 'always', writeOnUpdate: 'always' }],
    [
      { value: 10, applyOnUpdate: 'never' as const },
      { default: { integerValue: 10 }, writeOnCreate: 'always', writeOnUpdate: 'never' },
    ],
    [
      { value: false, applyOnUpdate: 'always' as const },
      { default: { booleanValue: false }, writeOnCreate: 'always', writeOnUpdate: 'always' },
    ],
  ])('%j becomes %j', (legacy, expected) => {
    expect(fieldSettingFromValueDefault(legacy)).toEqual(expected);
  });
});
