import { humanizeName } from '../../src/core/humanizeName.ts';

describe('humanizeName', () => {
  it.each([
    ['companyName', 'Company name'],
    ['invoice__c', 'Invoice'],
    ['Customer_Tier__c', 'Customer tier'],
    ['AccountId', 'Account ID'],
    ['ARRAmount', 'ARR amount'],
    ['hs_lead_status', 'Hs lead status'],
    ['website-url', 'Website URL'],
    ['contact', 'Contact'],
    ['numEmployees2', 'Num employees2'],
    ['Account Name', 'Account Name'],
    ['  Deal stage ', 'Deal stage'],
    ['__c', '__c'],
    ['Kundennummer', 'Kundennummer'],
    ['顧客名', '顧客名'],
  ])('%s → %s', (name, label) => {
    expect(humanizeName(name)).toBe(label);
  });
});
