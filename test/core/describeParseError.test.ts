// @vitest-environment node
import * as z from 'zod/mini';
import { describeParseError } from '../../src/core/describeParseError.ts';

const schema = z.object({
  name: z.string(),
  size: z.number().check(z.refine((n) => n > 0, 'must be positive')),
  kind: z.enum(['a', 'b']),
});

describe('describeParseError', () => {
  it.each([
    {
      name: 'a wrong type, under a prefix',
      value: { name: 1, size: 1, kind: 'a' },
      at: ['allFieldsMetadata', 'Rating'],
      expected: 'allFieldsMetadata.Rating.name: expected string',
    },
    {
      name: 'a message of its own',
      value: { name: 'n', size: -1, kind: 'a' },
      at: ['read', 'objects', 0],
      expected: 'read.objects[0].size: must be positive',
    },
    {
      name: 'an issue without words: its code',
      value: { name: 'n', size: 1, kind: 'c' },
      at: [],
      expected: 'kind: invalid_value',
    },
    { name: 'the whole value, no path', value: 'text', at: [], expected: 'expected object' },
  ])('describes $name', ({ value, at, expected }) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) throw new Error('the value should not parse');
    expect(describeParseError(parsed.error, at)).toBe(expected);
  });
});
