// @vitest-environment node
import fc from 'fast-check';
import { createFieldFilter } from '../../src/core/createFieldFilter.ts';
import { textFieldView as field } from '../../stories/support/fieldViews.ts';

const fields = [
  field('Office__c', 'Zürich office'),
  field('Societe__c', 'Société'),
  field('Lodz__c', 'Łódź branch'),
  field('Sao_Paulo__c', 'SÃO PAULO'),
  field('Name', 'Account Name'),
  // Decomposed already (e + U+0301), as some providers send it.
  field('Cafe__c', 'Cafe\u0301 visits'),
  field('Gorod__c', 'Город доставки'),
  field('Odos__c', 'ΟΔΟΣ'),
  field('Address_JP__c', '住所'),
  field('Istanbul__c', 'İSTANBUL şube'),
  field('Madina__c', 'المدينة'),
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
    { query: 'ГОРОД', expected: ['Gorod__c'] },
    { query: 'город д', expected: ['Gorod__c'] },
    // Lower-cased, a final Σ is "ς": the same letter as the "σ" typed mid-word.
    { query: 'οδοσ', expected: ['Odos__c'] },
    { query: 'οδος', expected: ['Odos__c'] },
    { query: 'ΟΔΟΣ', expected: ['Odos__c'] },
    { query: '住所', expected: ['Address_JP__c'] },
    { query: 'istanbul sube', expected: ['Istanbul__c'] },
    { query: 'المدينة', expected: ['Madina__c'] },
    { query: 'jp__', expected: ['Address_JP__c'] },
  ])('"$query" matches $expected, ignoring case and diacritics', ({ query, expected }) => {
    expect(names(query)).toEqual(expected);
  });

  test.each([null, undefined, '', '   '])('an empty query (%j) keeps every field', (query) => {
    expect(createFieldFilter(fields)(query)).toBe(fields);
  });
});

describe('createFieldFilter over a sequence of queries', () => {
  const names = fields.map((f) => f.fieldName);

  test('typing on, deleting and replacing the query give what a fresh filter gives each query', () => {
    // Queries built from pieces of the names, so that many of them match and extend one another.
    const query = fc
      .array(
        fc.constantFrom('a', 'o', 'ö', 'Ó', 'c', '_', 'З', 'г', 'О', 'σ', 'Σ', '所', ' ', 'e\u0301', 'İ'),
        {
          maxLength: 5,
        },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.array(query, { minLength: 1, maxLength: 12 }), (queries) => {
        const typed = createFieldFilter(fields);
        for (const q of queries) {
          expect(typed(q).map((f) => f.fieldName)).toEqual(
            createFieldFilter(fields)(q).map((f) => f.fieldName),
          );
        }
      }),
    );
  });

  test('each key typed narrows the previous matches, and a deleted key brings the others back', () => {
    const filter = createFieldFilter(fields);
    const steps = ['s', 'so', 'soc', 'so', 's', '', 'sao', 'sa'].map((q) =>
      filter(q).map((f) => f.fieldName),
    );
    const withS = ['Societe__c', 'Sao_Paulo__c', 'Cafe__c', 'Odos__c', 'Address_JP__c', 'Istanbul__c'];
    expect(steps).toEqual([
      withS,
      ['Societe__c'],
      ['Societe__c'],
      ['Societe__c'],
      withS,
      names,
      ['Sao_Paulo__c'],
      ['Sao_Paulo__c'],
    ]);
  });
});
