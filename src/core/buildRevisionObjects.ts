import type * as z from 'zod/mini';
import {
  type Action,
  type BackfillConfig,
  type ConfigContent,
  type FieldMappingEntry,
  type MappedValue,
  type ObjectConfigByAction,
  type ReadObjectConfig,
  type SubscribeObjectConfig,
  savedObjectSchemas,
  type WriteObjectConfig,
} from '../schemas/config.ts';
import {
  type FieldMetadata,
  type FieldValue,
  fieldMetadataSchema,
  type HydratedField,
  type HydratedReadObjectHeader,
  type HydratedRevisionShell,
  hydratedFieldEntrySchema,
  hydratedReadObjectHeaderSchema,
  hydratedWriteObjectHeaderSchema,
  type ManifestSubscribeObject,
  manifestSubscribeObjectSchema,
  type Revision,
} from '../schemas/integration.ts';
import { collationKey } from './collationKey.ts';
import { formatIssuePath } from './formatIssuePath.ts';
import { isPlainFieldEntry } from './isPlainFieldEntry.ts';
import { isPlainFieldMetadata } from './isPlainFieldMetadata.ts';
import { ownValue } from './ownValue.ts';

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

/** `compute()` for `raw`, once per object the query cache holds (it keeps an object's identity until it changes). */
function oncePerObject<T>(cache: WeakMap<object, T>, raw: unknown, compute: () => T): T {
  if (typeof raw !== 'object' || raw === null) return compute();
  let value = cache.get(raw);
  if (value === undefined) {
    value = compute();
    cache.set(raw, value);
  }
  return value;
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

function describeIssues(error: z.core.$ZodError, at: (string | number)[]): string {
  const issue = error.issues[0];
  const path = formatIssuePath([...at, ...(issue?.path ?? [])]);
  // zod/mini carries no messages: say what was expected where its issue has no words of its own.
  const message =
    issue?.message !== 'Invalid input'
      ? (issue?.message ?? 'invalid')
      : issue.code === 'invalid_type'
        ? `expected ${issue.expected}`
        : issue.code;
  return `${path ? `${path}: ` : ''}${message}`;
}

const nameIn = (value: unknown, key: string): string | undefined => {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
  const name: unknown = (value as Record<string, unknown>)[key];
  return typeof name === 'string' ? name : undefined;
};

// A prompt of the manifest (a field entry with `mapToName` only, `default` suggested) or of `dynamicMappingsInput`
// (its `fieldName` fixed, app values to map with it).
function promptView(
  mapToName: string,
  entry: HydratedField | FieldMappingEntry,
  required: boolean,
  dynamic: boolean,
  suggestedFieldName: string | undefined,
  mappedValues: MappedValue[] = [],
): MappingPromptView {
  const { prompt } = entry;
  const displayName = entry.mapToDisplayName || mapToName;
  return { mapToName, displayName, prompt, required, dynamic, suggestedFieldName, mappedValues };
}

function statusOf(saved: object | undefined, disabled: boolean | undefined, error?: string): ObjectStatus {
  if (error) return 'error';
  if (!saved) return 'notConfigured';
  return disabled ? 'disabled' : 'enabled';
}

/** The parts of a read object's view that come from its field entries alone. */
type ReadObjectFields = Pick<
  ReadObjectView,
  | 'requiredFields'
  | 'optionalFields'
  | 'allFields'
  | 'fieldsByName'
  | 'valueMappingCandidates'
  | 'skippedFields'
>;

/** The entries of `requiredFields` and `optionalFields`: all the mapping prompts need. */
interface FieldEntries {
  requiredEntries: HydratedField[];
  optionalEntries: HydratedField[];
  skippedFields: SkippedField[];
}

/** Entries read per step of building an object's field lists: a few milliseconds of work. */
const STEP_SIZE = 1000;

// Each entry is checked against its schema only when the cheap check of a well-formed one does not accept it:
// the schema then reads it tolerantly, or says why it is left out.
function readEntries(
  list: unknown[] | undefined,
  at: string,
  skippedFields: SkippedField[],
  offset = 0,
): HydratedField[] {
  const entries: HydratedField[] = [];
  (list ?? []).forEach((raw, index) => {
    if (isPlainFieldEntry(raw)) {
      entries.push(raw);
      return;
    }
    const parsed = hydratedFieldEntrySchema.safeParse(raw);
    if (parsed.success) entries.push(parsed.data);
    else
      skippedFields.push({
        fieldName: nameIn(raw, 'fieldName') ?? nameIn(raw, 'mapToName'),
        reason: describeIssues(parsed.error, [at, offset + index]),
      });
  });
  return entries;
}

const entriesOfObject = new WeakMap<HydratedReadObjectHeader, FieldEntries>();

// The required and optional entries, apart from the (much longer) metadata and `allFields`: the object list
// shows what a saved config misses of the required prompts without building any object's field lists.
function fieldEntries(object: HydratedReadObjectHeader): FieldEntries {
  return oncePerObject(entriesOfObject, object, () => {
    const skippedFields: SkippedField[] = [];
    return {
      requiredEntries: readEntries(object.requiredFields, 'requiredFields', skippedFields),
      optionalEntries: readEntries(object.optionalFields, 'optionalFields', skippedFields),
      skippedFields,
    };
  });
}

// The page's default locale and its collator, the same for every list, made once and only when needed. The first
// collator of a page loads the collation data (about 30 ms, four times that on a phone's CPU), which a list whose
// names all have keys never needs; the locale is read from plural rules, whose data is a fraction of that.
// `localeCompare` with options would build a new collator per call: about a second for 5,000 fields.
let defaultLocale: string | undefined;
let nameCollator: Intl.Collator | undefined;
const collator = () =>
  (nameCollator ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }));

/** Field views sorted by display name, as the collator orders them, ties by API name; keys made in steps. */
function* sortByDisplayName(views: Iterable<FieldView>): Generator<void, FieldView[]> {
  defaultLocale ??= new Intl.PluralRules().resolvedOptions().locale;
  // Most names have a key compared with `<`, many times cheaper than the collator (collationKey.ts).
  const keyed: { view: FieldView; key: string | undefined }[] = [];
  for (const view of views) {
    if (keyed.push({ view, key: collationKey(view.displayName, defaultLocale) }) % STEP_SIZE === 0) yield;
  }
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  keyed.sort(
    (a, b) =>
      (a.key !== undefined && b.key !== undefined
        ? order(a.key, b.key)
        : collator().compare(a.view.displayName, b.view.displayName)) ||
      order(a.view.fieldName, b.view.fieldName),
  );
  return keyed.map(({ view }) => view);
}

// Builds the field lists a step at a time (`yield` after each STEP_SIZE entries), so a caller can spread 5,000
// fields over several short tasks (`ReadObjectView.prepareFields`); read at once, it runs to the end.
function* buildFields(object: HydratedReadObjectHeader): Generator<void, ReadObjectFields> {
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
        reason: describeIssues(parsed.error, ['allFieldsMetadata', fieldName]),
      });
  }
  const { requiredEntries, optionalEntries, skippedFields: entryNotes } = fieldEntries(object);
  skippedFields.push(...entryNotes);
  const fieldsByName = new Map<string, FieldView>();
  for (const [fieldName, meta] of metadata) {
    if (++done % STEP_SIZE === 0) yield;
    fieldsByName.set(fieldName, fieldView(fieldName, meta));
  }
  const allEntries = object.allFields ?? [];
  for (let from = 0; from < allEntries.length; from += STEP_SIZE) {
    if (from > 0) yield;
    const slice = readEntries(allEntries.slice(from, from + STEP_SIZE), 'allFields', skippedFields, from);
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
  const allFields = yield* sortByDisplayName(fieldsByName.values());
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
        : yield* sortByDisplayName(listedOptional);
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

// Field lists depend on the hydrated object only. Cached by it, they are checked, built (and 5,000 fields sorted)
// once per revision and only for an object that is opened, not again whenever the saved config changes (a save,
// a poll), and keep their identity, so the pickers' own derived data (search index, counts) is not rebuilt either.
// A build spread over several tasks and one read at once share the same steps.
interface FieldBuild {
  steps: Generator<void, ReadObjectFields>;
  fields?: ReadObjectFields;
}
const fieldBuilds = new WeakMap<HydratedReadObjectHeader, FieldBuild>();

/** Runs the next step of the object's field lists' build; the lists once they are built. */
function stepFields(object: HydratedReadObjectHeader): ReadObjectFields | undefined {
  const build = oncePerObject<FieldBuild>(fieldBuilds, object, () => ({ steps: buildFields(object) }));
  if (!build.fields) {
    const step = build.steps.next();
    if (step.done) build.fields = step.value;
  }
  return build.fields;
}

function readObjectFields(object: HydratedReadObjectHeader): ReadObjectFields {
  for (;;) {
    const fields = stepFields(object);
    if (fields) return fields;
  }
}

function mappingPrompts(fields: FieldEntries, dynamicInputs: FieldMappingEntry[]): MappingPromptView[] {
  const fromManifest = (entries: HydratedField[], required: boolean) =>
    entries.flatMap((e) =>
      e.mapToName !== undefined && e.fieldName === undefined
        ? [promptView(e.mapToName, e, required, false, e.default)]
        : [],
    );
  const prompts = [
    ...fromManifest(fields.requiredEntries, true),
    ...fromManifest(fields.optionalEntries, false),
  ];
  const promptsByName = new Map(prompts.map((p) => [p.mapToName, p]));
  for (const entry of dynamicInputs) {
    const existing = promptsByName.get(entry.mapToName);
    if (!existing) {
      const prompt = promptView(entry.mapToName, entry, false, true, entry.fieldName, entry.mappedValues);
      prompts.push(prompt);
      promptsByName.set(entry.mapToName, prompt);
    } else if (existing.mappedValues.length === 0 && entry.mappedValues?.length) {
      // The manifest asks for the field; the dynamic input adds the app values to map for it.
      existing.mappedValues = entry.mappedValues;
    }
  }
  return prompts;
}

const noInputs: FieldMappingEntry[] = [];

// The field lists of an object whose live metadata is still loading: none yet.
const noFields: ReadObjectFields = {
  requiredFields: [],
  optionalFields: [],
  allFields: [],
  fieldsByName: new Map(),
  valueMappingCandidates: [],
  skippedFields: [],
};

// Prompts keep their identity across rebuilds with the same inputs (a save, a poll), so what is derived from
// them (the mapping suggestions over 5,000 fields) is not derived again.
const promptsOfObject = new WeakMap<
  HydratedReadObjectHeader,
  { dynamicInputs: FieldMappingEntry[]; prompts: MappingPromptView[] }
>();

function readObjectView(
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
    displayName: object.displayName || object.objectName,
    status: statusOf(saved, saved?.disabled, failure.error),
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
      return fieldEntries(object).requiredEntries.flatMap((entry) => entry.fieldName ?? []);
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
    prepareFields: () => !fieldsLoading && stepFields(object) !== undefined,
    get mappingPrompts() {
      const cached = promptsOfObject.get(object);
      if (cached?.dynamicInputs === dynamicInputs) return cached.prompts;
      const prompts = mappingPrompts(fieldEntries(object), dynamicInputs);
      promptsOfObject.set(object, { dynamicInputs, prompts });
      return prompts;
    },
    saved,
  };
}

type Checked<T> = { ok: true; value: T; error: string | undefined } | { ok: false; reason: string };

const noFailure: ObjectFailure = { error: undefined, errorSource: undefined };
const failedIn = (errorSource: ObjectErrorSource, error: string): ObjectFailure => ({ error, errorSource });

// Why a saved object config cannot be read (`''`: it can).
const savedObjectIssues = new WeakMap<object, string>();

function savedObjectIssue(action: keyof typeof savedObjectSchemas, objectName: string, raw: unknown): string {
  return oncePerObject(savedObjectIssues, raw, () => {
    const parsed = savedObjectSchemas[action].safeParse(raw);
    return parsed.success ? '' : describeIssues(parsed.error, [action, 'objects', objectName]);
  });
}

/** The saved config of one object, or why the object cannot be edited. */
interface SavedObjectConfig<A extends keyof ObjectConfigByAction> {
  config: ObjectConfigByAction[A] | undefined;
  failure: ObjectFailure;
}

/**
 * The saved config of one object, checked on its own (the installation's schema keeps one that does not match
 * as sent, so that no save drops or rewrites it): the config, or why the object cannot be edited.
 */
function savedObjectConfig<A extends keyof ObjectConfigByAction>(
  saved: ConfigContent | undefined,
  action: A,
  objectName: string,
): SavedObjectConfig<A> {
  const objects = saved?.[action]?.objects as Readonly<Record<string, ObjectConfigByAction[A]>> | undefined;
  const config = ownValue(objects, objectName);
  const issue = config === undefined ? '' : savedObjectIssue(action, objectName, config);
  return issue === ''
    ? { config, failure: noFailure }
    : { config: undefined, failure: failedIn('installation', issue) };
}

/** An object of a list as its schema reads it, or why it does not match. */
function checkObject<T>(schema: z.ZodMiniType<T>, raw: unknown, action: Action, index: number): Checked<T> {
  const parsed = schema.safeParse(raw);
  return parsed.success
    ? { ok: true, value: parsed.data, error: undefined }
    : { ok: false, reason: describeIssues(parsed.error, [action, 'objects', index]) };
}

const checkedReadObjects = new WeakMap<object, Checked<HydratedReadObjectHeader>>();

// The header of one hydrated read object, checked once per object of a revision.
function checkReadObject(raw: unknown, index: number): Checked<HydratedReadObjectHeader> {
  return oncePerObject(checkedReadObjects, raw, () => {
    const checked = checkObject(hydratedReadObjectHeaderSchema, raw, 'read', index);
    if (!checked.ok) return checked;
    const header = checked.value;
    // Without a hydration error, the object must say where its records go and how often it is read.
    const missing = header.error
      ? undefined
      : header.destination === undefined
        ? 'destination'
        : header.schedule === undefined
          ? 'schedule'
          : undefined;
    return {
      ...checked,
      error: header.error ?? (missing && `The service sent no ${missing} for this object.`),
    };
  });
}

/**
 * Derives the view models the pickers render from a hydrated revision, the integration's manifest (for
 * subscribe objects) and the saved config; `dynamicMappingsInput` comes from the host or the saved config. Each
 * object is checked on its own: one the widget cannot read becomes an `error` view (or, without a name, an
 * `invalid` entry), a field entry it cannot read is left out with a `skippedFields` note; nothing else is lost.
 * Never throws for any JSON in `hydrated`'s object lists.
 *
 * Without `hydrated` (its live metadata still loading), the read and write objects are those of the manifest,
 * marked `fieldsLoading`: the form can be drawn while the provider's fields load.
 */
export function buildRevisionObjects(
  hydrated: HydratedRevisionShell | undefined,
  manifest: Revision | undefined,
  saved: ConfigContent | undefined,
  dynamicMappingsInput: Readonly<Record<string, FieldMappingEntry[]>> = {},
): RevisionObjects {
  const invalid: InvalidObject[] = [];
  // Calls `show` for each object of an action's list that can be shown, with its check and its saved config:
  // one without a name cannot be shown, and one listed again under a name cannot be told apart from the first
  // (a subscribe object that does not match its schema is reported as such: it is checked only here).
  const eachShown = <A extends Action, T extends { objectName: string }>(
    action: A,
    list: readonly unknown[] | undefined,
    check: (raw: unknown, index: number) => Checked<T>,
    show: (objectName: string, checked: Checked<T>, saved: SavedObjectConfig<A>) => void,
  ) => {
    const seen = new Set<string>();
    (list ?? []).forEach((raw, index) => {
      const checked = check(raw, index);
      const objectName = checked.ok ? checked.value.objectName : nameIn(raw, 'objectName');
      const reason = checked.ok ? undefined : checked.reason;
      if (objectName !== undefined && !seen.has(objectName)) {
        seen.add(objectName);
        show(objectName, checked, savedObjectConfig(saved, action, objectName));
        return;
      }
      const again = objectName !== undefined && (action !== 'subscribe' || reason === undefined);
      invalid.push({
        action,
        index,
        reason: again ? `${objectName} is listed more than once` : (reason ?? 'invalid'),
      });
    });
  };

  const fieldsLoading = hydrated === undefined;
  const revision = hydrated ?? manifest;
  // An object the manifest lists wrongly is the integration's to fix; one of the hydrated revision, the service's.
  const revisionSource: ObjectErrorSource = fieldsLoading ? 'integration' : 'revision';
  const read: ReadObjectView[] = [];
  eachShown(
    'read',
    revision?.content.read?.objects,
    checkReadObject,
    (objectName, checked, { config, failure }) => {
      if (!checked.ok) {
        const failed = failedIn(revisionSource, checked.reason);
        read.push(readObjectView({ objectName }, failed, config, noInputs, fieldsLoading));
        return;
      }
      const inputs = ownValue(dynamicMappingsInput, objectName) ?? config?.dynamicMappingsInput ?? noInputs;
      // The hydration error first: with it, even a readable saved config cannot be edited.
      const shown = checked.error ? failedIn(revisionSource, checked.error) : failure;
      read.push(readObjectView(checked.value, shown, config, inputs, fieldsLoading));
    },
  );
  const displayNames = new Map(read.map((o) => [o.objectName, o.displayName]));

  const write: WriteObjectView[] = [];
  eachShown(
    'write',
    revision?.content.write?.objects,
    (raw, index) => checkObject(hydratedWriteObjectHeaderSchema, raw, 'write', index),
    (objectName, checked, { config, failure }) => {
      const shown = checked.ok ? failure : failedIn(revisionSource, checked.reason);
      write.push({
        action: 'write',
        objectName,
        displayName: (checked.ok && checked.value.displayName) || objectName,
        status: statusOf(config, false, shown.error),
        ...shown,
        fieldsLoading,
        allowAnyFields: checked.ok && checked.value.valueDefaults?.allowAnyFields === true,
        saved: config,
      });
    },
  );

  const subscribe: SubscribeObjectView[] = [];
  // The integration's schema keeps a manifest object that does not match as sent: checked here, on its own.
  eachShown(
    'subscribe',
    manifest?.content.subscribe?.objects,
    (raw, index) => checkObject(manifestSubscribeObjectSchema, raw, 'subscribe', index),
    (objectName, checked, { config, failure }) => {
      const shown = checked.ok ? failure : failedIn('integration', checked.reason);
      subscribe.push({
        action: 'subscribe',
        objectName,
        displayName: displayNames.get(objectName) ?? objectName,
        status: statusOf(config, false, shown.error),
        ...shown,
        fieldsLoading,
        manifest: checked.ok ? checked.value : { objectName, destination: '' },
        saved: config,
      });
    },
  );
  return { read, write, subscribe, invalid };
}
