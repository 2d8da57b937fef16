import type { FieldView, MappingPromptView } from './buildRevisionObjects.ts';
import { isPicklistField } from './isPicklistField.ts';
import { nameShape } from './nameShape.ts';
import { promptKind } from './promptKind.ts';

/** Why a provider field cannot hold what an app field expects. */
export type MappingIncompatibility =
  /** The app field has values to map (`mappedValues`) and the provider field is not a picklist. */
  | 'notPicklist'
  /** The provider field points to another record, and nothing says the app field expects such a pointer. */
  | 'reference';

/** The parts of a mapping prompt the suggestions and the type check read. */
export type MappingPromptInput = Pick<MappingPromptView, 'mapToName' | 'displayName'> &
  Partial<Pick<MappingPromptView, 'mappedValues' | 'suggestedFieldName'>>;

/**
 * The type check of one mapping prompt: for a provider field, why it cannot hold the app field's data, or
 * `undefined` when it can. The prompt's words are read once, so checking every field of a long list stays cheap.
 */
export function mappingCompatibility(
  prompt: MappingPromptInput,
): (field: Pick<FieldView, 'valueType'>) => MappingIncompatibility | undefined {
  if (prompt.mappedValues && prompt.mappedValues.length > 0) {
    return (field) => (isPicklistField(field) ? undefined : 'notPicklist');
  }
  // An app field naming a person or organisation ("Owner", "Parent company"), or an id, may hold a lookup.
  const shapes = [nameShape(prompt.displayName), nameShape(prompt.mapToName)];
  if (promptKind(shapes, prompt.displayName) === 'ref' || shapes.some((s) => s.concepts.includes('id'))) {
    return () => undefined;
  }
  return (field) => (field.valueType === 'reference' ? 'reference' : undefined);
}
