import * as z from 'zod/mini';
import { defaultPeriodSchema } from './config.ts';
import { isJsonObject } from './isJsonObject.ts';
import { keptList } from './keptList.ts';
import { nameRecord } from './nameRecord.ts';
import { optionalBoolean, optionalString, stringSchema } from './scalars.ts';

const manifestEventSchema = z.optional(z.looseObject({ enabled: optionalString }));

/** A subscribe object of an integration's manifest: what a user may subscribe to, with its defaults. */
export const manifestSubscribeObjectSchema = z.looseObject({
  objectName: stringSchema,
  destination: stringSchema,
  inheritFieldsAndMapping: optionalBoolean,
  createEvent: manifestEventSchema,
  updateEvent: z.optional(
    z.looseObject({
      enabled: optionalString,
      watchFieldsAuto: optionalString,
      requiredWatchFields: z.optional(z.array(stringSchema)),
    }),
  ),
  deleteEvent: manifestEventSchema,
  otherEvents: z.optional(z.array(stringSchema)),
});

const fieldEntryShape = {
  fieldName: optionalString,
  mapToName: optionalString,
  mapToDisplayName: optionalString,
  default: optionalString,
  prompt: optionalString,
};

/**
 * The two shapes of a field entry (docs/contract.md, "Field entries and metadata"): an existing provider field (`fieldName`, with its `displayName` where
 * the entry is hydrated) or a mapping prompt (`mapToName`); one entry may carry both.
 */
const fieldEntryRule = (hydrated: boolean) =>
  z.superRefine<{ fieldName?: string; mapToName?: string; displayName?: string }>((field, ctx) => {
    if (field.fieldName === undefined && field.mapToName === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'A field entry needs fieldName or mapToName',
        path: ['fieldName'],
      });
    } else if (hydrated && field.fieldName !== undefined && field.displayName === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'An existing provider field (fieldName) needs its displayName',
        path: ['displayName'],
      });
    }
  });

/** A field entry of a manifest read object: an existing provider field (`fieldName`) or a mapping prompt (`mapToName`). */
export const integrationFieldSchema = /* @__PURE__ */ z
  .looseObject(fieldEntryShape)
  .check(fieldEntryRule(false));

/** A read object of an integration's manifest: what the builder offers to read, before hydration. */
export const manifestReadObjectSchema = z.looseObject({
  objectName: stringSchema,
  destination: stringSchema,
  schedule: stringSchema,
  mapToName: optionalString,
  mapToDisplayName: optionalString,
  requiredFields: z.optional(z.array(integrationFieldSchema)),
  optionalFields: z.optional(z.array(integrationFieldSchema)),
  optionalFieldsAuto: z.optional(z.literal('all')),
  backfill: z.optional(z.looseObject({ defaultPeriod: defaultPeriodSchema })),
  enabled: optionalString,
});

/** A write object of an integration's manifest. */
export const manifestWriteObjectSchema = z.looseObject({
  objectName: stringSchema,
  inheritMapping: optionalBoolean,
  valueDefaults: z.optional(z.looseObject({ allowAnyFields: optionalBoolean })),
});

// The proxy section, alike in a manifest and in its hydrated revision.
const proxySchema = z.optional(z.looseObject({ enabled: optionalBoolean, useModule: optionalBoolean }));

// What a revision and a hydrated revision both carry, at the top and at the top of `content`.
const revisionHeader = { id: stringSchema, specVersion: stringSchema, createTime: stringSchema };
const revisionContentHeader = {
  name: stringSchema,
  provider: stringSchema,
  displayName: optionalString,
  module: optionalString,
};

/**
 * A revision of an integration's manifest; only what the widget reads is checked, the rest is kept as sent. Its
 * objects are kept as sent, so that one that does not match its schema fails only itself (docs/contract.md,
 * "Strict in what we send, tolerant in what we accept"): `buildRevisionObjects` checks each subscribe object where it shows it (read and write
 * objects are shown from the hydrated revision).
 */
export const revisionSchema = z.looseObject({
  ...revisionHeader,
  content: z.looseObject({
    ...revisionContentHeader,
    read: z.optional(z.looseObject({ objects: z.optional(keptList<ManifestReadObject>()) })),
    write: z.optional(z.looseObject({ objects: z.optional(keptList<ManifestWriteObject>()) })),
    proxy: proxySchema,
    subscribe: z.optional(z.looseObject({ objects: z.optional(keptList<ManifestSubscribeObject>()) })),
  }),
});

/** An integration, with the revision to hydrate in `latestRevision`. */
export const integrationSchema = z.looseObject({
  id: stringSchema,
  projectId: stringSchema,
  name: stringSchema,
  provider: stringSchema,
  createTime: stringSchema,
  updateTime: optionalString,
  latestRevision: revisionSchema,
});

/** One value of a select-type field. */
export const fieldValueSchema = z.looseObject({
  value: stringSchema,
  displayValue: stringSchema,
});

/** The field value types the contract lists (any other is read as `other`). */
export const FIELD_VALUE_TYPES = [
  'string',
  'boolean',
  'singleSelect',
  'multiSelect',
  'date',
  'datetime',
  'int',
  'float',
  'reference',
  'other',
] as const;

/** Live metadata of one provider field. */
export const fieldMetadataSchema = z.looseObject({
  fieldName: stringSchema,
  displayName: stringSchema,
  // A type the contract does not list yet (`currency`) is shown as `other` (docs/contract.md, "Strict in what we send, tolerant in what we accept").
  valueType: z.catch(z.optional(z.literal(FIELD_VALUE_TYPES)), 'other'),
  providerType: optionalString,
  readOnly: optionalBoolean,
  isCustom: optionalBoolean,
  isRequired: optionalBoolean,
  referenceTo: z.optional(z.array(stringSchema)),
  values: z.optional(z.array(fieldValueSchema)),
});

/**
 * A field entry of a hydrated object: an existing provider field (has `fieldName`) or a mapping prompt (has
 * `mapToName` only). docs/contract.md, "Field entries and metadata": tell them apart by the presence of `fieldName`; one entry may carry both.
 */
export const hydratedFieldSchema = /* @__PURE__ */ z
  .looseObject({ ...fieldEntryShape, displayName: optionalString })
  .check(fieldEntryRule(true));

/**
 * A field entry as the widget reads it from a hydrated object, one entry at a time: like
 * {@link hydratedFieldSchema}, but an existing field without `displayName` is shown by its metadata or name
 * (tolerant in what we accept) rather than left out.
 */
export const hydratedFieldEntrySchema = z
  .looseObject({ ...fieldEntryShape, displayName: optionalString })
  .check(fieldEntryRule(false));

/** A read object of a hydrated revision, with live field metadata or a per-object `error`. */
export const hydratedReadObjectSchema = z.looseObject({
  objectName: stringSchema,
  displayName: stringSchema,
  destination: stringSchema,
  schedule: stringSchema,
  error: optionalString,
  mapToName: optionalString,
  mapToDisplayName: optionalString,
  requiredFields: z.optional(z.array(hydratedFieldSchema)),
  optionalFields: z.optional(z.array(hydratedFieldSchema)),
  optionalFieldsAuto: z.optional(z.literal('all')),
  allFieldsMetadata: z.optional(nameRecord(fieldMetadataSchema)),
  allFields: z.optional(z.array(hydratedFieldSchema)),
  backfill: z.optional(z.looseObject({ defaultPeriod: defaultPeriodSchema })),
  enabled: optionalString,
});

/** A write object of a hydrated revision. */
export const hydratedWriteObjectSchema = z.looseObject({
  objectName: stringSchema,
  displayName: stringSchema,
  valueDefaults: z.optional(z.looseObject({ allowAnyFields: optionalBoolean })),
});

/** A revision enriched with live field metadata from the consumer's connected account (as the mock builds it). */
export const hydratedRevisionSchema = /* @__PURE__ */ z.looseObject({
  ...revisionHeader,
  content: z.looseObject({
    ...revisionContentHeader,
    read: z.optional(z.looseObject({ objects: z.optional(z.array(hydratedReadObjectSchema)) })),
    write: z.optional(z.looseObject({ objects: z.optional(z.array(hydratedWriteObjectSchema)) })),
    proxy: proxySchema,
  }),
});

const anyObject = z.custom<Record<string, unknown>>(isJsonObject, { error: 'Expected an object' });
// A list whose entries are checked later, one by one: `z.array(z.unknown())` would walk and copy each of them.
const anyList = z.custom<unknown[]>(Array.isArray, { error: 'Expected an array' });

/**
 * What the client checks of a hydrated revision up front: the revision itself and that its object lists are
 * lists. Each object is checked on its own (`hydratedReadObjectHeaderSchema`, then field by field, when it is
 * first opened), so one object the widget cannot read fails only itself (docs/contract.md, "Hydrated object errors").
 */
export const hydratedRevisionShellSchema = z.looseObject({
  ...revisionHeader,
  content: z.looseObject({
    ...revisionContentHeader,
    read: z.optional(z.looseObject({ objects: z.optional(anyList) })),
    write: z.optional(z.looseObject({ objects: z.optional(anyList) })),
    proxy: proxySchema,
  }),
});

// An optional text where a value of another type is dropped rather than failing the object.
const optionalText = z.catch(optionalString, undefined);

/**
 * The part of a hydrated read object the widget needs before any field: its name and, unless hydrating it failed
 * (`error`, which may come alone with `objectName`), destination and schedule. Field lists stay unchecked here.
 */
export const hydratedReadObjectHeaderSchema = z.looseObject({
  objectName: stringSchema,
  displayName: optionalText,
  error: z.catch(optionalString, 'The service could not load this object.'),
  destination: optionalString,
  schedule: optionalString,
  mapToName: optionalText,
  mapToDisplayName: optionalText,
  requiredFields: z.optional(anyList),
  optionalFields: z.optional(anyList),
  optionalFieldsAuto: z.catch(z.optional(z.literal('all')), undefined),
  allFieldsMetadata: z.optional(anyObject),
  allFields: z.optional(anyList),
  backfill: z.catch(z.optional(z.looseObject({ defaultPeriod: defaultPeriodSchema })), undefined),
});

/** The part of a hydrated write object the widget needs. */
export const hydratedWriteObjectHeaderSchema = z.looseObject({
  objectName: stringSchema,
  displayName: optionalText,
  valueDefaults: z.catch(z.optional(z.looseObject({ allowAnyFields: optionalBoolean })), undefined),
});

export type ManifestSubscribeObject = z.infer<typeof manifestSubscribeObjectSchema>;
export type IntegrationField = z.infer<typeof integrationFieldSchema>;
export type ManifestReadObject = z.infer<typeof manifestReadObjectSchema>;
export type ManifestWriteObject = z.infer<typeof manifestWriteObjectSchema>;
export type Revision = z.infer<typeof revisionSchema>;
export type Integration = z.infer<typeof integrationSchema>;
export type FieldValue = z.infer<typeof fieldValueSchema>;
export type FieldMetadata = z.infer<typeof fieldMetadataSchema>;
export type HydratedField = z.infer<typeof hydratedFieldSchema>;
export type HydratedReadObject = z.infer<typeof hydratedReadObjectSchema>;
export type HydratedWriteObject = z.infer<typeof hydratedWriteObjectSchema>;
export type HydratedRevision = z.infer<typeof hydratedRevisionSchema>;
export type HydratedRevisionShell = z.infer<typeof hydratedRevisionShellSchema>;
export type HydratedReadObjectHeader = z.infer<typeof hydratedReadObjectHeaderSchema>;
