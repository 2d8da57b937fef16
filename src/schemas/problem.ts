import * as z from 'zod/mini';
import { integerSchema } from './config.ts';
import { nameRecord } from './nameRecord.ts';

/** One invalid input named by a validation problem (`in` + `name` locate it, e.g. `changes[0].value`). */
export const inputValidationIssueSchema = z.looseObject({
  type: z.optional(z.string()),
  title: z.optional(z.string()),
  detail: z.optional(z.string()),
  in: z.optional(z.string()),
  name: z.optional(z.string()),
  value: z.optional(z.unknown()),
});

/** An RFC 9457 problem document with the service's extensions (`requestId`, `remedy`, `retryable`, `issues`, ...). */
export const problemSchema = z.looseObject({
  type: z.optional(z.string()),
  href: z.optional(z.string()),
  title: z.optional(z.string()),
  status: z.optional(integerSchema),
  detail: z.optional(z.string()),
  instance: z.optional(z.string()),
  subsystem: z.optional(z.string()),
  time: z.optional(z.string()),
  requestId: z.optional(z.string()),
  causes: z.optional(z.array(z.string())),
  remedy: z.optional(z.string()),
  supportEmail: z.optional(z.string()),
  supportPhone: z.optional(z.string()),
  supportUrl: z.optional(z.string()),
  retryable: z.optional(z.boolean()),
  retryAfter: z.optional(z.string()),
  context: z.optional(nameRecord(z.unknown())),
  issues: z.optional(z.array(inputValidationIssueSchema)),
});

export type InputValidationIssue = z.infer<typeof inputValidationIssueSchema>;
export type Problem = z.infer<typeof problemSchema>;
