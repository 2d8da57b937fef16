// @vitest-environment node
import { mappingCompatibility } from '../../src/core/mappingCompatibility.ts';

const tiers = [{ mappedValue: 'gold', mappedDisplayValue: 'Gold' }];

describe('mappingCompatibility', () => {
  it.each([
    [
      'a reference for a plain value',
      { mapToName: 'accountTier', displayName: 'Account tier' },
      'reference',
      'reference',
    ],
    [
      'a text field for a plain value',
      { mapToName: 'accountTier', displayName: 'Account tier' },
      'string',
      undefined,
    ],
    ['a reference for an owner', { mapToName: 'ownerId', displayName: 'Owner' }, 'reference', undefined],
    [
      'a reference for a manager',
      { mapToName: 'csm', displayName: 'Success manager' },
      'reference',
      undefined,
    ],
    [
      'a picklist for values to map',
      { mapToName: 'tier', displayName: 'Tier', mappedValues: tiers },
      'singleSelect',
      undefined,
    ],
    [
      'a multi-select for values to map',
      { mapToName: 'tier', displayName: 'Tier', mappedValues: tiers },
      'multiSelect',
      undefined,
    ],
    [
      'a text field for values to map',
      { mapToName: 'tier', displayName: 'Tier', mappedValues: tiers },
      'string',
      'notPicklist',
    ],
    [
      'a reference for values to map',
      { mapToName: 'tierId', displayName: 'Tier', mappedValues: tiers },
      'reference',
      'notPicklist',
    ],
    ['a field of unknown type', { mapToName: 'tier', displayName: 'Tier' }, undefined, undefined],
  ] as const)('%s', (_case, prompt, valueType, expected) => {
    expect(mappingCompatibility(prompt)({ valueType })).toBe(expected);
  });
});
