// @vitest-environment node
import fc from 'fast-check';
import { formatIssuePath } from '../../src/core/formatIssuePath.ts';
import { parseIssuePath } from '../../src/core/parseIssuePath.ts';

describe('parseIssuePath', () => {
  it.each([
    { name: 'the empty name', issueName: '', expected: [] },
    { name: 'one key', issueName: 'updateMask', expected: ['updateMask'] },
    {
      name: 'a long dotted name',
      issueName: 'installation.config.content.read.objects.account.backfill.defaultPeriod.days',
      expected: [
        'installation',
        'config',
        'content',
        'read',
        'objects',
        'account',
        'backfill',
        'defaultPeriod',
        'days',
      ],
    },
    { name: 'an indexed item', issueName: 'changes[0].value', expected: ['changes', 0, 'value'] },
    { name: 'consecutive indexes', issueName: 'matrix[1][3]', expected: ['matrix', 1, 3] },
    {
      name: 'a quoted key with a slash',
      issueName: 'selectedFields["a/b"]',
      expected: ['selectedFields', 'a/b'],
    },
    {
      name: 'a quoted key with dots and brackets',
      issueName: 'objects["Account.Contact[0]"].schedule',
      expected: ['objects', 'Account.Contact[0]', 'schedule'],
    },
    { name: 'an escaped quote', issueName: 'm["say \\"hi\\""]', expected: ['m', 'say "hi"'] },
    {
      name: 'a quoted numeric key stays a string',
      issueName: 'selectedFields["0"]',
      expected: ['selectedFields', '0'],
    },
  ])('reads $name', ({ issueName, expected }) => {
    expect(parseIssuePath(issueName)).toEqual(expected);
  });

  it.each([
    { path: ['installation', 'config', 'content', 'write', 'objects', 'ns:lead', 'selectedFieldSettings'] },
    { path: ['changes', 12, 'path'] },
    { path: ['selectedValueMappings', 'Name/Alias', 'A~B', 'x.y'] },
    { path: ['m', '', '0', 'with space', 'quote"d'] },
  ])('undoes formatIssuePath for $path', ({ path }) => {
    expect(parseIssuePath(formatIssuePath(path))).toEqual(path);
  });

  it('undoes formatIssuePath for random paths of any keys and indexes', () => {
    const segment = fc.oneof(fc.nat(), fc.string({ unit: 'binary' }), fc.constantFrom('.', '[0]', '"', '\\'));
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 8 }), (path) => {
        expect(parseIssuePath(formatIssuePath(path))).toEqual(path);
      }),
      { numRuns: 1000 },
    );
  });
});
