// @vitest-environment node
import { singularWord } from '../../src/core/singularWord.ts';

describe('singularWord', () => {
  it.each([
    ['companies', 'company'],
    ['employees', 'employee'],
    ['status', 'status'],
    ['address', 'address'],
    ['analysis', 'analysis'],
    ['fees', 'fee'],
    ['bus', 'bus'],
    ['ids', 'ids'],
  ])('%s → %s', (word, singular) => {
    expect(singularWord(word)).toBe(singular);
  });
});
