// @vitest-environment node
import { buildMappingPrompts } from '../../src/core/buildMappingPrompts.ts';

const values = [{ mappedValue: 'hot', mappedDisplayValue: 'Hot' }];

describe('buildMappingPrompts', () => {
  it.each([
    { name: 'no entries', required: [], optional: [], dynamic: [], expected: [] },
    {
      name: 'manifest prompts, required first; provider fields are not prompts',
      required: [{ fieldName: 'Id' }, { mapToName: 'owner', mapToDisplayName: 'Owner', default: 'OwnerId' }],
      optional: [{ mapToName: 'notes', prompt: 'Where notes go' }],
      dynamic: [],
      expected: [
        {
          mapToName: 'owner',
          displayName: 'Owner',
          prompt: undefined,
          required: true,
          dynamic: false,
          suggestedFieldName: 'OwnerId',
          mappedValues: [],
        },
        {
          mapToName: 'notes',
          displayName: 'Notes',
          prompt: 'Where notes go',
          required: false,
          dynamic: false,
          suggestedFieldName: undefined,
          mappedValues: [],
        },
      ],
    },
    {
      name: 'a dynamic input of its own',
      required: [],
      optional: [],
      dynamic: [{ mapToName: 'rating', fieldName: 'Rating__c', mappedValues: values }],
      expected: [
        {
          mapToName: 'rating',
          displayName: 'Rating',
          prompt: undefined,
          required: false,
          dynamic: true,
          suggestedFieldName: 'Rating__c',
          mappedValues: values,
        },
      ],
    },
    {
      name: 'a dynamic input adding values to a manifest prompt',
      required: [{ mapToName: 'rating' }],
      optional: [],
      dynamic: [{ mapToName: 'rating', mappedValues: values }],
      expected: [
        {
          mapToName: 'rating',
          displayName: 'Rating',
          prompt: undefined,
          required: true,
          dynamic: false,
          suggestedFieldName: undefined,
          mappedValues: values,
        },
      ],
    },
    {
      name: 'a dynamic input named twice: the first',
      required: [],
      optional: [],
      dynamic: [
        { mapToName: 'a', fieldName: 'X' },
        { mapToName: 'a', fieldName: 'Y' },
      ],
      expected: [
        {
          mapToName: 'a',
          displayName: 'A',
          prompt: undefined,
          required: false,
          dynamic: true,
          suggestedFieldName: 'X',
          mappedValues: [],
        },
      ],
    },
  ])('builds $name', ({ required, optional, dynamic, expected }) => {
    const fields = { requiredEntries: required, optionalEntries: optional, skippedFields: [] };
    expect(buildMappingPrompts(fields, dynamic)).toEqual(expected);
  });
});
