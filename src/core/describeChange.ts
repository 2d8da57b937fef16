import type { ReadObjectView } from './buildRevisionObjects.ts';
import { describeSchedule, type ScheduleMessages } from './describeSchedule.ts';
import type { ChangeSummary } from './summarizeSaveSteps.ts';

/**
 * The messages {@link describeChange} words a change with: these entries of the Provider's `messages`
 * (`defaultMessages`, or a host's catalogue), so a host's own UI gets the save bar's texts.
 */
export interface ChangeMessages extends ScheduleMessages {
  'change.fieldsSelected': (count: number, names: string) => string;
  'change.fieldsDeselected': (count: number, names: string) => string;
  'change.allFields': (on: boolean) => string;
  'change.mapped': (appField: string, providerField: string) => string;
  'change.unmapped': (appField: string) => string;
  'change.valueMappings': (appField: string) => string;
  'change.schedule': (description: string) => string;
  'change.backfill': string;
  'change.filters': string;
  'change.enabled': (enabled: boolean) => string;
  'change.objectAdded': (object: string) => string;
  'change.objectsReplaced': string;
  'change.proxy': (enabled: boolean) => string;
  'change.providerFlows': (enabled: boolean) => string;
  'change.connection': string;
  'change.other': (path: string) => string;
  'change.andMore': (count: number) => string;
  'change.storedSchedule': (description: string) => string;
  'change.storedHistory': (days: number | 'all') => string;
  'change.storedFilters': (conditions: string[]) => string;
  'change.storedRawFilter': string;
  'save.valueFilter': (field: string, value: string) => string;
}

const MAX_NAMES = 3;
/** A new object's fields are listed by name, up to this many (a list longer than that is no preview). */
const MAX_LISTED = 50;

/**
 * Words one planned change (an entry of a form's `pendingSummary`) as the save bar does, with display names from
 * the object's view when known. A schedule is worded by {@link describeSchedule} (English names and times), an invalid one shown as its expression;
 * pass `wordSchedule` to word it otherwise.
 */
export function describeChange(
  change: ChangeSummary,
  messages: ChangeMessages,
  view?: ReadObjectView,
  wordSchedule: (cron: string) => string = (cron) => describeSchedule(cron, messages) ?? cron,
): string {
  const fieldName = (name: string) => view?.fieldsByName.get(name)?.displayName ?? name;
  const appField = (mapToName: string) =>
    view?.mappingPrompts.find((p) => p.mapToName === mapToName)?.displayName ?? mapToName;
  switch (change.kind) {
    case 'fieldsSelected':
    case 'fieldsDeselected': {
      const shown = change.fieldNames.slice(0, change.listAll ? MAX_LISTED : MAX_NAMES).map(fieldName);
      const rest = change.fieldNames.length - shown.length;
      const names = rest > 0 ? `${shown.join(', ')} ${messages['change.andMore'](rest)}` : shown.join(', ');
      return messages[change.kind === 'fieldsSelected' ? 'change.fieldsSelected' : 'change.fieldsDeselected'](
        change.fieldNames.length,
        names,
      );
    }
    case 'allFields':
      return messages['change.allFields'](change.on);
    case 'mapped':
      return change.fieldName === undefined
        ? messages['change.unmapped'](appField(change.mapToName))
        : messages['change.mapped'](appField(change.mapToName), fieldName(change.fieldName));
    case 'valueMappings':
      return messages['change.valueMappings'](appField(change.mapToName));
    case 'schedule':
      return messages['change.schedule'](change.schedule ? wordSchedule(change.schedule) : '-');
    case 'backfill':
      return messages['change.backfill'];
    case 'filters':
      return messages['change.filters'];
    case 'enabled':
      return messages['change.enabled'](change.enabled);
    case 'objectAdded':
      return messages['change.objectAdded'](
        view && view.objectName === change.objectName ? view.displayName : change.objectName,
      );
    case 'storedSchedule':
      return messages['change.storedSchedule'](wordSchedule(change.schedule));
    case 'storedBackfill': {
      const period = change.backfill.defaultPeriod;
      return messages['change.storedHistory'](period.fullHistory === true ? 'all' : (period.days ?? 0));
    }
    case 'storedFilters':
      return change.raw
        ? messages['change.storedRawFilter']
        : messages['change.storedFilters'](
            change.conditions.map((c) =>
              messages['save.valueFilter'](fieldName(c.fieldName), String(c.value)),
            ),
          );
    case 'objectsReplaced':
      return messages['change.objectsReplaced'];
    case 'proxy':
      return messages['change.proxy'](change.enabled);
    case 'providerFlows':
      return messages['change.providerFlows'](change.enabled);
    case 'connection':
      return messages['change.connection'];
    case 'other':
      return messages['change.other'](change.path);
  }
}
