// @vitest-environment node
import { buildRevisionObjects } from '../../src/core/buildRevisionObjects.ts';
import { describeChange } from '../../src/core/describeChange.ts';
import type { ChangeSummary } from '../../src/core/summarizeSaveSteps.ts';
import { defaultMessages } from '../../src/messages/defaultMessages.ts';
import type { HydratedRevision } from '../../src/schemas/integration.ts';

const hydrated: HydratedRevision = {
  id: 'rev-1',
  specVersion: '1.0.0',
  createTime: '2026-01-01T00:00:00Z',
  content: {
    name: 'crm',
    provider: 'salesforce',
    read: {
      objects: [
        {
          objectName: 'account',
          displayName: 'Account',
          destination: 'hook',
          schedule: '*/15 * * * *',
          requiredFields: [{ mapToName: 'companySize', mapToDisplayName: 'Company size' }],
          optionalFields: [
            { fieldName: 'Industry', displayName: 'Industry sector' },
            { fieldName: 'Phone', displayName: 'Main phone' },
          ],
          allFieldsMetadata: {
            Industry: { fieldName: 'Industry', displayName: 'Industry sector', valueType: 'string' },
            Phone: { fieldName: 'Phone', displayName: 'Main phone', valueType: 'string' },
            NumberOfEmployees: { fieldName: 'NumberOfEmployees', displayName: 'Employees', valueType: 'int' },
          },
        },
      ],
    },
  },
};
const view = buildRevisionObjects(hydrated, undefined, undefined).read[0];

const table: { name: string; change: ChangeSummary; withView: string; withoutView: string }[] = [
  {
    name: 'fields turned on, by display name',
    change: {
      kind: 'fieldsSelected',
      action: 'read',
      objectName: 'account',
      fieldNames: ['Industry', 'Phone'],
    },
    withView: 'Turn on 2 fields: Industry sector, Main phone',
    withoutView: 'Turn on 2 fields: Industry, Phone',
  },
  {
    name: 'more fields turned off than are named',
    change: {
      kind: 'fieldsDeselected',
      action: 'read',
      objectName: 'account',
      fieldNames: ['Industry', 'Phone', 'NumberOfEmployees', 'Fax', 'Website'],
    },
    withView: 'Turn off 5 fields: Industry sector, Main phone, Employees and 2 more',
    withoutView: 'Turn off 5 fields: Industry, Phone, NumberOfEmployees and 2 more',
  },
  {
    name: 'one unknown field',
    change: { kind: 'fieldsSelected', action: 'read', objectName: 'account', fieldNames: ['Gone__c'] },
    withView: 'Turn on 1 field: Gone__c',
    withoutView: 'Turn on 1 field: Gone__c',
  },
  {
    name: 'all fields',
    change: { kind: 'allFields', objectName: 'account', on: true },
    withView: 'Read all fields',
    withoutView: 'Read all fields',
  },
  {
    name: 'a mapping',
    change: {
      kind: 'mapped',
      objectName: 'account',
      mapToName: 'companySize',
      fieldName: 'NumberOfEmployees',
    },
    withView: 'Map Employees to Company size',
    withoutView: 'Map NumberOfEmployees to companySize',
  },
  {
    name: 'a mapping removed',
    change: { kind: 'mapped', objectName: 'account', mapToName: 'companySize', fieldName: undefined },
    withView: 'Remove the mapping of Company size',
    withoutView: 'Remove the mapping of companySize',
  },
  {
    name: 'value mappings',
    change: { kind: 'valueMappings', objectName: 'account', mapToName: 'companySize' },
    withView: 'Change the value mapping of Company size',
    withoutView: 'Change the value mapping of companySize',
  },
  {
    name: 'a preset schedule, in words',
    change: { kind: 'schedule', objectName: 'account', schedule: '30 2 * * 1' },
    withView: 'Change the schedule: Every Monday at 02:30',
    withoutView: 'Change the schedule: Every Monday at 02:30',
  },
  {
    name: 'a custom schedule, in the cron.* phrases',
    change: { kind: 'schedule', objectName: 'account', schedule: '0 */2 * * *' },
    withView: 'Change the schedule: Every 2 hours',
    withoutView: 'Change the schedule: Every 2 hours',
  },
  {
    name: 'an invalid schedule, as its expression',
    change: { kind: 'schedule', objectName: 'account', schedule: '0 99 * * *' },
    withView: 'Change the schedule: 0 99 * * *',
    withoutView: 'Change the schedule: 0 99 * * *',
  },
  {
    name: 'a schedule removed',
    change: { kind: 'schedule', objectName: 'account', schedule: undefined },
    withView: 'Change the schedule: -',
    withoutView: 'Change the schedule: -',
  },
  {
    name: 'backfill',
    change: { kind: 'backfill', objectName: 'account', backfill: { defaultPeriod: { days: 3 } } },
    withView: 'Change how far back the first read goes',
    withoutView: 'Change how far back the first read goes',
  },
  {
    name: 'filters',
    change: { kind: 'filters', objectName: 'account' },
    withView: 'Change the filters',
    withoutView: 'Change the filters',
  },
  {
    name: 'paused',
    change: { kind: 'enabled', objectName: 'account', enabled: false },
    withView: 'Pause reading',
    withoutView: 'Pause reading',
  },
  {
    name: 'the object added',
    change: { kind: 'objectAdded', action: 'read', objectName: 'account' },
    withView: 'Start configuring Account',
    withoutView: 'Start configuring account',
  },
  {
    name: 'another object added',
    change: { kind: 'objectAdded', action: 'read', objectName: 'contact' },
    withView: 'Start configuring contact',
    withoutView: 'Start configuring contact',
  },
  {
    name: "a new object's fields, each named",
    change: {
      kind: 'fieldsSelected',
      action: 'read',
      objectName: 'account',
      fieldNames: ['Industry', 'Phone', 'NumberOfEmployees', 'Fax', 'Website'],
      listAll: true,
    },
    withView: 'Turn on 5 fields: Industry sector, Main phone, Employees, Fax, Website',
    withoutView: 'Turn on 5 fields: Industry, Phone, NumberOfEmployees, Fax, Website',
  },
  {
    name: "a new object's schedule, in words",
    change: { kind: 'storedSchedule', objectName: 'account', schedule: '0 * * * *' },
    withView: 'Schedule: Every hour, on the hour',
    withoutView: 'Schedule: Every hour, on the hour',
  },
  {
    name: "a new object's history: some days",
    change: { kind: 'storedBackfill', objectName: 'account', backfill: { defaultPeriod: { days: 30 } } },
    withView: 'History: the first read also picks up the last 30 days',
    withoutView: 'History: the first read also picks up the last 30 days',
  },
  {
    name: "a new object's history: all of it",
    change: {
      kind: 'storedBackfill',
      objectName: 'account',
      backfill: { defaultPeriod: { fullHistory: true } },
    },
    withView: 'History: the first read goes back to the oldest record',
    withoutView: 'History: the first read goes back to the oldest record',
  },
  {
    name: "a new object's history: none",
    change: { kind: 'storedBackfill', objectName: 'account', backfill: { defaultPeriod: { days: 0 } } },
    withView: 'History: none, the first read starts now',
    withoutView: 'History: none, the first read starts now',
  },
  {
    name: "a new object's filter conditions, by field label",
    change: {
      kind: 'storedFilters',
      objectName: 'account',
      conditions: [
        { fieldName: 'Industry', value: 'Retail' },
        { fieldName: 'NumberOfEmployees', value: 50 },
      ],
      raw: false,
    },
    withView: 'Only records where Industry sector equals Retail and Employees equals 50',
    withoutView: 'Only records where Industry equals Retail and NumberOfEmployees equals 50',
  },
  {
    name: "a new object's custom filter",
    change: { kind: 'storedFilters', objectName: 'account', conditions: [], raw: true },
    withView: 'Only records that match the custom filter',
    withoutView: 'Only records that match the custom filter',
  },
  {
    name: 'the objects replaced',
    change: { kind: 'objectsReplaced', action: 'write' },
    withView: 'Update the list of configured objects',
    withoutView: 'Update the list of configured objects',
  },
  {
    name: 'the proxy',
    change: { kind: 'proxy', enabled: true },
    withView: 'Turn on the proxy',
    withoutView: 'Turn on the proxy',
  },
  {
    name: 'provider flows',
    change: { kind: 'providerFlows', enabled: false },
    withView: 'Subscribe through change data capture',
    withoutView: 'Subscribe through change data capture',
  },
  {
    name: 'the connection',
    change: { kind: 'connection', connectionId: 'conn-2' },
    withView: 'Switch the connected account',
    withoutView: 'Switch the connected account',
  },
  {
    name: 'anything else, by its path',
    change: { kind: 'other', action: 'read', objectName: 'account', path: 'destination' },
    withView: 'Change destination',
    withoutView: 'Change destination',
  },
];

describe('describeChange', () => {
  it('has a view of the sample object', () => {
    expect(view?.displayName).toBe('Account');
  });

  it.each(table)('words $name', ({ change, withView, withoutView }) => {
    expect(describeChange(change, defaultMessages, view)).toBe(withView);
    expect(describeChange(change, defaultMessages)).toBe(withoutView);
  });

  it('uses the host’s messages, its schedule words included', () => {
    const messages = {
      ...defaultMessages,
      'change.schedule': (description: string) => `Zeitplan: ${description}`,
      'schedule.describe.daily': (time: string) => `täglich um ${time}`,
      'schedule.describe.custom': (expression: string) =>
        expression === '0 */2 * * *' ? 'alle 2 Stunden' : undefined,
      'change.enabled': (enabled: boolean) => (enabled ? 'Lesen fortsetzen' : 'Lesen anhalten'),
    };
    const schedule = (cron: string): ChangeSummary => ({
      kind: 'schedule',
      objectName: 'account',
      schedule: cron,
    });
    expect(describeChange(schedule('0 9 * * *'), messages)).toBe('Zeitplan: täglich um 09:00');
    expect(describeChange(schedule('0 */2 * * *'), messages)).toBe('Zeitplan: alle 2 Stunden');
    expect(describeChange(schedule('0 9 1 * *'), messages)).toBe('Zeitplan: At 09:00 on day 1 of the month');
    expect(describeChange({ kind: 'enabled', objectName: 'account', enabled: true }, messages)).toBe(
      'Lesen fortsetzen',
    );
  });

  it('words a schedule the caller’s way when asked', () => {
    const change: ChangeSummary = { kind: 'schedule', objectName: 'account', schedule: '0 9 * * *' };
    expect(describeChange(change, defaultMessages, view, (cron) => `<${cron}>`)).toBe(
      'Change the schedule: <0 9 * * *>',
    );
  });
});
