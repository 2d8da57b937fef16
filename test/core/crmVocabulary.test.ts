// @vitest-environment node
import { crmVocabulary } from '../../src/core/crmVocabulary.ts';

const vocabulary = crmVocabulary();

describe('crmVocabulary', () => {
  it.each([
    ['English synonym', 'company', 'account'],
    ['English phrase', 'date of birth', 'birthdate'],
    ['German', 'firma', 'account'],
    ['French, folded', 'societe', 'account'],
    ['Spanish', 'empresa', 'account'],
    ['Japanese', '会社', 'account'],
    ['romanised Japanese, long vowels once', 'kaisha', 'account'],
    ['plural written singular', 'employee', 'employee'],
  ])('%s: %s', (_case, term, concept) => {
    expect(vocabulary.terms.get(term)).toBe(concept);
  });

  it.each([
    ['a kind of', 'mobile', 'phone'],
    ['a person role of an owner', 'csm', 'owner'],
  ])('links %s: %s → %s', (_case, concept, broader) => {
    expect(vocabulary.broader.get(concept)).toBe(broader);
  });

  it.each([
    ['owner', 'r'],
    ['birthdate', 'd'],
    ['optout', 'b'],
    ['employee', 'n'],
    ['email', 't'],
  ])('gives %s the kind %s', (concept, kind) => {
    expect(vocabulary.kinds.get(concept)).toBe(kind);
  });

  it('knows words only as whole names apart, the words of phrases, and is built once', () => {
    expect(vocabulary.whole.get('nom')).toBe('lastname');
    expect(vocabulary.terms.get('nom')).toBeUndefined();
    expect(vocabulary.known.has('birth')).toBe(true);
    expect(vocabulary.longestRun).toBeGreaterThan(2);
    expect(crmVocabulary()).toBe(vocabulary);
  });

  it('maps names of prototype properties to nothing', () => {
    expect(vocabulary.terms.get('constructor')).toBeUndefined();
    expect(vocabulary.terms.get('__proto__')).toBeUndefined();
  });

  it('is built the same in steps as at once, and a use before the last step finishes it', async () => {
    // A fresh copy of the module: the vocabulary above is built already.
    vi.resetModules();
    const stepped = await import('../../src/core/crmVocabulary.ts');
    let steps = 0;
    while (!stepped.buildCrmVocabularyStep()) steps++;
    expect(steps).toBeGreaterThan(100);
    const inSteps = stepped.crmVocabulary();
    expect(stepped.buildCrmVocabularyStep()).toBe(true);
    expect(stepped.crmVocabulary()).toBe(inSteps);
    expect([...inSteps.terms]).toEqual([...vocabulary.terms]);
    expect([...inSteps.known]).toEqual([...vocabulary.known]);

    vi.resetModules();
    const partly = await import('../../src/core/crmVocabulary.ts');
    for (let n = 0; n < 10; n++) partly.buildCrmVocabularyStep();
    const finished = partly.crmVocabulary();
    expect([...finished.terms]).toEqual([...vocabulary.terms]);
    expect(finished.longestPhrase).toBe(vocabulary.longestPhrase);
    expect(partly.buildCrmVocabularyStep()).toBe(true);
  });
});
