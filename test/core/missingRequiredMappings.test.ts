import type { MappingPromptView } from '../../src/core/buildRevisionObjects.ts';
import { missingRequiredMappings } from '../../src/core/missingRequiredMappings.ts';

const prompt = (mapToName: string, required: boolean): MappingPromptView => ({
  mapToName,
  displayName: mapToName,
  prompt: undefined,
  required,
  dynamic: false,
  suggestedFieldName: undefined,
  mappedValues: [],
});

const prompts = [prompt('accountTier', true), prompt('salesRegion', true), prompt('nickname', false)];

describe('missingRequiredMappings', () => {
  test('lists the required prompts the saved config maps to no field, never the optional ones', () => {
    const saved = {
      objectName: 'account',
      selectedFields: {},
      selectedFieldMappings: { salesRegion: 'billingstate', accountTier: '' },
    };
    expect(missingRequiredMappings({ mappingPrompts: prompts, saved }).map((p) => p.mapToName)).toEqual([
      'accountTier',
    ]);
  });

  test('an object not set up, or with every required mapping, needs nothing', () => {
    expect(missingRequiredMappings({ mappingPrompts: prompts, saved: undefined })).toEqual([]);
    const saved = {
      objectName: 'account',
      selectedFields: {},
      selectedFieldMappings: { salesRegion: 'billingstate', accountTier: 'customer_tier__c' },
    };
    expect(missingRequiredMappings({ mappingPrompts: prompts, saved })).toEqual([]);
  });
});
