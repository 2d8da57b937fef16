// @vitest-environment node
import { formatIssuePath } from '../../src/core/formatIssuePath.ts';

describe('formatIssuePath', () => {
  it.each([
    { name: 'the empty path', path: [], expected: '' },
    { name: 'one plain key', path: ['updateMask'], expected: 'updateMask' },
    {
      name: 'dotted plain keys',
      path: ['installation', 'config', 'content', 'read', 'objects', 'account'],
      expected: 'installation.config.content.read.objects.account',
    },
    { name: 'an indexed item', path: ['changes', 0, 'value'], expected: 'changes[0].value' },
    { name: 'a leading index', path: [2, 'op'], expected: '[2].op' },
    { name: 'consecutive indexes', path: ['matrix', 1, 3], expected: 'matrix[1][3]' },
    { name: 'a key with a slash', path: ['selectedFields', 'a/b'], expected: 'selectedFields["a/b"]' },
    {
      name: 'a key with a dot',
      path: ['objects', 'Account.Contact'],
      expected: 'objects["Account.Contact"]',
    },
    { name: 'a key with a quote', path: ['m', 'say "hi"'], expected: 'm["say \\"hi\\""]' },
    { name: 'a numeric-looking string key', path: ['selectedFields', '0'], expected: 'selectedFields["0"]' },
    { name: 'plain keys with $, _ and -', path: ['$ref', '_id', 'a-b'], expected: '$ref._id.a-b' },
    { name: 'an empty key', path: ['m', ''], expected: 'm[""]' },
  ])('writes $name', ({ path, expected }) => {
    expect(formatIssuePath(path)).toBe(expected);
  });
});
