/**
 * A readable label for an API name that came without one, until (or unless) a display name is known:
 * "companyName" → "Company Name", "invoice__c" → "Invoice", "hs_lead_status" → "Hs lead status"; also a value
 * the contract does not list, such as a status ("waiting_for_x" → "Waiting for x"). A name that
 * already reads as a label is kept, its first letter in capitals.
 */
export function humanizeName(name: string): string {
  // Without a Salesforce-style suffix (`__c`, `__r`...), split on camel case, `_` and `-`.
  const label = name
    .replace(/__[a-z]+$/i, '')
    .replace(/([a-z\d])(?=[A-Z])|[_-]+/g, '$1 ')
    .trim();
  return label ? label.charAt(0).toUpperCase() + label.slice(1) : name;
}
