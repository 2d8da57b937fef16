// @vitest-environment node
import fc from 'fast-check';
import { collationKey } from '../../src/core/collationKey.ts';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('collationKey', () => {
  it.each([
    ['Account Name', 'account name'],
    ['Item 2', 'item 12'],
    ['Street 10b', 'street 210b'],
    ['', ''],
  ])('keys %s as %s', (name, expected) => {
    expect(collationKey(name, 'en-US')).toBe(expected);
  });

  it.each([
    ['Zürich', 'en'],
    ['Item 02', 'en'],
    ['a_b', 'en'],
    ['Aardvark', 'da'],
    ['Chile', 'cs-CZ'],
  ])('leaves %s in %s to the collator', (name, locale) => {
    expect(collationKey(name, locale)).toBeUndefined();
  });

  it.each([
    ['Item 2', 'Item 10'],
    ['a b', 'ab'],
    ['a', 'a b'],
    ['a 9', 'a9'],
    ['9', 'a'],
    ['Amount', 'amount'],
  ])('orders %s and %s as the collator does', (a, b) => {
    const [ka, kb] = [collationKey(a, 'en'), collationKey(b, 'en')];
    expect(ka === undefined || kb === undefined ? undefined : order(ka, kb)).toBe(
      Math.sign(collator.compare(a, b)),
    );
  });

  it('orders every pair of plain names as the collator does', () => {
    const name = fc.string({ unit: fc.constantFrom(...'aAbBzZ019 '.split('')), maxLength: 8 });
    fc.assert(
      fc.property(name, name, (a, b) => {
        const [ka, kb] = [collationKey(a, 'en'), collationKey(b, 'en')];
        fc.pre(ka !== undefined && kb !== undefined);
        expect(order(ka as string, kb as string)).toBe(Math.sign(collator.compare(a, b)));
      }),
      { numRuns: 2000 },
    );
  });
});
