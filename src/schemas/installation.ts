import { z } from 'zod';
import { configSchema } from './config.ts';
import { connectionSchema, groupSchema } from './connection.ts';

/** An installation: an integration bound to a group and a connection, with its config. */
export const installationSchema = z.looseObject({
  id: z.string(),
  projectId: z.string(),
  integrationId: z.string(),
  group: groupSchema.optional(),
  healthStatus: z.enum(['healthy', 'unhealthy']),
  lastOperationStatus: z.enum(['success', 'failure', 'in_progress']).optional(),
  connection: connectionSchema,
  createTime: z.string(),
  createdBy: z.string(),
  config: configSchema,
  updateTime: z.string().optional(),
});

/** The response of "list installations". */
export const installationListSchema = z.array(installationSchema);

export type Installation = z.infer<typeof installationSchema>;
