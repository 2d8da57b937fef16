// @vitest-environment node
import { stepReadObjectFields } from '../../src/core/stepReadObjectFields.ts';

const object = (count: number) => ({
  objectName: 'a',
  allFieldsMetadata: Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`f${i}`, { fieldName: `f${i}`, displayName: `Field ${i}` }]),
  ),
});

describe('stepReadObjectFields', () => {
  it.each([
    { count: 3, stepsBeforeDone: 0 },
    { count: 2500, stepsBeforeDone: 8 },
  ])(
    'builds $count fields after $stepsBeforeDone unfinished steps, then keeps them',
    ({ count, stepsBeforeDone }) => {
      const target = object(count);
      let unfinished = 0;
      while (stepReadObjectFields(target) === undefined) unfinished++;
      expect(unfinished).toBe(stepsBeforeDone);
      const fields = stepReadObjectFields(target);
      expect(fields?.allFields).toHaveLength(count);
      expect(stepReadObjectFields(target)).toBe(fields);
    },
  );
});
