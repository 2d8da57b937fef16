import type { FieldMappingEntry, ReadObjectConfig } from '../schemas/config.ts';
import type { HydratedReadObjectHeader } from '../schemas/integration.ts';
import { buildMappingPrompts } from './buildMappingPrompts.ts';
import type { ReadObjectFields } from './buildReadObjectFields.ts';
import { humanizeName } from './humanizeName.ts';
import { objectFieldEntries } from './objectFieldEntries.ts';
import { objectStatus } from './objectStatus.ts';
import type { MappingPromptView, ObjectFailure, ReadObjectView } from './revisionObjectViews.ts';
import { stepReadObjectFields } from './stepReadObjectFields.ts';

// The field lists of an object whose live metadata is still loading: none yet.
const noFields: ReadObjectFields = {
  requiredFields: [],
  optionalFields: [],
  allFields: [],
  fieldsByName: new Map(),
  valueMappingCandidates: [],
  skippedFields: [],
};

function readObjectFields(object: HydratedReadObjectHeader): ReadObjectFields {
  for (;;) {
    const fields = stepReadObjectFields(object);
    if (fields) return fields;
  }
}

// Prompts keep their identity across rebuilds with the same inputs (a save, a poll), so what is derived from
// them (the mapping suggestions over 5,000 fields) is not derived again.
const promptsOfObject = new WeakMap<
  HydratedReadObjectHeader,
  { dynamicInputs: FieldMappingEntry[]; prompts: MappingPromptView[] }
>();

/**
 * The view of a read object: its header, saved config and failure at once; its field lists and mapping prompts
 * built when first read (`fieldsLoading`: empty until the hydrated revision is there).
 */
export function readObjectView(
  object: HydratedReadObjectHeader,
  failure: ObjectFailure,
  saved: ReadObjectConfig | undefined,
  dynamicInputs: FieldMappingEntry[],
  fieldsLoading: boolean,
): ReadObjectView {
  // The field lists and prompts are checked and built when first read (the object's editor opens), not for the
  // list of objects: the first paint does not pay for every object's fields, and a field that cannot be read
  // affects only its own object.
  const fields = () => (fieldsLoading ? noFields : readObjectFields(object));
  return {
    action: 'read',
    objectName: object.objectName,
    // Without a name from the provider (or while its fields load), a readable one rather than the API name.
    displayName: object.displayName || humanizeName(object.objectName),
    status: objectStatus(saved, saved?.disabled, failure.error),
    ...failure,
    fieldsLoading,
    destination: object.destination ?? '',
    defaultSchedule: object.schedule ?? '',
    defaultBackfill: object.backfill,
    allowsAllFields: object.optionalFieldsAuto === 'all',
    get requiredFields() {
      return fields().requiredFields;
    },
    get requiredFieldNames() {
      return objectFieldEntries(object).requiredEntries.flatMap((entry) => entry.fieldName ?? []);
    },
    get optionalFields() {
      return fields().optionalFields;
    },
    get allFields() {
      return fields().allFields;
    },
    get fieldsByName() {
      return fields().fieldsByName;
    },
    get valueMappingCandidates() {
      return fields().valueMappingCandidates;
    },
    get skippedFields() {
      return fields().skippedFields;
    },
    prepareFields: () => !fieldsLoading && stepReadObjectFields(object) !== undefined,
    get mappingPrompts() {
      const cached = promptsOfObject.get(object);
      if (cached?.dynamicInputs === dynamicInputs) return cached.prompts;
      const prompts = buildMappingPrompts(objectFieldEntries(object), dynamicInputs);
      promptsOfObject.set(object, { dynamicInputs, prompts });
      return prompts;
    },
    saved,
  };
}
