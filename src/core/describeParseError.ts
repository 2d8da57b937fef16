import type * as z from 'zod/mini';
import { formatIssuePath } from './formatIssuePath.ts';

/**
 * The first issue of a failed parse as developers read it, its path prefixed with `at` where the parsed part
 * sits in the response (`allFieldsMetadata.Rating.displayName: expected string`).
 */
export function describeParseError(error: z.core.$ZodError, at: (string | number)[]): string {
  const issue = error.issues[0];
  const path = formatIssuePath([...at, ...(issue?.path ?? [])]);
  // zod/mini carries no messages: say what was expected where its issue has no words of its own.
  const message =
    issue?.message !== 'Invalid input'
      ? (issue?.message ?? 'invalid')
      : issue.code === 'invalid_type'
        ? `expected ${issue.expected}`
        : issue.code;
  return `${path ? `${path}: ` : ''}${message}`;
}
