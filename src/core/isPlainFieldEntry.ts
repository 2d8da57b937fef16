import type { HydratedField } from '../schemas/integration.ts';
import { isJsonObject } from '../schemas/isJsonObject.ts';

const TEXT_KEYS = ['fieldName', 'mapToName', 'mapToDisplayName', 'default', 'prompt', 'displayName'] as const;

/**
 * Whether `value` is a field entry of a hydrated object that `hydratedFieldEntrySchema` accepts unchanged: a
 * cheap check for the common well-formed case, so 5,000 entries are not each run through the schema; whatever
 * it does not accept goes through the schema, which says what is wrong. It never accepts what the schema rejects.
 */
export function isPlainFieldEntry(value: unknown): value is HydratedField {
  if (!isJsonObject(value)) return false;
  for (const key of TEXT_KEYS) {
    const text = value[key];
    if (text !== undefined && typeof text !== 'string') return false;
  }
  return value.fieldName !== undefined || value.mapToName !== undefined;
}
