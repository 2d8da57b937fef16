import { z } from 'zod';

/** One invalid input named by a validation problem (`in` + `name` locate it, e.g. `changes[0].value`). */
export const inputValidationIssueSchema = z.looseObject({
  type: z.string().optional(),
  title: z.string().optional(),
  detail: z.string().optional(),
  in: z.string().optional(),
  name: z.string().optional(),
  value: z.unknown().optional(),
});

/** An RFC 9457 problem document with the service's extensions (`requestId`, `remedy`, `retryable`, `issues`, ...). */
export const problemSchema = z.looseObject({
  type: z.string().optional(),
  href: z.string().optional(),
  title: z.string().optional(),
  status: z.number().int().optional(),
  detail: z.string().optional(),
  instance: z.string().optional(),
  subsystem: z.string().optional(),
  time: z.string().optional(),
  requestId: z.string().optional(),
  causes: z.array(z.string()).optional(),
  remedy: z.string().optional(),
  supportEmail: z.string().optional(),
  supportPhone: z.string().optional(),
  supportUrl: z.string().optional(),
  retryable: z.boolean().optional(),
  retryAfter: z.string().optional(),
  context: z.record(z.string(), z.unknown()).optional(),
  issues: z.array(inputValidationIssueSchema).optional(),
});

export type InputValidationIssue = z.infer<typeof inputValidationIssueSchema>;
export type Problem = z.infer<typeof problemSchema>;
