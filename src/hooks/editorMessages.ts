import type { Worded } from '../core/errorMessages.ts';
import { useIntegrationConfigContext } from './IntegrationConfigProvider.tsx';
import { catalogueFor, englishFormat as english, type LocaleFormat } from './localeFormat.ts';

// A duration in the locale's unit words ("2 Min., 5 Sek."); the English default keeps its short "2 min 5 s".
function duration(seconds: number, f: LocaleFormat): string {
  const minutes = Math.floor(seconds / 60);
  if (f.locale === undefined) return minutes === 0 ? `${seconds} s` : `${minutes} min ${seconds % 60} s`;
  const unit = (value: number, name: 'minute' | 'second') =>
    new Intl.NumberFormat(f.locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  return minutes === 0
    ? unit(seconds, 'second')
    : `${unit(minutes, 'minute')} ${unit(seconds % 60, 'second')}`;
}

/**
 * The words of the write, subscribe and settings editors (and of the read editor's rarely shown parts). Kept apart from the main catalogue so that they load
 * with those editors' lazy chunks; a host overrides them through the Provider's `messages` like any other.
 */
export const defaultEditorMessages = {
  // --- any editor: an object that cannot be edited now ---
  /** An object that cannot be edited: its saved settings (`installation`) or its definition could not be read. */
  'object.failed': (object: string, source: 'revision' | 'installation' | 'integration' | undefined) =>
    source === 'installation'
      ? `The saved settings of ${object} could not be read, so it cannot be edited right now. Saving other objects leaves them as they are.`
      : `${object} could not be read from the integration, so it cannot be edited right now.`,
  /** Edits made before the object failed to load (while its fields loaded): kept, and how to let them go. */
  'object.editsKept': (object: string) =>
    `Your unsaved changes to ${object} are kept, to save once it loads. Discard them if you no longer want them.`,
  'object.discardEdits': 'Discard unsaved changes',
  // --- read editor: history and filters (lazy sections) ---
  'backfill.legend': 'How far back the first read goes',
  'backfill.none': 'Only new changes',
  'backfill.none.hint':
    'No history: the first read starts now and picks up records created or changed from then on.',
  'backfill.days': 'Recent history',
  'backfill.days.hint':
    'The first read also picks up records created or changed in the last days you choose.',
  'backfill.days.label': 'Number of days',
  'backfill.days.invalid': 'Enter a whole number of days, 1 or more.',
  'backfill.full': 'Full history',
  'backfill.full.hint':
    'The first read goes back to the oldest record. For a large account this can take a while.',
  'filters.legend': 'Which records to read',
  'filters.none': 'All records',
  'filters.none.hint': 'No filter: every record of this object is read.',
  'filters.fields': 'Records matching conditions',
  'filters.fields.hint': 'Only records that meet every condition are read.',
  'filters.fields.noFields': 'This object has no fields to set conditions on.',
  'filters.raw': 'Records matching a provider filter',
  'filters.raw.hint': "A filter written in the provider's own query language.",
  'filters.field': (position: number) => `Field of condition ${position}`,
  'filters.operator.eq': 'equals',
  'filters.value': (position: number) => `Value of condition ${position}`,
  'filters.value.choose': 'Choose a value',
  'filters.value.true': 'True',
  'filters.value.false': 'False',
  'filters.value.required': 'Enter a value for this condition.',
  'filters.value.number': 'Enter a number.',
  'filters.value.integer': 'Enter a whole number.',
  'filters.fieldUsed': 'Already used in another condition',
  'filters.add': 'Add condition',
  'filters.allFieldsUsed': 'Every field already has a condition.',
  'filters.remove': 'Remove condition',
  'filters.removeLabel': (field: string) => `Remove condition on ${field}`,
  'filters.raw.type': 'Filter language',
  'filters.raw.typeHint': 'The syntax the provider expects, for example soql for Salesforce.',
  'filters.raw.filter': 'Filter expression',
  'filters.raw.filterHint':
    "The syntax depends on the provider, which checks the expression when you save. SOQL example: Industry = 'Banking'",
  'filters.raw.required': 'Enter both the filter language and the filter expression.',
  'filters.raw.jsonHint': 'The service keeps this filter as JSON: edit it as JSON.',
  'filters.raw.json': 'Enter the filter expression as valid JSON.',
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
        ? `Writes ${field} when a record is created`
        : `Sets ${field} to ‘${value}’ when a record is created`
      : `Does not write ${field} when a record is created`,
  'write.sentence.update': (update: 'always' | 'never' | 'ifEmpty') =>
    update === 'always'
      ? 'sets it on every update'
      : update === 'never'
        ? 'never changes it afterwards'
        : 'on update, fills it only while it is empty',
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
  // --- subscribe editor ---
  'subscribe.title': (object: string) => `Subscribe to ${object}`,
  'subscribe.notConfigured': (object: string) =>
    `Your app does not receive change events of ${object} yet. Subscribe to be told when records change.`,
  'subscribe.start': (object: string) => `Subscribe to ${object}`,
  'subscribe.remove': (object: string) => `Unsubscribe from ${object}`,
  'subscribe.removeConfirmTitle': (object: string) => `Unsubscribe from ${object}?`,
  'subscribe.removeConfirmBody': (object: string) =>
    `Your app will stop receiving change events of ${object}. This takes effect when you save, and the provider takes a few minutes to apply it.`,
  'subscribe.removeConfirm': 'Unsubscribe',
  'subscribe.removeCancel': 'Keep subscription',
  'subscribe.removed': (object: string) => `${object} will no longer send change events once you save.`,
  'subscribe.destination': 'Destination',
  'subscribe.destinationHint': 'Where the events are delivered in your app.',
  'subscribe.destinationRequired': 'Enter a destination.',
  'subscribe.inherit.legend': 'Fields and mappings of the events',
  'subscribe.inherit.yes': "Use the read settings' fields and mappings",
  'subscribe.inherit.no': 'Send the fields without the read settings',
  'subscribe.inherit.unset': 'Let the integration decide',
  'subscribe.section.events': 'Events',
  'subscribe.event.create': 'Record created',
  'subscribe.event.update': 'Record updated',
  'subscribe.event.delete': 'Record deleted',
  'subscribe.deleteUnavailable':
    'Not available while the subscription uses provider flows (Settings): the provider does not send delete events that way.',
  'subscribe.watch.legend': 'Send an update event when',
  'subscribe.watch.all': 'Any field changes',
  'subscribe.watch.choose': 'One of the fields I choose changes',
  'subscribe.watch.allHint': 'Every change of a record sends an event, fields added later included.',
  'subscribe.watch.fields': 'Watched fields',
  'subscribe.watch.noFields': 'The fields of this object are not known here, so any change sends an event.',
  'subscribe.other.title': 'Other events',
  'subscribe.other.hint': 'Events of this provider beyond create, update and delete.',
  'subscribe.other.add': 'Add event',
  'subscribe.other.name': 'Event name',
  'subscribe.other.invalid': 'Use letters, digits, dots, dashes or underscores, without spaces.',
  'subscribe.other.duplicate': (event: string) => `${event} is already in the list.`,
  'subscribe.other.remove': (event: string) => `Remove event ${event}`,
  'subscribe.quota.label': 'Only send updates of watched fields (quota optimization)',
  'subscribe.quota.hint':
    'The provider filters changes at the source, so changes to other fields do not use your API quota.',
  'subscribe.quota.needsFields': 'Choose at least one watched field to use this.',
  'subscribe.quota.notWithAll': 'Not available with “Any field changes”: choose the watched fields instead.',
  'subscribe.quota.unsupported': (provider: string) =>
    `${provider} does not support this option; it is saved but the service will refuse it. Turn it off.`,
  'subscribe.change.added': (object: string) => `Subscribe to ${object}`,
  'subscribe.change.removed': (object: string) => `Unsubscribe from ${object}`,
  'subscribe.change.destination': (destination: string) => `Send the events to ${destination}`,
  'subscribe.change.inherit': (inherit: boolean | null) =>
    inherit === null
      ? "Let the integration decide about the read settings' fields"
      : inherit
        ? "Use the read settings' fields and mappings"
        : "Stop using the read settings' fields and mappings",
  'subscribe.change.event': (event: string, on: boolean) =>
    on ? `Send an event when a record is ${event}` : `Stop sending an event when a record is ${event}`,
  'subscribe.change.watchAll': 'Send an update event when any field changes',
  'subscribe.change.watchFields': (count: number, f: LocaleFormat = english) =>
    `Send an update event when one of ${f.number(count)} watched field${count === 1 ? '' : 's'} changes`,
  'subscribe.change.otherEvents': (count: number, f: LocaleFormat = english) =>
    count === 0
      ? 'Stop other events'
      : `Subscribe to ${f.number(count)} other event${count === 1 ? '' : 's'}`,
  'subscribe.change.quota': (on: boolean) =>
    on ? 'Filter update events at the source' : 'Stop filtering update events at the source',
  // --- installation settings, subscription progress ---
  'settings.title': 'Installation settings',
  'settings.status.title': 'Status',
  'settings.connection': 'Connected account',
  'settings.connectionValue': (provider: string, account: string | undefined) =>
    account ? `${provider} (${account})` : provider,
  'settings.connectionStatus': 'Connection',
  'settings.connectionStatus.value': (status: string) =>
    status === 'working'
      ? 'Working'
      : status === 'bad_credentials'
        ? 'Needs to be reconnected: the credentials stopped working'
        : status === 'created'
          ? 'Created, not used yet'
          : status,
  'settings.health': 'Health',
  'settings.health.value': (status: string) =>
    status === 'healthy' ? 'Healthy' : status === 'unhealthy' ? 'Unhealthy' : status,
  'settings.lastOperation': 'Last change',
  /** `updateTime` is the installation's last update (an ISO date-time), when the service sent one. */
  'settings.lastOperation.value': (
    status: string | undefined,
    updateTime: string | undefined,
    f: LocaleFormat = english,
  ) =>
    (status === 'success'
      ? 'Applied'
      : status === 'failure'
        ? 'Failed'
        : status === 'in_progress'
          ? 'Being applied'
          : // A status the contract does not list is shown as the service sent it.
            (status ?? 'None yet')) + (status && updateTime ? ` (${f.dateTime(updateTime)})` : ''),
  'settings.options.title': 'Options',
  'settings.proxy.label': 'Allow proxy requests',
  'settings.proxy.hint':
    'Your app may call the provider’s API directly through this installation’s connection.',
  'settings.flows.label': 'Subscribe through provider flows',
  'settings.flows.hint':
    'Uses record-triggered flows and outbound messages instead of change data capture. Delete events are not sent this way.',
  'settings.flows.unsupported': (provider: string) =>
    `${provider} does not support this option; the service refuses it. Turn it off.`,
  /** Under the provider flows switch while it is off: the subscribe objects whose delete events it would stop. */
  'settings.flows.stopsDeletes': (objects: string, count: number, f: LocaleFormat = english) =>
    `Turning this on also turns off the delete events of ${count === 1 ? objects : `${f.number(count)} objects (${objects})`}, in the same save.`,
  'settings.change.deleteEventsOff': (object: string) =>
    `Stop sending delete events of ${object} (provider flows send none)`,
  'progress.updating': (provider: string) => `Updating the subscription at ${provider}…`,
  /** The time the change has taken so far, and when it started (an instant, shown in the user's time zone). */
  'progress.elapsed': (seconds: number, startedAt: number, f: LocaleFormat = english) =>
    `${duration(seconds, f)}, since ${f.dateTime(startedAt)}`,
  'progress.hint': 'This usually takes 1–2 minutes and at most 10. You can keep editing meanwhile.',
  'progress.success': (provider: string) => `The subscription at ${provider} is up to date.`,
  'progress.failure': (provider: string) =>
    `The subscription change at ${provider} failed. Check the settings and save again, or contact support.`,
  'progress.dismiss': 'Dismiss',
};

/** The type of the editors' catalogue: each key a string, or a function of its arguments to a string. */
export type EditorMessages = {
  [K in keyof typeof defaultEditorMessages]: Worded<(typeof defaultEditorMessages)[K]>;
};

// One catalogue per Provider value (which changes only with the client, messages, locale...).
const catalogues = new WeakMap<object, EditorMessages>();

/**
 * The editors' catalogue with the host's overrides from the Provider's `messages`, its functions given the
 * formats of the Provider's `locale` after their own arguments (as `useMessages` does).
 *
 * @example
 * const words = useEditorMessages();
 * <h2>{words['write.title']('Contact')}</h2>
 */
export function useEditorMessages(): EditorMessages {
  return catalogueFor(catalogues, useIntegrationConfigContext(), defaultEditorMessages);
}
