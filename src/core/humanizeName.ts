// Salesforce-style suffixes of custom objects and fields (`__c`, `__r`, `__pc`...).
const PROVIDER_SUFFIX = /__[a-z]{1,3}$/i;
const CASE_BOUNDARY = /(\p{Ll}|\p{N})(?=\p{Lu})|(\p{Lu})(?=\p{Lu}\p{Ll})/gu;
const SEPARATOR = /[\s_\-.]+/u;
// Short words written in capitals wherever they appear in a label.
const CAPITALS = new Set(['id', 'url', 'api', 'crm', 'utc']);

/**
 * A readable label for an API name that came without one, until (or unless) a display name is known:
 * "companyName" → "Company name", "invoice__c" → "Invoice", "AccountId" → "Account ID". A name that already
 * holds a space is a label, returned as it is.
 */
export function humanizeName(name: string): string {
  if (/\s/.test(name.trim())) return name.trim();
  const words = name
    .replace(PROVIDER_SUFFIX, '')
    .replace(CASE_BOUNDARY, '$1$2 ')
    .split(SEPARATOR)
    .filter((word) => word !== '');
  if (words.length === 0) return name;
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (CAPITALS.has(lower)) return lower.toUpperCase();
      // An acronym keeps its capitals ("ARR amount").
      if (word.length > 1 && word === word.toUpperCase() && /\p{Lu}/u.test(word)) return word;
      return index === 0 ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    })
    .join(' ');
}
