// @vitest-environment node
import { type SuggestionField, suggestMappings } from '../../src/core/suggestMappings.ts';
import { salesforceProviderObjects } from '../../src/mock/fixtures/salesforceObjects.ts';

const field = (
  fieldName: string,
  displayName: string,
  valueType: SuggestionField['valueType'] = 'string',
  values: string[] = [],
): SuggestionField => ({
  fieldName,
  displayName,
  valueType,
  values: values.map((value) => ({ value, displayValue: value })),
});

const tiers = ['Platinum', 'Gold', 'Silver', 'Bronze'].map((v) => ({
  mappedValue: v.toLowerCase(),
  mappedDisplayValue: v,
}));

const account = salesforceProviderObjects.find((o) => o.objectName === 'account');
const accountFields: SuggestionField[] = (account?.fields ?? []).map((f) => ({
  fieldName: f.fieldName,
  displayName: f.displayName,
  valueType: f.valueType,
  values: f.values ?? [],
}));

describe('suggestMappings', () => {
  it('offers the tier picklist, not the Customer Success Manager reference, for the Account tier (the reported case)', () => {
    const suggestion = suggestMappings(
      [{ mapToName: 'accountTier', displayName: 'Account tier', mappedValues: tiers }],
      accountFields,
    ).get('accountTier');
    // "Customer" and "account" are one word in CRM vocabulary: the same name, and matching values besides.
    expect(suggestion?.candidates[0]).toMatchObject({ fieldName: 'customer_tier__c', reason: 'sameName' });
    expect(suggestion?.confident).toBe(true);
    expect(suggestion?.candidates.map((c) => c.fieldName)).not.toContain('csm__c');
  });

  it.each([
    [
      'same name, any writing',
      { mapToName: 'close_date', displayName: 'Close date' },
      [field('amount', 'Amount', 'float'), field('closedate', 'Close Date', 'date')],
      { fieldName: 'closedate', reason: 'sameName', score: 1 },
    ],
    [
      'a picklist with matching values beats a similar name',
      { mapToName: 'tier', displayName: 'Tier', mappedValues: tiers },
      [
        field('tier_label', 'Tier label', 'singleSelect', ['A', 'B']),
        field('badge', 'Badge', 'singleSelect', ['Platinum', 'Gold', 'Silver', 'Bronze']),
      ],
      { fieldName: 'badge', reason: 'matchingValues' },
    ],
    [
      "the builder's suggestion",
      { mapToName: 'region', displayName: 'Region', suggestedFieldName: 'territory__c' },
      [field('region', 'Region'), field('territory__c', 'Territory')],
      { fieldName: 'territory__c', reason: 'suggested', score: 1 },
    ],
    [
      'Japanese names',
      { mapToName: 'kokyakuRank', displayName: '顧客 ランク' },
      [field('city__c', '市区町村'), field('rank__c', '顧客ランク')],
      { fieldName: 'rank__c', reason: 'sameName' },
    ],
    [
      'accents folded',
      { mapToName: 'region', displayName: 'Région' },
      [field('pays', 'Pays'), field('region__c', 'Region')],
      { fieldName: 'region__c', reason: 'sameName' },
    ],
    [
      'a synonym in another language',
      { mapToName: 'firmenname', displayName: 'Firmenname' },
      [field('phone', 'Phone'), field('name', 'Account Name')],
      { fieldName: 'name', reason: 'sameName' },
    ],
    [
      'Japanese against romanised API names and English labels',
      { mapToName: 'denwaBangou', displayName: '電話番号' },
      [field('fax', 'Fax'), field('phone', 'Phone')],
      { fieldName: 'phone', reason: 'sameName' },
    ],
    [
      'a lookup for a person',
      { mapToName: 'manager', displayName: 'Manager' },
      [field('manager_notes', 'Manager notes'), field('reportstoid', 'Reports To ID', 'reference')],
      { fieldName: 'reportstoid' },
    ],
    [
      "the record's own id when asked for",
      { mapToName: 'crmId', displayName: 'Salesforce account ID' },
      [
        { ...field('id', 'Account ID', 'other'), providerType: 'id' },
        field('accountnumber', 'Account Number'),
      ],
      { fieldName: 'id' },
    ],
    [
      'a date for "… at", not a checkbox of the same word',
      { mapToName: 'closedAt', displayName: 'Closed at' },
      [field('isclosed', 'Closed', 'boolean'), field('closedate', 'Close Date', 'date')],
      { fieldName: 'closedate' },
    ],
    [
      'a type hint breaks a tie of names',
      { mapToName: 'isClosed', displayName: 'Closed' },
      [field('closed_reason', 'Closed', 'string'), field('isclosed', 'Closed', 'boolean')],
      { fieldName: 'isclosed' },
    ],
  ] as const)('%s', (_case, prompt, fields, best) => {
    expect(suggestMappings([prompt], fields).get(prompt.mapToName)?.candidates[0]).toMatchObject(best);
  });

  it.each([
    [
      "the record's own id for something else",
      { mapToName: 'accountName', displayName: 'Account' },
      [{ ...field('id', 'Account ID', 'other'), providerType: 'id' }],
    ],
    [
      'a reference for a plain value',
      { mapToName: 'customerStage', displayName: 'Customer success stage' },
      [field('csm__c', 'Customer Success Manager', 'reference')],
    ],
    [
      'a text field for values to map',
      { mapToName: 'accountTier', displayName: 'Account tier', mappedValues: tiers },
      [field('account_tier__c', 'Account Tier', 'string')],
    ],
    [
      'a field whose name has nothing in common',
      { mapToName: 'email', displayName: 'Email' },
      [field('phone', 'Phone')],
    ],
  ] as const)('suggests nothing for %s', (_case, prompt, fields) => {
    expect(suggestMappings([prompt], fields).get(prompt.mapToName)).toEqual({
      candidates: [],
      confident: false,
    });
  });

  it('is not confident when two fields are as likely', () => {
    const suggestion = suggestMappings(
      [{ mapToName: 'phone', displayName: 'Phone' }],
      [field('home_phone', 'Home Phone'), field('work_phone', 'Work Phone')],
    ).get('phone');
    expect(suggestion?.candidates.map((c) => c.fieldName)).toEqual(['home_phone', 'work_phone']);
    expect(suggestion?.confident).toBe(false);
  });

  it('keeps at most five candidates, best first', () => {
    const fields = Array.from({ length: 8 }, (_, n) => field(`score_${n}`, `Score ${n}`));
    const candidates =
      suggestMappings([{ mapToName: 'score', displayName: 'Score' }], fields).get('score')?.candidates ?? [];
    expect(candidates).toHaveLength(5);
    expect(candidates.map((c) => c.score)).toEqual([...candidates.map((c) => c.score)].sort((a, b) => b - a));
  });
});
