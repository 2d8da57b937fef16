import type { HydratedField, HydratedReadObjectHeader } from '../schemas/integration.ts';
import { oncePerObject } from './oncePerObject.ts';
import { readFieldEntries } from './readFieldEntries.ts';
import type { SkippedField } from './revisionObjectViews.ts';

/** The entries of a read object's `requiredFields` and `optionalFields`: all the mapping prompts need. */
export interface FieldEntries {
  requiredEntries: HydratedField[];
  optionalEntries: HydratedField[];
  skippedFields: SkippedField[];
}

const entriesOfObject = new WeakMap<HydratedReadObjectHeader, FieldEntries>();

/**
 * The required and optional field entries of a read object, read once per object, apart from its (much longer)
 * metadata and `allFields`: the object list shows what a saved config misses of the required prompts without
 * building any object's field lists.
 */
export function objectFieldEntries(object: HydratedReadObjectHeader): FieldEntries {
  return oncePerObject(entriesOfObject, object, () => {
    const skippedFields: SkippedField[] = [];
    return {
      requiredEntries: readFieldEntries(object.requiredFields, 'requiredFields', skippedFields),
      optionalEntries: readFieldEntries(object.optionalFields, 'optionalFields', skippedFields),
      skippedFields,
    };
  });
}
