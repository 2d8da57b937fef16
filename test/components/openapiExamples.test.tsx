// The OpenAPI file's own example installations (saved read objects without selectedFieldMappings, one without
// selectedFields) and a hydrated revision with every optional property removed are read and rendered.
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient } from '../../src/api/createApiClient.ts';
import { InstallationConfig } from '../../src/components/widget/InstallationConfig.tsx';
import { IntegrationConfigProvider } from '../../src/hooks/IntegrationConfigProvider.tsx';
import { valueAtPath } from '../../src/schemas/valueAtPath.ts';
import spec from '../mock/support/openapi/ampersand-api.json';
import { findObjectNav } from '../support/renderWidget.tsx';

const BASE = 'https://api.example.test/v1';
type Json = Record<string, unknown>;

function exampleOf(path: string): unknown {
  return valueAtPath(spec, [
    'paths',
    path,
    'get',
    'responses',
    '200',
    'content',
    'application/json',
    'example',
  ]);
}
const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

const single = exampleOf(
  '/projects/{projectIdOrName}/integrations/{integrationId}/installations/{installationId}',
) as Json;
const listed = exampleOf('/projects/{projectIdOrName}/integrations/{integrationId}/installations') as Json[];
const listedInProject = exampleOf('/projects/{projectIdOrName}/installations') as Json[];

type SchemaNode = {
  $ref?: string;
  required?: string[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
};
const schemas = (spec as unknown as { components: { schemas: Record<string, SchemaNode> } }).components
  .schemas;
const resolve = (node: SchemaNode): SchemaNode =>
  node.$ref ? resolve(schemas[node.$ref.replace('#/components/schemas/', '')]!) : node;

/**
 * `value` with every property its OpenAPI schema does not require removed, at every depth; the containers on the
 * way to the objects (`read`, `write`, `objects`) are kept, so that there are objects left to show.
 */
function requiredOnly(value: unknown, node: SchemaNode): unknown {
  const schema = resolve(node);
  if (Array.isArray(value))
    return schema.items ? value.map((item) => requiredOnly(item, schema.items!)) : value;
  if (typeof value !== 'object' || value === null || !schema.properties) return value;
  const kept: Json = {};
  for (const [key, child] of Object.entries(value)) {
    const childSchema = schema.properties[key];
    if (!childSchema || !(schema.required?.includes(key) || ['read', 'write', 'objects'].includes(key)))
      continue;
    kept[key] = requiredOnly(child, childSchema);
  }
  return kept;
}

// Required properties only (OpenAPI `required`), for the integration and its hydrated revision.
const revisionId = 'f0e1d2c3-b4a5-6789-0abc-def123456789';
const integration = {
  id: 'int-1',
  projectId: 'p',
  name: 'crm',
  provider: 'salesforce',
  createTime: '2024-01-01T00:00:00Z',
  latestRevision: {
    id: revisionId,
    specVersion: '1.0.0',
    createTime: '2024-01-01T00:00:00Z',
    content: { name: 'crm', provider: 'salesforce' },
  },
};
const hydrated = {
  id: revisionId,
  specVersion: '1.0.0',
  createTime: '2024-01-01T00:00:00Z',
  content: {
    name: 'crm',
    provider: 'salesforce',
    read: {
      objects: [
        {
          objectName: 'account',
          displayName: 'Account',
          destination: 'accountWebhook',
          schedule: '*/15 * * * *',
        },
        {
          objectName: 'contact',
          displayName: 'Contact',
          destination: 'contactWebhook',
          schedule: '0 * * * *',
        },
      ],
    },
  },
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function serve(installations: unknown) {
  server.use(
    http.get(`${BASE}/projects/p/integrations/crm`, () => HttpResponse.json(integration)),
    http.get(`${BASE}/projects/p/integrations/int-1/installations`, () => jsonResponse(installations)),
    http.get(new RegExp(`/revisions/${revisionId}:hydrate`), () => HttpResponse.json(hydrated)),
  );
}

function renderWidget() {
  const client = createApiClient({ baseUrl: BASE, project: 'p', apiKey: 'key' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <IntegrationConfigProvider client={client} queryClient={queryClient}>
      <InstallationConfig integration="crm" groupRef="org_12345" />
    </IntegrationConfigProvider>,
  );
}

describe('the OpenAPI examples', () => {
  it('parses every example installation, though its read objects lack selectedFieldMappings', async () => {
    const client = createApiClient(
      { baseUrl: BASE, project: 'p', apiKey: 'key' },
      { fetch: async () => jsonResponse(single) },
    );
    const parsed = await client.getInstallation({ integrationId: 'int-1', installationId: 'x' });
    expect(parsed.config.content.read?.objects.account).toMatchObject({
      selectedFields: { name: true, industry: true },
      selectedFieldMappings: {},
    });
    const listClient = createApiClient(
      { baseUrl: BASE, project: 'p', apiKey: 'key' },
      { fetch: async () => jsonResponse(listed) },
    );
    expect(
      await listClient.listInstallations({ integrationId: 'int-1', groupRef: 'org_12345' }),
    ).toHaveLength(listed.length);
  });

  it('parses the project-wide installation list example', async () => {
    const client = createApiClient(
      { baseUrl: BASE, project: 'p', apiKey: 'key' },
      { fetch: async () => jsonResponse(listedInProject) },
    );
    expect(await client.listInstallations({ integrationId: 'int-1', groupRef: 'org_12345' })).toHaveLength(
      listedInProject.length,
    );
  });

  it('renders a full hydrated revision with every property the OpenAPI schema does not require removed', async () => {
    const full = {
      ...hydrated,
      content: {
        ...hydrated.content,
        displayName: 'CRM',
        module: 'crm',
        read: {
          objects: hydrated.content.read.objects.map((object) => ({
            ...object,
            mapToName: 'accounts',
            optionalFieldsAuto: 'all',
            allFieldsMetadata: { name: { fieldName: 'name', displayName: 'Name', valueType: 'string' } },
            requiredFields: [{ fieldName: 'name', displayName: 'Name' }],
            backfill: { defaultPeriod: { days: 30 } },
          })),
        },
        write: {
          objects: [
            { objectName: 'account', displayName: 'Account', valueDefaults: { allowAnyFields: true } },
          ],
        },
        proxy: { enabled: true, useModule: false },
      },
    };
    const minimal = requiredOnly(full, { $ref: '#/components/schemas/HydratedRevision' });
    expect(minimal).toEqual({
      ...hydrated,
      content: {
        name: 'crm',
        provider: 'salesforce',
        read: hydrated.content.read,
        write: { objects: [{ objectName: 'account', displayName: 'Account' }] },
      },
    });
    serve(listed);
    server.use(http.get(new RegExp(`/revisions/${revisionId}:hydrate`), () => jsonResponse(minimal)));
    renderWidget();
    const nav = await findObjectNav();
    const write = within(within(nav).getByRole('list', { name: 'Write' }));
    expect(write.getByRole('button', { name: /Account/ }).textContent).toContain('Not set up');
    expect(await screen.findByRole('heading', { level: 2, name: 'Read Account' })).toBeTruthy();
    expect(screen.queryByText(/could not be loaded|could not be read/)).toBeNull();
  });

  it.each([
    ['as listed', listed],
    [
      'with selectedFields removed as well',
      [structuredClone(single)].map((example) => {
        const account = ((example.config as Json).content as { read: { objects: { account: Json } } }).read
          .objects.account;
        delete account.selectedFields;
        return example;
      }),
    ],
  ])(
    'renders an example installation %s beside a hydrated revision of required properties only',
    async (_name, installations) => {
      serve(installations);
      renderWidget();
      const nav = await findObjectNav();
      expect(within(nav).getByRole('button', { name: /Account/ }).textContent).toContain('On');
      expect(within(nav).getByRole('button', { name: /Contact/ }).textContent).toContain('Not set up');
      expect(await screen.findByRole('heading', { level: 2, name: 'Read Account' })).toBeTruthy();
      expect(screen.queryByText(/could not be loaded/)).toBeNull();
    },
  );
});
