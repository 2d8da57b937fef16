// @vitest-environment node
import type { SaveStep } from '../../src/core/planSave.ts';
import { summarizeSaveSteps } from '../../src/core/summarizeSaveSteps.ts';
import type { Action, ObjectConfig } from '../../src/schemas/config.ts';

const patch = (changes: Extract<SaveStep, { kind: 'patchObject' }>['changes']): SaveStep => ({
  kind: 'patchObject',
  action: 'read',
  objectName: 'account',
  changes,
});

/** The mask step that adds one object, stored whole under its own mask path. */
const added = (action: Action, objectName: string, config: ObjectConfig): SaveStep => ({
  kind: 'updateInstallation',
  updateMask: [`config.content.${action}.objects.${objectName}`],
  installation: { config: { content: { [action]: { objects: { [objectName]: config } } } } },
});

describe('summarizeSaveSteps', () => {
  it.each<[string, SaveStep[], unknown[]]>([
    ['nothing', [], []],
    [
      'field toggles grouped, pointer unescaped',
      [
        patch([
          { op: 'add', path: '/selectedFields/Phone', value: true },
          { op: 'add', path: '/selectedFields/A~1B~0C', value: true },
          { op: 'remove', path: '/selectedFields/Fax' },
        ]),
      ],
      [
        { kind: 'fieldsSelected', action: 'read', objectName: 'account', fieldNames: ['Phone', 'A/B~C'] },
        { kind: 'fieldsDeselected', action: 'read', objectName: 'account', fieldNames: ['Fax'] },
      ],
    ],
    [
      'a mapping set and one removed',
      [
        patch([
          { op: 'add', path: '/selectedFieldMappings/industry', value: 'Industry' },
          { op: 'remove', path: '/selectedFieldMappings/size' },
        ]),
      ],
      [
        { kind: 'mapped', objectName: 'account', mapToName: 'industry', fieldName: 'Industry' },
        { kind: 'mapped', objectName: 'account', mapToName: 'size', fieldName: undefined },
      ],
    ],
    [
      'schedule, backfill, filters, pause, all fields',
      [
        patch([
          { op: 'replace', path: '/schedule', value: '0 * * * *' },
          { op: 'replace', path: '/backfill/defaultPeriod/days', value: 3 },
          { op: 'add', path: '/fieldFilters', value: [] },
          { op: 'add', path: '/rawFilter', value: { type: 'soql', filter: 'x' } },
          { op: 'add', path: '/disabled', value: true },
          { op: 'add', path: '/selectedFieldsAuto', value: 'all' },
        ]),
      ],
      [
        { kind: 'schedule', objectName: 'account', schedule: '0 * * * *' },
        { kind: 'backfill', objectName: 'account', backfill: undefined },
        { kind: 'filters', objectName: 'account' },
        { kind: 'enabled', objectName: 'account', enabled: false },
        { kind: 'allFields', objectName: 'account', on: true },
      ],
    ],
    [
      'mask paths: new object, proxy, provider flows, connection, whole map',
      [
        {
          kind: 'updateInstallation',
          updateMask: [
            'config.content.read.objects.Invoice\\.Line',
            'config.content.proxy.enabled',
            'config.content.subscribe.providerOptions',
            'connectionId',
            'config.content.write.objects',
          ],
          installation: {
            connectionId: 'conn-2',
            config: {
              content: {
                proxy: { enabled: true },
                subscribe: { objects: {}, providerOptions: { useProviderFlows: { enabled: true } } },
              },
            },
          },
        },
      ],
      [
        { kind: 'objectAdded', action: 'read', objectName: 'Invoice.Line', settings: [] },
        { kind: 'proxy', enabled: true },
        { kind: 'providerFlows', enabled: true },
        { kind: 'connection', connectionId: 'conn-2' },
        { kind: 'objectsReplaced', action: 'write' },
      ],
    ],
    [
      'a new read object: what it will store, in the order the editor shows it',
      [
        added('read', 'contact', {
          objectName: 'contact',
          destination: 'hook',
          schedule: '0 * * * *',
          selectedFields: { email: true, 'a/b': true, fax: false },
          selectedFieldMappings: { companyName: 'Company' },
          selectedValueMappings: { stage: { open: 'Open' }, rating: { hot: 'Hot' } },
          dynamicMappingsInput: [],
          backfill: { defaultPeriod: { days: 30 } },
          fieldFilters: [{ fieldName: 'LeadSource', operator: 'eq', value: 'Web' }],
        }),
      ],
      [
        {
          kind: 'objectAdded',
          action: 'read',
          objectName: 'contact',
          settings: [
            {
              kind: 'fieldsSelected',
              action: 'read',
              objectName: 'contact',
              fieldNames: ['email', 'a/b'],
              listAll: true,
            },
            { kind: 'mapped', objectName: 'contact', mapToName: 'companyName', fieldName: 'Company' },
            { kind: 'valueMappings', objectName: 'contact', mapToName: 'stage' },
            { kind: 'valueMappings', objectName: 'contact', mapToName: 'rating' },
            { kind: 'storedSchedule', objectName: 'contact', schedule: '0 * * * *' },
            { kind: 'storedBackfill', objectName: 'contact', backfill: { defaultPeriod: { days: 30 } } },
            {
              kind: 'storedFilters',
              objectName: 'contact',
              conditions: [{ fieldName: 'LeadSource', value: 'Web' }],
              raw: false,
            },
          ],
        },
      ],
    ],
    [
      'a new read object with all fields, a custom filter and no conditions',
      [
        added('read', 'lead', {
          objectName: 'lead',
          selectedFields: {},
          selectedFieldMappings: {},
          selectedFieldsAuto: 'all',
          fieldFilters: [],
          rawFilter: { type: 'soql', filter: "Status = 'Open'" },
        }),
      ],
      [
        {
          kind: 'objectAdded',
          action: 'read',
          objectName: 'lead',
          settings: [
            { kind: 'allFields', objectName: 'lead', on: true },
            { kind: 'storedFilters', objectName: 'lead', conditions: [], raw: true },
          ],
        },
      ],
    ],
    [
      'a new write object: one entry per field setting and the deletion setting',
      [
        added('write', 'account', {
          objectName: 'account',
          deletionSettings: { enabled: true },
          selectedFieldSettings: {
            industry: { default: { stringValue: 'Retail' }, writeOnCreate: 'always' },
            'x/y~z': { writeOnUpdate: 'never' },
          },
          selectedValueDefaults: { legacy: { value: 'a' } },
        }),
      ],
      [
        {
          kind: 'objectAdded',
          action: 'write',
          objectName: 'account',
          settings: [
            { kind: 'other', action: 'write', objectName: 'account', path: '/deletionSettings' },
            {
              kind: 'other',
              action: 'write',
              objectName: 'account',
              path: '/selectedFieldSettings/industry',
            },
            { kind: 'other', action: 'write', objectName: 'account', path: '/selectedFieldSettings/x~1y~0z' },
          ],
        },
      ],
    ],
    [
      'a new subscribe object: its destination and each event setting',
      [
        added('subscribe', 'contact', {
          objectName: 'contact',
          destination: 'events',
          inheritFieldsAndMappings: true,
          createEvent: { enabled: 'always' },
          updateEvent: { enabled: 'always', requiredWatchFields: ['email'] },
          providerOptions: { quotaOptimization: { enabled: true } },
        }),
      ],
      [
        {
          kind: 'objectAdded',
          action: 'subscribe',
          objectName: 'contact',
          settings: [
            'destination',
            'inheritFieldsAndMappings',
            'createEvent',
            'updateEvent',
            'providerOptions',
          ].map((key) => ({ kind: 'other', action: 'subscribe', objectName: 'contact', path: `/${key}` })),
        },
      ],
    ],
    [
      'an object named like a prototype key is read as an own property only',
      [
        {
          kind: 'updateInstallation',
          updateMask: ['config.content.read.objects.__proto__'],
          installation: { config: { content: { read: { objects: {} } } } },
        },
      ],
      [{ kind: 'objectAdded', action: 'read', objectName: '__proto__', settings: [] }],
    ],
  ])('%s', (_name, steps, expected) => {
    expect(summarizeSaveSteps(steps)).toEqual(expected);
  });
});
