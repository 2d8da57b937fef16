// @vitest-environment node
import { readdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createApiClient } from '../../src/api/createApiClient.ts';
import {
  createMockBackend,
  defaultFixture,
  generateFixture,
  MOCK_API_KEY,
  MOCK_UNREADABLE_FIELD,
  type MockFixture,
  mockIds,
  type ProviderObject,
} from '../../src/mock/index.ts';
import { configContentViolationsOf, sampleReadViolations } from '../../src/mock/serviceRules.ts';
import { connectionSchema, groupSchema } from '../../src/schemas/connection.ts';
import { installationSchema } from '../../src/schemas/installation.ts';
import {
  FIELD_VALUE_TYPES,
  hydratedRevisionSchema,
  integrationSchema,
} from '../../src/schemas/integration.ts';
import { configContentInputSchema } from '../../src/schemas/rules.ts';
import { contractCheckedFetch, contractProblems } from './support/harness.ts';
import type { ContractReport } from './support/openapiContract.ts';

const VALUE_TYPES: readonly string[] = FIELD_VALUE_TYPES;

function providerObjects(fixture: MockFixture, connectionId: string): ProviderObject[] {
  const seed = fixture.connections.find(({ connection }) => connection.id === connectionId);
  if (!seed) throw new Error(`no connection ${connectionId}`);
  return seed.providerObjects;
}

const salesforceObjects = providerObjects(defaultFixture, mockIds.salesforce.connectionId);
const hubspotObjects = providerObjects(defaultFixture, mockIds.hubspot.connectionId);
const allFields = (objects: ProviderObject[]) => objects.flatMap((object) => object.fields);

/** Every rule a fixture must keep: resources match the schemas, saved configs pass the service's own checks. */
function expectConsistent(fixture: MockFixture): void {
  for (const { integration } of fixture.integrations)
    expect(z.safeParse(integrationSchema, integration).success).toBe(true);
  for (const group of fixture.groups) expect(z.safeParse(groupSchema, group).success).toBe(true);
  for (const { connection } of fixture.connections)
    expect(z.safeParse(connectionSchema, connection).success).toBe(true);
  for (const installation of fixture.installations) {
    expect(z.safeParse(installationSchema, installation).success).toBe(true);
    expect(z.safeParse(configContentInputSchema, installation.config.content).success).toBe(true);
    const integration = fixture.integrations.find(
      (seed) => seed.integration.id === installation.integrationId,
    )?.integration;
    expect(integration).toBeDefined();
    expect(configContentViolationsOf(integration!, installation.config.content)).toEqual([]);
    const objects = providerObjects(fixture, installation.connection.id);
    const readObjects = installation.config.content.read?.objects ?? {};
    expect(
      sampleReadViolations(readObjects, Object.keys(readObjects), (name) =>
        objects.find((o) => o.objectName === name),
      ),
    ).toEqual([]);
    for (const manifestObject of integration!.latestRevision.content.read?.objects ?? []) {
      const object = objects.find((candidate) => candidate.objectName === manifestObject.objectName);
      expect(object, manifestObject.objectName).toBeDefined();
      const names = new Set(object!.fields.map((field) => field.fieldName));
      for (const entry of [
        ...(manifestObject.requiredFields ?? []),
        ...(manifestObject.optionalFields ?? []),
      ]) {
        if (entry.fieldName !== undefined) expect(names.has(entry.fieldName), entry.fieldName).toBe(true);
      }
    }
  }
  for (const { providerObjects: objects } of fixture.connections) {
    for (const object of objects) {
      const names = object.fields.map((field) => field.fieldName);
      expect(new Set(names).size, object.objectName).toBe(names.length);
    }
  }
}

describe('the default fixture', () => {
  it('is consistent: schemas, contract rules, manifest fields and the sample read all agree', () => {
    expectConsistent(defaultFixture);
  });

  it('has a Salesforce-like org: four standard objects and one custom object, 40 to 400 fields each', () => {
    expect(salesforceObjects.map((object) => [object.objectName, object.displayName])).toEqual([
      ['account', 'Account'],
      ['contact', 'Contact'],
      ['opportunity', 'Opportunity'],
      ['lead', 'Lead'],
      ['invoice__c', 'Invoice'],
    ]);
    for (const object of salesforceObjects) {
      expect(object.fields.length, object.objectName).toBeGreaterThanOrEqual(40);
      expect(object.fields.length, object.objectName).toBeLessThanOrEqual(400);
    }
  });

  it('covers every value type, picklists of 5 to 40 values, references, custom and read-only fields', () => {
    const fields = allFields(salesforceObjects);
    expect(new Set(fields.map((field) => field.valueType))).toEqual(new Set(VALUE_TYPES));
    const selects = fields.filter(
      (field) => field.valueType === 'singleSelect' || field.valueType === 'multiSelect',
    );
    expect(selects.some((field) => field.valueType === 'multiSelect')).toBe(true);
    for (const field of selects) {
      expect(field.values?.length, field.fieldName).toBeGreaterThanOrEqual(5);
      expect(field.values?.length, field.fieldName).toBeLessThanOrEqual(40);
    }
    for (const field of fields.filter((candidate) => candidate.valueType === 'reference')) {
      expect(field.referenceTo?.length, field.fieldName).toBeGreaterThan(0);
    }
    expect(fields.filter((field) => field.fieldName.endsWith('__c')).every((field) => field.isCustom)).toBe(
      true,
    );
    expect(fields.some((field) => field.readOnly)).toBe(true);
    expect(fields.some((field) => field.isRequired)).toBe(true);
    expect(fields.some((field) => field.fieldName.includes('/'))).toBe(true);
    expect(fields.some((field) => field.fieldName.includes('~'))).toBe(true);
    expect(fields.filter((field) => field.unreadable).map((field) => field.fieldName)).toContain(
      MOCK_UNREADABLE_FIELD.fieldName,
    );
  });

  it('offers required and optional mapping prompts, write objects and subscribe objects', () => {
    const manifest = defaultFixture.integrations[0]!.integration.latestRevision.content;
    const readObjects = manifest.read?.objects ?? [];
    const prompts = (list: 'requiredFields' | 'optionalFields') =>
      readObjects.flatMap((object) => (object[list] ?? []).filter((entry) => entry.fieldName === undefined));
    expect(prompts('requiredFields').length).toBeGreaterThan(0);
    expect(prompts('optionalFields').length).toBeGreaterThan(0);
    expect(prompts('requiredFields').every((entry) => entry.mapToName && entry.prompt)).toBe(true);
    expect(manifest.write?.objects?.length).toBeGreaterThan(1);
    expect(manifest.subscribe?.objects?.map((object) => object.objectName)).toEqual([
      'account',
      'contact',
      'opportunity',
    ]);
  });

  it('has a HubSpot-like portal with enumeration properties', () => {
    expect(hubspotObjects.map((object) => object.objectName)).toEqual(['contacts', 'companies', 'deals']);
    for (const object of hubspotObjects) expect(object.fields.length).toBeGreaterThanOrEqual(40);
    const enumerations = allFields(hubspotObjects).filter((field) => field.providerType === 'enumeration');
    expect(enumerations.length).toBeGreaterThan(10);
    expect(enumerations.every((field) => (field.values?.length ?? 0) >= 5)).toBe(true);
  });

  it('saves a non-trivial config for each installation', () => {
    for (const installation of defaultFixture.installations) {
      const { content } = installation.config;
      const reads = Object.values(content.read?.objects ?? {});
      expect(reads.length).toBeGreaterThanOrEqual(3);
      expect(reads.every((read) => read.schedule)).toBe(true);
      expect(reads.some((read) => read.backfill)).toBe(true);
      expect(reads.some((read) => Object.keys(read.selectedFieldMappings).length > 0)).toBe(true);
      expect(reads.some((read) => read.selectedValueMappings)).toBe(true);
      expect(reads.some((read) => read.dynamicMappingsInput?.some((entry) => entry.mappedValues))).toBe(true);
      expect(reads.some((read) => read.fieldFilters?.length)).toBe(true);
      const writes = Object.values(content.write?.objects ?? {});
      expect(writes.some((write) => write.selectedFieldSettings)).toBe(true);
      expect(Object.keys(content.subscribe?.objects ?? {}).length).toBeGreaterThan(0);
    }
    expect(defaultFixture.installations.map((installation) => installation.group?.groupRef)).not.toContain(
      mockIds.emptyGroupRef,
    );
    expect(
      defaultFixture.connections.filter(
        ({ connection }) => connection.group.groupRef === mockIds.emptyGroupRef,
      ),
    ).toHaveLength(2);
  });

  it('stays small: the fixture sources are under 1 MB', () => {
    const directory = resolve(process.cwd(), 'src/mock/fixtures');
    const bytes = readdirSync(directory).reduce(
      (total, file) => total + statSync(resolve(directory, file)).size,
      0,
    );
    expect(bytes).toBeLessThan(1_000_000);
  });
});

describe('generateFixture', () => {
  it('is deterministic: the same seed gives the same data, another seed other data', () => {
    const options = { objects: 4, fieldsPerObject: 300 };
    expect(generateFixture({ ...options, seed: 5 })).toEqual(generateFixture({ ...options, seed: 5 }));
    expect(generateFixture({ ...options, seed: 6 })).not.toEqual(generateFixture({ ...options, seed: 5 }));
  });

  it('makes a consistent fixture of the requested size with every value type', () => {
    const fixture = generateFixture({ objects: 12, fieldsPerObject: 800, seed: 2 });
    expectConsistent(fixture);
    const objects = providerObjects(fixture, fixture.ids.connectionId);
    expect(objects).toHaveLength(12);
    for (const object of objects) expect(object.fields).toHaveLength(800);
    expect(new Set(allFields(objects).map((field) => field.valueType))).toEqual(new Set(VALUE_TYPES));
    const names = objects.map((object) => object.objectName);
    expect(names.some((name) => name.includes('/'))).toBe(true);
    expect(names.some((name) => name.includes(' '))).toBe(true);
    expect(names.some((name) => name.includes(':'))).toBe(true);
  });

  it('builds 50 objects x 5,000 fields and seeds a backend with them', async () => {
    const fixture = generateFixture({ objects: 50, fieldsPerObject: 5_000, seed: 3 });
    const objects = providerObjects(fixture, fixture.ids.connectionId);
    expect(objects).toHaveLength(50);
    expect(allFields(objects)).toHaveLength(250_000);
    const backend = createMockBackend({ fixture });
    const reports: ContractReport[] = [];
    const client = createApiClient(
      { baseUrl: backend.baseUrl, project: fixture.project.name, apiKey: MOCK_API_KEY },
      { fetch: contractCheckedFetch(backend, reports) },
    );
    const integration = await client.getIntegration({ integrationIdOrName: fixture.ids.integrationName });
    expect(integration.latestRevision.content.read?.objects).toHaveLength(50);
    const [installation] = await client.listInstallations({
      integrationId: fixture.ids.integrationId,
      groupRef: fixture.ids.groupRef,
    });
    expect(installation?.id).toBe(fixture.ids.installationId);
    expect(
      backend.store.getProviderObject(fixture.ids.connectionId, objects[49]!.objectName)?.fields,
    ).toHaveLength(5_000);
    expect(contractProblems(reports)).toEqual([]);
  });

  it('hydrates through the API client at a medium scale', async () => {
    const fixture = generateFixture({ objects: 8, fieldsPerObject: 1_500, seed: 4 });
    const backend = createMockBackend({ fixture });
    const reports: ContractReport[] = [];
    const client = createApiClient(
      { baseUrl: backend.baseUrl, project: fixture.project.name, apiKey: MOCK_API_KEY },
      { fetch: contractCheckedFetch(backend, reports) },
    );
    const revision = await client.getHydratedRevision({
      integrationId: fixture.ids.integrationId,
      revisionId: fixture.ids.revisionId,
      connectionId: fixture.ids.connectionId,
    });
    const objects = hydratedRevisionSchema.parse(revision).content.read?.objects ?? [];
    expect(objects).toHaveLength(8);
    for (const object of objects) expect(Object.keys(object.allFieldsMetadata ?? {})).toHaveLength(1_500);
    expect(contractProblems(reports)).toEqual([]);
  });
});
