// @vitest-environment node
// The helpers through which provider names index maps: any string is a key, none reaches a prototype.
import { copyNameMap } from '../../src/core/copyNameMap.ts';
import { ownValue } from '../../src/core/ownValue.ts';
import { rebaseEdit } from '../../src/core/rebaseEdit.ts';
import { shareUnchangedParts } from '../../src/core/shareUnchangedParts.ts';
import { withoutPrototypes } from '../../src/core/withoutPrototypes.ts';
import type { ReadObjectConfig } from '../../src/schemas/config.ts';
import { setOwnProperty } from '../../src/schemas/setOwnProperty.ts';

const NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'a/b~c',
  'with space',
  'a.b',
  '名前',
];
const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();
const before = prototypeKeys();
afterEach(() => expect(prototypeKeys()).toEqual(before));

const mapOf = (names: readonly string[]) => {
  const map: Record<string, boolean> = {};
  for (const name of names) setOwnProperty(map, name, true);
  return map;
};

describe.each(NAMES)('the name %j', (name) => {
  it('is set and read as an own key, and only as one', () => {
    const map: Record<string, unknown> = {};
    expect(ownValue(map, name)).toBeUndefined();
    setOwnProperty(map, name, 1);
    expect(Object.keys(map)).toEqual([name]);
    expect(ownValue(map, name)).toBe(1);
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
  });

  it('survives copies: copyNameMap, withoutPrototypes, shareUnchangedParts', () => {
    const map = mapOf([name, 'other']);
    const copy = copyNameMap(map);
    copy[name] = false;
    expect(Object.keys(copy).sort()).toEqual([name, 'other'].sort());
    expect(ownValue(copy, name)).toBe(false);
    const deep = withoutPrototypes({ selectedFields: map });
    expect(ownValue(deep.selectedFields, name)).toBe(true);
    const changed = mapOf([name]);
    const shared = shareUnchangedParts({ a: map, b: { x: 1 } }, { a: changed, b: { x: 1 } });
    expect(Object.keys(shared.a)).toEqual([name]);
    expect(ownValue(shared.a, name)).toBe(true);
  });

  it('is rebased under the user’s edit without writing to a prototype', () => {
    const base: ReadObjectConfig = { objectName: 'o', selectedFields: {}, selectedFieldMappings: {} };
    const current: ReadObjectConfig = { ...base, selectedFields: mapOf([name]) };
    const server: ReadObjectConfig = { ...base, schedule: '0 * * * *' };
    const { value: rebased, conflicts } = rebaseEdit(base, current, server);
    expect(conflicts).toEqual([]);
    expect(Object.keys(rebased.selectedFields)).toEqual([name]);
    expect(rebased.schedule).toBe('0 * * * *');
  });
});

describe('shareUnchangedParts', () => {
  it.each([
    ['equal trees: the previous one', { a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }, 'previous'],
    ['a changed leaf: a new tree', { a: 1, b: { c: 2 } }, { a: 2, b: { c: 2 } }, 'new'],
    ['a removed key: a new tree', { a: 1, b: 2 }, { a: 1 }, 'new'],
    ['an added key: a new tree', { a: 1 }, { a: 1, b: 2 }, 'new'],
    ['no previous data: the new data', undefined, { a: 1 }, 'new'],
  ])('%s', (_name, previous, next, expected) => {
    const result = shareUnchangedParts(previous, next);
    expect(result).toEqual(next);
    expect(result === previous).toBe(expected === 'previous');
  });

  it('keeps the identity of unchanged branches of a changed tree', () => {
    const previous = { keep: { deep: [1, 2] }, change: { x: 1 } };
    const result = shareUnchangedParts(previous, { keep: { deep: [1, 2] }, change: { x: 2 } });
    expect(result.keep).toBe(previous.keep);
    expect(result.change).not.toBe(previous.change);
  });
});
