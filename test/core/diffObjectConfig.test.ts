// @vitest-environment node
import fc from 'fast-check';
import jsonpatch from 'fast-json-patch';
import * as z from 'zod/mini';
import { diffObjectConfig } from '../../src/core/diffObjectConfig.ts';
import type { ReadObjectConfig, SubscribeObjectConfig, WriteObjectConfig } from '../../src/schemas/config.ts';
import { type JsonPatchOperation, jsonPatchOperationSchema } from '../../src/schemas/requests.ts';
import { configPairs } from '../support/configArbitraries.ts';

type ObjectConfig = ReadObjectConfig | WriteObjectConfig | SubscribeObjectConfig;

/** What the service stores after applying the changes as sent on the wire (JSON), validating each operation. */
function applyAsService(before: ObjectConfig, changes: JsonPatchOperation[]): unknown {
  const wire: JsonPatchOperation[] = JSON.parse(JSON.stringify(changes));
  return jsonpatch.applyPatch(jsonpatch.deepClone(before), wire, true).newDocument;
}

const read = (config: Partial<ReadObjectConfig> = {}): ReadObjectConfig => ({
  objectName: 'account',
  selectedFields: {},
  selectedFieldMappings: {},
  ...config,
});
const write = (config: Partial<WriteObjectConfig> = {}): WriteObjectConfig => ({
  objectName: 'account',
  ...config,
});
const subscribe = (config: Partial<SubscribeObjectConfig> = {}): SubscribeObjectConfig => ({
  objectName: 'account',
  destination: 'events',
  inheritFieldsAndMappings: true,
  ...config,
});

function withoutKey<T>(map: Record<string, T>, key: string): Record<string, T> {
  const copy = { ...map };
  delete copy[key];
  return copy;
}

const manyFields = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`Field_${i}`, true]));

const table: { name: string; before: ObjectConfig; after: ObjectConfig; expected: JsonPatchOperation[] }[] = [
  {
    name: 'a no-op draft',
    before: read({ schedule: '0 * * * *' }),
    after: read({ schedule: '0 * * * *' }),
    expected: [],
  },
  {
    name: 'the same maps with keys inserted in another order',
    before: read({ selectedFields: { a: true, b: false } }),
    after: read({ selectedFields: { b: false, a: true } }),
    expected: [],
  },
  {
    name: 'one changed primitive',
    before: read({ schedule: '0 * * * *' }),
    after: read({ schedule: '*/5 * * * *' }),
    expected: [{ op: 'replace', path: '/schedule', value: '*/5 * * * *' }],
  },
  {
    name: 'a new key',
    before: read(),
    after: read({ destination: 'hook' }),
    expected: [{ op: 'add', path: '/destination', value: 'hook' }],
  },
  {
    name: 'a deleted key',
    before: read({ destination: 'hook' }),
    after: read(),
    expected: [{ op: 'remove', path: '/destination' }],
  },
  {
    name: 'a key set to undefined in after (removal)',
    before: read({ disabled: true }),
    after: read({ disabled: undefined }),
    expected: [{ op: 'remove', path: '/disabled' }],
  },
  {
    name: 'a key undefined in before and missing in after',
    before: read({ disabled: undefined }),
    after: read(),
    expected: [],
  },
  {
    name: 'a key undefined in before and set in after',
    before: read({ disabled: undefined }),
    after: read({ disabled: false }),
    expected: [{ op: 'add', path: '/disabled', value: false }],
  },
  {
    name: 'null, which is a value and not a removal',
    before: subscribe({ inheritFieldsAndMappings: true }),
    after: subscribe({ inheritFieldsAndMappings: null }),
    expected: [{ op: 'replace', path: '/inheritFieldsAndMappings', value: null }],
  },
  {
    name: 'one field toggled out of 5,000',
    before: read({ selectedFields: manyFields }),
    after: read({ selectedFields: { ...manyFields, Field_4321: false } }),
    expected: [{ op: 'replace', path: '/selectedFields/Field_4321', value: false }],
  },
  {
    name: 'a field deselected out of 5,000 by removing its key',
    before: read({ selectedFields: manyFields }),
    after: read({ selectedFields: withoutKey(manyFields, 'Field_0') }),
    expected: [{ op: 'remove', path: '/selectedFields/Field_0' }],
  },
  {
    name: 'a nested key set to undefined in after (removal)',
    before: write({ selectedFieldSettings: { OwnerId: { writeOnCreate: 'never', writeOnUpdate: 'never' } } }),
    after: write({
      selectedFieldSettings: { OwnerId: { writeOnCreate: undefined, writeOnUpdate: 'never' } },
    }),
    expected: [{ op: 'remove', path: '/selectedFieldSettings/OwnerId/writeOnCreate' }],
  },
  {
    name: 'a key with a slash (RFC 6901: / becomes ~1)',
    before: read({ selectedFields: {} }),
    after: read({ selectedFields: { 'Name/Alias': true } }),
    expected: [{ op: 'add', path: '/selectedFields/Name~1Alias', value: true }],
  },
  {
    name: 'a key with a tilde (RFC 6901: ~ becomes ~0)',
    before: read({ selectedFieldMappings: { 'A~B': 'x' } }),
    after: read({ selectedFieldMappings: { 'A~B': 'y' } }),
    expected: [{ op: 'replace', path: '/selectedFieldMappings/A~0B', value: 'y' }],
  },
  {
    name: 'a key that looks escaped already (~ escaped before /)',
    before: read({ selectedFields: { '~1': true, '/~': true } }),
    after: read({ selectedFields: {} }),
    expected: [
      { op: 'remove', path: '/selectedFields/~01' },
      { op: 'remove', path: '/selectedFields/~1~0' },
    ],
  },
  {
    name: 'an empty key',
    before: read({ selectedFields: { '': true } }),
    after: read({ selectedFields: { '': false } }),
    expected: [{ op: 'replace', path: '/selectedFields/', value: false }],
  },
  {
    name: 'keys that Object.prototype also has',
    before: read({ selectedFields: { constructor: true } }),
    after: read({ selectedFields: { toString: true } }),
    expected: [
      { op: 'remove', path: '/selectedFields/constructor' },
      { op: 'add', path: '/selectedFields/toString', value: true },
    ],
  },
  {
    name: 'a key of a nested map added',
    before: read({ selectedValueMappings: { Status: { open: 'Open' } } }),
    after: read({ selectedValueMappings: { Status: { open: 'Open', closed: 'Closed' } } }),
    expected: [{ op: 'add', path: '/selectedValueMappings/Status/closed', value: 'Closed' }],
  },
  {
    name: 'keys of a nested map changed and removed, with escaping at both levels',
    before: read({ selectedValueMappings: { 'Stage/Phase': { 'a~b': 'x', keep: 'k', drop: 'd' } } }),
    after: read({ selectedValueMappings: { 'Stage/Phase': { 'a~b': 'y', keep: 'k' } } }),
    expected: [
      { op: 'replace', path: '/selectedValueMappings/Stage~1Phase/a~0b', value: 'y' },
      { op: 'remove', path: '/selectedValueMappings/Stage~1Phase/drop' },
    ],
  },
  {
    name: 'a nested map added whole',
    before: read(),
    after: read({ selectedValueMappings: { Status: { open: 'Open' } } }),
    expected: [{ op: 'add', path: '/selectedValueMappings', value: { Status: { open: 'Open' } } }],
  },
  {
    name: 'an inner map added whole',
    before: read({ selectedValueMappings: {} }),
    after: read({ selectedValueMappings: { Status: { open: 'Open' } } }),
    expected: [{ op: 'add', path: '/selectedValueMappings/Status', value: { open: 'Open' } }],
  },
  {
    name: 'a nested map removed whole',
    before: read({ selectedValueMappings: { Status: { open: 'Open' } } }),
    after: read(),
    expected: [{ op: 'remove', path: '/selectedValueMappings' }],
  },
  {
    name: 'a nested write setting changed from a string default to an integer default',
    before: write({
      selectedFieldSettings: { 'Owner/Id': { default: { stringValue: 'u1' }, writeOnCreate: 'always' } },
    }),
    after: write({
      selectedFieldSettings: { 'Owner/Id': { default: { integerValue: 7 }, writeOnCreate: 'always' } },
    }),
    expected: [
      { op: 'add', path: '/selectedFieldSettings/Owner~1Id/default/integerValue', value: 7 },
      { op: 'remove', path: '/selectedFieldSettings/Owner~1Id/default/stringValue' },
    ],
  },
  {
    name: 'a deeper plain object (backfill.defaultPeriod)',
    before: read({ backfill: { defaultPeriod: { days: 30 } } }),
    after: read({ backfill: { defaultPeriod: { fullHistory: true } } }),
    expected: [
      { op: 'remove', path: '/backfill/defaultPeriod/days' },
      { op: 'add', path: '/backfill/defaultPeriod/fullHistory', value: true },
    ],
  },
  {
    name: 'an empty map kept empty',
    before: read({ selectedFields: {} }),
    after: read({ selectedFields: {} }),
    expected: [],
  },
  {
    name: 'an empty map added',
    before: write(),
    after: write({ selectedFieldSettings: {} }),
    expected: [{ op: 'add', path: '/selectedFieldSettings', value: {} }],
  },
  {
    name: 'an empty map removed',
    before: write({ selectedFieldSettings: {} }),
    after: write(),
    expected: [{ op: 'remove', path: '/selectedFieldSettings' }],
  },
  {
    name: 'a map emptied key by key',
    before: read({ selectedValueMappings: { Status: { open: 'Open' } } }),
    after: read({ selectedValueMappings: { Status: {} } }),
    expected: [{ op: 'remove', path: '/selectedValueMappings/Status/open' }],
  },
  {
    name: 'an empty nested map and a nested map of undefined values, which are equal',
    before: write({ selectedFieldSettings: { OwnerId: {} } }),
    after: write({ selectedFieldSettings: { OwnerId: { default: undefined, writeOnCreate: undefined } } }),
    expected: [],
  },
  {
    name: 'fieldFilters with one item changed (replaced whole)',
    before: read({
      fieldFilters: [
        { fieldName: 'Industry', operator: 'eq', value: 'Tech' },
        { fieldName: 'Active', operator: 'eq', value: true },
      ],
    }),
    after: read({
      fieldFilters: [
        { fieldName: 'Industry', operator: 'eq', value: 'Retail' },
        { fieldName: 'Active', operator: 'eq', value: true },
      ],
    }),
    expected: [
      {
        op: 'replace',
        path: '/fieldFilters',
        value: [
          { fieldName: 'Industry', operator: 'eq', value: 'Retail' },
          { fieldName: 'Active', operator: 'eq', value: true },
        ],
      },
    ],
  },
  {
    name: 'an equal fieldFilters array built anew',
    before: read({ fieldFilters: [{ fieldName: 'Industry', operator: 'eq', value: 'Tech' }] }),
    after: read({ fieldFilters: [{ value: 'Tech', operator: 'eq', fieldName: 'Industry' }] }),
    expected: [],
  },
  {
    name: 'requiredWatchFields reordered (replaced whole)',
    before: subscribe({ updateEvent: { enabled: 'always', requiredWatchFields: ['Name', 'Phone'] } }),
    after: subscribe({ updateEvent: { enabled: 'always', requiredWatchFields: ['Phone', 'Name'] } }),
    expected: [{ op: 'replace', path: '/updateEvent/requiredWatchFields', value: ['Phone', 'Name'] }],
  },
  {
    name: 'an item appended to otherEvents (replaced whole, never /otherEvents/-)',
    before: subscribe({ otherEvents: ['merge'] }),
    after: subscribe({ otherEvents: ['merge', 'undelete'] }),
    expected: [{ op: 'replace', path: '/otherEvents', value: ['merge', 'undelete'] }],
  },
  {
    name: 'an array emptied',
    before: subscribe({ otherEvents: ['merge'] }),
    after: subscribe({ otherEvents: [] }),
    expected: [{ op: 'replace', path: '/otherEvents', value: [] }],
  },
  {
    name: 'dynamicMappingsInput with a nested mapped value changed (replaced whole)',
    before: read({
      dynamicMappingsInput: [
        { mapToName: 'stage', mappedValues: [{ mappedValue: 'a', mappedDisplayValue: 'A' }] },
      ],
    }),
    after: read({
      dynamicMappingsInput: [
        { mapToName: 'stage', mappedValues: [{ mappedValue: 'b', mappedDisplayValue: 'B' }] },
      ],
    }),
    expected: [
      {
        op: 'replace',
        path: '/dynamicMappingsInput',
        value: [{ mapToName: 'stage', mappedValues: [{ mappedValue: 'b', mappedDisplayValue: 'B' }] }],
      },
    ],
  },
  {
    name: 'an array added and another removed',
    before: read({ fieldFilters: [{ fieldName: 'Industry', operator: 'eq', value: 'Tech' }] }),
    after: read({ dynamicMappingsInput: [{ mapToName: 'stage' }] }),
    expected: [
      { op: 'add', path: '/dynamicMappingsInput', value: [{ mapToName: 'stage' }] },
      { op: 'remove', path: '/fieldFilters' },
    ],
  },
  {
    name: 'a type change from map to array and from primitive to map',
    before: read({ extra: { a: 1 }, other: 'x' }),
    after: read({ extra: ['a'], other: { nested: true } }),
    expected: [
      { op: 'replace', path: '/extra', value: ['a'] },
      { op: 'replace', path: '/other', value: { nested: true } },
    ],
  },
  {
    name: 'changes across the config, sorted by path',
    before: subscribe({
      updateEvent: { enabled: 'always', watchFieldsAuto: 'all' },
      deleteEvent: { enabled: 'always' },
    }),
    after: subscribe({
      updateEvent: { enabled: 'never' },
      createEvent: { enabled: 'always' },
      providerOptions: { quotaOptimization: { enabled: true } },
      destination: 'other',
    }),
    expected: [
      { op: 'add', path: '/createEvent', value: { enabled: 'always' } },
      { op: 'remove', path: '/deleteEvent' },
      { op: 'replace', path: '/destination', value: 'other' },
      { op: 'add', path: '/providerOptions', value: { quotaOptimization: { enabled: true } } },
      { op: 'replace', path: '/updateEvent/enabled', value: 'never' },
      { op: 'remove', path: '/updateEvent/watchFieldsAuto' },
    ],
  },
];

describe('diffObjectConfig', () => {
  it.each(table)('diffs $name', ({ before, after, expected }) => {
    const changes = diffObjectConfig(before, after);
    expect(changes).toEqual(expected);
    expect(z.array(jsonPatchOperationSchema).parse(changes)).toEqual(changes);
    expect(applyAsService(before, changes)).toEqual(after);
  });

  it.each(table)('leaves its inputs untouched for $name', ({ before, after }) => {
    const beforeCopy = structuredClone(before);
    const afterCopy = structuredClone(after);
    diffObjectConfig(before, after);
    expect(before).toStrictEqual(beforeCopy);
    expect(after).toStrictEqual(afterCopy);
  });
});

/** Leaf values by JSON Pointer: primitives, arrays and empty maps are leaves; `undefined` is absent. */
function leaves(value: unknown, path = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) out.set(path, '{}');
    for (const [k, v] of entries) leaves(v, `${path}/${jsonpatch.escapePathComponent(k)}`, out);
  } else if (value !== undefined) {
    out.set(path, JSON.stringify(value));
  }
  return out;
}

/** The number of changed leaves plus changed arrays (arrays count as leaves here). */
function changedLeafCount(before: unknown, after: unknown): number {
  const a = leaves(before);
  const b = leaves(after);
  let count = 0;
  for (const [path, leaf] of a) if (b.get(path) !== leaf) count++;
  for (const path of b.keys()) if (!a.has(path)) count++;
  return count;
}

describe('diffObjectConfig properties', () => {
  it('turns before into after when applied (RFC 6902), for random configs', () => {
    fc.assert(
      fc.property(configPairs, ([before, after]) => {
        expect(applyAsService(before, diffObjectConfig(before, after))).toEqual(after);
      }),
      { numRuns: 1000 },
    );
  });

  it('never needs more operations than changed leaves plus changed arrays', () => {
    fc.assert(
      fc.property(configPairs, ([before, after]) => {
        expect(diffObjectConfig(before, after).length).toBeLessThanOrEqual(changedLeafCount(before, after));
      }),
      { numRuns: 1000 },
    );
  });

  it('finds nothing to change between a config and itself or its JSON copy', () => {
    fc.assert(
      fc.property(configPairs, ([before]) => {
        expect(diffObjectConfig(before, before)).toEqual([]);
        expect(diffObjectConfig(before, JSON.parse(JSON.stringify(before)))).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });
});
