// @vitest-environment node
import { foldRomaji } from '../../src/core/foldRomaji.ts';

describe('foldRomaji', () => {
  it.each([
    ['bangou', 'bango'],
    ['bangoo', 'bango'],
    ['juugyouin', 'jugyoin'],
    ['kaisha', 'kaisha'],
    ['yuubin bangou', 'yubin bango'],
  ])('%s → %s', (word, folded) => {
    expect(foldRomaji(word)).toBe(folded);
  });
});
