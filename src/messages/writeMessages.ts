import { englishFormat as english, type LocaleFormat } from './localeFormat.ts';

/** The write editor's words. */
export const writeMessages = {
  // --- write editor ---
  'write.title': (object: string) => `Write ${object}`,
  'write.notConfigured': (object: string) =>
    `Your app does not write ${object} records yet. Turn it on to let your app create and update them.`,
  'write.start': (object: string) => `Start writing ${object}`,
  'write.remove': (object: string) => `Stop writing ${object}`,
  'write.removeConfirmTitle': (object: string) => `Stop writing ${object}?`,
  'write.removeConfirmBody': (object: string, settings: number, f: LocaleFormat = english) =>
    `Your app will no longer create, update or delete ${object} records through this integration` +
    (settings > 0
      ? `, and its ${f.number(settings)} field setting${settings === 1 ? '' : 's'} will be removed.`
      : '.') +
    ' This takes effect when you save.',
  'write.removeConfirm': 'Stop writing',
  'write.removeCancel': 'Keep writing',
  'write.removed': (object: string) => `${object} will no longer be written once you save.`,
  'write.deletion.label': 'Allow deleting records',
  'write.deletion.on': 'Your app may delete records of this object.',
  'write.deletion.off': 'Your app cannot delete records of this object.',
  'write.section.fields': 'Field defaults',
  'write.fields.hint': 'Values written to a field when your app does not send one.',
  'write.fields.empty': 'No field has a default yet.',
  'write.fields.pick': 'Field to add',
  'write.fields.pickText': 'API name of the field',
  'write.fields.add': 'Add field',
  'write.fields.noMetadata':
    'The fields of this object are not known here, and this integration does not allow other fields.',
  'write.fields.nameRequired': 'Enter the API name of a field.',
  'write.fields.duplicate': (field: string) => `${field} already has a setting.`,
  'write.fields.readOnly': 'Read-only: cannot be written',
  'write.fields.hasSetting': 'Already has a setting',
  'write.fields.remove': (field: string) => `Remove the setting of ${field}`,
  'write.field.default': 'Default value',
  'write.field.valueType': 'Type of value',
  'write.field.typeText': 'Text',
  'write.field.typeInteger': 'Whole number',
  'write.field.typeBoolean': 'True or false',
  'write.field.noDefault': 'No default',
  'write.field.true': 'True',
  'write.field.false': 'False',
  'write.field.integer': 'Enter a whole number.',
  'write.field.integerRange':
    'Enter a whole number between -9007199254740991 and 9007199254740991: a larger one cannot be stored exactly.',
  'write.field.onCreate': 'When a record is created',
  'write.field.onUpdate': 'When a record is updated',
  'write.field.always': 'Always write',
  'write.field.never': 'Never write',
  'write.field.ifEmpty': 'Only if the field is empty',
  'write.sentence.create': (field: string, value: string | undefined, create: boolean) =>
    create
      ? value === undefined
        ? `Writes the value sent for ${field} when a record is created`
        : `Sets ${field} to ‘${value}’ when a record is created`
      : `Does not write ${field} when a record is created`,
  /** Without a default (`hasDefault` false), what is written is the value sent for the field. */
  'write.sentence.update': (update: 'always' | 'never' | 'ifEmpty', hasDefault: boolean) =>
    update === 'never'
      ? 'never changes it afterwards'
      : hasDefault
        ? update === 'always'
          ? 'sets it on every update'
          : 'on update, fills it only while it is empty'
        : update === 'always'
          ? 'writes the value sent on every update'
          : 'on update, writes the value sent only while the field is empty',
  'write.legacy.title': 'Older defaults',
  'write.legacy.hint':
    'These defaults use an older format. They keep working and are saved unchanged; convert them to edit them here.',
  'write.legacy.row': (field: string, value: string, onUpdate: boolean) =>
    `${field}: ‘${value}’, ${onUpdate ? 'also applied on update' : 'applied on create only'}`,
  'write.legacy.convert': (field: string) => `Convert ${field} to a field setting`,
  'write.change.deletion': (enabled: boolean) =>
    enabled ? 'Allow deleting records' : 'Stop allowing records to be deleted',
  'write.change.setting': (sentence: string) => `Field default: ${sentence}`,
  'write.change.settingRemoved': (field: string) => `Remove the default of ${field}`,
  'write.change.legacyRemoved': (field: string) => `Remove the older default of ${field}`,
  'write.change.removed': (object: string) => `Stop writing ${object}`,
  'write.change.added': (object: string) => `Start writing ${object}`,
};
