import * as z from 'zod/mini';
import { nameRecord } from './nameRecord.ts';
import { booleanSchema, optionalBoolean, optionalString, stringSchema } from './scalars.ts';

/**
 * A whole number: a type check (`z.custom`) rather than `z.int()`, whose number-format machinery costs the headless
 * bundle about 0.4 KB for this one check, or `z.number()` with a refinement, a schema kind of its own for it.
 */
export const integerSchema = z.custom<number>(Number.isSafeInteger, { error: 'Must be a whole number' });

// A JSON value (what `JSON.parse` returns): checked by hand, as zod's own JSON schema would add a recursive
// union, records and lazy schemas to every bundle.
const isJsonValue = (value: unknown): boolean =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  Number.isFinite(value) ||
  (Array.isArray(value)
    ? value.every(isJsonValue)
    : typeof value === 'object' && Object.values(value).every(isJsonValue));

/**
 * A raw filter's expression: any JSON value. Typed one level deep (not as zod's recursive JSON type), so the
 * form's path types stay finite.
 */
export type RawFilterExpression = string | number | boolean | null | unknown[] | { [key: string]: unknown };

// The scalar unions below are type checks (`z.custom`) rather than `z.union`s of scalar schemas: the same
// values pass and fail (with the same "Invalid input"), without the union's code in every bundle.
const isText = (value: unknown): value is string => typeof value === 'string';
const isYesNo = (value: unknown): value is boolean => typeof value === 'boolean';

/** A filter value: the contract allows string, boolean or number. */
export const readFilterValueSchema = z.custom<string | boolean | number>(
  (value) => isText(value) || isYesNo(value) || Number.isFinite(value),
);

/** One filter condition on a field; the only operator is `eq`. */
export const readFilterSchema = z.looseObject({
  fieldName: stringSchema,
  operator: z.literal('eq'),
  value: z.optional(readFilterValueSchema),
});

/**
 * A provider-specific filter expression; cannot be combined with `fieldFilters`. The contract gives `filter` no
 * type: most providers take text, some a JSON query, so any JSON value is kept as the service sent it.
 */
export const rawFilterSchema = z.looseObject({
  type: stringSchema,
  filter: z.custom<RawFilterExpression>(isJsonValue, {
    error: 'Expected a JSON value',
  }),
});

/** How far back the first read goes: `days` (0 = no backfill) or `fullHistory`. */
export const defaultPeriodSchema = z.looseObject({
  days: z.optional(integerSchema.check(z.refine((days) => days >= 0, 'Must be 0 or more'))),
  fullHistory: optionalBoolean,
});

/** Backfill settings of a read object. */
export const backfillConfigSchema = z.looseObject({
  defaultPeriod: defaultPeriodSchema,
  fieldFilters: z.optional(z.array(readFilterSchema)),
  rawFilter: z.optional(rawFilterSchema),
});

/** One value of the app that a user maps to a provider value. */
export const mappedValueSchema = z.looseObject({
  mappedValue: stringSchema,
  mappedDisplayValue: stringSchema,
});

/** A dynamic mapping prompt (Field Mapping Entry). */
export const fieldMappingEntrySchema = z.looseObject({
  mapToName: stringSchema,
  mapToDisplayName: optionalString,
  prompt: optionalString,
  mappedValues: z.optional(z.array(mappedValueSchema)),
  fieldName: optionalString,
});

// The read config's properties, shared by the request and the response schema.
const readObjectConfigShape = {
  objectName: stringSchema,
  schedule: optionalString,
  disabled: optionalBoolean,
  destination: optionalString,
  selectedFields: nameRecord(booleanSchema),
  selectedValueMappings: z.optional(nameRecord(nameRecord(stringSchema))),
  dynamicMappingsInput: z.optional(z.array(fieldMappingEntrySchema)),
  selectedFieldMappings: nameRecord(stringSchema),
  selectedFieldsAuto: z.optional(z.literal('all')),
  backfill: z.optional(backfillConfigSchema),
  fieldFilters: z.optional(z.array(readFilterSchema)),
  rawFilter: z.optional(rawFilterSchema),
};

/** The read config of one object in an installation. */
export const readObjectConfigSchema = z.looseObject(readObjectConfigShape);

/** Deprecated per-field write default (`selectedValueDefaults`). */
export const valueDefaultSchema = z.looseObject({
  value: z.custom<string | number | boolean>(
    (value) => isText(value) || isYesNo(value) || Number.isSafeInteger(value),
  ),
  applyOnUpdate: z.optional(z.literal(['always', 'never'])),
});

/** The default value of a written field: exactly one typed value (checked by the input rules). */
export const fieldSettingDefaultSchema = z.looseObject({
  stringValue: optionalString,
  integerValue: z.optional(integerSchema),
  booleanValue: optionalBoolean,
});

/** How one field is written: its default and when the default applies. */
export const fieldSettingSchema = z.looseObject({
  default: z.optional(fieldSettingDefaultSchema),
  writeOnCreate: z.optional(z.literal(['always', 'never'])),
  writeOnUpdate: z.optional(z.literal(['always', 'never', 'ifEmpty'])),
});

/** The write config of one object in an installation. */
export const writeObjectConfigSchema = z.looseObject({
  objectName: stringSchema,
  deletionSettings: z.optional(z.looseObject({ enabled: booleanSchema })),
  selectedValueDefaults: z.optional(nameRecord(valueDefaultSchema)),
  selectedFieldSettings: z.optional(nameRecord(fieldSettingSchema)),
});

const eventEnabledSchema = z.literal(['always', 'never']);

/** Create or delete event settings of a subscribe object. */
export const subscribeEventSchema = z.looseObject({ enabled: eventEnabledSchema });

/** Update event settings of a subscribe object. */
export const updateEventSchema = z.looseObject({
  enabled: eventEnabledSchema,
  watchFieldsAuto: z.optional(z.literal('all')),
  requiredWatchFields: z.optional(z.array(stringSchema)),
});

/** Per-object provider-specific subscribe options. */
export const subscribeObjectProviderOptionsSchema = z.looseObject({
  quotaOptimization: z.optional(z.looseObject({ enabled: booleanSchema })),
});

/** The subscribe config of one object in an installation. */
export const subscribeObjectConfigSchema = z.looseObject({
  objectName: stringSchema,
  destination: stringSchema,
  // `null`: not chosen yet.
  inheritFieldsAndMappings: z.custom<boolean | null>((value) => value === null || isYesNo(value)),
  createEvent: z.optional(subscribeEventSchema),
  updateEvent: z.optional(updateEventSchema),
  deleteEvent: z.optional(subscribeEventSchema),
  otherEvents: z.optional(z.array(stringSchema)),
  providerOptions: z.optional(subscribeObjectProviderOptionsSchema),
});

/** Subscribe-level (whole installation) provider options. */
export const subscribeProviderOptionsSchema = z.looseObject({
  useProviderFlows: z.optional(z.looseObject({ enabled: booleanSchema })),
});

// A map that reads as empty when missing: through the pipe and transform the maps use anyway, rather than
// `z._default`, a schema kind of its own in every bundle for these two keys.
const mapOrEmpty = <V extends z.ZodMiniType>(value: V) =>
  z.pipe(
    z.optional(nameRecord(value)),
    z.transform((map) => map ?? {}),
  );

/**
 * A read object config as the service returns it (docs/contract.md, "Strict in what we send, tolerant in what we accept"): the OpenAPI file's
 * own examples omit `selectedFieldMappings` and sometimes `selectedFields`, which then read as empty maps.
 */
export const readObjectConfigResponseSchema = z.looseObject({
  ...readObjectConfigShape,
  selectedFields: mapOrEmpty(booleanSchema),
  selectedFieldMappings: mapOrEmpty(stringSchema),
});

interface ObjectSchemas {
  read: z.ZodMiniType<ReadObjectConfig>;
  write: z.ZodMiniType<WriteObjectConfig>;
  subscribe: z.ZodMiniType<SubscribeObjectConfig>;
}

/** Each saved object config as the service returns it, checked on its own. */
export const savedObjectSchemas = {
  read: readObjectConfigResponseSchema,
  write: writeObjectConfigSchema,
  subscribe: subscribeObjectConfigSchema,
} satisfies ObjectSchemas;

// @__NO_SIDE_EFFECTS__
function configContentOf(objects: ObjectSchemas, keepInvalid: boolean) {
  const objectsOf = <A extends keyof ObjectSchemas>(action: A) =>
    nameRecord(objects[action], { keepInvalid });
  return z.looseObject({
    provider: stringSchema,
    read: z.optional(z.looseObject({ objects: objectsOf('read') })),
    write: z.optional(z.looseObject({ objects: z.optional(objectsOf('write')) })),
    proxy: z.optional(z.looseObject({ enabled: optionalBoolean })),
    subscribe: z.optional(
      z.looseObject({
        objects: objectsOf('subscribe'),
        providerOptions: z.optional(subscribeProviderOptionsSchema),
      }),
    ),
  });
}

/** What an installation reads, writes, subscribes to, and whether the proxy is on, as a request sends it. */
export const configContentSchema = configContentOf(
  { read: readObjectConfigSchema, write: writeObjectConfigSchema, subscribe: subscribeObjectConfigSchema },
  false,
);

/**
 * A config content as the service returns it: missing maps of saved read objects read as empty, and one saved
 * object that does not match its schema fails only itself (docs/contract.md, "Strict in what we send, tolerant in what we accept"): it is
 * kept as sent, so no save drops or rewrites it, and `savedObjectConfig` tells it apart where it is shown.
 */
export const configContentResponseSchema = configContentOf(savedObjectSchemas, true);

/** An installation's config as the service returns it. */
export const configSchema = z.looseObject({
  id: stringSchema,
  revisionId: stringSchema,
  createTime: stringSchema,
  createdBy: stringSchema,
  content: configContentResponseSchema,
});

/** The three kinds of object config. */
export const actionSchema = z.literal(['read', 'write', 'subscribe']);

export type ReadFilterValue = z.infer<typeof readFilterValueSchema>;
export type ReadFilter = z.infer<typeof readFilterSchema>;
export type RawFilter = z.infer<typeof rawFilterSchema>;
export type DefaultPeriod = z.infer<typeof defaultPeriodSchema>;
export type BackfillConfig = z.infer<typeof backfillConfigSchema>;
export type MappedValue = z.infer<typeof mappedValueSchema>;
export type FieldMappingEntry = z.infer<typeof fieldMappingEntrySchema>;
export type ReadObjectConfig = z.infer<typeof readObjectConfigSchema>;
export type ValueDefault = z.infer<typeof valueDefaultSchema>;
export type FieldSettingDefault = z.infer<typeof fieldSettingDefaultSchema>;
export type FieldSetting = z.infer<typeof fieldSettingSchema>;
export type WriteObjectConfig = z.infer<typeof writeObjectConfigSchema>;
export type SubscribeEvent = z.infer<typeof subscribeEventSchema>;
export type UpdateEvent = z.infer<typeof updateEventSchema>;
export type SubscribeObjectProviderOptions = z.infer<typeof subscribeObjectProviderOptionsSchema>;
export type SubscribeObjectConfig = z.infer<typeof subscribeObjectConfigSchema>;
export type SubscribeProviderOptions = z.infer<typeof subscribeProviderOptionsSchema>;
export type ConfigContent = z.infer<typeof configContentSchema>;
export type Config = z.infer<typeof configSchema>;
export type Action = z.infer<typeof actionSchema>;

/** The config of one object, for each action. */
export interface ObjectConfigByAction {
  read: ReadObjectConfig;
  write: WriteObjectConfig;
  subscribe: SubscribeObjectConfig;
}

/** The config of one object of any action. */
export type ObjectConfig = ObjectConfigByAction[Action];
