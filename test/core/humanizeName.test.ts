import { humanizeName } from '../../src/core/humanizeName.ts';

describe('humanizeName', () => {
  it.each([
    ['companyName', 'Company Name'],
    ['invoice__c', 'Invoice'],
    ['Customer_Tier__c', 'Customer Tier'],
    ['AccountId', 'Account Id'],
    ['hs_lead_status', 'Hs lead status'],
    ['website-url', 'Website url'],
    ['contact', 'Contact'],
    ['numEmployees2', 'Num Employees2'],
    ['Account Name', 'Account Name'],
    ['deal stage', 'Deal stage'],
    ['__c', '__c'],
    ['Kundennummer', 'Kundennummer'],
    ['顧客名', '顧客名'],
    // Statuses the contract does not list, shown as words.
    ['suspended', 'Suspended'],
    ['queued', 'Queued'],
    ['waiting_for_x', 'Waiting for x'],
    ['in-review', 'In review'],
    ['__proto__', 'Proto'],
    ['constructor', 'Constructor'],
    ['_leading__and_trailing_', 'Leading and trailing'],
    ['Already Words', 'Already Words'],
    ['', ''],
  ])('%s → %s', (name, label) => {
    expect(humanizeName(name)).toBe(label);
  });
});
