// @vitest-environment node
import { valueAtPath } from '../../src/schemas/valueAtPath.ts';

const root = {
  config: { content: { proxy: { enabled: false }, read: { objects: { 'a.b': { fields: ['x', 'y'] } } } } },
  empty: null,
};

describe('valueAtPath', () => {
  it.each([
    ['the root for an empty path', [], root],
    ['a nested value', ['config', 'content', 'proxy', 'enabled'], false],
    ['a key holding a dot', ['config', 'content', 'read', 'objects', 'a.b', 'fields'], ['x', 'y']],
    ['an array item by index', ['config', 'content', 'read', 'objects', 'a.b', 'fields', 1], 'y'],
    ['a null value', ['empty'], null],
    ['a missing key', ['config', 'missing'], undefined],
    ['a step through null', ['empty', 'x'], undefined],
    [
      'a string index into an array',
      ['config', 'content', 'read', 'objects', 'a.b', 'fields', '1'],
      undefined,
    ],
    ['an inherited property', ['config', 'toString'], undefined],
  ] as const)('finds %s', (_name, path, expected) => {
    expect(valueAtPath(root, path)).toEqual(expected);
  });
});
