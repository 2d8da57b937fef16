// @vitest-environment node
import type * as z from 'zod/mini';
import { formatIssuePath } from '../../src/core/formatIssuePath.ts';
import {
  createInstallationRequestSchema,
  jsonPatchOperationSchema,
  patchObjectRequestSchema,
  updateInstallationRequestSchema,
} from '../../src/schemas/requests.ts';
import {
  configContentInputSchema,
  readObjectConfigInputSchema,
  subscribeObjectConfigInputSchema,
  writeObjectConfigInputSchema,
} from '../../src/schemas/rules.ts';
import { readObject } from '../fixtures.ts';

function issues(schema: z.ZodMiniType, value: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: formatIssuePath(i.path), message: i.message }));
}

const subscribeObject = {
  objectName: 'account',
  destination: 'accountWebhook',
  inheritFieldsAndMappings: true,
  createEvent: { enabled: 'always' },
  updateEvent: { enabled: 'always', requiredWatchFields: ['name'] },
  deleteEvent: { enabled: 'never' },
  providerOptions: { quotaOptimization: { enabled: true } },
};

describe('read object config rules', () => {
  it.each([
    ['minimal', readObject],
    ['backfill by days', { ...readObject, backfill: { defaultPeriod: { days: 30 } } }],
    ['no backfill (0 days)', { ...readObject, backfill: { defaultPeriod: { days: 0 } } }],
    ['full history', { ...readObject, backfill: { defaultPeriod: { fullHistory: true } } }],
    [
      'field filters',
      { ...readObject, fieldFilters: [{ fieldName: 'industry', operator: 'eq', value: 'Tech' }] },
    ],
    [
      'typed filter values',
      {
        ...readObject,
        fieldFilters: [
          { fieldName: 'a', operator: 'eq', value: 3 },
          { fieldName: 'b', operator: 'eq', value: false },
        ],
      },
    ],
    ['raw filter', { ...readObject, rawFilter: { type: 'soql', filter: "Industry = 'Tech'" } }],
    ['all fields', { ...readObject, selectedFieldsAuto: 'all' }],
    [
      'raw filter with an empty fieldFilters',
      { ...readObject, fieldFilters: [], rawFilter: { type: 'soql', filter: 'x' } },
    ],
  ])('accepts %s', (_name, value) => {
    expect(issues(readObjectConfigInputSchema, value)).toEqual([]);
  });

  it.each([
    [
      'negative days',
      { ...readObject, backfill: { defaultPeriod: { days: -1 } } },
      'backfill.defaultPeriod.days',
    ],
    [
      'fractional days',
      { ...readObject, backfill: { defaultPeriod: { days: 1.5 } } },
      'backfill.defaultPeriod.days',
    ],
    [
      'neither days nor fullHistory',
      { ...readObject, backfill: { defaultPeriod: {} } },
      'backfill.defaultPeriod.days',
    ],
    [
      'rawFilter with fieldFilters',
      {
        ...readObject,
        fieldFilters: [{ fieldName: 'a', operator: 'eq', value: 1 }],
        rawFilter: { type: 'soql', filter: 'x' },
      },
      'rawFilter',
    ],
    [
      'two conditions on one field',
      {
        ...readObject,
        fieldFilters: [
          { fieldName: 'a', operator: 'eq', value: 1 },
          { fieldName: 'a', operator: 'eq', value: 2 },
        ],
      },
      'fieldFilters[1].fieldName',
    ],
    [
      'an operator other than eq',
      { ...readObject, fieldFilters: [{ fieldName: 'a', operator: 'gt', value: 1 }] },
      'fieldFilters[0].operator',
    ],
    [
      'an object filter value',
      { ...readObject, fieldFilters: [{ fieldName: 'a', operator: 'eq', value: {} }] },
      'fieldFilters[0].value',
    ],
    [
      'selectedFieldsAuto other than all',
      { ...readObject, selectedFieldsAuto: 'some' },
      'selectedFieldsAuto',
    ],
    [
      'backfill rawFilter with backfill fieldFilters',
      {
        ...readObject,
        backfill: {
          defaultPeriod: { days: 1 },
          fieldFilters: [{ fieldName: 'a', operator: 'eq', value: 1 }],
          rawFilter: { type: 't', filter: 'f' },
        },
      },
      'backfill.rawFilter',
    ],
    ['raw filter without type', { ...readObject, rawFilter: { filter: 'x' } }, 'rawFilter.type'],
    ['fieldFilters that is not an array', { ...readObject, fieldFilters: 'industry = Tech' }, 'fieldFilters'],
    ['a backfill that is not an object', { ...readObject, backfill: 30 }, 'backfill'],
  ])('rejects %s at %s', (_name, value, path) => {
    expect(issues(readObjectConfigInputSchema, value).map((i) => i.path)).toEqual([path]);
  });
});

describe('write object config rules', () => {
  const base = { objectName: 'account' };
  it.each([
    ['minimal', base],
    ['deletion settings', { ...base, deletionSettings: { enabled: true } }],
    [
      'a string default',
      {
        ...base,
        selectedFieldSettings: {
          source: { default: { stringValue: 'web' }, writeOnCreate: 'always', writeOnUpdate: 'ifEmpty' },
        },
      },
    ],
    ['an integer default', { ...base, selectedFieldSettings: { n: { default: { integerValue: 3 } } } }],
    ['a boolean default', { ...base, selectedFieldSettings: { b: { default: { booleanValue: false } } } }],
    [
      'legacy value defaults',
      { ...base, selectedValueDefaults: { a: { value: 1, applyOnUpdate: 'never' } } },
    ],
  ])('accepts %s', (_name, value) => {
    expect(issues(writeObjectConfigInputSchema, value)).toEqual([]);
  });

  it.each([
    [
      'two typed defaults',
      { ...base, selectedFieldSettings: { a: { default: { stringValue: 'x', booleanValue: true } } } },
      'selectedFieldSettings.a.default',
    ],
    [
      'an empty default',
      { ...base, selectedFieldSettings: { a: { default: {} } } },
      'selectedFieldSettings.a.default',
    ],
    [
      'writeOnCreate ifEmpty',
      { ...base, selectedFieldSettings: { a: { writeOnCreate: 'ifEmpty' } } },
      'selectedFieldSettings.a.writeOnCreate',
    ],
    [
      'writeOnUpdate sometimes',
      { ...base, selectedFieldSettings: { a: { writeOnUpdate: 'sometimes' } } },
      'selectedFieldSettings.a.writeOnUpdate',
    ],
    [
      'a fractional integerValue',
      { ...base, selectedFieldSettings: { a: { default: { integerValue: 1.5 } } } },
      'selectedFieldSettings.a.default.integerValue',
    ],
    ['deletionSettings without enabled', { ...base, deletionSettings: {} }, 'deletionSettings.enabled'],
  ])('rejects %s at %s', (_name, value, path) => {
    expect(issues(writeObjectConfigInputSchema, value).map((i) => i.path)).toEqual([path]);
  });
});

describe('subscribe object config rules', () => {
  it.each([
    ['quota optimization with watch fields', subscribeObject],
    ['null inheritFieldsAndMappings', { ...subscribeObject, inheritFieldsAndMappings: null }],
    [
      'watch all fields without quota optimization',
      {
        ...subscribeObject,
        providerOptions: undefined,
        updateEvent: { enabled: 'always', watchFieldsAuto: 'all' },
      },
    ],
    ['other events', { ...subscribeObject, otherEvents: ['object.merged'] }],
  ])('accepts %s', (_name, value) => {
    expect(issues(subscribeObjectConfigInputSchema, value)).toEqual([]);
  });

  it.each([
    [
      'quota optimization without watch fields',
      { ...subscribeObject, updateEvent: { enabled: 'always', requiredWatchFields: [] } },
      'providerOptions.quotaOptimization.enabled',
    ],
    [
      'quota optimization with watchFieldsAuto all',
      {
        ...subscribeObject,
        updateEvent: { enabled: 'always', watchFieldsAuto: 'all', requiredWatchFields: ['name'] },
      },
      'providerOptions.quotaOptimization.enabled',
    ],
    [
      'an event enabled sometimes',
      { ...subscribeObject, createEvent: { enabled: 'sometimes' } },
      'createEvent.enabled',
    ],
    ['missing destination', { ...subscribeObject, destination: undefined }, 'destination'],
    [
      'missing inheritFieldsAndMappings',
      { ...subscribeObject, inheritFieldsAndMappings: undefined },
      'inheritFieldsAndMappings',
    ],
  ])('rejects %s at %s', (_name, value, path) => {
    expect(issues(subscribeObjectConfigInputSchema, value).map((i) => i.path)).toEqual([path]);
  });
});

describe('config content rules report full paths', () => {
  it('names the object and property of each violation', () => {
    const content = {
      provider: 'salesforce',
      read: { objects: { account: { ...readObject, backfill: { defaultPeriod: { days: -3 } } } } },
      write: {
        objects: {
          'Invoice.Line': { objectName: 'Invoice.Line', selectedFieldSettings: { a: { default: {} } } },
        },
      },
    };
    expect(issues(configContentInputSchema, content).map((i) => i.path)).toEqual([
      'read.objects.account.backfill.defaultPeriod.days',
      'write.objects["Invoice.Line"].selectedFieldSettings.a.default',
    ]);
  });
});

describe('request schemas', () => {
  it.each([
    ['add', { op: 'add', path: '/selectedFields/phone', value: true }, true],
    ['replace', { op: 'replace', path: '/schedule', value: '*/5 * * * *' }, true],
    ['remove', { op: 'remove', path: '/selectedFields/fax' }, true],
    ['move is not supported', { op: 'move', from: '/a', path: '/b' }, false],
    ['copy is not supported', { op: 'copy', from: '/a', path: '/b' }, false],
    ['test is not supported', { op: 'test', path: '/a', value: 1 }, false],
    ['path must start with /', { op: 'add', path: 'selectedFields/phone', value: true }, false],
    ['add needs a value', { op: 'add', path: '/a' }, false],
  ])('JSON Patch operation: %s', (_name, value, ok) => {
    expect(jsonPatchOperationSchema.safeParse(value).success).toBe(ok);
  });

  it.each([
    [
      'by installationId',
      { installationId: 'i', action: 'read', changes: [{ op: 'remove', path: '/a' }] },
      [],
    ],
    ['by groupRef', { groupRef: 'g', action: 'write', changes: [{ op: 'remove', path: '/a' }] }, []],
    ['without a target', { action: 'read', changes: [{ op: 'remove', path: '/a' }] }, ['groupRef']],
    ['with no changes', { installationId: 'i', action: 'read', changes: [] }, ['changes']],
    [
      'with an unknown action',
      { installationId: 'i', action: 'delete', changes: [{ op: 'remove', path: '/a' }] },
      ['action'],
    ],
    [
      'with an add missing its value',
      { installationId: 'i', action: 'read', changes: [{ op: 'add', path: '/a' }] },
      ['changes[0].value'],
    ],
  ])('patch object request %s', (_name, value, paths) => {
    expect(issues(patchObjectRequestSchema, value).map((i) => i.path)).toEqual(paths);
  });

  it.each([
    [
      'a valid read object',
      {
        updateMask: ['config.content.read.objects.account'],
        installation: { config: { content: { read: { objects: { account: readObject } } } } },
      },
      [],
    ],
    ['an empty mask', { updateMask: [], installation: {} }, ['updateMask']],
    [
      'every allowed path with its value',
      {
        updateMask: [
          'connectionId',
          'config.createdBy',
          'config.content.write.objects',
          'config.content.write.objects.contact',
          'config.content.subscribe.objects',
          'config.content.subscribe.objects.billing\\:invoice',
          'config.content.subscribe.providerOptions',
          'config.content.proxy.enabled',
        ],
        installation: {
          connectionId: 'c',
          config: {
            createdBy: 'user:1',
            content: {
              write: { objects: { contact: { objectName: 'contact' } } },
              subscribe: {
                objects: {
                  'billing:invoice': {
                    objectName: 'billing:invoice',
                    destination: 'd',
                    inheritFieldsAndMappings: null,
                  },
                },
                providerOptions: {},
              },
              proxy: { enabled: false },
            },
          },
        },
      },
      [],
    ],
    [
      'a path the service does not accept (a whole read map, a top-level name)',
      {
        updateMask: ['config.content.read.objects', 'name', 'config.content.read.objects.account.schedule'],
        installation: { config: { content: { read: { objects: { account: readObject } } } } },
      },
      ['updateMask[0]', 'updateMask[1]', 'updateMask[2]'],
    ],
    [
      'a path with no value in installation',
      { updateMask: ['connectionId', 'config.content.proxy.enabled'], installation: { config: {} } },
      ['updateMask[0]', 'updateMask[1]'],
    ],
    [
      'an invalid backfill inside the masked value',
      {
        updateMask: ['config.content.read.objects.account'],
        installation: {
          config: {
            content: {
              read: { objects: { account: { ...readObject, backfill: { defaultPeriod: { days: -1 } } } } },
            },
          },
        },
      },
      ['installation.config.content.read.objects.account.backfill.defaultPeriod.days'],
    ],
  ])('update installation request %s', (_name, value, paths) => {
    expect(issues(updateInstallationRequestSchema, value).map((i) => i.path)).toEqual(paths);
  });

  it.each([
    [
      'valid',
      {
        groupRef: 'g',
        config: { content: { provider: 'salesforce', read: { objects: { account: readObject } } } },
      },
      [],
    ],
    ['without groupRef', { config: { content: { provider: 'salesforce' } } }, ['groupRef']],
    ['without provider', { groupRef: 'g', config: { content: {} } }, ['config.content.provider']],
  ])('create installation request %s', (_name, value, paths) => {
    expect(issues(createInstallationRequestSchema, value).map((i) => i.path)).toEqual(paths);
  });
});
