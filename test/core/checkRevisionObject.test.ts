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
    {
      name: 'a matching object with an error of its own',
      raw: { objectName: 'deal', error: 'Token expired' },
      expected: { ok: true, value: { objectName: 'deal', error: 'Token expired' }, error: 'Token expired' },
    },
    {
      name: 'only a name and an error, against a schema asking for more',
      raw: { objectName: 'deal', error: 'Token expired' },
      schema: z.looseObject({ objectName: z.string(), destination: z.string() }),
      expected: { ok: false, reason: 'Token expired' },
    },
    {
      name: 'an error that is not text',
      raw: { objectName: 'deal', error: 7 },
      expected: { ok: true, value: { objectName: 'deal', error: 7 }, error: undefined },
    },
  ])('checks $name', ({ raw, expected, ...given }) => {
    const against: z.ZodMiniType<{ objectName: string }> = ('schema' in given && given.schema) || schema;
    expect(checkRevisionObject(against, raw, 'write', 3)).toEqual(expected);
  });
});
