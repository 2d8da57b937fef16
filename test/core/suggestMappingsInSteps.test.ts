// @vitest-environment node
import type { SuggestionField } from '../../src/core/suggestMappings.ts';
import { suggestMappingsInSteps } from '../../src/core/suggestMappingsInSteps.ts';

const words = ['annual', 'customer', 'billing', 'shipping', 'primary', 'close', 'account', 'owner'];
const nouns = ['revenue', 'tier', 'city', 'status', 'date', 'name', 'score', 'region'];
// 5,000 fields whose names resemble the prompts in parts; one of them is the best match of each prompt.
const fields: SuggestionField[] = Array.from({ length: 5000 }, (_, i) => {
  const name = `${words[i % 8]}_${nouns[Math.floor(i / 8) % 8]}_${Math.floor(i / 64)}`;
  return { fieldName: `${name}__c`, displayName: name.replaceAll('_', ' '), valueType: 'string', values: [] };
});
fields.push({ fieldName: 'Tier__c', displayName: 'Customer Tier', valueType: 'string', values: [] });
const prompts = [
  { mapToName: 'customerTier', displayName: 'Customer tier' },
  { mapToName: 'closeDate', displayName: 'Close date', suggestedFieldName: 'close_date_0__c' },
];

function run(steps: Generator<void, Map<string, unknown>>): { steps: number; result: Map<string, unknown> } {
  let count = 1;
  for (;;) {
    const step = steps.next();
    if (step.done) return { steps: count, result: step.value };
    count++;
  }
}

describe('suggestMappingsInSteps', () => {
  it('spreads 5,000 fields over many steps and ends with each prompt’s suggestions', () => {
    const { steps, result } = run(suggestMappingsInSteps(prompts, fields));
    expect(steps).toBeGreaterThan(10);
    expect([...result.keys()]).toEqual(['customerTier', 'closeDate']);
    expect(result.get('customerTier')).toMatchObject({
      candidates: [{ fieldName: 'Tier__c', reason: 'sameName', score: 1 }, {}, {}, {}, {}],
    });
    expect(result.get('closeDate')).toMatchObject({
      candidates: [{ fieldName: 'close_date_0__c', reason: 'suggested' }, {}, {}, {}, {}],
      confident: true,
    });
  });

  it('gives the same suggestions again, reusing the list’s name shapes', () => {
    const list = [...fields];
    const first = run(suggestMappingsInSteps(prompts, list));
    const again = run(suggestMappingsInSteps(prompts, list));
    expect(again.result).toEqual(first.result);
    expect(again.steps).toBeLessThan(first.steps);
  });

  it('ends at once for no prompts or no fields', () => {
    expect(run(suggestMappingsInSteps([], fields))).toEqual({ steps: 1, result: new Map() });
    expect(run(suggestMappingsInSteps(prompts, [])).result.get('closeDate')).toEqual({
      candidates: [],
      confident: false,
    });
  });
});
