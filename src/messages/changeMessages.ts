import { englishFormat as english, type LocaleFormat } from './localeFormat.ts';

/** The save bar's preview: one entry per planned change. */
export const changeMessages = {
  'change.fieldsSelected': (count: number, names: string, f: LocaleFormat = english) =>
    `Turn on ${f.number(count)} field${count === 1 ? '' : 's'}: ${names}`,
  'change.fieldsDeselected': (count: number, names: string, f: LocaleFormat = english) =>
    `Turn off ${f.number(count)} field${count === 1 ? '' : 's'}: ${names}`,
  'change.allFields': (on: boolean) =>
    on ? 'Read all fields' : 'Stop reading all fields; read the selected ones',
  'change.mapped': (appField: string, providerField: string) => `Map ${providerField} to ${appField}`,
  'change.unmapped': (appField: string) => `Remove the mapping of ${appField}`,
  'change.valueMappings': (appField: string) => `Change the value mapping of ${appField}`,
  'change.schedule': (description: string) => `Change the schedule: ${description}`,
  'change.backfill': 'Change how far back the first read goes',
  'change.filters': 'Change the filters',
  'change.enabled': (enabled: boolean) => (enabled ? 'Resume reading' : 'Pause reading'),
  'change.objectAdded': (object: string) => `Start configuring ${object}`,
  'change.objectsReplaced': 'Update the list of configured objects',
  'change.proxy': (enabled: boolean) => (enabled ? 'Turn on the proxy' : 'Turn off the proxy'),
  'change.providerFlows': (enabled: boolean) =>
    enabled ? 'Subscribe through provider flows' : 'Subscribe through change data capture',
  'change.connection': 'Switch the connected account',
  'change.other': (path: string) => `Change ${path}`,
  'change.storedSchedule': (description: string) => `Schedule: ${description}`,
  'change.storedHistory': (days: number | 'all', f: LocaleFormat = english) =>
    days === 'all'
      ? 'History: the first read goes back to the oldest record'
      : days === 0
        ? 'History: none, the first read starts now'
        : `History: the first read also picks up the last ${f.number(days)} day${days === 1 ? '' : 's'}`,
  'change.storedFilters': (conditions: string[]) => `Only records where ${conditions.join(' and ')}`,
  'change.storedRawFilter': 'Only records that match the custom filter',
  'change.andMore': (count: number, f: LocaleFormat = english) => `and ${f.number(count)} more`,
};
