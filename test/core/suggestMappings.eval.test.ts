// @vitest-environment node
import { loadObjects, loadValueCases } from '../../eval/mapping/load.ts';
import { promptFigures, runPrompts, runValues, valueFigures } from '../../eval/mapping/score.ts';

// The evaluation set (eval/mapping, `npm run eval:mapping` prints the figures): its shape, and the floors the
// suggestions must keep on it, so a change that makes them worse fails here.
const objects = loadObjects();
const prompts = objects.flatMap((o) => o.prompts);
const valueCases = loadValueCases(objects);

describe('the mapping evaluation set', () => {
  it('covers five providers and more, five languages, prompts without an answer and value cases', () => {
    expect(new Set(prompts.map((p) => p.provider)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(prompts.map((p) => p.language))).toEqual(new Set(['en', 'de', 'fr', 'es', 'ja']));
    expect(prompts.length).toBeGreaterThanOrEqual(300);
    expect(prompts.filter((p) => p.accept.size === 0).length).toBeGreaterThan(0);
    expect(valueCases.length).toBeGreaterThanOrEqual(60);
  });

  it.each([
    ['with all field metadata', true],
    ['with names, types and values only', false],
  ])(
    'ranks the right field first nine times in ten and more, and is never sure and wrong (%s)',
    (_case, full) => {
      const f = promptFigures(runPrompts(objects, full));
      expect(f.right.length / f.answerable.length).toBeGreaterThanOrEqual(0.92);
      expect(f.confidentWrong.map((r) => r.prompt.key)).toEqual([]);
      expect(f.incompatibleFirst.map((r) => r.prompt.key)).toEqual([]);
      expect(f.unsure.length).toBe(f.noAnswer.length);
    },
  );

  it('pairs most values, and the pairs it makes are right', () => {
    const results = runValues(valueCases);
    const all = valueFigures(results, false);
    expect(all.found / all.expected).toBeGreaterThanOrEqual(0.85);
    expect(all.right / all.made).toBeGreaterThanOrEqual(0.98);
    expect(valueFigures(results, true).right).toBe(valueFigures(results, true).made);
    expect(all.unpartneredKept).toBe(all.unpartnered);
  });
});
