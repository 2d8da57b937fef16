// @vitest-environment node
import { formatUpdateMaskPath } from '../../src/core/formatUpdateMaskPath.ts';

describe('formatUpdateMaskPath', () => {
  it.each([
    { name: 'a single plain segment', segments: ['connectionId'], expected: 'connectionId' },
    {
      name: 'plain segments joined with dots',
      segments: ['config', 'createdBy'],
      expected: 'config.createdBy',
    },
    {
      name: 'an object name with dots',
      segments: ['config', 'content', 'read', 'objects', 'Account.Contact'],
      expected: 'config.content.read.objects.Account\\.Contact',
    },
    {
      name: 'an object name with colons',
      segments: ['config', 'content', 'write', 'objects', 'ns:lead'],
      expected: 'config.content.write.objects.ns\\:lead',
    },
    { name: 'a backslash, escaped first', segments: ['a\\.b'], expected: 'a\\\\\\.b' },
    { name: 'every special character', segments: ['x.y:z\\'], expected: 'x\\.y\\:z\\\\' },
    { name: 'slashes and tildes left alone', segments: ['Name/Alias', 'A~B'], expected: 'Name/Alias.A~B' },
    { name: 'an empty segment', segments: ['a', '', 'b'], expected: 'a..b' },
    { name: 'no segments', segments: [], expected: '' },
  ])('writes $name', ({ segments, expected }) => {
    expect(formatUpdateMaskPath(segments)).toBe(expected);
  });
});
