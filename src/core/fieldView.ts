import type { FieldMetadata, HydratedField } from '../schemas/integration.ts';
import type { FieldView } from './revisionObjectViews.ts';

/**
 * The view of a provider field from its metadata and, where it is listed, its field entry: the shown name is
 * the metadata's, else the entry's, else the API name.
 */
export function fieldView(
  fieldName: string,
  metadata: FieldMetadata | undefined,
  entry?: HydratedField,
): FieldView {
  return {
    fieldName,
    displayName: metadata?.displayName || entry?.displayName || fieldName,
    valueType: metadata?.valueType,
    providerType: metadata?.providerType,
    readOnly: metadata?.readOnly === true,
    isCustom: metadata?.isCustom === true,
    isRequired: metadata?.isRequired === true,
    referenceTo: metadata?.referenceTo ?? [],
    values: metadata?.values ?? [],
    mapToName: entry?.mapToName,
  };
}
