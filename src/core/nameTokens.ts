import { foldText } from './foldText.ts';

// Salesforce-style suffixes of custom fields and relationships (`__c`, `__r`, `__pc`...).
const PROVIDER_SUFFIX = /__[a-z]{1,3}$/i;
// camelCase and PascalCase boundaries, acronyms included: "numEmployees", "ARRAmount", "hsLeadStatus2".
const CASE_BOUNDARY = /(\p{Ll}|\p{N})(?=\p{Lu})|(\p{Lu})(?=\p{Lu}\p{Ll})/gu;
const SEPARATOR = /[^\p{L}\p{N}]+/u;

/**
 * The words of a field or app field name, in any script, folded for comparison: split on camelCase, `_`, spaces
 * and punctuation, without a `__c`-style suffix ("Customer_Tier__c" → ["customer", "tier"]).
 */
export function nameTokens(name: string): string[] {
  const split = name.replace(PROVIDER_SUFFIX, '').replace(CASE_BOUNDARY, '$1$2 ');
  return foldText(split)
    .split(SEPARATOR)
    .filter((token) => token !== '');
}
