import type { ProblemPlacement, ServerIssuePlacement } from '../core/mapProblemToFields.ts';
import type { ErrorMessages } from './errorMessages.ts';

/**
 * Puts the server issues of a failed save, as `mapProblemToFields` (core) placed them, in the user's words: the
 * service's own, else the messages'. Property paths are never shown; the same text is listed once.
 */
export function describeProblemPlacement(
  placement: ServerIssuePlacement,
  messages: ErrorMessages,
): ProblemPlacement {
  return {
    fieldIssues: placement.fieldIssues.map(({ path, message }) => ({
      path,
      message: message ?? messages['error.valueRejected'],
    })),
    formIssues: [
      ...new Set(placement.formIssues.map(({ message }) => message ?? messages['error.settingRejected'])),
    ],
  };
}
