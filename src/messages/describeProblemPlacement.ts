import type { ProblemPlacement, ServerIssuePlacement } from '../core/mapProblemToFields.ts';
import type { ErrorMessages } from './errorMessages.ts';
import { wordServiceIssue } from './wordServiceIssue.ts';

/**
 * Puts the server issues of a failed save, as `mapProblemToFields` (core) placed them, in the user's words: each at a field
 * from the rule of the contract its setting falls under (`wordServiceIssue`), else a plain sentence. The service's
 * own words and its property paths are never shown here (the save's error keeps them, for its details); the same
 * sentence is listed once.
 */
export function describeProblemPlacement(
  placement: ServerIssuePlacement,
  messages: ErrorMessages,
): ProblemPlacement {
  return {
    fieldIssues: placement.fieldIssues.map(({ path }) => ({
      path,
      message: wordServiceIssue(path, messages),
    })),
    // Not on this form (another object, the request itself): a plain sentence, the details say which.
    formIssues: placement.formIssues.length > 0 ? [messages['error.settingRejected']] : [],
  };
}
