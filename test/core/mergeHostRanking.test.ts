// @vitest-environment node
import { type HostRanking, mergeHostRanking } from '../../src/core/mergeHostRanking.ts';
import type { MappingSuggestion, SuggestionField } from '../../src/core/suggestMappings.ts';

const field = (fieldName: string, valueType: SuggestionField['valueType'] = 'string'): SuggestionField => ({
  fieldName,
  displayName: fieldName,
  valueType,
  values: [],
});
const fields = [
  field('region__c'),
  field('billingstate'),
  field('csm__c', 'reference'),
  field('territory__c'),
];
const prompts = [{ mapToName: 'salesRegion', displayName: 'Sales region' }];
const ours = new Map<string, MappingSuggestion>([
  [
    'salesRegion',
    {
      candidates: [
        { fieldName: 'region__c', score: 0.9, reason: 'sameName' },
        { fieldName: 'billingstate', score: 0.5, reason: 'similarName' },
      ],
      confident: true,
    },
  ],
]);
const merged = (host: HostRanking, own = ours) =>
  mergeHostRanking(prompts, fields, own, host).get('salesRegion');
const order = (suggestion: MappingSuggestion | undefined) => suggestion?.candidates.map((c) => c.fieldName);

describe('mergeHostRanking', () => {
  it.each([
    [
      'the host promotes a field the names did not find: first, not sure without their agreement',
      {
        salesRegion: [{ fieldName: 'territory__c', score: 1, reason: 'Regions are territories in this org' }],
      },
      ['territory__c', 'region__c', 'billingstate'],
      false,
    ],
    [
      'the host confirms our best: sure',
      { salesRegion: [{ fieldName: 'region__c', score: 0.95 }] },
      ['region__c', 'billingstate'],
      true,
    ],
    [
      'a field of a type that cannot hold the value stays out, whatever the host says',
      { salesRegion: [{ fieldName: 'csm__c', score: 1 }] },
      ['region__c', 'billingstate'],
      true,
    ],
    [
      'unknown fields and scores that are not numbers are ignored',
      {
        salesRegion: [
          { fieldName: 'nope', score: 1 },
          { fieldName: 'billingstate', score: Number.NaN },
        ],
      },
      ['region__c', 'billingstate'],
      true,
    ],
    [
      'an app field the host left out keeps ours',
      { otherField: [{ fieldName: 'billingstate', score: 1 }] },
      ['region__c', 'billingstate'],
      true,
    ],
    [
      'a Map answer; the host sure of a field the names found too: sure',
      new Map([['salesRegion', [{ fieldName: 'billingstate', score: 1, reason: 'Billing state' }]]]),
      ['billingstate', 'region__c'],
      true,
    ],
  ] as const)('%s', (_case, host, expected, confident) => {
    const suggestion = merged(host);
    expect(order(suggestion)).toEqual(expected);
    expect(suggestion?.confident).toBe(confident);
  });

  it("shows the host's reason where its score leads, and ours elsewhere", () => {
    const suggestion = merged({
      salesRegion: [
        { fieldName: 'territory__c', score: 0.9, reason: '  Regions are territories here  ' },
        { fieldName: 'region__c', score: 0.2, reason: 'Unlikely' },
      ],
    });
    expect(suggestion?.candidates[0]).toMatchObject({
      fieldName: 'territory__c',
      reason: 'host',
      note: 'Regions are territories here',
    });
    expect(suggestion?.candidates.find((c) => c.fieldName === 'region__c')).toMatchObject({
      reason: 'sameName',
    });
  });

  it("keeps the integration's own suggestion first", () => {
    const own = new Map<string, MappingSuggestion>([
      [
        'salesRegion',
        { candidates: [{ fieldName: 'region__c', score: 1, reason: 'suggested' }], confident: true },
      ],
    ]);
    const suggestion = merged({ salesRegion: [{ fieldName: 'territory__c', score: 1 }] }, own);
    expect(order(suggestion)).toEqual(['region__c', 'territory__c']);
    expect(suggestion?.confident).toBe(true);
  });

  it('reads app field names as data: __proto__ is a name', () => {
    const host = JSON.parse('{"__proto__": [{"fieldName": "billingstate", "score": 1}]}') as HostRanking;
    const result = mergeHostRanking(
      [{ mapToName: '__proto__', displayName: 'Proto' }],
      fields,
      new Map(),
      host,
    );
    expect(order(result.get('__proto__'))).toEqual(['billingstate']);
    expect(mergeHostRanking(prompts, fields, ours, {}).get('salesRegion')).toBe(ours.get('salesRegion'));
  });
});
