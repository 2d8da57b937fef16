import * as z from 'zod/mini';
import { actionSchema } from './config.ts';
import { parseUpdateMaskPath } from './parseUpdateMaskPath.ts';
import { configContentInputSchema, partialConfigContentInputSchema } from './rules.ts';
import { optionalString, stringSchema } from './scalars.ts';
import { valueAtPath } from './valueAtPath.ts';

// Refinements rather than `z.regex` and `z.minLength`: each of those kinds of check adds its own code to the
// main entry for one use, where a refinement (already there for other rules) says the same.
const pointerSchema = z
  .string()
  .check(
    z.refine((path) => path.startsWith('/'), 'A JSON Pointer relative to the object config starts with /'),
  );
const idSchema = stringSchema.check(z.refine((id) => id !== '', 'Must not be empty'));
/** A list of at least one item. */
const nonEmpty = (message: string) => z.refine<readonly unknown[]>((list) => list.length > 0, message);

/**
 * One JSON Patch operation (RFC 6902); the service accepts only add, remove and replace. One object checked
 * field by field rather than `z.discriminatedUnion`, a schema kind that ships for this one list: an unknown `op`
 * is rejected at `changes[i].op`, add/replace without `value` at `changes[i].value`, and the output is a union
 * told apart by `op` (a `value` sent with remove is dropped, as an unknown key is).
 */
export const jsonPatchOperationSchema = z.pipe(
  z
    .object({
      op: z.literal(['add', 'replace', 'remove']),
      path: pointerSchema,
      value: z.optional(z.unknown()),
    })
    .check(
      z.superRefine((operation, ctx) => {
        if (operation.op !== 'remove' && !('value' in operation)) {
          ctx.addIssue({ code: 'custom', message: `${operation.op} needs a value`, path: ['value'] });
        }
      }),
    ),
  z.transform(({ op, path, value }) => (op === 'remove' ? { op, path } : { op, path, value })),
);

/** Body of "update an installation object": one object's config changed with JSON Patch. */
export const patchObjectRequestSchema = z
  .object({
    groupRef: z.optional(idSchema),
    installationId: z.optional(idSchema),
    action: actionSchema,
    changes: z.array(jsonPatchOperationSchema).check(nonEmpty('changes needs at least one operation')),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.groupRef === undefined && body.installationId === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'Either groupRef or installationId is required',
          path: ['groupRef'],
        });
      } else if (body.groupRef !== undefined && body.installationId !== undefined) {
        // docs/contract.md, "Object patches": one of the two, never both; the issue names the extra id.
        ctx.addIssue({
          code: 'custom',
          message: 'Send either groupRef or installationId, not both; remove installationId',
          path: ['installationId'],
        });
      }
    }),
  );

/** The update-mask paths the service accepts (docs/contract.md, "Update masks"); `*` is one object name. */
const allowedUpdateMaskPaths: readonly (readonly string[])[] = [
  ['connectionId'],
  ['config', 'createdBy'],
  ['config', 'content', 'read', 'objects', '*'],
  ['config', 'content', 'write', 'objects', '*'],
  ['config', 'content', 'write', 'objects'],
  ['config', 'content', 'subscribe', 'objects', '*'],
  ['config', 'content', 'subscribe', 'objects'],
  ['config', 'content', 'subscribe', 'providerOptions'],
  ['config', 'content', 'proxy', 'enabled'],
];

/** Whether an update-mask path, split into its segments (`parseUpdateMaskPath`), is one the service accepts. */
export function isAllowedUpdateMaskPath(segments: readonly string[]): boolean {
  return allowedUpdateMaskPaths.some(
    (allowed) =>
      allowed.length === segments.length &&
      allowed.every((part, index) => part === '*' || part === segments[index]),
  );
}

/**
 * Body of "update an installation": an update mask and the values it names. Every mask path must be one the
 * service accepts and have a value in `installation` (operation 1, rules 1 and 3).
 */
export const updateInstallationRequestSchema = z
  .object({
    updateMask: z.array(stringSchema).check(nonEmpty('updateMask needs at least one path')),
    installation: z.object({
      connectionId: optionalString,
      config: z.optional(
        z.object({
          revisionId: optionalString,
          createdBy: optionalString,
          content: z.optional(partialConfigContentInputSchema),
        }),
      ),
    }),
  })
  .check(
    z.superRefine((body, ctx) => {
      body.updateMask.forEach((path, index) => {
        const segments = parseUpdateMaskPath(path);
        if (!isAllowedUpdateMaskPath(segments)) {
          ctx.addIssue({
            code: 'custom',
            message: `${path} is not an allowed update mask path`,
            path: ['updateMask', index],
          });
        } else if (valueAtPath(body.installation, segments) == null) {
          ctx.addIssue({
            code: 'custom',
            message: `The update mask names ${path}, but installation has no value there`,
            path: ['updateMask', index],
          });
        }
      });
    }),
  );

/** Body of "create an installation" for a group. */
export const createInstallationRequestSchema = z.object({
  groupRef: idSchema,
  connectionId: optionalString,
  config: z.object({
    revisionId: optionalString,
    createdBy: optionalString,
    content: configContentInputSchema,
  }),
});

export type JsonPatchOperation = z.infer<typeof jsonPatchOperationSchema>;
export type PatchObjectRequest = z.infer<typeof patchObjectRequestSchema>;
export type UpdateInstallationRequest = z.infer<typeof updateInstallationRequestSchema>;
export type CreateInstallationRequest = z.infer<typeof createInstallationRequestSchema>;
