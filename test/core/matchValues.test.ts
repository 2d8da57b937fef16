// @vitest-environment node
import { matchValues } from '../../src/core/matchValues.ts';

const app = (...pairs: [string, string][]) =>
  pairs.map(([mappedValue, mappedDisplayValue]) => ({ mappedValue, mappedDisplayValue }));
const provider = (...pairs: [string, string][]) =>
  pairs.map(([value, displayValue]) => ({ value, displayValue }));

describe('matchValues', () => {
  it.each([
    [
      'by display text, ignoring case',
      app(['platinum', 'Platinum'], ['gold', 'Gold']),
      provider(['Platinum', 'Platinum'], ['GOLD', 'Gold']),
      [
        ['platinum', 'Platinum'],
        ['gold', 'GOLD'],
      ],
    ],
    [
      'by value, ignoring separators',
      app(['in_progress', 'Working on it']),
      provider(['In Progress', 'In progress']),
      [['in_progress', 'In Progress']],
    ],
    ['accents folded', app(['zurich', 'Zurich']), provider(['ZH', 'Zürich']), [['zurich', 'ZH']]],
    ['no match leaves the value out', app(['diamond', 'Diamond']), provider(['Gold', 'Gold']), []],
    [
      'names of prototype properties are plain values',
      app(['__proto__', 'constructor']),
      provider(['constructor', 'constructor']),
      [['__proto__', 'constructor']],
    ],
  ])('%s', (_case, mapped, values, expected) => {
    expect([...matchValues(mapped, values)]).toEqual(expected);
  });
});
