import { providerWords } from '../../src/messages/providerWords.ts';

describe('providerWords', () => {
  it.each([
    ['hubspot', 'HubSpot'],
    ['salesforce', 'Salesforce'],
    ['ms-dynamics', 'Ms Dynamics'],
    ['zoho_crm', 'Zoho Crm'],
    ['pipedrive', 'Pipedrive'],
    ['__proto__', 'Proto'],
    ['constructor', 'Constructor'],
  ])('%j -> %j', (provider, expected) => {
    expect(providerWords(provider)).toBe(expected);
  });
});
