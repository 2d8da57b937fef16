import { z } from 'zod';
import { actionSchema } from './config.ts';
import { configContentInputSchema, partialConfigContentInputSchema } from './rules.ts';

// zod 4 treats an `unknown` key as required, so add/replace without `value` is rejected at `changes[i].value`.
const pointerSchema = z.string().regex(/^\//, 'A JSON Pointer relative to the object config starts with /');

/** One JSON Patch operation (RFC 6902); the service accepts only add, remove and replace. */
export const jsonPatchOperationSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('add'), path: pointerSchema, value: z.unknown() }),
  z.object({ op: z.literal('replace'), path: pointerSchema, value: z.unknown() }),
  z.object({ op: z.literal('remove'), path: pointerSchema }),
]);

/** Body of "update an installation object": one object's config changed with JSON Patch. */
export const patchObjectRequestSchema = z
  .object({
    groupRef: z.string().min(1).optional(),
    installationId: z.string().min(1).optional(),
    action: actionSchema,
    changes: z.array(jsonPatchOperationSchema).min(1, 'changes needs at least one operation'),
  })
  .superRefine((body, ctx) => {
    if (body.groupRef === undefined && body.installationId === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: 'Either groupRef or installationId is required',
        path: ['groupRef'],
      });
    }
  });

/** Body of "update an installation": an update mask and the values it names. */
export const updateInstallationRequestSchema = z.object({
  updateMask: z.array(z.string()).min(1, 'updateMask needs at least one path'),
  installation: z.object({
    connectionId: z.string().optional(),
    config: z
      .object({
        revisionId: z.string().optional(),
        createdBy: z.string().optional(),
        content: partialConfigContentInputSchema.optional(),
      })
      .optional(),
  }),
});

/** Body of "create an installation" for a group. */
export const createInstallationRequestSchema = z.object({
  groupRef: z.string().min(1),
  connectionId: z.string().optional(),
  config: z.object({
    revisionId: z.string().optional(),
    createdBy: z.string().optional(),
    content: configContentInputSchema,
  }),
});

export type JsonPatchOperation = z.infer<typeof jsonPatchOperationSchema>;
export type PatchObjectRequest = z.infer<typeof patchObjectRequestSchema>;
export type UpdateInstallationRequest = z.infer<typeof updateInstallationRequestSchema>;
export type CreateInstallationRequest = z.infer<typeof createInstallationRequestSchema>;
