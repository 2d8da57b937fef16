// @vitest-environment node
import { assignSuggestedMappings } from '../../src/core/assignSuggestedMappings.ts';
import type { MappingSuggestion } from '../../src/core/suggestMappings.ts';

const suggestion = (fieldName: string, score: number, confident = true): MappingSuggestion => ({
  candidates: [{ fieldName, score, reason: 'sameName' }],
  confident,
});

describe('assignSuggestedMappings', () => {
  it.each<[string, [string, MappingSuggestion][], Record<string, string>, [string, string][]]>([
    [
      'maps each unmapped app field',
      [
        ['a', suggestion('x', 1)],
        ['b', suggestion('y', 0.8)],
      ],
      {},
      [
        ['a', 'x'],
        ['b', 'y'],
      ],
    ],
    ['leaves mapped app fields alone', [['a', suggestion('x', 1)]], { a: 'z' }, []],
    ['an emptied mapping counts as unmapped', [['a', suggestion('x', 1)]], { a: '' }, [['a', 'x']]],
    ['skips suggestions that are not confident', [['a', suggestion('x', 0.6, false)]], {}, []],
    ['never takes a field another app field holds', [['a', suggestion('x', 1)]], { b: 'x' }, []],
    [
      'the better claim wins a contested field',
      [
        ['a', suggestion('x', 0.8)],
        ['b', suggestion('x', 0.95)],
      ],
      {},
      [['b', 'x']],
    ],
    [
      'app field names of prototype properties',
      [['__proto__', suggestion('x', 1)]],
      {},
      [['__proto__', 'x']],
    ],
    ['no suggestions', [['a', { candidates: [], confident: false }]], {}, []],
  ])('%s', (_case, suggestions, current, expected) => {
    expect([...assignSuggestedMappings(new Map(suggestions), current)]).toEqual(expected);
  });
});
