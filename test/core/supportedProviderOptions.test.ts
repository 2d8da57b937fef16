import { supportedProviderOptions } from '../../src/core/supportedProviderOptions.ts';

describe('supportedProviderOptions', () => {
  it.each([
    ['salesforce', ['quotaOptimization'], ['useProviderFlows']],
    ['hubspot', [], []],
    ['__proto__', [], []],
  ])('%s: object %j, subscription-wide %j', (provider, object, subscribe) => {
    expect(supportedProviderOptions(provider)).toEqual({ object, subscribe });
  });
});
