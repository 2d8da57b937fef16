// @vitest-environment node
// Random responses shaped like the contract, with holes, wrong types and hostile names: the client's parsers and
// buildRevisionObjects never throw anything but a typed InvalidResponseError, and never touch a prototype.
import fc from 'fast-check';
import { createApiClient } from '../../src/api/createApiClient.ts';
import { InvalidResponseError } from '../../src/api/errors.ts';
import { buildRevisionObjects } from '../../src/core/buildRevisionObjects.ts';
import { createMockBackend, MOCK_API_KEY, MOCK_BASE_URL, mockIds } from '../../src/mock/index.ts';
import type { Installation } from '../../src/schemas/installation.ts';
import type { HydratedRevisionShell, Integration } from '../../src/schemas/integration.ts';
import { isJsonObject } from '../../src/schemas/isJsonObject.ts';
import { setOwnProperty } from '../../src/schemas/setOwnProperty.ts';

const RUNS = 1_000;
const { salesforce } = mockIds;

const hostileName = fc.constantFrom(
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'a/b~c',
  '~1',
  'with space',
  'a.b',
  '名前',
  'Имя',
  '',
);
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(null, 0, -1, 1.5, '', 'currency', 'degraded', true, [], {}),
);

type Mutation =
  | { kind: 'delete'; at: number }
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'addKey'; at: number; key: string; value: unknown }
  | { kind: 'renameKey'; at: number; key: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: anyJson }),
  fc.record({ kind: fc.constant('addKey' as const), at: fc.nat(), key: hostileName, value: anyJson }),
  fc.record({ kind: fc.constant('renameKey' as const), at: fc.nat(), key: hostileName }),
);

type Slot = { parent: Record<string, unknown> | unknown[]; key: string | number };

// Every place in a JSON tree where a value sits, in document order.
function slots(root: unknown): Slot[] {
  const found: Slot[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) {
      node.forEach((child, index) => {
        found.push({ parent: node, key: index });
        walk(child);
      });
    } else if (typeof node === 'object' && node !== null) {
      const record = node as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        found.push({ parent: record, key });
        walk(record[key]);
      }
    }
  };
  walk(root);
  return found;
}

const copy = (value: unknown): unknown => (value === undefined ? value : JSON.parse(JSON.stringify(value)));

function applyMutations<T>(sample: T, mutations: Mutation[]): unknown {
  const document = copy(sample);
  for (const original of mutations) {
    // A fresh copy of the inserted value, so that no two places share (and then nest) one object.
    const change = 'value' in original ? { ...original, value: copy(original.value) } : original;
    const all = slots(document);
    if (all.length === 0) break;
    const { parent, key } = all[change.at % all.length]!;
    if (Array.isArray(parent)) {
      const index = key as number;
      if (change.kind === 'delete') parent.splice(index, 1);
      else if (change.kind === 'replace') parent[index] = change.value;
      // A key goes on an object only: a JSON array has no named keys (and one named `constructor` would break the
      // array methods used here, which read it).
      else if (change.kind === 'addKey' && isJsonObject(parent[index]))
        setOwnProperty(parent[index], change.key, change.value);
      continue;
    }
    const name = key as string;
    const value = parent[name];
    if (change.kind === 'delete') delete parent[name];
    else if (change.kind === 'replace') setOwnProperty(parent, name, change.value);
    else if (change.kind === 'addKey') setOwnProperty(parent, change.key, change.value);
    else {
      delete parent[name];
      setOwnProperty(parent, change.key, value);
    }
  }
  return document;
}

function clientAnswering(body: unknown) {
  // JSON text, as a service sends it: own `__proto__` keys travel as ordinary keys.
  const text = JSON.stringify(body);
  return createApiClient(
    { baseUrl: MOCK_BASE_URL, project: 'p', apiKey: 'key' },
    {
      fetch: async () => new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } }),
    },
  );
}

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();
const before = prototypeKeys();

// Reads every part of the view models, the lazily built field lists and prompts included.
function touchEverything(objects: ReturnType<typeof buildRevisionObjects>): void {
  for (const view of objects.read) {
    void [view.requiredFields, view.optionalFields, view.allFields, view.valueMappingCandidates];
    void [view.skippedFields, view.mappingPrompts, [...view.fieldsByName.keys()], view.status];
  }
  void [objects.write.map((o) => o.status), objects.subscribe.map((o) => o.status), objects.invalid];
}

async function expectOnlyTypedFailure<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidResponseError);
    return undefined;
  }
}

let hydrated: HydratedRevisionShell;
let installation: Installation;
let integration: Integration;

beforeAll(async () => {
  const backend = createMockBackend();
  const client = createApiClient(
    { baseUrl: MOCK_BASE_URL, project: mockIds.project.name, apiKey: MOCK_API_KEY },
    { fetch: (request) => backend.fetch(request) },
  );
  integration = await client.getIntegration({ integrationIdOrName: salesforce.integrationId });
  installation = await client.getInstallation({
    integrationId: salesforce.integrationId,
    installationId: salesforce.installationId,
  });
  const full = await client.getHydratedRevision({
    integrationId: salesforce.integrationId,
    revisionId: salesforce.revisionId,
    connectionId: salesforce.connectionId,
  });
  // Three objects with a dozen fields each: every kind of entry, small enough for a thousand runs.
  const objects = (full.content.read?.objects ?? []).slice(0, 3).map((raw) => {
    const object = { ...(raw as Record<string, unknown>) };
    const metadata = object.allFieldsMetadata as Record<string, unknown> | undefined;
    if (metadata) object.allFieldsMetadata = Object.fromEntries(Object.entries(metadata).slice(0, 12));
    return object;
  });
  hydrated = { ...full, content: { ...full.content, read: { objects } } };
});

afterEach(() => {
  expect(prototypeKeys()).toEqual(before);
  expect(({} as Record<string, unknown>).objectName).toBeUndefined();
});

// A thousand runs of a property take a few seconds; the limit is far above that, for a loaded machine.
describe('response parsers and buildRevisionObjects on random contract-shaped JSON', {
  timeout: 120_000,
}, () => {
  it(`a hydrated revision: parsed or an InvalidResponseError, then built without throwing (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 6 }), async (mutations) => {
        const body = applyMutations(hydrated, mutations);
        const parsed = await expectOnlyTypedFailure(
          clientAnswering(body).getHydratedRevision({
            integrationId: 'i',
            revisionId: 'r',
            connectionId: 'c',
          }),
        );
        if (parsed) {
          touchEverything(
            buildRevisionObjects(parsed, integration.latestRevision, installation.config.content),
          );
        }
        expect(prototypeKeys()).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });

  it(`an installation: parsed or an InvalidResponseError, and built beside the revision (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(mutation, { minLength: 1, maxLength: 6 }), async (mutations) => {
        const body = applyMutations(installation, mutations);
        const parsed = await expectOnlyTypedFailure(
          clientAnswering(body).getInstallation({ integrationId: 'i', installationId: 'x' }),
        );
        if (parsed)
          touchEverything(buildRevisionObjects(hydrated, integration.latestRevision, parsed.config.content));
        expect(prototypeKeys()).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });

  it(`an integration and an installation list: parsed or an InvalidResponseError (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(mutation, { minLength: 1, maxLength: 6 }),
        fc.array(mutation, { minLength: 1, maxLength: 6 }),
        async (integrationMutations, listMutations) => {
          const parsedIntegration = await expectOnlyTypedFailure(
            clientAnswering(applyMutations(integration, integrationMutations)).getIntegration({
              integrationIdOrName: 'i',
            }),
          );
          await expectOnlyTypedFailure(
            clientAnswering(applyMutations([installation], listMutations)).listInstallations({
              integrationId: 'i',
              groupRef: 'g',
            }),
          );
          if (parsedIntegration)
            touchEverything(buildRevisionObjects(hydrated, parsedIntegration.latestRevision, undefined));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('builds any JSON at all in the object lists without throwing (1,000 runs)', () => {
    fc.assert(
      fc.property(fc.array(anyJson, { maxLength: 5 }), fc.array(anyJson, { maxLength: 3 }), (read, write) => {
        const shell = {
          ...hydrated,
          content: { ...hydrated.content, read: { objects: read }, write: { objects: write } },
        };
        touchEverything(buildRevisionObjects(shell, undefined, installation.config.content));
      }),
      { numRuns: RUNS },
    );
  });

  // The statuses of every object but `except`, per action, as the widget shows them.
  const statusesBut = (objects: ReturnType<typeof buildRevisionObjects>, except: string) =>
    (['read', 'write', 'subscribe'] as const).map((action) =>
      objects[action].filter((o) => o.objectName !== except).map((o) => [o.objectName, o.status, o.error]),
    );

  it(`one saved object mangled: the installation still parses, only that object can fail (${RUNS} runs)`, async () => {
    const content = installation.config.content as unknown as Record<
      string,
      { objects: Record<string, unknown> }
    >;
    const targets = (['read', 'write', 'subscribe'] as const).flatMap((action) =>
      Object.keys(content[action]?.objects ?? {}).map((name) => ({ action, name })),
    );
    const baseline = buildRevisionObjects(hydrated, integration.latestRevision, installation.config.content);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...targets),
        fc.array(mutation, { minLength: 1, maxLength: 6 }),
        async ({ action, name }, mutations) => {
          const body = copy(installation) as { config: { content: typeof content } };
          const objects = body.config.content[action]!.objects;
          setOwnProperty(objects, name, applyMutations(objects[name], mutations));
          const parsed = await clientAnswering(body).getInstallation({
            integrationId: 'i',
            installationId: 'x',
          });
          const built = buildRevisionObjects(hydrated, integration.latestRevision, parsed.config.content);
          touchEverything(built);
          expect(statusesBut(built, name)).toEqual(statusesBut(baseline, name));
          // Kept as sent, so that no save drops or rewrites it.
          expect(parsed.config.content[action]?.objects?.[name]).toBeDefined();
        },
      ),
      { numRuns: RUNS },
    );
  });

  it(`one manifest subscribe object mangled: the integration still parses, only that object can fail (${RUNS} runs)`, async () => {
    const manifestObjects = integration.latestRevision.content.subscribe?.objects ?? [];
    const baseline = buildRevisionObjects(hydrated, integration.latestRevision, installation.config.content);
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: manifestObjects.length - 1 }),
        fc.array(mutation, { minLength: 1, maxLength: 6 }),
        async (index, mutations) => {
          const body = copy(integration) as Integration;
          const list = body.latestRevision.content.subscribe!.objects as unknown[];
          const name = manifestObjects[index]!.objectName;
          list[index] = applyMutations(list[index], mutations);
          const parsed = await clientAnswering(body).getIntegration({ integrationIdOrName: 'i' });
          const built = buildRevisionObjects(hydrated, parsed.latestRevision, installation.config.content);
          touchEverything(built);
          // A mangled name may now be another object's (the later entry is then left out): compared when it is kept.
          const renamed = (list[index] as { objectName?: unknown } | null)?.objectName;
          if (typeof renamed !== 'string' || renamed === name)
            expect(statusesBut(built, name)).toEqual(statusesBut(baseline, name));
        },
      ),
      { numRuns: RUNS },
    );
  });
});
