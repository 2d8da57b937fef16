import {
  type FieldMetadata,
  fieldMetadataSchema,
  type HydratedField,
  type HydratedReadObjectHeader,
} from '../schemas/integration.ts';
import { describeParseError } from './describeParseError.ts';
import { fieldView } from './fieldView.ts';
import { isPlainFieldMetadata } from './isPlainFieldMetadata.ts';
import { objectFieldEntries } from './objectFieldEntries.ts';
import { readFieldEntries } from './readFieldEntries.ts';
import type { FieldView, ReadObjectView, SkippedField } from './revisionObjectViews.ts';
import { sortByDisplayName } from './sortByDisplayName.ts';

/** The parts of a read object's view that come from its field entries alone. */
export type ReadObjectFields = Pick<
  ReadObjectView,
  | 'requiredFields'
  | 'optionalFields'
  | 'allFields'
  | 'fieldsByName'
  | 'valueMappingCandidates'
  | 'skippedFields'
>;

/** Entries read per step of building an object's field lists: a few milliseconds of work. */
const STEP_SIZE = 1000;

/**
 * Builds a read object's field lists a step at a time: a generator that yields after each `STEP_SIZE` entries,
 * so a caller can spread 5,000 fields over several short tasks (`ReadObjectView.prepareFields`); run at once,
 * it returns the lists.
 */
export function* buildReadObjectFields(object: HydratedReadObjectHeader): Generator<void, ReadObjectFields> {
  const skippedFields: SkippedField[] = [];
  const metadata = new Map<string, FieldMetadata>();
  let done = 0;
  // Names first, values read one at a time: entry pairs of 20,000 fields made up front would make the first step
  // as long as the whole list.
  const allMetadata = object.allFieldsMetadata ?? {};
  for (const fieldName of Object.keys(allMetadata)) {
    if (++done % STEP_SIZE === 0) yield;
    const raw = allMetadata[fieldName];
    if (isPlainFieldMetadata(raw)) {
      metadata.set(fieldName, raw);
      continue;
    }
    const parsed = fieldMetadataSchema.safeParse(raw);
    if (parsed.success) metadata.set(fieldName, parsed.data);
    else
      skippedFields.push({
        fieldName,
        reason: describeParseError(parsed.error, ['allFieldsMetadata', fieldName]),
      });
  }
  const { requiredEntries, optionalEntries, skippedFields: entryNotes } = objectFieldEntries(object);
  skippedFields.push(...entryNotes);
  const fieldsByName = new Map<string, FieldView>();
  for (const [fieldName, meta] of metadata) {
    if (++done % STEP_SIZE === 0) yield;
    fieldsByName.set(fieldName, fieldView(fieldName, meta));
  }
  const allEntries = object.allFields ?? [];
  for (let from = 0; from < allEntries.length; from += STEP_SIZE) {
    if (from > 0) yield;
    const slice = readFieldEntries(
      allEntries.slice(from, from + STEP_SIZE),
      'allFields',
      skippedFields,
      from,
    );
    done += slice.length;
    for (const entry of slice) {
      if (entry.fieldName !== undefined && !fieldsByName.has(entry.fieldName)) {
        fieldsByName.set(entry.fieldName, fieldView(entry.fieldName, undefined, entry));
      }
    }
  }
  // An entry that makes the same view as its field's (the same name shown, no mapping of its own) shares it, so
  // the optional list can be taken from the sorted list of all fields.
  const listed = (list: HydratedField[]): FieldView[] =>
    list.flatMap((entry) => {
      if (entry.fieldName === undefined) return [];
      const view = fieldView(entry.fieldName, metadata.get(entry.fieldName), entry);
      const known = fieldsByName.get(entry.fieldName);
      if (!known) fieldsByName.set(entry.fieldName, view);
      return [known?.displayName === view.displayName && known.mapToName === view.mapToName ? known : view];
    });
  const requiredFields = listed(requiredEntries);
  const requiredNames = new Set(requiredFields.map((f) => f.fieldName));
  const listedOptional = object.optionalFieldsAuto === 'all' ? [] : listed(optionalEntries);
  // The sort keys are made a step at a time; the sort of a long list is a step of its own.
  if (done >= STEP_SIZE) yield;
  const allFields = yield* sortByDisplayName(fieldsByName.values(), STEP_SIZE);
  const optional = new Set(listedOptional);
  // Each optional field listed once, with the view of all fields: that list, filtered, is already in order.
  const sharesViews =
    optional.size === listedOptional.length &&
    listedOptional.every((view) => fieldsByName.get(view.fieldName) === view);
  const optionalFields =
    object.optionalFieldsAuto === 'all'
      ? allFields.filter((f) => !requiredNames.has(f.fieldName))
      : sharesViews
        ? allFields.filter((f) => optional.has(f))
        : yield* sortByDisplayName(listedOptional, STEP_SIZE);
  return {
    requiredFields,
    optionalFields,
    allFields,
    fieldsByName,
    valueMappingCandidates: allFields.filter(
      (f) => (f.valueType === 'singleSelect' || f.valueType === 'multiSelect') && f.values.length > 0,
    ),
    skippedFields,
  };
}
