// @vitest-environment node
import { nameTokens } from '../../src/core/nameTokens.ts';

describe('nameTokens', () => {
  it.each([
    ['camelCase', 'numEmployees', ['num', 'employees']],
    ['PascalCase with an acronym', 'ARRAmount', ['arr', 'amount']],
    ['snake_case', 'annual_revenue', ['annual', 'revenue']],
    ['Salesforce custom suffix', 'Customer_Tier__c', ['customer', 'tier']],
    ['namespaced custom field', 'acme__Score__c', ['acme', 'score']],
    ['Title Case with punctuation', 'Billing Zip/Postal Code', ['billing', 'zip', 'postal', 'code']],
    ['accents folded', 'Región de Ventas', ['region', 'de', 'ventas']],
    ['letters with a stroke', 'Łódź Oddział', ['lodz', 'oddzial']],
    ['digits after letters', 'ssnLast4', ['ssn', 'last4']],
    ['a name with spaces keeps camelCase brand names whole', 'HubSpot Score', ['hubspot', 'score']],
    ['Japanese', '顧客ランク', ['顧客ランク']],
    ['Cyrillic', 'Уровень_клиента', ['уровень', 'клиента']],
    ['only separators', '__', []],
  ])('%s: %s', (_case, name, tokens) => {
    expect(nameTokens(name)).toEqual(tokens);
  });
});
