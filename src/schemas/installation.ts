import * as z from 'zod/mini';
import { configSchema } from './config.ts';
import { connectionSchema, groupSchema } from './connection.ts';
import { knownOrOther } from './knownOrOther.ts';
import { optionalString, stringSchema } from './scalars.ts';

/** An installation: an integration bound to a group and a connection, with its config. */
export const installationSchema = z.looseObject({
  id: stringSchema,
  projectId: stringSchema,
  integrationId: stringSchema,
  group: z.optional(groupSchema),
  healthStatus: knownOrOther(['healthy', 'unhealthy']),
  lastOperationStatus: z.optional(knownOrOther(['success', 'failure', 'in_progress'])),
  connection: connectionSchema,
  createTime: stringSchema,
  createdBy: stringSchema,
  config: configSchema,
  updateTime: optionalString,
});

/** The response of "list installations". */
export const installationListSchema = z.array(installationSchema);

export type Installation = z.infer<typeof installationSchema>;
