import type { FieldView } from './buildRevisionObjects.ts';

/** Whether a provider field is a picklist, whose values app values can be mapped to (`selectedValueMappings`). */
export function isPicklistField(field: Pick<FieldView, 'valueType'>): boolean {
  return field.valueType === 'singleSelect' || field.valueType === 'multiSelect';
}
