// @vitest-environment node
import { nameShape } from '../../src/core/nameShape.ts';

describe('nameShape', () => {
  it.each([
    ['camelCase API name', 'accountOwnerId', ['account', 'owner', 'id']],
    ['a synonym, spelled one way', 'Company name', ['account', 'name']],
    ['abbreviations making a phrase', 'Acct Mgr', ['accountmanager']],
    ['a phrase', 'Date of birth', ['birthdate']],
    ['a one-word API name cut into known words', 'numberofemployees', ['employee']],
    ['a German compound with a linking letter', 'Kundennummer', ['account', 'number']],
    ['not "in" + a word', 'Inaktiv', ['inactive']],
    ['French, filler words left out', "Chiffre d'affaires", ['revenue']],
    ['Spanish, "de" part of a phrase', 'Ciudad de facturación', ['city', 'billing']],
    ['Spanish, "de" a filler beside other words', 'Nombre de la empresa', ['name', 'account']],
    ['"de" alone is a word of its own', 'de-DE', ['german']],
    ['a word only as a whole name', 'Nom', ['lastname']],
    ['Japanese cut into words', '請求先郵便番号', ['billing', 'postal']],
    ['concepts making a phrase of their own', '電話番号', ['phone']],
    ['romanised Japanese, long vowels either way', 'yuubin_bangou', ['postal']],
    ['a kind of a thing said with the thing', 'Mobile phone', ['mobile']],
    ['"at" last says when', 'Closed at', ['close', 'date']],
    ['an ordinal stays whole', '1st', ['first']],
    ['digits apart from letters', 'address1_city', ['address', '1', 'city']],
    ['a generated key says nothing', '4d3c2b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c', []],
    ['unknown words kept as written', 'Onboarding Status', ['onboarding', 'status']],
  ])('%s: %s', (_case, name, concepts) => {
    expect(nameShape(name).concepts).toEqual(concepts);
  });

  it('keeps the words as written, joined, initials and a canonical form independent of order', () => {
    expect(nameShape('Proof of Concept')).toMatchObject({
      raw: ['proof', 'of', 'concept'],
      joined: 'proofofconcept',
      initials: ['poc', 'pc'],
    });
    expect(nameShape('Name Account').canonical).toBe(nameShape('Account Name').canonical);
  });
});
