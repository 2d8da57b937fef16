import { englishFormat as english, type LocaleFormat } from './localeFormat.ts';

/** The read editor's words. */
export const readMessages = {
  'read.title': (object: string) => `Read ${object}`,
  'read.hydrationError': (object: string) =>
    `Fields of ${object} could not be loaded from your account, so it cannot be edited right now.`,
  'read.skippedFields': (count: number, f: LocaleFormat = english) =>
    count === 1
      ? 'One field sent by the service could not be read and is not listed:'
      : `${f.number(count)} fields sent by the service could not be read and are not listed:`,
  'read.skippedFieldUnnamed': 'a field without a name',
  'read.notConfigured': (object: string) => `${object} is not read yet.`,
  'read.start': (object: string) => `Start reading ${object}`,
  'read.enabled.label': 'Read this object on its schedule',
  'read.enabled.on': 'New and changed records are read on the schedule below and sent to your app.',
  'read.enabled.off':
    'Reading is paused: no scheduled reads run, and on-demand reads are refused. Your settings are kept.',
  'read.section.fields': 'Fields',
  'read.section.mappings': 'Field mappings',
  'read.section.valueMappings': 'Value mappings',
  'read.section.schedule': 'Schedule',
  'read.section.backfill': 'History',
  'read.section.filters': 'Filters',
  'read.filterOn': (field: string) => `Filter on ${field}`,
};
