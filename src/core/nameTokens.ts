import { foldText } from './foldText.ts';

// Salesforce-style suffixes of custom fields and relationships (`__c`, `__r`, `__pc`...).
const PROVIDER_SUFFIX = /__[a-z]{1,3}$/i;
// camelCase and PascalCase boundaries, acronyms included: "numEmployees", "ARRAmount", "hsLeadStatus2".
const CASE_BOUNDARY = /(\p{Ll}|\p{N})(?=\p{Lu})|(\p{Lu})(?=\p{Lu}\p{Ll})/gu;
const SEPARATOR = /[^\p{L}\p{N}]+/u;
// The same for plain ASCII, most names: several times faster than the Unicode classes.
const ASCII = /^[ -~]*$/;
const ASCII_CASE_BOUNDARY = /([a-z0-9])(?=[A-Z])|([A-Z])(?=[A-Z][a-z])/g;
const ASCII_SEPARATOR = /[^a-z0-9]+/;

/**
 * The words of a field or app field name, in any script, folded for comparison: split on `_`, spaces and
 * punctuation, and on camelCase in a name without spaces, without a `__c`-style suffix ("Customer_Tier__c" →
 * ["customer", "tier"]; "numEmployees" → ["num", "employees"]; "HubSpot Score" → ["hubspot", "score"]).
 */
export function nameTokens(name: string): string[] {
  const ascii = ASCII.test(name);
  const bare = name.replace(PROVIDER_SUFFIX, '');
  // A name written with spaces keeps its words whole: "HubSpot Score", "LinkedIn URL" are brand names.
  const split = /\s/.test(bare) ? bare : bare.replace(ascii ? ASCII_CASE_BOUNDARY : CASE_BOUNDARY, '$1$2 ');
  return (ascii ? split.toLowerCase() : foldText(split))
    .split(ascii ? ASCII_SEPARATOR : SEPARATOR)
    .filter((token) => token !== '');
}
