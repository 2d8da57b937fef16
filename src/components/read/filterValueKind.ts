import type { FieldView } from '../../core/buildRevisionObjects.ts';

/** The kind of value a field condition compares with, which picks its input. */
export type FilterValueKind = 'boolean' | 'select' | 'int' | 'float' | 'date' | 'datetime' | 'text';

/** The kind of value a condition on `field` takes: its value type, a list when it offers values, else text. */
export function filterValueKind(field: FieldView | undefined): FilterValueKind {
  switch (field?.valueType) {
    case 'boolean':
    case 'int':
    case 'float':
    case 'date':
    case 'datetime':
      return field.valueType;
    case 'singleSelect':
    case 'multiSelect':
      return field.values.length > 0 ? 'select' : 'text';
    default:
      return 'text';
  }
}
