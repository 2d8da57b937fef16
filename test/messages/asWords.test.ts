import { asWords } from '../../src/messages/asWords.ts';

describe('asWords', () => {
  it.each([
    ['suspended', 'Suspended'],
    ['queued', 'Queued'],
    ['waiting_for_x', 'Waiting for x'],
    ['in-review', 'In review'],
    ['__proto__', 'Proto'],
    ['constructor', 'Constructor'],
    ['_leading__and_trailing_', 'Leading and trailing'],
    ['Already Words', 'Already Words'],
    ['', ''],
  ])('%j -> %j', (value, expected) => {
    expect(asWords(value)).toBe(expected);
  });
});
