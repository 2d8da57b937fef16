/** Small hand-written resource samples for schema and client tests (the mock backend has the realistic ones). */
export const group = {
  groupRef: 'acme',
  groupName: 'Acme Corp',
  projectId: 'p1',
  createTime: '2026-01-01T00:00:00Z',
};

export const connection = {
  id: 'conn-1',
  projectId: 'p1',
  provider: 'salesforce',
  group,
  consumer: { consumerRef: 'u1', consumerName: 'Jane', projectId: 'p1', createTime: '2026-01-01T00:00:00Z' },
  createTime: '2026-01-01T00:00:00Z',
  authScheme: 'oauth2/authorizationCode',
  status: 'working',
};

export const readObject = {
  objectName: 'account',
  schedule: '*/15 * * * *',
  destination: 'accountWebhook',
  selectedFields: { name: true, industry: true },
  selectedFieldMappings: { companyName: 'name' },
};

export const installation = {
  id: 'inst-1',
  projectId: 'p1',
  integrationId: 'int-1',
  group,
  healthStatus: 'healthy',
  connection,
  createTime: '2026-01-01T00:00:00Z',
  createdBy: 'consumer:u1',
  config: {
    id: 'cfg-1',
    revisionId: 'rev-1',
    createTime: '2026-01-01T00:00:00Z',
    createdBy: 'consumer:u1',
    content: { provider: 'salesforce', read: { objects: { account: readObject } } },
  },
};

export const integration = {
  id: 'int-1',
  projectId: 'p1',
  name: 'salesforce-crm',
  provider: 'salesforce',
  createTime: '2026-01-01T00:00:00Z',
  latestRevision: {
    id: 'rev-1',
    specVersion: '1.0.0',
    createTime: '2026-01-01T00:00:00Z',
    content: { name: 'salesforce-crm', provider: 'salesforce' },
  },
};

export const hydratedRevision = {
  id: 'rev-1',
  specVersion: '1.0.0',
  createTime: '2026-01-01T00:00:00Z',
  content: {
    name: 'salesforce-crm',
    provider: 'salesforce',
    read: {
      objects: [
        {
          objectName: 'account',
          displayName: 'Account',
          destination: 'accountWebhook',
          schedule: '*/15 * * * *',
          requiredFields: [{ fieldName: 'name', displayName: 'Account Name' }],
          optionalFields: [
            { mapToName: 'companySize', mapToDisplayName: 'Company size', prompt: 'Which field?' },
          ],
          allFieldsMetadata: {
            name: { fieldName: 'name', displayName: 'Account Name', valueType: 'string' },
            type: {
              fieldName: 'type',
              displayName: 'Type',
              valueType: 'singleSelect',
              values: [{ value: 'prospect', displayValue: 'Prospect' }],
            },
          },
        },
      ],
    },
    write: {
      objects: [{ objectName: 'account', displayName: 'Account', valueDefaults: { allowAnyFields: true } }],
    },
    proxy: { enabled: true },
  },
};
