import * as z from 'zod/mini';
import { integerSchema } from './config.ts';
import { nameRecord } from './nameRecord.ts';
import { optionalBoolean, optionalString, stringSchema } from './scalars.ts';

/** One invalid input named by a validation problem (`in` + `name` locate it, e.g. `changes[0].value`). */
export const inputValidationIssueSchema = z.looseObject({
  type: optionalString,
  title: optionalString,
  detail: optionalString,
  in: optionalString,
  name: optionalString,
  value: z.optional(z.unknown()),
});

/** An RFC 9457 problem document with the service's extensions (`requestId`, `remedy`, `retryable`, `issues`, ...). */
export const problemSchema = z.looseObject({
  type: optionalString,
  href: optionalString,
  title: optionalString,
  status: z.optional(integerSchema),
  detail: optionalString,
  instance: optionalString,
  subsystem: optionalString,
  time: optionalString,
  requestId: optionalString,
  causes: z.optional(z.array(stringSchema)),
  remedy: optionalString,
  supportEmail: optionalString,
  supportPhone: optionalString,
  supportUrl: optionalString,
  retryable: optionalBoolean,
  retryAfter: optionalString,
  context: z.optional(nameRecord(z.unknown())),
  issues: z.optional(z.array(inputValidationIssueSchema)),
});

export type InputValidationIssue = z.infer<typeof inputValidationIssueSchema>;
export type Problem = z.infer<typeof problemSchema>;
