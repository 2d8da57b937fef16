import { englishFormat as english, type LocaleFormat } from './localeFormat.ts';
import { providerWords } from './providerWords.ts';

/** The subscribe editor's words. */
export const subscribeMessages = {
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
    `${providerWords(provider)} does not support this option; it is saved but the service will refuse it. Turn it off.`,
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
};
