// @vitest-environment node
import fc from 'fast-check';
import { formatUpdateMaskPath } from '../../src/core/formatUpdateMaskPath.ts';
import { parseUpdateMaskPath } from '../../src/schemas/parseUpdateMaskPath.ts';

describe('parseUpdateMaskPath', () => {
  it.each([
    { name: 'a single segment', path: 'connectionId', expected: ['connectionId'] },
    {
      name: 'a dotted path',
      path: 'config.content.proxy.enabled',
      expected: ['config', 'content', 'proxy', 'enabled'],
    },
    {
      name: 'an escaped dot inside an object name',
      path: 'config.content.read.objects.Account\\.Contact',
      expected: ['config', 'content', 'read', 'objects', 'Account.Contact'],
    },
    { name: 'an escaped colon', path: 'objects.ns\\:lead', expected: ['objects', 'ns:lead'] },
    { name: 'an escaped backslash before a dot', path: 'a\\\\.b', expected: ['a\\', 'b'] },
    { name: 'a trailing lone backslash kept as is', path: 'a\\', expected: ['a\\'] },
    { name: 'empty segments', path: 'a..b', expected: ['a', '', 'b'] },
    { name: 'the empty path', path: '', expected: [''] },
  ])('reads $name', ({ path, expected }) => {
    expect(parseUpdateMaskPath(path)).toEqual(expected);
  });

  it.each([
    { segments: ['config', 'content', 'subscribe', 'objects', 'a.b:c\\d'] },
    { segments: ['x', '.', ':', '\\', ''] },
    { segments: ['Name/Alias', 'A~B'] },
  ])('undoes formatUpdateMaskPath for $segments', ({ segments }) => {
    expect(parseUpdateMaskPath(formatUpdateMaskPath(segments))).toEqual(segments);
  });

  it('undoes formatUpdateMaskPath for random segments', () => {
    const segment = fc.oneof(fc.string({ unit: 'binary' }), fc.constantFrom('.', ':', '\\', '\\.', ''));
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 8 }), (segments) => {
        expect(parseUpdateMaskPath(formatUpdateMaskPath(segments))).toEqual(segments);
      }),
      { numRuns: 1000 },
    );
  });
});
