import { z } from 'zod';
import { configContentSchema } from './config.ts';

/** What the user wants an installation to be: the config content, plus the connection and attribution. */
export const configDraftSchema = z.object({
  connectionId: z.string().optional(),
  createdBy: z.string().optional(),
  content: configContentSchema,
});

export type ConfigDraft = z.infer<typeof configDraftSchema>;
