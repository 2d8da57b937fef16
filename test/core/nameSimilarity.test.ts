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

  it('is below 1 for names that only share words', () => {
    expect(similarity('Account Name', 'Account Name Name')).toBeLessThan(1);
  });
});
