// @vitest-environment node
import { removedObjectNames } from '../../src/core/removedObjectNames.ts';

const contact = { objectName: 'contact' };
const lead = { objectName: 'lead' };

const table: {
  name: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  expected: string[];
}[] = [
  { name: 'two empty maps', before: {}, after: {}, expected: [] },
  { name: 'an unchanged map', before: { contact }, after: { contact }, expected: [] },
  { name: 'an added object', before: { contact }, after: { contact, lead }, expected: [] },
  { name: 'a missing object', before: { contact, lead }, after: { contact }, expected: ['lead'] },
  {
    name: 'an undefined object',
    before: { contact, lead },
    after: { contact, lead: undefined },
    expected: ['lead'],
  },
  { name: 'an object undefined before', before: { lead: undefined }, after: {}, expected: [] },
  { name: 'every object, sorted', before: { lead, contact }, after: {}, expected: ['contact', 'lead'] },
  {
    name: 'a name inherited from Object',
    before: { constructor: contact },
    after: {},
    expected: ['constructor'],
  },
  {
    name: 'a name with dots',
    before: { 'Account.Contact': contact },
    after: {},
    expected: ['Account.Contact'],
  },
];

describe('removedObjectNames', () => {
  it.each(table)('finds $expected for $name', ({ before, after, expected }) => {
    expect(removedObjectNames(before, after)).toEqual(expected);
  });
});
