// @vitest-environment node
import * as z from 'zod/mini';
import { checkRevisionObject } from '../../src/core/checkRevisionObject.ts';

const schema = z.looseObject({ objectName: z.string() });

describe('checkRevisionObject', () => {
  it.each([
    {
      name: 'a matching object',
      raw: { objectName: 'deal' },
      expected: { ok: true, value: { objectName: 'deal' }, error: undefined },
    },
    {
      name: 'a wrong name',
      raw: { objectName: 1 },
      expected: { ok: false, reason: 'write.objects[3].objectName: expected string' },
    },
    { name: 'not an object', raw: [], expected: { ok: false, reason: 'write.objects[3]: expected object' } },
  ])('checks $name', ({ raw, expected }) => {
    expect(checkRevisionObject(schema, raw, 'write', 3)).toEqual(expected);
  });
});
