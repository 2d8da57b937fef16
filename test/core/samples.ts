import type { ReadObjectConfig } from '../../src/schemas/config.ts';
import { type Installation, installationSchema } from '../../src/schemas/installation.ts';

const group = {
  groupRef: 'acme',
  groupName: 'Acme Corp',
  projectId: 'p1',
  createTime: '2026-01-01T00:00:00Z',
};

/** A small installation with read, write and subscribe objects, for the change engine's table tests. */
export function sampleInstallation(): Installation {
  return installationSchema.parse({
    id: 'inst-1',
    projectId: 'p1',
    integrationId: 'int-1',
    group,
    healthStatus: 'healthy',
    connection: {
      id: 'conn-1',
      projectId: 'p1',
      provider: 'salesforce',
      group,
      consumer: {
        consumerRef: 'u1',
        consumerName: 'Jane',
        projectId: 'p1',
        createTime: '2026-01-01T00:00:00Z',
      },
      createTime: '2026-01-01T00:00:00Z',
      authScheme: 'oauth2/authorizationCode',
      status: 'working',
    },
    createTime: '2026-01-01T00:00:00Z',
    createdBy: 'consumer:u1',
    config: {
      id: 'cfg-1',
      revisionId: 'rev-1',
      createTime: '2026-01-01T00:00:00Z',
      createdBy: 'consumer:u1',
      content: {
        provider: 'salesforce',
        read: {
          objects: {
            account: {
              objectName: 'account',
              schedule: '*/15 * * * *',
              destination: 'accountWebhook',
              selectedFields: { Name: true, Industry: true, 'Name/Alias': true },
              selectedFieldMappings: { companyName: 'Name' },
              selectedValueMappings: { Status: { open: 'Open' } },
              fieldFilters: [{ fieldName: 'Industry', operator: 'eq', value: 'Tech' }],
            },
            'ns:Account.Contact': {
              objectName: 'ns:Account.Contact',
              destination: 'contactWebhook',
              selectedFields: { Email: true },
              selectedFieldMappings: {},
            },
          },
        },
        write: {
          objects: {
            account: {
              objectName: 'account',
              selectedFieldSettings: { OwnerId: { default: { stringValue: 'u1' }, writeOnUpdate: 'never' } },
            },
            lead: { objectName: 'lead' },
          },
        },
        subscribe: {
          objects: {
            account: {
              objectName: 'account',
              destination: 'accountEvents',
              inheritFieldsAndMappings: true,
              createEvent: { enabled: 'always' },
              updateEvent: { enabled: 'always', requiredWatchFields: ['Name'] },
              otherEvents: ['merge'],
            },
          },
          providerOptions: { useProviderFlows: { enabled: false } },
        },
        proxy: { enabled: true },
      },
    },
  });
}

/** A copy of `installation` with its read config of `account` changed by `change`. */
export function withAccount(
  installation: Installation,
  change: (config: ReadObjectConfig) => void,
): Installation {
  const next = structuredClone(installation);
  const config = next.config.content.read?.objects.account;
  if (config) change(config);
  return next;
}
