/** Provider options and the providers that support them (docs/contract.md, "Provider options": one CRM provider type). */
const SUPPORT: ReadonlyMap<string, { object: readonly string[]; subscribe: readonly string[] }> = new Map([
  ['salesforce', { object: ['quotaOptimization'], subscribe: ['useProviderFlows'] }],
]);

const none = { object: [], subscribe: [] } as const;

/**
 * The provider options a provider supports: per subscribe object (`quotaOptimization`) and subscription-wide
 * (`useProviderFlows`). The service rejects any other option for that provider.
 */
export function supportedProviderOptions(provider: string): {
  object: readonly string[];
  subscribe: readonly string[];
} {
  return SUPPORT.get(provider) ?? none;
}
