// @vitest-environment node
import type { SaveStep } from '../../src/core/planSave.ts';
import { summarizeSaveSteps } from '../../src/core/summarizeSaveSteps.ts';

const patch = (changes: Extract<SaveStep, { kind: 'patchObject' }>['changes']): SaveStep => ({
  kind: 'patchObject',
  action: 'read',
  objectName: 'account',
  changes,
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
        { kind: 'objectAdded', action: 'read', objectName: 'Invoice.Line' },
        { kind: 'proxy', enabled: true },
        { kind: 'providerFlows', enabled: true },
        { kind: 'connection', connectionId: 'conn-2' },
        { kind: 'objectsReplaced', action: 'write' },
      ],
    ],
  ])('%s', (_name, steps, expected) => {
    expect(summarizeSaveSteps(steps)).toEqual(expected);
  });
});
