import { z } from 'zod';
import { defaultPeriodSchema } from './config.ts';

/** A revision of an integration's manifest; the manifest content is kept as the service sends it. */
export const revisionSchema = z.looseObject({
  id: z.string(),
  specVersion: z.string(),
  createTime: z.string(),
  content: z.looseObject({
    name: z.string(),
    provider: z.string(),
    displayName: z.string().optional(),
    module: z.string().optional(),
    subscribe: z
      .looseObject({
        objects: z
          .array(
            z.looseObject({
              objectName: z.string(),
              destination: z.string(),
              inheritFieldsAndMapping: z.boolean().optional(),
            }),
          )
          .optional(),
      })
      .optional(),
  }),
});

/** An integration, with the revision to hydrate in `latestRevision`. */
export const integrationSchema = z.looseObject({
  id: z.string(),
  projectId: z.string(),
  name: z.string(),
  provider: z.string(),
  createTime: z.string(),
  updateTime: z.string().optional(),
  latestRevision: revisionSchema,
});

/** One value of a select-type field. */
export const fieldValueSchema = z.looseObject({
  value: z.string(),
  displayValue: z.string(),
});

/** Live metadata of one provider field. */
export const fieldMetadataSchema = z.looseObject({
  fieldName: z.string(),
  displayName: z.string(),
  valueType: z
    .enum([
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
    ])
    .optional(),
  providerType: z.string().optional(),
  readOnly: z.boolean().optional(),
  isCustom: z.boolean().optional(),
  isRequired: z.boolean().optional(),
  referenceTo: z.array(z.string()).optional(),
  values: z.array(fieldValueSchema).optional(),
});

/**
 * A field entry of a hydrated object: an existing provider field (has `fieldName`) or a mapping prompt (has
 * `mapToName` only). CONTRACT.md: tell them apart by the presence of `fieldName`; one entry may carry both.
 */
export const hydratedFieldSchema = z
  .looseObject({
    fieldName: z.string().optional(),
    displayName: z.string().optional(),
    mapToName: z.string().optional(),
    mapToDisplayName: z.string().optional(),
    default: z.string().optional(),
    prompt: z.string().optional(),
  })
  .superRefine((field, ctx) => {
    if (field.fieldName === undefined && field.mapToName === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'A field entry needs fieldName or mapToName',
        path: ['fieldName'],
      });
    }
  });

/** A read object of a hydrated revision, with live field metadata or a per-object `error`. */
export const hydratedReadObjectSchema = z.looseObject({
  objectName: z.string(),
  displayName: z.string(),
  destination: z.string(),
  schedule: z.string(),
  error: z.string().optional(),
  mapToName: z.string().optional(),
  mapToDisplayName: z.string().optional(),
  requiredFields: z.array(hydratedFieldSchema).optional(),
  optionalFields: z.array(hydratedFieldSchema).optional(),
  optionalFieldsAuto: z.literal('all').optional(),
  allFieldsMetadata: z.record(z.string(), fieldMetadataSchema).optional(),
  allFields: z.array(hydratedFieldSchema).optional(),
  backfill: z.looseObject({ defaultPeriod: defaultPeriodSchema }).optional(),
  enabled: z.string().optional(),
});

/** A write object of a hydrated revision. */
export const hydratedWriteObjectSchema = z.looseObject({
  objectName: z.string(),
  displayName: z.string(),
  valueDefaults: z.looseObject({ allowAnyFields: z.boolean().optional() }).optional(),
});

/** A revision enriched with live field metadata from the consumer's connected account. */
export const hydratedRevisionSchema = z.looseObject({
  id: z.string(),
  specVersion: z.string(),
  createTime: z.string(),
  content: z.looseObject({
    name: z.string(),
    provider: z.string(),
    displayName: z.string().optional(),
    module: z.string().optional(),
    read: z.looseObject({ objects: z.array(hydratedReadObjectSchema).optional() }).optional(),
    write: z.looseObject({ objects: z.array(hydratedWriteObjectSchema).optional() }).optional(),
    proxy: z.looseObject({ enabled: z.boolean().optional(), useModule: z.boolean().optional() }).optional(),
  }),
});

export type Revision = z.infer<typeof revisionSchema>;
export type Integration = z.infer<typeof integrationSchema>;
export type FieldValue = z.infer<typeof fieldValueSchema>;
export type FieldMetadata = z.infer<typeof fieldMetadataSchema>;
export type HydratedField = z.infer<typeof hydratedFieldSchema>;
export type HydratedReadObject = z.infer<typeof hydratedReadObjectSchema>;
export type HydratedWriteObject = z.infer<typeof hydratedWriteObjectSchema>;
export type HydratedRevision = z.infer<typeof hydratedRevisionSchema>;
