import { englishFormat as english, type LocaleFormat } from './localeFormat.ts';

/** The widget's frame: the object list, loading and failure states. */
export const shellMessages = {
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
  /** An object in the phone's picker, named as its editor's heading names it. */
  'shell.object.read': (object: string) => `Read ${object}`,
  'shell.object.write': (object: string) => `Write ${object}`,
  'shell.object.subscribe': (object: string) => `Subscribe to ${object}`,
  'shell.status.enabled': 'On',
  'shell.status.disabled': 'Paused',
  'shell.status.notConfigured': 'Not set up',
  'shell.status.error': 'Unavailable',
  'shell.unsaved': 'Unsaved changes',
  /** In the object list: a read object whose required field mappings are missing. */
  'shell.needsAttention': 'Needs attention',
  /** Why an object needs attention: the app fields it needs that no field of the account is mapped to. */
  'shell.needsAttentionCause': (fields: readonly string[]) =>
    `Needs attention: ${fields.length > 1 ? `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}` : fields[0]} (required) ${fields.length > 1 ? 'are' : 'is'} not mapped.`,
  /** Why an object cannot be edited now (the service's own words are in its editor, for support). */
  'shell.unavailableCause': 'It cannot be edited now; open it to see why.',
  'shell.settings': 'Installation settings',
  'shell.noObjects': 'This integration has no objects to configure.',
  'shell.setUp.title': (integration: string) => `Set up ${integration}`,
  'shell.setUp.body':
    'Nothing is configured for your account yet. Start with the recommended settings; you can change everything afterwards.',
  'shell.setUp.action': 'Start with recommended settings',
  'shell.setUp.noConnection':
    'Connect your account first: there is no connection to read field information from.',
};
