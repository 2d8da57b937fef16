import { z } from 'zod';

/** A filter value: the contract allows string, boolean or number. */
export const readFilterValueSchema = z.union([z.string(), z.boolean(), z.number()]);

/** One filter condition on a field; the only operator is `eq`. */
export const readFilterSchema = z.looseObject({
  fieldName: z.string(),
  operator: z.literal('eq'),
  value: readFilterValueSchema.optional(),
});

/** A provider-specific filter expression; cannot be combined with `fieldFilters`. */
export const rawFilterSchema = z.looseObject({
  type: z.string(),
  filter: z.string(),
});

/** How far back the first read goes: `days` (0 = no backfill) or `fullHistory`. */
export const defaultPeriodSchema = z.looseObject({
  days: z.number().int().min(0).optional(),
  fullHistory: z.boolean().optional(),
});

/** Backfill settings of a read object. */
export const backfillConfigSchema = z.looseObject({
  defaultPeriod: defaultPeriodSchema,
  fieldFilters: z.array(readFilterSchema).optional(),
  rawFilter: rawFilterSchema.optional(),
});

/** One value of the app that a user maps to a provider value. */
export const mappedValueSchema = z.looseObject({
  mappedValue: z.string(),
  mappedDisplayValue: z.string(),
});

/** A dynamic mapping prompt (Field Mapping Entry). */
export const fieldMappingEntrySchema = z.looseObject({
  mapToName: z.string(),
  mapToDisplayName: z.string().optional(),
  prompt: z.string().optional(),
  mappedValues: z.array(mappedValueSchema).optional(),
  fieldName: z.string().optional(),
});

/** The read config of one object in an installation. */
export const readObjectConfigSchema = z.looseObject({
  objectName: z.string(),
  schedule: z.string().optional(),
  disabled: z.boolean().optional(),
  destination: z.string().optional(),
  selectedFields: z.record(z.string(), z.boolean()),
  selectedValueMappings: z.record(z.string(), z.record(z.string(), z.string())).optional(),
  dynamicMappingsInput: z.array(fieldMappingEntrySchema).optional(),
  selectedFieldMappings: z.record(z.string(), z.string()),
  selectedFieldsAuto: z.literal('all').optional(),
  backfill: backfillConfigSchema.optional(),
  fieldFilters: z.array(readFilterSchema).optional(),
  rawFilter: rawFilterSchema.optional(),
});

/** Deprecated per-field write default (`selectedValueDefaults`). */
export const valueDefaultSchema = z.looseObject({
  value: z.union([z.string(), z.number().int(), z.boolean()]),
  applyOnUpdate: z.enum(['always', 'never']).optional(),
});

/** The default value of a written field: exactly one typed value (checked by the input rules). */
export const fieldSettingDefaultSchema = z.looseObject({
  stringValue: z.string().optional(),
  integerValue: z.number().int().optional(),
  booleanValue: z.boolean().optional(),
});

/** How one field is written: its default and when the default applies. */
export const fieldSettingSchema = z.looseObject({
  default: fieldSettingDefaultSchema.optional(),
  writeOnCreate: z.enum(['always', 'never']).optional(),
  writeOnUpdate: z.enum(['always', 'never', 'ifEmpty']).optional(),
});

/** The write config of one object in an installation. */
export const writeObjectConfigSchema = z.looseObject({
  objectName: z.string(),
  deletionSettings: z.looseObject({ enabled: z.boolean() }).optional(),
  selectedValueDefaults: z.record(z.string(), valueDefaultSchema).optional(),
  selectedFieldSettings: z.record(z.string(), fieldSettingSchema).optional(),
});

const eventEnabledSchema = z.enum(['always', 'never']);

/** Create or delete event settings of a subscribe object. */
export const subscribeEventSchema = z.looseObject({ enabled: eventEnabledSchema });

/** Update event settings of a subscribe object. */
export const updateEventSchema = z.looseObject({
  enabled: eventEnabledSchema,
  watchFieldsAuto: z.literal('all').optional(),
  requiredWatchFields: z.array(z.string()).optional(),
});

/** Per-object provider-specific subscribe options. */
export const subscribeObjectProviderOptionsSchema = z.looseObject({
  quotaOptimization: z.looseObject({ enabled: z.boolean() }).optional(),
});

/** The subscribe config of one object in an installation. */
export const subscribeObjectConfigSchema = z.looseObject({
  objectName: z.string(),
  destination: z.string(),
  inheritFieldsAndMappings: z.boolean().nullable(),
  createEvent: subscribeEventSchema.optional(),
  updateEvent: updateEventSchema.optional(),
  deleteEvent: subscribeEventSchema.optional(),
  otherEvents: z.array(z.string()).optional(),
  providerOptions: subscribeObjectProviderOptionsSchema.optional(),
});

/** Subscribe-level (whole installation) provider options. */
export const subscribeProviderOptionsSchema = z.looseObject({
  useProviderFlows: z.looseObject({ enabled: z.boolean() }).optional(),
});

/** What an installation reads, writes, subscribes to, and whether the proxy is on. */
export const configContentSchema = z.looseObject({
  provider: z.string(),
  read: z.looseObject({ objects: z.record(z.string(), readObjectConfigSchema) }).optional(),
  write: z.looseObject({ objects: z.record(z.string(), writeObjectConfigSchema).optional() }).optional(),
  proxy: z.looseObject({ enabled: z.boolean().optional() }).optional(),
  subscribe: z
    .looseObject({
      objects: z.record(z.string(), subscribeObjectConfigSchema),
      providerOptions: subscribeProviderOptionsSchema.optional(),
    })
    .optional(),
});

/** An installation's config as the service returns it. */
export const configSchema = z.looseObject({
  id: z.string(),
  revisionId: z.string(),
  createTime: z.string(),
  createdBy: z.string(),
  content: configContentSchema,
});

/** The three kinds of object config. */
export const actionSchema = z.enum(['read', 'write', 'subscribe']);

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
