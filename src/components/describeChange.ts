import type { ReadObjectView } from '../core/buildRevisionObjects.ts';
import type { ChangeSummary } from '../core/summarizeSaveSteps.ts';
import type { Messages } from '../hooks/index.ts';

const MAX_NAMES = 3;

/** Words one planned change for the save bar, with display names from the object's view when known. */
export function describeChange(
  change: ChangeSummary,
  messages: Messages,
  view: ReadObjectView | undefined,
  describeSchedule: (cron: string) => string = (cron) => cron,
): string {
  const fieldName = (name: string) => view?.fieldsByName.get(name)?.displayName ?? name;
  const appField = (mapToName: string) =>
    view?.mappingPrompts.find((p) => p.mapToName === mapToName)?.displayName ?? mapToName;
  switch (change.kind) {
    case 'fieldsSelected':
    case 'fieldsDeselected': {
      const shown = change.fieldNames.slice(0, MAX_NAMES).map(fieldName);
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
      return messages['change.schedule'](change.schedule ? describeSchedule(change.schedule) : '-');
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
