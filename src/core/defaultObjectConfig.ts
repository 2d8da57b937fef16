import type { ReadObjectConfig, SubscribeObjectConfig, WriteObjectConfig } from '../schemas/index.ts';
import type { ReadObjectView, SubscribeObjectView, WriteObjectView } from './buildRevisionObjects.ts';

/** The config an object starts from when the user turns it on: the builder's defaults from the revision. */
export function defaultObjectConfig(view: ReadObjectView): ReadObjectConfig;
export function defaultObjectConfig(view: WriteObjectView): WriteObjectConfig;
export function defaultObjectConfig(view: SubscribeObjectView): SubscribeObjectConfig;
export function defaultObjectConfig(
  view: ReadObjectView | WriteObjectView | SubscribeObjectView,
): ReadObjectConfig | WriteObjectConfig | SubscribeObjectConfig;
export function defaultObjectConfig(
  view: ReadObjectView | WriteObjectView | SubscribeObjectView,
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
      const config: SubscribeObjectConfig = {
        objectName: view.objectName,
        destination: manifest.destination,
        inheritFieldsAndMappings: manifest.inheritFieldsAndMapping ?? true,
        createEvent: { enabled: enabled(manifest.createEvent?.enabled) },
        updateEvent: { enabled: enabled(manifest.updateEvent?.enabled) },
        deleteEvent: { enabled: enabled(manifest.deleteEvent?.enabled) },
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
