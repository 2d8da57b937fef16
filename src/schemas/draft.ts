import * as z from 'zod/mini';
import { configContentSchema } from './config.ts';
import { optionalString } from './scalars.ts';

/** What the user wants an installation to be: the config content, plus the connection and attribution. */
export const configDraftSchema = z.object({
  connectionId: optionalString,
  createdBy: optionalString,
  content: configContentSchema,
});

export type ConfigDraft = z.infer<typeof configDraftSchema>;
