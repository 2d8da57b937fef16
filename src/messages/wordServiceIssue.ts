import type { ErrorMessages } from './errorMessages.ts';

/**
 * One issue the service raised about a setting, in the user's words: from the rule of the contract the setting
 * at `path` (inside an object's config) falls under (docs/contract.md; the rules the form cannot check before
 * saving), else a plain sentence (a failed sample read: the save bar offers to save without it). The service's own text is never returned: it belongs in the details for support.
 */
export function wordServiceIssue(path: readonly string[], messages: ErrorMessages): string {
  const at = (property: string) => path.includes(property);
  return messages[
    at('quotaOptimization')
      ? 'error.rule.quotaOptimization'
      : at('deleteEvent')
        ? 'error.rule.deleteEvent'
        : at('providerOptions')
          ? 'error.rule.providerOption'
          : 'error.valueRejected'
  ];
}
