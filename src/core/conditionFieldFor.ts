import type { FieldView } from './buildRevisionObjects.ts';

/**
 * The field a new filter condition starts on: the first field the object reads (`selected`) that has no condition
 * yet, so the condition starts on a field the user chose rather than the list's first ("Account ID"); else the
 * first field without a condition; `undefined` when every field has one.
 */
export function conditionFieldFor(
  fields: readonly FieldView[],
  selected: Readonly<Record<string, boolean>> | undefined,
  used: ReadonlySet<string>,
): FieldView | undefined {
  const free = (field: FieldView) => !used.has(field.fieldName);
  return (
    fields.find(
      (field) =>
        free(field) &&
        selected !== undefined &&
        Object.hasOwn(selected, field.fieldName) &&
        selected[field.fieldName] === true,
    ) ?? fields.find(free)
  );
}
