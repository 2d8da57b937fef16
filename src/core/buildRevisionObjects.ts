import type {
  BackfillConfig,
  ConfigContent,
  FieldMappingEntry,
  FieldMetadata,
  FieldValue,
  HydratedField,
  HydratedReadObject,
  HydratedRevision,
  ManifestSubscribeObject,
  MappedValue,
  ReadObjectConfig,
  Revision,
  SubscribeObjectConfig,
  WriteObjectConfig,
} from '../schemas/index.ts';

/** A provider field as the pickers show it. */
export interface FieldView {
  fieldName: string;
  displayName: string;
  valueType: FieldMetadata['valueType'];
  providerType: string | undefined;
  readOnly: boolean;
  isCustom: boolean;
  isRequired: boolean;
  referenceTo: string[];
  values: FieldValue[];
  /** For a required field the builder delivers under another name. */
  mapToName: string | undefined;
}

/** A field of the app the user maps a provider field to (`selectedFieldMappings[mapToName]`). */
export interface MappingPromptView {
  mapToName: string;
  displayName: string;
  prompt: string | undefined;
  required: boolean;
  /** From `dynamicMappingsInput` rather than the manifest. */
  dynamic: boolean;
  /** The provider field suggested by the builder (`default`) or fixed by a dynamic entry (`fieldName`). */
  suggestedFieldName: string | undefined;
  /** App values the user maps to provider values (`selectedValueMappings`), when the prompt has them. */
  mappedValues: MappedValue[];
}

/** How an object stands in the saved config. */
export type ObjectStatus = 'enabled' | 'disabled' | 'notConfigured' | 'error';

/** A read object of the revision, merged with live metadata and the saved config. */
export interface ReadObjectView {
  action: 'read';
  objectName: string;
  displayName: string;
  status: ObjectStatus;
  error: string | undefined;
  destination: string;
  defaultSchedule: string;
  defaultBackfill: BackfillConfig | undefined;
  /** The manifest lets the user read every field (`optionalFieldsAuto: all`). */
  allowsAllFields: boolean;
  requiredFields: FieldView[];
  optionalFields: FieldView[];
  allFields: FieldView[];
  fieldsByName: ReadonlyMap<string, FieldView>;
  mappingPrompts: MappingPromptView[];
  /** Select-type fields, whose values can be mapped to the app's values. */
  valueMappingCandidates: FieldView[];
  saved: ReadObjectConfig | undefined;
}

/** A write object of the revision with its saved config. */
export interface WriteObjectView {
  action: 'write';
  objectName: string;
  displayName: string;
  status: ObjectStatus;
  allowAnyFields: boolean;
  saved: WriteObjectConfig | undefined;
}

/** A subscribe object of the manifest with its saved config. */
export interface SubscribeObjectView {
  action: 'subscribe';
  objectName: string;
  displayName: string;
  status: ObjectStatus;
  manifest: ManifestSubscribeObject;
  saved: SubscribeObjectConfig | undefined;
}

/** Every configurable object of a revision, per action. */
export interface RevisionObjects {
  read: ReadObjectView[];
  write: WriteObjectView[];
  subscribe: SubscribeObjectView[];
}

function fieldView(fieldName: string, metadata: FieldMetadata | undefined, entry?: HydratedField): FieldView {
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

function promptFromEntry(entry: HydratedField, required: boolean): MappingPromptView | undefined {
  if (entry.mapToName === undefined || entry.fieldName !== undefined) return undefined;
  return {
    mapToName: entry.mapToName,
    displayName: entry.mapToDisplayName || entry.mapToName,
    prompt: entry.prompt,
    required,
    dynamic: false,
    suggestedFieldName: entry.default,
    mappedValues: [],
  };
}

function promptFromDynamic(entry: FieldMappingEntry): MappingPromptView {
  return {
    mapToName: entry.mapToName,
    displayName: entry.mapToDisplayName || entry.mapToName,
    prompt: entry.prompt,
    required: false,
    dynamic: true,
    suggestedFieldName: entry.fieldName,
    mappedValues: entry.mappedValues ?? [],
  };
}

function statusOf(saved: object | undefined, disabled: boolean | undefined, error?: string): ObjectStatus {
  if (error) return 'error';
  if (!saved) return 'notConfigured';
  return disabled ? 'disabled' : 'enabled';
}

/** The parts of a read object's view that come from the hydrated revision alone. */
type ReadObjectFields = Pick<
  ReadObjectView,
  'requiredFields' | 'optionalFields' | 'allFields' | 'fieldsByName' | 'valueMappingCandidates'
>;

// Field lists depend on the hydrated object only. Cached by it, they are built (and 5,000 fields sorted) once
// per revision, not again whenever the saved config changes (a save, a poll), and keep their identity, so the
// pickers' own derived data (search index, counts) is not rebuilt either.
const fieldsOfObject = new WeakMap<HydratedReadObject, ReadObjectFields>();

function readObjectFields(object: HydratedReadObject): ReadObjectFields {
  const cached = fieldsOfObject.get(object);
  if (cached) return cached;
  const metadata = object.allFieldsMetadata ?? {};
  const fieldsByName = new Map<string, FieldView>();
  for (const [fieldName, meta] of Object.entries(metadata))
    fieldsByName.set(fieldName, fieldView(fieldName, meta));
  for (const entry of object.allFields ?? []) {
    if (entry.fieldName !== undefined && !fieldsByName.has(entry.fieldName)) {
      fieldsByName.set(entry.fieldName, fieldView(entry.fieldName, undefined, entry));
    }
  }
  const listed = (entries: HydratedField[] | undefined): FieldView[] =>
    (entries ?? []).flatMap((entry) => {
      if (entry.fieldName === undefined) return [];
      const view = fieldView(entry.fieldName, metadata[entry.fieldName], entry);
      if (!fieldsByName.has(entry.fieldName)) fieldsByName.set(entry.fieldName, view);
      return [view];
    });
  // One collator for the whole sort: `localeCompare` with options builds a new one per call, which costs
  // about a second for 5,000 fields.
  const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  const byDisplayName = (a: FieldView, b: FieldView) =>
    collator.compare(a.displayName, b.displayName) ||
    (a.fieldName < b.fieldName ? -1 : a.fieldName > b.fieldName ? 1 : 0);
  const requiredFields = listed(object.requiredFields);
  const requiredNames = new Set(requiredFields.map((f) => f.fieldName));
  const allFields = [...fieldsByName.values()].sort(byDisplayName);
  const optionalFields =
    object.optionalFieldsAuto === 'all'
      ? allFields.filter((f) => !requiredNames.has(f.fieldName))
      : listed(object.optionalFields).sort(byDisplayName);
  const fields: ReadObjectFields = {
    requiredFields,
    optionalFields,
    allFields,
    fieldsByName,
    valueMappingCandidates: allFields.filter(
      (f) => (f.valueType === 'singleSelect' || f.valueType === 'multiSelect') && f.values.length > 0,
    ),
  };
  fieldsOfObject.set(object, fields);
  return fields;
}

function readObjectView(
  object: HydratedReadObject,
  saved: ReadObjectConfig | undefined,
  dynamicInputs: FieldMappingEntry[],
): ReadObjectView {
  const prompts: MappingPromptView[] = [
    ...(object.requiredFields ?? []).flatMap((e) => promptFromEntry(e, true) ?? []),
    ...(object.optionalFields ?? []).flatMap((e) => promptFromEntry(e, false) ?? []),
  ];
  const promptsByName = new Map(prompts.map((p) => [p.mapToName, p]));
  for (const entry of dynamicInputs) {
    const existing = promptsByName.get(entry.mapToName);
    if (!existing) {
      const prompt = promptFromDynamic(entry);
      prompts.push(prompt);
      promptsByName.set(entry.mapToName, prompt);
    } else if (existing.mappedValues.length === 0 && entry.mappedValues?.length) {
      // The manifest asks for the field; the dynamic input adds the app values to map for it.
      existing.mappedValues = entry.mappedValues;
    }
  }

  return {
    action: 'read',
    objectName: object.objectName,
    displayName: object.displayName || object.objectName,
    status: statusOf(saved, saved?.disabled, object.error),
    error: object.error,
    destination: object.destination,
    defaultSchedule: object.schedule,
    defaultBackfill: object.backfill,
    allowsAllFields: object.optionalFieldsAuto === 'all',
    ...readObjectFields(object),
    mappingPrompts: prompts,
    saved,
  };
}

/**
 * Derives the view models the pickers render from a hydrated revision, the integration's manifest (for
 * subscribe objects) and the saved config; `dynamicMappingsInput` comes from the host or the saved config.
 */
export function buildRevisionObjects(
  hydrated: HydratedRevision,
  manifest: Revision | undefined,
  saved: ConfigContent | undefined,
  dynamicMappingsInput: Record<string, FieldMappingEntry[]> = {},
): RevisionObjects {
  const readObjects = hydrated.content.read?.objects ?? [];
  const displayNames = new Map(readObjects.map((o) => [o.objectName, o.displayName || o.objectName]));
  const read = readObjects.map((object) => {
    const savedObject = saved?.read?.objects[object.objectName];
    const inputs = dynamicMappingsInput[object.objectName] ?? savedObject?.dynamicMappingsInput ?? [];
    return readObjectView(object, savedObject, inputs);
  });
  const write = (hydrated.content.write?.objects ?? []).map((object): WriteObjectView => {
    const savedObject = saved?.write?.objects?.[object.objectName];
    return {
      action: 'write',
      objectName: object.objectName,
      displayName: object.displayName || object.objectName,
      status: statusOf(savedObject, false),
      allowAnyFields: object.valueDefaults?.allowAnyFields === true,
      saved: savedObject,
    };
  });
  const manifestObjects: ManifestSubscribeObject[] = manifest?.content.subscribe?.objects ?? [];
  const subscribe = manifestObjects.map((object): SubscribeObjectView => {
    const savedObject = saved?.subscribe?.objects[object.objectName];
    return {
      action: 'subscribe',
      objectName: object.objectName,
      displayName: displayNames.get(object.objectName) ?? object.objectName,
      status: statusOf(savedObject, false),
      manifest: object,
      saved: savedObject,
    };
  });
  return { read, write, subscribe };
}
