// How providers spell their names where a key alone would not say it; a Map, as the key is the service's data
// (any string, `__proto__` included).
const brands = new Map([
  ['hubspot', 'HubSpot'],
  ['salesforce', 'Salesforce'],
]);

/**
 * A provider as the user reads it, from its key (`hubspot` → "HubSpot", `ms-dynamics` → "Ms Dynamics"): the
 * contract sends no provider display name, and a key shown as it is reads as an internal.
 */
export function providerWords(provider: string): string {
  return (
    brands.get(provider) ??
    provider
      .replace(/[-_]+/g, ' ')
      .trim()
      .replace(/(^|\s)\S/g, (first) => first.toUpperCase())
  );
}
