// @vitest-environment node
import { nameShape } from '../../src/core/nameShape.ts';
import { nameSimilarity } from '../../src/core/nameSimilarity.ts';

const similarity = (a: string, b: string) => nameSimilarity(nameShape(a), nameShape(b));

describe('nameSimilarity', () => {
  it.each([
    ['camelCase and an API name written as one word', 'closeDate', 'closedate'],
    ['Title Case and snake_case', 'Annual Revenue', 'annual_revenue'],
    ['a synonym (company, account)', 'companyName', 'Account Name'],
    ['an abbreviation', 'acctNum', 'Account Number'],
    ['a plural', 'Employees', 'employee'],
    ['accents and case', 'RÉGION', 'region'],
  ])('the same name: %s', (_case, a, b) => {
    expect(similarity(a, b)).toBe(1);
  });

  it.each([
    ['acronym', 'ARR', 'Annual Recurring Revenue', 0.9],
    ['acronym with a filler word', 'POC', 'Proof of Concept', 0.9],
    ['one word of two', 'Tier', 'Customer Tier', 0.66],
    ['truncated word', 'Cust Tier', 'Customer Tier', 0.89],
    ['same Japanese words, spaced differently', '顧客 ランク', '顧客ランク', 1],
  ])('close names: %s', (_case, a, b, atLeast) => {
    expect(similarity(a, b)).toBeGreaterThanOrEqual(atLeast);
  });

  it.each([
    ['Account tier', 'Customer Success Manager'],
    ['Email', 'Phone'],
    ['顧客ランク', 'Billing City'],
    ['', 'name'],
  ])('unrelated names score low: %s / %s', (a, b) => {
    expect(similarity(a, b)).toBeLessThan(0.3);
  });

  it.each([
    ['German compound', 'Geburtsdatum', 'Birthdate'],
    ['French phrase', "Chiffre d'affaires", 'Revenue'],
    ['Spanish with filler words', 'Nombre de la empresa', 'Company name'],
    ['Japanese run cut into words', '請求先郵便番号', 'Billing Zip/Postal Code'],
    ['romanised Japanese, long vowels either way', 'yuubin_bangou', '郵便番号'],
    ['an API name written as one word', 'numberofemployees', 'Employees'],
    ['a kind of a thing said with the thing', 'Cell phone', 'Mobile'],
  ])('the same meaning: %s', (_case, a, b) => {
    expect(similarity(a, b)).toBe(1);
  });

  it.each([
    ['a kind of the other', 'Mobile', 'Phone', 0.8],
    ['the same stem in two languages', 'Technologie', 'Technology', 0.8],
  ])('related names: %s', (_case, a, b, atLeast) => {
    expect(similarity(a, b)).toBeGreaterThanOrEqual(atLeast);
  });

  it('is below 1 for names that only share words', () => {
    expect(similarity('Account Name', 'Account Number')).toBeLessThan(1);
  });

  it("counts the object's own name little", () => {
    const phone = nameShape('Account Phone');
    expect(nameSimilarity(nameShape('Phone'), phone, 'account')).toBeGreaterThan(
      nameSimilarity(nameShape('Phone'), phone),
    );
  });
});
