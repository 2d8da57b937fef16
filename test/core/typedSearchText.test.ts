import { typedSearchText } from '../../src/core/typedSearchText.ts';

describe('typedSearchText', () => {
  it.each([
    ['Account ID', 'Account IDL', 'L'],
    ['Account ID', 'Account IDLead', 'Lead'],
    ['Account ID', 'L', 'L'],
    ['Account ID', 'Account I', 'Account I'],
    ['Account ID', 'AccountX ID', 'AccountX ID'],
    ['Account ID', 'Account ID', 'Account ID'],
    ['', 'Lead', 'Lead'],
  ])('shown %j, typed %j → %j', (shown, typed, search) => {
    expect(typedSearchText(shown, typed)).toBe(search);
  });
});
