// @vitest-environment node
import { buildReadObjectFields } from '../../src/core/buildReadObjectFields.ts';
import type { HydratedReadObjectHeader } from '../../src/schemas/integration.ts';

const meta = (fieldName: string, displayName: string, extra: object = {}) => ({
  fieldName,
  displayName,
  ...extra,
});

function run(object: HydratedReadObjectHeader) {
  const steps = buildReadObjectFields(object);
  let yields = 0;
  for (;;) {
    const step = steps.next();
    if (step.done) return { fields: step.value, yields };
    yields++;
  }
}
const names = (views: { fieldName: string }[]) => views.map((v) => v.fieldName);

describe('buildReadObjectFields', () => {
  it.each([
    {
      name: 'an object without fields',
      object: { objectName: 'a' },
      required: [],
      optional: [],
      all: [],
      candidates: [],
      skipped: [],
    },
    {
      name: 'metadata, required and optional entries, in display-name order',
      object: {
        objectName: 'a',
        requiredFields: [{ fieldName: 'Id' }],
        optionalFields: [{ fieldName: 'Stage' }, { fieldName: 'Name' }],
        allFieldsMetadata: {
          Id: meta('Id', 'Record ID'),
          Name: meta('Name', 'Account name'),
          Stage: meta('Stage', 'Stage', {
            valueType: 'singleSelect',
            values: [{ value: 'w', displayValue: 'W' }],
          }),
        },
      },
      required: ['Id'],
      optional: ['Name', 'Stage'],
      all: ['Name', 'Id', 'Stage'],
      candidates: ['Stage'],
      skipped: [],
    },
    {
      name: 'every field optional (optionalFieldsAuto: all) but the required',
      object: {
        objectName: 'a',
        requiredFields: [{ fieldName: 'Id' }],
        optionalFieldsAuto: 'all' as const,
        allFieldsMetadata: { Id: meta('Id', 'Id'), B: meta('B', 'B'), A: meta('A', 'A') },
      },
      required: ['Id'],
      optional: ['A', 'B'],
      all: ['A', 'B', 'Id'],
      candidates: [],
      skipped: [],
    },
    {
      name: 'fields of allFields without metadata; unreadable metadata skipped',
      object: {
        objectName: 'a',
        allFields: [{ fieldName: 'Z', displayName: 'Zed' }, { fieldName: 'Y' }],
        allFieldsMetadata: { Bad: { fieldName: 'Bad', displayName: 7 } },
      },
      required: [],
      optional: [],
      all: ['Y', 'Z'],
      candidates: [],
      skipped: ['Bad'],
    },
  ])('builds $name', ({ object, required, optional, all, candidates, skipped }) => {
    const { fields } = run(object);
    expect(names(fields.requiredFields)).toEqual(required);
    expect(names(fields.optionalFields)).toEqual(optional);
    expect(names(fields.allFields)).toEqual(all);
    expect(names(fields.valueMappingCandidates)).toEqual(candidates);
    expect(fields.skippedFields.map((s) => s.fieldName)).toEqual(skipped);
    expect([...fields.fieldsByName.keys()].sort()).toEqual([...all].sort());
  });

  it.each([
    { count: 10, yields: 0 },
    { count: 2500, yields: 8 },
  ])('spreads $count fields over $yields steps', ({ count, yields }) => {
    const allFieldsMetadata = Object.fromEntries(
      Array.from({ length: count }, (_, i) => [`f${i}`, meta(`f${i}`, `Field ${i}`)]),
    );
    const result = run({ objectName: 'a', allFieldsMetadata });
    expect(result.yields).toBe(yields);
    expect(result.fields.allFields).toHaveLength(count);
  });
});
