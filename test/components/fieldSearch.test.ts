import { createFieldFilter } from '../../src/components/fieldSearch.ts';
import type { FieldView } from '../../src/core/buildRevisionObjects.ts';

function field(fieldName: string, displayName: string): FieldView {
  return {
    fieldName,
    displayName,
    valueType: 'string',
    providerType: undefined,
    readOnly: false,
    isCustom: false,
    isRequired: false,
    referenceTo: [],
    values: [],
    mapToName: undefined,
  };
}

const fields = [
  field('Office__c', 'Zürich office'),
  field('Societe__c', 'Société'),
  field('Lodz__c', 'Łódź branch'),
  field('Sao_Paulo__c', 'SÃO PAULO'),
  field('Name', 'Account Name'),
  // Decomposed already (e + U+0301), as some providers send it.
  field('Cafe__c', 'Cafe\u0301 visits'),
];

const names = (query: string | null | undefined) => createFieldFilter(fields)(query).map((f) => f.fieldName);

describe('createFieldFilter', () => {
  test.each([
    { query: 'zurich', expected: ['Office__c'] },
    { query: 'ZURICH', expected: ['Office__c'] },
    { query: 'Zürich', expected: ['Office__c'] },
    { query: 'societe', expected: ['Societe__c'] },
    { query: 'SOCIÉTÉ', expected: ['Societe__c'] },
    { query: 'lodz', expected: ['Lodz__c'] },
    { query: 'são', expected: ['Sao_Paulo__c'] },
    { query: 'sao paulo', expected: ['Sao_Paulo__c'] },
    { query: 'café', expected: ['Cafe__c'] },
    { query: 'cafe', expected: ['Cafe__c'] },
    { query: 'caf\u00e9', expected: ['Cafe__c'] },
    { query: '  name ', expected: ['Name'] },
    { query: 'societe__C', expected: ['Societe__c'] },
    { query: 'office\nzurich', expected: [] },
    { query: 'zz', expected: [] },
  ])('"$query" matches $expected, ignoring case and diacritics', ({ query, expected }) => {
    expect(names(query)).toEqual(expected);
  });

  test.each([null, undefined, '', '   '])('an empty query (%j) keeps every field', (query) => {
    expect(createFieldFilter(fields)(query)).toBe(fields);
  });
});
