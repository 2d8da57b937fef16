import type { FieldView, MappingPromptView } from './buildRevisionObjects.ts';
import { isPicklistField } from './isPicklistField.ts';
import { nameTokens } from './nameTokens.ts';

/** Why a provider field cannot hold what an app field expects. */
export type MappingIncompatibility =
  /** The app field has values to map (`mappedValues`) and the provider field is not a picklist. */
  | 'notPicklist'
  /** The provider field points to another record, and nothing says the app field expects such a pointer. */
  | 'reference';

/** The parts of a mapping prompt the suggestions and the type check read. */
export type MappingPromptInput = Pick<MappingPromptView, 'mapToName' | 'displayName'> &
  Partial<Pick<MappingPromptView, 'mappedValues' | 'suggestedFieldName'>>;

// Words by which an app field says it holds a record's ID or a person (a lookup in the CRM).
const REFERENCE_WORDS = new Set([
  'id',
  'ids',
  'owner',
  'manager',
  'parent',
  'assignee',
  'lookup',
  'ref',
  'reference',
  'user',
  'rep',
]);

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
  const words = [...nameTokens(prompt.displayName), ...nameTokens(prompt.mapToName)];
  if (words.some((word) => REFERENCE_WORDS.has(word))) return () => undefined;
  return (field) => (field.valueType === 'reference' ? 'reference' : undefined);
}
