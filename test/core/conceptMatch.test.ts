// @vitest-environment node
import { conceptMatch } from '../../src/core/conceptMatch.ts';
import { nameShape } from '../../src/core/nameShape.ts';

const match = (a: string, b: string, objectConcept?: string) =>
  conceptMatch(nameShape(a), nameShape(b), objectConcept);

describe('conceptMatch', () => {
  it.each([
    ['the same concepts', 'Company', 'Account', { matched: 1, aWeight: 1, bWeight: 1 }],
    ['a kind of the other', 'Mobile', 'Phone', { matched: 0.8, aWeight: 1, bWeight: 1 }],
    ['two kinds of one thing', 'CSM', 'Account manager', { matched: 0.5, aWeight: 1, bWeight: 1 }],
    ['a minor word counts half', 'Billing ZIP', 'ZIP', { matched: 1, aWeight: 1.5, bWeight: 1 }],
    ['an unknown abbreviation of a word', 'Cust', 'Customer', { matched: 0.8, aWeight: 1, bWeight: 1 }],
    ['the same stem in two languages', 'Technologie', 'Technology', { matched: 0.8, aWeight: 1, bWeight: 1 }],
    ['nothing in common', 'Email', 'Phone', { matched: 0, aWeight: 1, bWeight: 1 }],
  ])('%s: %s / %s', (_case, a, b, expected) => {
    expect(match(a, b)).toEqual(expected);
  });

  it("counts the object's own name little", () => {
    expect(match('Account Phone', 'Phone', 'account')).toEqual({ matched: 1, aWeight: 1.3, bWeight: 1 });
  });
});
