import { cronMessages } from '../core/cronMessages.ts';
import { errorMessages, type Worded } from '../core/errorMessages.ts';
import type { EditorMessages } from './editorMessages.ts';
import { englishFormat as english, type LocaleFormat } from './localeFormat.ts';

/**
 * Every user-visible string of the widget and the hooks; override any of them through the Provider's `messages`.
 * A message function receives the raw values, then a {@link LocaleFormat} for the Provider's `locale` to
 * format numbers, times and dates with.
 */
export const defaultMessages = {
  ...errorMessages,
  // --- fields (FieldPicker) ---
  'fields.requiredTitle': 'Always read',
  'fields.requiredHint': 'Required by this integration, so these fields are always read.',
  'fields.modeLegend': 'Which fields to read',
  'fields.modeAll': 'All fields, including fields added later',
  'fields.modeChoose': 'Only the fields I choose',
  'fields.modeAllHint':
    'Every field of this object is read, including fields added to it later. To pick fields one by one, choose “Only the fields I choose”.',
  'fields.optionalTitle': 'Optional fields',
  'fields.search': 'Search fields',
  'fields.searchPlaceholder': 'Name or API name',
  'fields.selectAll': (count: number, filtered: boolean, f: LocaleFormat = english) =>
    filtered ? `Select all ${f.number(count)} matching` : `Select all ${f.number(count)}`,
  'fields.clearAll': (count: number, filtered: boolean, f: LocaleFormat = english) =>
    filtered ? `Clear ${f.number(count)} matching` : `Clear ${f.number(count)}`,
  'fields.count': (selected: number, total: number, f: LocaleFormat = english) =>
    `${f.number(selected)} of ${f.number(total)} fields selected`,
  'fields.countAll': (total: number, f: LocaleFormat = english) => `All ${f.number(total)} fields selected`,
  'fields.matches': (count: number, query: string, f: LocaleFormat = english) =>
    `${f.number(count)} ${count === 1 ? 'field matches' : 'fields match'} “${query}”`,
  'fields.noMatch': (query: string) => `No field matches “${query}”.`,
  'fields.noOptional': 'This object has no optional fields.',
  'fields.keyboardHint': 'Arrow keys move between fields, Space selects.',
  'fields.fieldError': (field: string, message: string) => `${field}: ${message}`,
  'fields.badgeCustom': 'custom',
  'fields.badgeReadOnly': 'read-only',
  'fields.valueType': (valueType: string | undefined, providerType: string | undefined): string => {
    const names: Record<string, string> = {
      string: 'Text',
      boolean: 'Yes/No',
      singleSelect: 'Picklist',
      multiSelect: 'Multi-select picklist',
      date: 'Date',
      datetime: 'Date and time',
      int: 'Whole number',
      float: 'Number',
      reference: 'Reference',
      other: 'Other',
    };
    return (valueType && names[valueType]) || providerType || 'Unknown type';
  },
  // --- mappings (FieldMappingEditor, ValueMappingEditor, ProviderFieldCombobox) ---
  'mappings.hint': 'Choose which field of your account holds each of these values.',
  'mappings.required': 'required',
  'mappings.placeholder': 'Choose a field…',
  'mappings.alreadyMapped': (appField: string) => `Already mapped to ${appField}`,
  'mappings.clear': (label: string) => `Clear ${label}`,
  'mappings.showOptions': (label: string) => `Show fields for ${label}`,
  'mappings.results': (count: number, f: LocaleFormat = english) =>
    count === 0 ? 'No field matches.' : `${f.number(count)} ${count === 1 ? 'field' : 'fields'} available.`,
  'mappings.noMatch': 'No field matches.',
  'mappings.reason.suggested': 'Suggested by the integration',
  'mappings.reason.sameName': 'Same name',
  'mappings.reason.matchingValues': 'Picklist with matching values',
  'mappings.reason.similarName': 'Similar name',
  'mappings.reason.host': 'Suggested',
  'mappings.mismatch.reference': 'Reference field',
  'mappings.mismatch.notPicklist': 'Not a picklist',
  'mappings.mismatchWarning.reference': (providerField: string, appField: string) =>
    `${providerField} is a Reference field: it holds a link to another record, not a value for ${appField}.`,
  'mappings.mismatchWarning.notPicklist': (providerField: string, appField: string) =>
    `${providerField} is not a picklist, so the values of ${appField} cannot be matched to its values.`,
  'mappings.confirmMismatch': 'Press Enter again to use it anyway, or choose another field.',
  'mappings.useAnyway': (providerField: string) => `Use ${providerField} anyway`,
  'mappings.mapSuggested': 'Map suggested',
  'mappings.mapSuggestedHint': (count: number) =>
    `Maps ${count} unmapped ${count === 1 ? 'field' : 'fields'} to the best match. Check before saving; Discard undoes it.`,
  'mappings.mappedSuggested': (mapped: string) => `Mapped ${mapped}. Check before saving; Discard undoes it.`,
  'mappings.mappedPair': (appField: string, providerField: string) => `${appField} to ${providerField}`,
  'mappings.valuesMapMatching': 'Map matching values',
  'mappings.valuesMapMatchingHint': (count: number, appField: string) =>
    `Maps ${count} unmapped ${count === 1 ? 'value' : 'values'} of ${appField} to ${count === 1 ? 'its match' : 'their matches'}.`,
  'mappings.valuesMatched': (count: number, appField: string) =>
    `Mapped ${count} ${count === 1 ? 'value' : 'values'} of ${appField}. Check before saving; Discard undoes it.`,
  'mappings.valuesCaption': (appField: string, providerField: string) =>
    `Values of ${appField}, mapped to values of ${providerField}`,
  'mappings.valuesAppColumn': 'App value',
  'mappings.valuesProviderColumn': (providerField: string) => `${providerField} value`,
  'mappings.valuesSelectLabel': (appValue: string, providerField: string) =>
    `${providerField} value for ${appValue}`,
  'mappings.valuesNone': 'Not mapped',
  'mappings.valuesUseSuggestion': (providerValue: string) => `Use suggestion: ${providerValue}`,
  'mappings.valuesMissing': (value: string) => `${value} (no longer available)`,
  'mappings.valuesMissingError': (value: string, providerField: string) =>
    `“${value}” is no longer a value of ${providerField}. Choose another value.`,
  'mappings.valuesNeedsSelect': (appField: string) =>
    `Map ${appField} to a picklist field to match its values.`,
  'mappings.valuesOrphaned': (appField: string) =>
    `Saved value mappings of ${appField} no longer apply: its field has no values to match them to.`,
  'mappings.valuesRemove': (appField: string) => `Remove value mappings of ${appField}`,
  // --- schedule, backfill, filters (ScheduleEditor, BackfillEditor, FilterEditor) ---
  'schedule.legend': 'How often to read',
  // A custom schedule in words: the `cron.*` phrases of describeCronExpression (documented in cronMessages), in
  // the schedule editor and the save bar.
  ...cronMessages,
  'schedule.preset.every15Minutes': 'Every 15 minutes',
  'schedule.preset.every30Minutes': 'Every 30 minutes',
  'schedule.preset.hourly': 'Every hour',
  'schedule.preset.every6Hours': 'Every 6 hours',
  'schedule.preset.daily': 'Once a day',
  'schedule.preset.weekly': 'Once a week',
  'schedule.preset.custom': 'Custom (cron expression)',
  'schedule.time': 'Time of day',
  /** Under the time and cron inputs: the zone their times are in (cron on the service runs in UTC). */
  'schedule.timeZone': 'Times are in UTC (Coordinated Universal Time).',
  'schedule.weekday': 'Day of the week',
  'schedule.weekdayName': (weekday: number, f: LocaleFormat = english) => f.weekday(weekday),
  'schedule.custom.label': 'Cron expression',
  'schedule.custom.hint':
    'Five fields separated by spaces: minute, hour, day of month, month, day of week. For example, 0 */2 * * * reads every 2 hours.',
  'schedule.custom.empty': 'Enter a cron expression.',
  'schedule.custom.fieldCount': (count: number) =>
    `A cron expression has 5 fields separated by spaces; this one has ${count}.`,
  'schedule.custom.invalid':
    'This cron expression is not valid. Allowed: minute 0–59, hour 0–23, day of month 1–31, month 1–12, day of week 0–7, with *, lists (1,5), ranges (1-5) and steps (*/15).',
  'schedule.time.required': 'Enter a time of day.',
  'schedule.describe.every15Minutes': 'Every 15 minutes, at :00, :15, :30 and :45 past each hour',
  'schedule.describe.every30Minutes': 'Every 30 minutes, at :00 and :30 past each hour',
  'schedule.describe.hourly': 'Every hour, on the hour',
  'schedule.describe.every6Hours': 'Every 6 hours, at 00:00, 06:00, 12:00 and 18:00',
  /** `time` is 24-hour `HH:MM`; `f.timeOfDay(time)` writes it the locale's way. */
  'schedule.describe.daily': (time: string, f: LocaleFormat = english) => `Every day at ${f.timeOfDay(time)}`,
  'schedule.describe.weekly': (weekday: string, time: string, f: LocaleFormat = english) =>
    `Every ${weekday} at ${f.timeOfDay(time)}`,
  /**
   * A custom (valid, five-field) cron expression in the host's words; `undefined`, the default, leaves it to
   * the `cron.*` phrases (describeCronExpression), in the schedule editor and in the save bar.
   */
  'schedule.describe.custom': (_expression: string): string | undefined => undefined,
  'schedule.description': (description: string, expression: string) =>
    `${description} (cron: ${expression}).`,
  // --- widget shell, save bar, read editor ---
  'shell.loading': 'Loading the integration…',
  'shell.loadFailed': 'The integration could not be loaded.',
  'shell.retry': 'Try again',
  'shell.refreshFailed':
    'Could not check for newer settings. What you see and your unsaved changes are kept.',
  'shell.partFailed': 'This part of the settings could not be shown. Nothing was saved or lost by this.',
  'shell.objectFailed': (object: string) =>
    `${object} could not be shown. Nothing was saved or lost by this; the other objects still work.`,
  'shell.invalidObjects': (count: number, f: LocaleFormat = english) =>
    count === 1
      ? 'One object sent by the service could not be read and is not listed.'
      : `${f.number(count)} objects sent by the service could not be read and are not listed.`,
  'shell.objectsNav': 'Objects',
  'shell.objectsNavKeys': 'Arrow keys move between objects, Enter opens one.',
  'shell.skipToEditor': 'Skip to the editor',
  'shell.group.read': 'Read',
  'shell.group.write': 'Write',
  'shell.group.subscribe': 'Subscribe',
  'shell.status.enabled': 'On',
  'shell.status.disabled': 'Paused',
  'shell.status.notConfigured': 'Not set up',
  'shell.status.error': 'Unavailable',
  'shell.unsaved': 'Unsaved changes',
  /** In the object list: a read object whose required field mappings are missing. */
  'shell.needsAttention': 'Needs attention',
  'shell.settings': 'Installation settings',
  'shell.noObjects': 'This integration has no objects to configure.',
  'shell.setUp.title': (integration: string) => `Set up ${integration}`,
  'shell.setUp.body':
    'Nothing is configured for your account yet. Start with the recommended settings; you can change everything afterwards.',
  'shell.setUp.action': 'Start with recommended settings',
  'shell.setUp.noConnection':
    'Connect your account first: there is no connection to read field information from.',
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
  'save.unsaved': 'Unsaved changes',
  'save.noChanges': 'No unsaved changes',
  'save.previewTitle': 'What will be saved',
  'save.save': 'Save',
  'save.saving': 'Saving…',
  'save.discard': 'Discard',
  'save.saved': 'Saved.',
  'save.unchanged': 'Already saved: nothing needed to be sent.',
  'save.undone': 'Undone.',
  'save.conflictsToResolve': (count: number, f: LocaleFormat = english) =>
    `${f.number(count)} conflict${count === 1 ? '' : 's'} to resolve before saving`,
  'save.failedTitle': 'Your changes were not saved',
  'save.requestId': (id: string) => `Reference: ${id}`,
  'save.skipSampling': 'Save without the test read',
  'save.skipSamplingHint':
    'The service tried to read a sample with these settings and could not. You can save anyway.',
  'save.undo': 'Undo',
  'save.conflictsTitle': 'Changed elsewhere while you were editing',
  'save.conflict': (label: string, theirs: string) =>
    `${label}: changed elsewhere to ${theirs} since you started.`,
  'save.conflictNothing': 'nothing',
  'save.conflictAtField': (theirs: string) => `Changed elsewhere to ${theirs} since you started.`,
  'save.conflictRemoved': (object: string) =>
    `${object} was removed elsewhere since you started. Keep mine sets it up again with your changes.`,
  'save.conflictChangedRemoved': (object: string) =>
    `You removed ${object}, but it was changed elsewhere since you started. Keep mine removes it anyway.`,
  'save.valueOn': 'on',
  'save.valueOff': 'off',
  'save.valueOther': 'other settings',
  'save.valueQuoted': (text: string) => `“${text}”`,
  'save.valueFilter': (field: string, value: string) => `${field} equals ${value}`,
  'save.valuePaused': 'paused',
  'save.keepMine': 'Keep mine',
  'save.useTheirs': 'Use theirs',
  'save.invalid': 'Some settings need your attention before saving.',
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
  'change.andMore': (count: number, f: LocaleFormat = english) => `and ${f.number(count)} more`,
};

/** The type of the full message catalogue: each key a string, or a function of its arguments to a string. */
export type Messages = { [K in keyof typeof defaultMessages]: Worded<(typeof defaultMessages)[K]> };

/** Overrides for some of the messages, the lazily loaded editors' ones included. */
export type MessageOverrides = Partial<Messages> & Partial<EditorMessages>;
