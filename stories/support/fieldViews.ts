import type { FieldView } from '../../src/core/buildRevisionObjects.ts';

/** What a field view holds when the provider says nothing but its name: the defaults `fieldView` fills in. */
export const blankFieldView = {
  valueType: undefined,
  providerType: undefined,
  readOnly: false,
  isCustom: false,
  isRequired: false,
  referenceTo: [],
  values: [],
  mapToName: undefined,
} satisfies Omit<FieldView, 'fieldName' | 'displayName'>;

/** A text field's view with the given name and label; `extra` overrides any other part. */
export function textFieldView(
  fieldName: string,
  displayName: string,
  extra: Partial<FieldView> = {},
): FieldView {
  return { fieldName, displayName, ...blankFieldView, valueType: 'string', ...extra };
}
