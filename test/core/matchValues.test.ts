// @vitest-environment node
import { matchValues } from '../../src/core/matchValues.ts';

const app = (...pairs: [string, string][]) =>
  pairs.map(([mappedValue, mappedDisplayValue]) => ({ mappedValue, mappedDisplayValue }));
const provider = (...pairs: [string, string][]) =>
  pairs.map(([value, displayValue]) => ({ value, displayValue }));
const labels = (...names: string[]) => names.map((name) => ({ value: name, displayValue: name }));
// Each pair as [app value, provider value, sure].
const pairs = (matches: ReturnType<typeof matchValues>) =>
  [...matches].map(([appValue, { value, sure }]) => [appValue, value, sure]);

describe('matchValues', () => {
  it.each([
    [
      'by display text, ignoring case',
      app(['platinum', 'Platinum'], ['gold', 'Gold']),
      provider(['Platinum', 'Platinum'], ['GOLD', 'Gold']),
      [
        ['platinum', 'Platinum', true],
        ['gold', 'GOLD', true],
      ],
    ],
    [
      'by value, ignoring separators',
      app(['in_progress', 'Working on it']),
      provider(['In Progress', 'In progress']),
      [['in_progress', 'In Progress', true]],
    ],
    ['accents folded', app(['zurich', 'Zurich']), provider(['ZH', 'Zürich']), [['zurich', 'ZH', true]]],
    ['no match leaves the value out', app(['diamond', 'Diamond']), provider(['Gold', 'Gold']), []],
    [
      'names of prototype properties are plain values',
      app(['__proto__', 'constructor']),
      provider(['constructor', 'constructor']),
      [['__proto__', 'constructor', true]],
    ],
    [
      'a translation or synonym, surely',
      app(['hoch', 'hoch'], ['false', 'False'], ['mql', 'MQL']),
      provider(['High', 'High'], ['No', 'No'], ['marketingqualifiedlead', 'Marketing Qualified Lead']),
      [
        ['hoch', 'High', true],
        ['false', 'No', true],
        ['mql', 'marketingqualifiedlead', true],
      ],
    ],
    [
      'a range written another way, surely',
      app(['small', '1–10'], ['big', '1,000+']),
      labels('1-10', '11-50', '1000+'),
      [
        ['small', '1-10', true],
        ['big', '1000+', true],
      ],
    ],
    [
      'part of a label, as a suggestion',
      app(['won', 'Won'], ['proposal', 'Proposal']),
      labels('Closed Won', 'Closed Lost', 'Proposal/Price Quote'),
      [
        ['won', 'Closed Won', false],
        ['proposal', 'Proposal/Price Quote', false],
      ],
    ],
    [
      'the closest of two labels holding the value',
      app(['converted', 'Converted']),
      labels('Closed - Converted', 'Closed - Not Converted'),
      [['converted', 'Closed - Converted', false]],
    ],
    [
      'an abbreviation, as a suggestion',
      app(['pro', 'Pro']),
      labels('Starter Plan', 'Professional Plan'),
      [['pro', 'Professional Plan', false]],
    ],
    [
      'priority codes by rank, as suggestions',
      app(['p1', 'P1'], ['p2', 'P2'], ['p3', 'P3']),
      labels('High', 'Medium', 'Low'),
      [
        ['p1', 'High', false],
        ['p2', 'Medium', false],
        ['p3', 'Low', false],
      ],
    ],
    [
      'two values as close: neither',
      app(['customer', 'Customer']),
      labels('Customer - Direct', 'Customer - Channel'),
      [],
    ],
    [
      'numeric ids by label, and an id by itself',
      app(['gold', 'gold'], ['101', '101']),
      provider(['101', 'Bronze'], ['103', 'Gold']),
      [
        ['gold', '103', true],
        ['101', '101', true],
      ],
    ],
  ])('%s', (_case, mapped, values, expected) => {
    expect(pairs(matchValues(mapped, values))).toEqual(expected);
  });

  it('pairs only values written or meant alike when quick', () => {
    const values = labels('Closed Won', 'High');
    expect(pairs(matchValues(app(['won', 'Won'], ['hoch', 'Hoch']), values, true))).toEqual([
      ['hoch', 'High', true],
    ]);
  });
});
