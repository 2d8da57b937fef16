import { humanizeName } from '../core/humanizeName.ts';
import { englishFormat as english, type LocaleFormat } from './localeFormat.ts';
import { providerWords } from './providerWords.ts';

/** The installation settings' words. */
export const settingsMessages = {
  // --- installation settings, subscription progress ---
  'settings.title': 'Installation settings',
  'settings.status.title': 'Status',
  'settings.connection': 'Connected account',
  'settings.connectionValue': (provider: string, account: string | undefined) =>
    account ? `${providerWords(provider)} (${account})` : providerWords(provider),
  'settings.connectionStatus': 'Connection',
  'settings.connectionStatus.value': (status: string) =>
    status === 'working'
      ? 'Working'
      : status === 'bad_credentials'
        ? 'Needs to be reconnected: the credentials stopped working'
        : status === 'created'
          ? 'Created, not used yet'
          : // A status the contract does not list, as words ("suspended": "Suspended").
            humanizeName(status),
  'settings.health': 'Health',
  'settings.health.value': (status: string) =>
    status === 'healthy' ? 'Healthy' : status === 'unhealthy' ? 'Unhealthy' : humanizeName(status),
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
          : status
            ? humanizeName(status)
            : 'None yet') + (status && updateTime ? ` (${f.dateTime(updateTime)})` : ''),
  'settings.options.title': 'Options',
  'settings.proxy.label': 'Allow proxy requests',
  'settings.proxy.hint':
    'Your app may call the provider’s API directly through this installation’s connection.',
  'settings.flows.label': 'Subscribe through provider flows',
  'settings.flows.hint':
    'Uses record-triggered flows and outbound messages instead of change data capture. Delete events are not sent this way.',
  'settings.flows.unsupported': (provider: string) =>
    `${providerWords(provider)} does not support this option; the service refuses it. Turn it off.`,
  /** Under the provider flows switch while it is off: the subscribe objects whose delete events it would stop. */
  'settings.flows.stopsDeletes': (objects: string, count: number, f: LocaleFormat = english) =>
    `Turning this on also turns off the delete events of ${count === 1 ? objects : `${f.number(count)} objects (${objects})`}, in the same save.`,
  'settings.change.deleteEventsOff': (object: string) =>
    `Stop sending delete events of ${object} (provider flows send none)`,
};
