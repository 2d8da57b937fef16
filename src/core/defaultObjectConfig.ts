import type {
  ConfigContent,
  ReadObjectConfig,
  SubscribeObjectConfig,
  WriteObjectConfig,
} from '../schemas/config.ts';
import type { ReadObjectView, SubscribeObjectView, WriteObjectView } from './buildRevisionObjects.ts';

type View = ReadObjectView | WriteObjectView | SubscribeObjectView;

/**
 * The config an object starts from when the user turns it on: the builder's defaults from the revision, within
 * what the installation's settings (`content`) allow: a subscription through provider flows starts without delete
 * events, which that path does not send (the service refuses them together).
 */
export function defaultObjectConfig(view: ReadObjectView, content?: ConfigContent): ReadObjectConfig;
export function defaultObjectConfig(view: WriteObjectView, content?: ConfigContent): WriteObjectConfig;
export function defaultObjectConfig(
  view: SubscribeObjectView,
  content?: ConfigContent,
): SubscribeObjectConfig;
export function defaultObjectConfig(
  view: View,
  content?: ConfigContent,
): ReadObjectConfig | WriteObjectConfig | SubscribeObjectConfig;
export function defaultObjectConfig(
  view: View,
  content?: ConfigContent,
): ReadObjectConfig | WriteObjectConfig | SubscribeObjectConfig {
  switch (view.action) {
    case 'read': {
      const config: ReadObjectConfig = {
        objectName: view.objectName,
        destination: view.destination,
        schedule: view.defaultSchedule,
        selectedFields: Object.fromEntries(view.requiredFieldNames.map((name) => [name, true])),
        selectedFieldMappings: Object.fromEntries(
          view.mappingPrompts.flatMap((p) =>
            p.suggestedFieldName ? [[p.mapToName, p.suggestedFieldName]] : [],
          ),
        ),
      };
      if (view.defaultBackfill) config.backfill = structuredClone(view.defaultBackfill);
      return config;
    }
    case 'write':
      return { objectName: view.objectName };
    case 'subscribe': {
      const { manifest } = view;
      const enabled = (value: string | undefined) => (value === 'never' ? 'never' : 'always');
      const providerFlows = content?.subscribe?.providerOptions?.useProviderFlows?.enabled === true;
      const config: SubscribeObjectConfig = {
        objectName: view.objectName,
        destination: manifest.destination,
        inheritFieldsAndMappings: manifest.inheritFieldsAndMapping ?? true,
        createEvent: { enabled: enabled(manifest.createEvent?.enabled) },
        updateEvent: { enabled: enabled(manifest.updateEvent?.enabled) },
        deleteEvent: { enabled: providerFlows ? 'never' : enabled(manifest.deleteEvent?.enabled) },
      };
      if (manifest.updateEvent?.watchFieldsAuto === 'all')
        config.updateEvent = { enabled: 'always', watchFieldsAuto: 'all' };
      if (manifest.updateEvent?.requiredWatchFields?.length) {
        config.updateEvent = {
          ...config.updateEvent,
          enabled: 'always',
          requiredWatchFields: [...manifest.updateEvent.requiredWatchFields],
        };
      }
      if (manifest.otherEvents?.length) config.otherEvents = [...manifest.otherEvents];
      return config;
    }
  }
}
