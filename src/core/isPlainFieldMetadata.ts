import { FIELD_VALUE_TYPES, type FieldMetadata } from '../schemas/integration.ts';
import { isJsonObject } from '../schemas/isJsonObject.ts';

const VALUE_TYPES = new Set<unknown>([undefined, ...FIELD_VALUE_TYPES]);

const optional = (value: unknown, type: 'string' | 'boolean') => value === undefined || typeof value === type;
const isFieldValue = (value: unknown) =>
  isJsonObject(value) && typeof value.value === 'string' && typeof value.displayValue === 'string';

/**
 * Whether `value` is field metadata that `fieldMetadataSchema` accepts unchanged: a cheap check for the common
 * well-formed case, so 5,000 fields are not each run through the schema; whatever it does not accept goes
 * through the schema, which reads it tolerantly or says what is wrong. It never accepts what the schema rejects.
 */
export function isPlainFieldMetadata(value: unknown): value is FieldMetadata {
  if (!isJsonObject(value)) return false;
  const { referenceTo, values } = value;
  return (
    typeof value.fieldName === 'string' &&
    typeof value.displayName === 'string' &&
    VALUE_TYPES.has(value.valueType) &&
    optional(value.providerType, 'string') &&
    optional(value.readOnly, 'boolean') &&
    optional(value.isCustom, 'boolean') &&
    optional(value.isRequired, 'boolean') &&
    (referenceTo === undefined ||
      (Array.isArray(referenceTo) && referenceTo.every((name) => typeof name === 'string'))) &&
    (values === undefined || (Array.isArray(values) && values.every(isFieldValue)))
  );
}
