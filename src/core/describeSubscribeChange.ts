import type { SubscribeObjectConfig } from '../schemas/config.ts';
import type { ChangeSummary } from './summarizeSaveSteps.ts';

/** The words {@link describeSubscribeChange} needs (part of the Provider's message catalogue). */
export interface SubscribeChangeWords {
  'subscribe.change.added': (object: string) => string;
  'subscribe.change.removed': (object: string) => string;
  'subscribe.change.destination': (destination: string) => string;
  'subscribe.change.inherit': (inherit: boolean | null) => string;
  'subscribe.change.event': (event: string, on: boolean) => string;
  'subscribe.change.watchAll': string;
  'subscribe.change.watchFields': (count: number) => string;
  'subscribe.change.otherEvents': (count: number) => string;
  'subscribe.change.quota': (on: boolean) => string;
}

/** What {@link describeSubscribeChange} words a change against. */
export interface SubscribeChangeContext {
  objectName: string;
  objectLabel: string;
  /** The object's config as it will be saved; `undefined` when it is being removed. */
  config: SubscribeObjectConfig | undefined;
}

const EVENTS = { createEvent: 'created', deleteEvent: 'deleted' } as const;

/**
 * Words one planned change of a subscribe object for the save bar's preview ("Send an event when a record is
 * deleted", "Send an update event when one of 3 watched fields changes"); `undefined` for a change that is not
 * about this subscribe object.
 */
export function describeSubscribeChange(
  change: ChangeSummary,
  context: SubscribeChangeContext,
  words: SubscribeChangeWords,
): string | undefined {
  const { config } = context;
  if (
    change.kind === 'objectAdded' &&
    change.action === 'subscribe' &&
    change.objectName === context.objectName
  ) {
    return words['subscribe.change.added'](context.objectLabel);
  }
  if (change.kind === 'objectsReplaced' && change.action === 'subscribe' && config === undefined) {
    return words['subscribe.change.removed'](context.objectLabel);
  }
  if (
    change.kind !== 'other' ||
    change.action !== 'subscribe' ||
    change.objectName !== context.objectName ||
    !config
  ) {
    return undefined;
  }
  const [head, key] = change.path.split('/').slice(1);
  switch (head) {
    case 'destination':
      return words['subscribe.change.destination'](config.destination);
    case 'inheritFieldsAndMappings':
      return words['subscribe.change.inherit'](config.inheritFieldsAndMappings ?? null);
    case 'createEvent':
    case 'deleteEvent':
      return words['subscribe.change.event'](EVENTS[head], config[head]?.enabled === 'always');
    case 'updateEvent': {
      const update = config.updateEvent;
      if (key === 'enabled' || update?.enabled !== 'always')
        return words['subscribe.change.event']('updated', update?.enabled === 'always');
      return update.watchFieldsAuto === 'all'
        ? words['subscribe.change.watchAll']
        : words['subscribe.change.watchFields'](update.requiredWatchFields?.length ?? 0);
    }
    case 'otherEvents':
      return words['subscribe.change.otherEvents'](config.otherEvents?.length ?? 0);
    case 'providerOptions':
      return words['subscribe.change.quota'](config.providerOptions?.quotaOptimization?.enabled === true);
    default:
      return undefined;
  }
}
