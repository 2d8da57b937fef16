import type {
  BackfillConfig,
  MappedValue,
  ReadObjectConfig,
  SubscribeObjectConfig,
  WriteObjectConfig,
} from '../schemas/config.ts';
import type { FieldMetadata, FieldValue, ManifestSubscribeObject } from '../schemas/integration.ts';

// The view models `buildRevisionObjects` derives from a hydrated revision, the manifest and the saved config: what
// the pickers and editors render. Types only; each function that builds a part of them has a file of its own.

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

/** A field entry of a hydrated object the widget could not read: left out of the object's lists, with why. */
export interface SkippedField {
  /** The field's name where the entry has one. */
  fieldName: string | undefined;
  /** Where and what is wrong, for developers (`allFieldsMetadata.Rating.displayName: Expected string`). */
  reason: string;
}

/** An object of the revision that cannot be shown at all (it has no name to show it by). */
export interface InvalidObject {
  action: 'read' | 'write' | 'subscribe';
  /** Its position in the revision's list. */
  index: number;
  reason: string;
}

/** How an object stands in the saved config. */
export type ObjectStatus = 'enabled' | 'disabled' | 'notConfigured' | 'error';

/**
 * Which response an object's `error` comes from, so "Try again" loads that one again: the hydrated revision, the
 * installation (its saved config of the object cannot be read) or the integration (its manifest entry cannot).
 */
export type ObjectErrorSource = 'revision' | 'installation' | 'integration';

/** Why an object cannot be edited now; the other objects are not affected. */
export interface ObjectFailure {
  error: string | undefined;
  errorSource: ObjectErrorSource | undefined;
}

/** What every object view says of its data, whatever its action. */
interface ObjectViewBase extends ObjectFailure {
  objectName: string;
  displayName: string;
  status: ObjectStatus;
  /**
   * The live field metadata (the hydrated revision) is still loading: the view is built from the integration's
   * manifest, so its `displayName` is the object's name, its field lists are empty and `prepareFields()` says
   * `false` until the view built from the hydrated revision replaces it. The saved config, schedule, backfill and
   * mapping prompts are there already.
   */
  fieldsLoading: boolean;
}

/** A read object of the revision, merged with live metadata and the saved config. */
export interface ReadObjectView extends ObjectViewBase {
  action: 'read';
  destination: string;
  defaultSchedule: string;
  defaultBackfill: BackfillConfig | undefined;
  /** The manifest lets the user read every field (`optionalFieldsAuto: all`). */
  allowsAllFields: boolean;
  requiredFields: FieldView[];
  /** The names of `requiredFields`, known without building the field lists (a new config selects them). */
  requiredFieldNames: string[];
  optionalFields: FieldView[];
  allFields: FieldView[];
  fieldsByName: ReadonlyMap<string, FieldView>;
  mappingPrompts: MappingPromptView[];
  /** Select-type fields, whose values can be mapped to the app's values. */
  valueMappingCandidates: FieldView[];
  /** Field entries the service sent that could not be read; the object works without them. */
  skippedFields: SkippedField[];
  /**
   * Builds the next part of the field lists (a few milliseconds of work) and says whether they are complete. The
   * lists are built when first read; calling this until it returns `true`, a task at a time, spreads that work
   * so no task blocks the page for long, and the lists are then read at once.
   */
  prepareFields: () => boolean;
  saved: ReadObjectConfig | undefined;
}

/** A write object of the revision with its saved config. */
export interface WriteObjectView extends ObjectViewBase {
  action: 'write';
  allowAnyFields: boolean;
  saved: WriteObjectConfig | undefined;
}

/** A subscribe object of the manifest with its saved config. */
export interface SubscribeObjectView extends ObjectViewBase {
  action: 'subscribe';
  manifest: ManifestSubscribeObject;
  saved: SubscribeObjectConfig | undefined;
}

/** Every configurable object of a revision, per action. */
export interface RevisionObjects {
  read: ReadObjectView[];
  write: WriteObjectView[];
  subscribe: SubscribeObjectView[];
  /** Objects left out because they have no name (or one used twice); every other object works. */
  invalid: InvalidObject[];
}
