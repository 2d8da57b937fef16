/**
 * A provider as the user reads it, from its key (`salesforce` → "Salesforce", `ms-dynamics` → "Ms Dynamics"):
 * the contract sends no provider display name, and a key shown as it is reads as an internal.
 */
export function providerWords(provider: string): string {
  return provider.replace(/[-_]+/g, ' ').replace(/(^|\s)\S/g, (first) => first.toUpperCase());
}
