// @vitest-environment node
import { askHostRanker } from '../../src/core/askHostRanker.ts';
import type { MappingRanker } from '../../src/core/mergeHostRanking.ts';
import type { MappingSuggestion, SuggestionField } from '../../src/core/suggestMappings.ts';

const fields: SuggestionField[] = ['sales_region__c', 'billingstate'].map((fieldName) => ({
  fieldName,
  displayName: fieldName,
  valueType: 'string',
  values: [],
}));
const prompts = [{ mapToName: 'salesRegion', displayName: 'Sales region' }];
const ours = new Map<string, MappingSuggestion>([
  [
    'salesRegion',
    { candidates: [{ fieldName: 'sales_region__c', score: 1, reason: 'sameName' }], confident: true },
  ],
]);
const answer = { salesRegion: [{ fieldName: 'billingstate', score: 1, reason: 'Regions are states here' }] };
const first = async (ranker: MappingRanker, timeoutMs = 50, signal = new AbortController().signal) =>
  (await askHostRanker({ ranker, timeoutMs }, prompts, fields, ours, signal)).get('salesRegion')
    ?.candidates[0];

describe('askHostRanker', () => {
  it.each([
    ['answers at once', () => answer, 'billingstate'],
    ['answers in a promise', async () => answer, 'billingstate'],
    [
      'throws',
      () => {
        throw new Error('no model');
      },
      'sales_region__c',
    ],
    ['rejects', () => Promise.reject(new Error('no model')), 'sales_region__c'],
    ['answers nothing', () => undefined as never, 'sales_region__c'],
    ['is late', () => new Promise<never>(() => undefined), 'sales_region__c'],
  ] as [string, MappingRanker, string][])('the ranker %s', async (_case, ranker, expected) => {
    expect((await first(ranker))?.fieldName).toBe(expected);
  });

  it("asks with the widget's candidates and every field, and aborts the ranker's signal once late", async () => {
    let asked: Parameters<MappingRanker>[0] | undefined;
    await first((request) => {
      asked = request;
      return new Promise<never>(() => undefined);
    }, 10);
    expect(asked?.prompts[0]?.candidates.map((c) => c.fieldName)).toEqual(['sales_region__c']);
    expect(asked?.fields).toBe(fields);
    expect(asked?.signal.aborted).toBe(true);
  });

  it('resolves with the widget’s own suggestions when the caller aborts', async () => {
    const caller = new AbortController();
    const pending = first(() => new Promise<never>(() => undefined), 10_000, caller.signal);
    caller.abort();
    expect((await pending)?.fieldName).toBe('sales_region__c');
  });
});
