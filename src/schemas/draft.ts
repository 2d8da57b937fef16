import * as z from 'zod/mini';
import { configContentSchema } from './config.ts';

/** What the user wants an installation to be: the config content, plus the connection and attribution. */
export const configDraftSchema = z.object({
  connectionId: z.optional(z.string()),
  createdBy: z.optional(z.string()),
  content: configContentSchema,
});

export type ConfigDraft = z.infer<typeof configDraftSchema>;
