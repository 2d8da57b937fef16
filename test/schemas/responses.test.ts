// @vitest-environment node
import type * as z from 'zod/mini';
import { formatIssuePath } from '../../src/core/formatIssuePath.ts';
import { savedObjectSchemas } from '../../src/schemas/config.ts';
import { connectionSchema } from '../../src/schemas/connection.ts';
import { installationSchema } from '../../src/schemas/installation.ts';
import {
  fieldMetadataSchema,
  hydratedRevisionSchema,
  hydratedRevisionShellSchema,
  integrationSchema,
  manifestReadObjectSchema,
} from '../../src/schemas/integration.ts';
import { problemSchema } from '../../src/schemas/problem.ts';
import { connection, hydratedRevision, installation, integration } from '../fixtures.ts';

function failurePaths(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => formatIssuePath(issue.path));
}

const clone = <T>(value: T): T => structuredClone(value);

describe('response schemas accept what the service sends', () => {
  it.each([
    ['installation', installationSchema, installation],
    ['integration', integrationSchema, integration],
    ['hydrated revision', hydratedRevisionSchema, hydratedRevision],
    ['connection', connectionSchema, connection],
    [
      'problem',
      problemSchema,
      { type: 'about:blank', title: 'Bad Request', status: 400, issues: [{ in: 'body', name: 'x' }] },
    ],
  ])('%s', (_name, schema, sample) => {
    expect(schema.safeParse(sample).success).toBe(true);
  });

  it('keeps unknown extra properties the service adds over time', () => {
    const withExtras = clone(installation) as typeof installation & { futureField?: string };
    withExtras.futureField = 'x';
    const account = withExtras.config.content.read.objects.account as Record<string, unknown>;
    account.somethingNew = { nested: true };
    const parsed = installationSchema.parse(withExtras);
    expect(parsed.futureField).toBe('x');
    expect(parsed.config.content.read?.objects.account?.somethingNew).toEqual({ nested: true });
  });

  it('drops provider credentials from a connection so they never reach the cache or the DOM', () => {
    const parsed = connectionSchema.parse({
      ...connection,
      apiKey: 'provider-secret',
      oauth2AuthorizationCode: { accessToken: { token: 'access-secret' } },
    });
    expect(JSON.stringify(parsed)).not.toContain('secret');
  });

  it('accepts a hydrated field that carries both fieldName and mapToName', () => {
    const sample = clone(hydratedRevision);
    sample.content.read.objects[0]?.requiredFields.push({
      fieldName: 'x',
      displayName: 'X',
      mapToName: 'y',
    } as never);
    expect(hydratedRevisionSchema.safeParse(sample).success).toBe(true);
  });
});

// docs/contract.md, "Strict in what we send, tolerant in what we accept".
describe('response schemas are tolerant in what they accept', () => {
  it('reads saved read objects without selectedFieldMappings or selectedFields as empty maps', () => {
    const sample = clone(installation) as Record<string, unknown> & typeof installation;
    const account = sample.config.content.read.objects.account as Partial<
      typeof sample.config.content.read.objects.account
    >;
    delete account.selectedFieldMappings;
    delete account.selectedFields;
    const parsed = installationSchema.parse(sample);
    expect(parsed.config.content.read?.objects.account).toMatchObject({
      selectedFields: {},
      selectedFieldMappings: {},
    });
  });

  it('keeps statuses it does not know as sent', () => {
    const parsed = installationSchema.parse({
      ...clone(installation),
      healthStatus: 'degraded',
      lastOperationStatus: 'queued',
    });
    expect([parsed.healthStatus, parsed.lastOperationStatus]).toEqual(['degraded', 'queued']);
  });

  it('reads a valueType the contract does not list yet as other', () => {
    const field = fieldMetadataSchema.parse({
      fieldName: 'amount',
      displayName: 'Amount',
      valueType: 'currency',
    });
    expect(field.valueType).toBe('other');
  });

  it('keeps every name as an own key, __proto__ and constructor included, and changes no prototype', () => {
    const names = [
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'a/b~c',
      'with space',
      'a.b',
      '名前',
    ];
    const sample = clone(installation);
    const account = JSON.parse(JSON.stringify(sample.config.content.read.objects.account)) as Record<
      string,
      unknown
    >;
    account.selectedFields = JSON.parse(`{${names.map((n) => `${JSON.stringify(n)}: true`).join(',')}}`);
    const objects = JSON.parse(`{"__proto__": ${JSON.stringify({ ...account, objectName: '__proto__' })}}`);
    const parsed = installationSchema.parse({
      ...sample,
      config: { ...sample.config, content: { ...sample.config.content, read: { objects } } },
    });
    const stored = parsed.config.content.read?.objects;
    expect(Object.keys(stored ?? {})).toEqual(['__proto__']);
    const proto = Object.getOwnPropertyDescriptor(stored, '__proto__')?.value as { selectedFields: object };
    expect(Object.keys(proto.selectedFields)).toEqual(names);
    expect(Object.getPrototypeOf(proto.selectedFields)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).objectName).toBeUndefined();
  });

  it('checks of a hydrated revision only the revision up front, each object when it is shown', () => {
    const sample = clone(hydratedRevision) as { content: { read: { objects: unknown[] } } };
    sample.content.read.objects.push({ objectName: 'lead', error: 'Could not fetch fields' }, 42, null);
    expect(hydratedRevisionShellSchema.safeParse(sample).success).toBe(true);
    expect(
      failurePaths(hydratedRevisionShellSchema, { ...sample, content: { read: { objects: {} } } }),
    ).toEqual(expect.arrayContaining(['content.read.objects']));
  });
});

describe('one saved object or manifest object that cannot be read fails only itself', () => {
  it.each([
    ['selectedFields of a wrong type', { selectedFields: ['name'] }, 'selectedFields'],
    ['selectedFieldMappings of a wrong type', { selectedFieldMappings: 'phone' }, 'selectedFieldMappings'],
    [
      'a selected field that is not true or false',
      { selectedFields: { 'a/b~c': 'yes' } },
      'selectedFields["a/b~c"]',
    ],
    ['an object name that is not a string', { objectName: 7 }, 'objectName'],
  ])('a saved read object with %s is kept as sent; its own check names the path', (_name, change, path) => {
    const sample = clone(installation);
    Object.assign(sample.config.content.read.objects.account, change);
    const parsed = installationSchema.safeParse(sample);
    if (!parsed.success) throw new Error(String(parsed.error));
    expect(parsed.data.config.content.read?.objects.account).toEqual(
      sample.config.content.read.objects.account,
    );
    expect(failurePaths(savedObjectSchemas.read, sample.config.content.read.objects.account)).toContain(path);
  });

  it('a saved write or subscribe object of a wrong shape is kept as sent, the others are parsed', () => {
    const sample = clone(installation) as typeof installation & {
      config: { content: Record<string, unknown> };
    };
    const brokenWrite = { objectName: 'contact', deletionSettings: { enabled: 'yes' } };
    const brokenSubscribe = 42;
    sample.config.content.write = { objects: { contact: brokenWrite, lead: { objectName: 'lead' } } };
    sample.config.content.subscribe = {
      objects: {
        account: brokenSubscribe,
        contact: { objectName: 'contact', destination: 'd', inheritFieldsAndMappings: true },
      },
    };
    const parsed = installationSchema.safeParse(sample);
    if (!parsed.success) throw new Error(String(parsed.error));
    const content = parsed.data.config.content;
    expect(content.write?.objects?.contact).toEqual(brokenWrite);
    expect(content.write?.objects?.lead).toEqual({ objectName: 'lead' });
    expect(content.subscribe?.objects.account).toBe(brokenSubscribe);
    expect(failurePaths(savedObjectSchemas.write, brokenWrite)).toEqual(['deletionSettings.enabled']);
  });

  it('a manifest read field entry with neither fieldName nor mapToName fails only its object, kept as sent', () => {
    const sample = clone(integration);
    const read = { objectName: 'account', destination: 'd', schedule: '*/15 * * * *' };
    const broken = { ...read, optionalFields: [{ fieldName: 'name' }, { prompt: 'Which field?' }] };
    sample.latestRevision.content = {
      ...integration.latestRevision.content,
      read: { objects: [broken, { ...read, objectName: 'contact' }] },
    } as never;
    const parsed = integrationSchema.safeParse(sample);
    if (!parsed.success) throw new Error(String(parsed.error));
    expect(parsed.data.latestRevision.content.read?.objects).toEqual([
      broken,
      { ...read, objectName: 'contact' },
    ]);
    expect(failurePaths(manifestReadObjectSchema, broken)).toContain('optionalFields[1].fieldName');
  });
});

describe('response schemas reject wrong types and missing required fields, naming the path', () => {
  it.each([
    [
      'installation without id',
      installationSchema,
      (v: typeof installation) => delete (v as Partial<typeof v>).id,
      'id',
    ],
    [
      'a saved objects map that is not an object',
      installationSchema,
      (v: typeof installation) => Object.assign(v.config.content.read, { objects: ['account'] }),
      'config.content.read.objects',
    ],
    [
      'config without revisionId',
      installationSchema,
      (v: typeof installation) => delete (v.config as Partial<typeof v.config>).revisionId,
      'config.revisionId',
    ],
  ])('%s', (_name, schema, mutate, path) => {
    const sample = clone(installation);
    mutate(sample);
    expect(failurePaths(schema, sample)).toContain(path);
  });

  it.each([
    [
      'integration without latestRevision',
      (v: Record<string, unknown>) => delete v.latestRevision,
      'latestRevision',
    ],
    ['integration name as number', (v: Record<string, unknown>) => Object.assign(v, { name: 3 }), 'name'],
    [
      'a manifest objects list that is not a list',
      (v: Record<string, unknown>) => {
        (v as typeof integration).latestRevision.content = {
          ...integration.latestRevision.content,
          subscribe: { objects: { account: {} } },
        } as never;
      },
      'latestRevision.content.subscribe.objects',
    ],
  ])('%s', (_name, mutate, path) => {
    const sample = clone(integration) as Record<string, unknown>;
    mutate(sample);
    expect(failurePaths(integrationSchema, sample)).toContain(path);
  });

  it.each([
    [
      'field entry with neither fieldName nor mapToName',
      (v: typeof hydratedRevision) => v.content.read.objects[0]!.requiredFields.push({} as never),
      'content.read.objects[0].requiredFields[1].fieldName',
    ],
    [
      'existing provider field entry without displayName',
      (v: typeof hydratedRevision) =>
        v.content.read.objects[0]!.requiredFields.push({ fieldName: 'industry' } as never),
      'content.read.objects[0].requiredFields[1].displayName',
    ],
    [
      'hydrated object without schedule',
      (v: typeof hydratedRevision) => delete (v.content.read.objects[0] as { schedule?: string }).schedule,
      'content.read.objects[0].schedule',
    ],
  ])('%s', (_name, mutate, path) => {
    const sample = clone(hydratedRevision);
    mutate(sample);
    expect(failurePaths(hydratedRevisionSchema, sample)).toContain(path);
  });
});
