import { fieldMessages } from '../../src/messages/fieldMessages.ts';

describe("a field's value type in words", () => {
  it.each([
    ['singleSelect', 'picklist', 'Picklist'],
    ['int', undefined, 'Whole number'],
    // A type the contract does not name: the provider's own, else "Unknown type".
    ['currency', 'xsd:decimal', 'xsd:decimal'],
    [undefined, undefined, 'Unknown type'],
    // Not one of the contract's names either: a name every object inherits (the schema already reads an unknown
    // type as `other`; a host may call the words with any text).
    ['toString', 'xsd:string', 'xsd:string'],
    ['constructor', undefined, 'Unknown type'],
    ['__proto__', 'custom', 'custom'],
  ])('%j (provider type %j) reads %j', (valueType, providerType, words) => {
    expect(fieldMessages['fields.valueType'](valueType, providerType)).toBe(words);
  });
});
