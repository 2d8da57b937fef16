// @vitest-environment node
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { createApiClient } from '../../src/api/index.ts';
import { buildRevisionObjects } from '../../src/core/buildRevisionObjects.ts';
import type { DraftStore } from '../../src/drafts/index.ts';
import { createDraftStores } from '../../src/hooks/draftStores.ts';
import { installationQueries } from '../../src/hooks/queries.ts';
import { type SaveAnswer, type SaveVariables, saveMutationOptions } from '../../src/hooks/saveMutation.ts';
import {
  createMockBackend,
  type FaultKind,
  MOCK_API_KEY,
  MOCK_BASE_URL,
  mockIds,
} from '../../src/mock/index.ts';
import type { Installation, ReadObjectConfig } from '../../src/schemas/index.ts';

// The draft session at the store and client level, without rendering: two pages (two draft stores, two
// caches) edit one installation while another client changes it directly in the service, saves run and fail
// in random orders. Each page toggles fields of its own, the other client toggles others; everybody changes
// schedules, which is where conflicts happen.
const { installationId, integrationId, groupRef } = mockIds.salesforce;
const OBJECTS = ['account', 'contact'] as const;
type ObjectName = (typeof OBJECTS)[number];
const SCHEDULES = ['0 * * * *', '0 0 * * *', '*/30 * * * *'];
const retryPolicy = { retries: 2, baseDelayMs: 0, maxDelayMs: 0 };

const backend = createMockBackend({ subscribeDelayMs: 0 });
let writesApplied = 0;
const client = createApiClient(
  { baseUrl: MOCK_BASE_URL, project: mockIds.project.name, apiKey: MOCK_API_KEY },
  {
    fetch: async (request: Request) => {
      const write = request.method !== 'GET';
      try {
        const response = await backend.fetch(request);
        if (write && response.ok) writesApplied += 1;
        return response;
      } catch (error) {
        // No answer: the service may have applied it (counted as one).
        if (write) writesApplied += 1;
        throw error;
      }
    },
  },
);

// Three optional fields per object for each of: page 0, page 1, the other client.
let fieldsOf: Record<ObjectName, string[][]>;
beforeAll(async () => {
  const integration = await client.getIntegration({ integrationIdOrName: integrationId });
  const installation = backend.store.getInstallation(installationId) as Installation;
  const hydrated = await client.getHydratedRevision({
    integrationId,
    revisionId: integration.latestRevision.id,
    connectionId: installation.connection.id,
  });
  const objects = buildRevisionObjects(hydrated, integration.latestRevision, installation.config.content);
  const pick = (name: ObjectName) => {
    const names = (objects.read.find((o) => o.objectName === name)?.optionalFields ?? [])
      .map((f) => f.fieldName)
      .slice(0, 9);
    return [names.slice(0, 3), names.slice(3, 6), names.slice(6, 9)];
  };
  fieldsOf = { account: pick('account'), contact: pick('contact') };
});

type Step =
  | { kind: 'toggle'; page: 0 | 1; object: ObjectName; field: number }
  | { kind: 'schedule'; page: 0 | 1; object: ObjectName; schedule: number }
  | { kind: 'otherToggle'; object: ObjectName; field: number }
  | { kind: 'otherSchedule'; object: ObjectName; schedule: number }
  | { kind: 'save'; page: 0 | 1; object: ObjectName; twice: boolean }
  | { kind: 'fault'; fault: FaultKind; onRead: boolean }
  | { kind: 'refetch'; page: 0 | 1 }
  | { kind: 'settle' }
  | { kind: 'slow'; on: boolean }
  | { kind: 'discard'; page: 0 | 1; object: ObjectName };

const page = fc.constantFrom<0 | 1>(0, 1);
const object = fc.constantFrom<ObjectName>(...OBJECTS);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('toggle' as const), page, object, field: fc.nat(2) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('schedule' as const), page, object, schedule: fc.nat(2) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('otherToggle' as const), object, field: fc.nat(2) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('otherSchedule' as const), object, schedule: fc.nat(2) }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('save' as const), page, object, twice: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('fault' as const),
      fault: fc.constantFrom<FaultKind>('internal-error', 'unavailable', 'network-error', 'lost-answer'),
      onRead: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refetch' as const), page }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('settle' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('slow' as const), on: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('discard' as const), page, object }) },
);

interface Page {
  queryClient: QueryClient;
  store: DraftStore;
  observer: MutationObserver<SaveAnswer, unknown, SaveVariables>;
}

const keyOf = (name: ObjectName) => `read:${name}`;

function configIn(store: DraftStore, name: ObjectName): ReadObjectConfig {
  const snapshot = store.getSnapshot();
  const edit = snapshot.edits.get(keyOf(name));
  return structuredClone(
    (edit ? edit.value : snapshot.base?.config.content.read?.objects[name]) as ReadObjectConfig,
  );
}

function storedRead(name: ObjectName): ReadObjectConfig {
  return backend.store.getInstallation(installationId)?.config.content.read?.objects[
    name
  ] as ReadObjectConfig;
}

async function openPage(): Promise<Page> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const drafts = createDraftStores(queryClient);
  drafts.connect();
  const loaded = await client.getInstallation({ integrationId, installationId });
  queryClient.setQueryData(installationQueries.detail(client, { integrationId, groupRef }).queryKey, loaded);
  const store = drafts.storeFor(installationId);
  const observer = new MutationObserver<SaveAnswer, unknown, SaveVariables>(
    queryClient,
    saveMutationOptions(client, queryClient, retryPolicy, installationId),
  );
  return { queryClient, store, observer };
}

describe('the draft session under random interleavings and faults', () => {
  it('loses no edit, overwrites nothing unseen, reports conflicts at the leaf, sends one write per change set', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        backend.reset();
        backend.scenarios.setSubscribeDelay(0);
        const pages = [await openPage(), await openPage()] as const;
        // What each page's user last set per field (page-own fields) and per schedule, not yet stored.
        const intents = new Map<string, boolean | string>();
        // What the other client last set on its own fields.
        const others = new Map<string, boolean>();
        const inFlight: Promise<unknown>[] = [];

        const save = (p: Page, name: ObjectName) => {
          const ticket = p.store.beginSave(keyOf(name));
          if (!ticket) return;
          const installation = p.store.getSnapshot().base as Installation;
          const promise = p.observer
            .mutate({ store: p.store, ticket, installation })
            .then((answer) => {
              const before = answer.before as ReadObjectConfig;
              const sent = answer.sent as ReadObjectConfig;
              // A leaf changed elsewhere since the user began is not overwritten: held back as a conflict.
              const mine = (ticket.submitted as ReadObjectConfig).schedule;
              const origin = (ticket.origin as ReadObjectConfig).schedule;
              if (mine !== origin && before.schedule !== origin && before.schedule !== mine) {
                expect(sent.schedule).toBe(before.schedule);
              }
            })
            .catch(() => undefined);
          inFlight.push(promise);
        };

        for (const s of steps) {
          if (s.kind === 'toggle') {
            const p = pages[s.page];
            const field = fieldsOf[s.object][s.page]?.[s.field] as string;
            const config = configIn(p.store, s.object);
            const on = config.selectedFields[field] !== true;
            if (on) config.selectedFields[field] = true;
            else delete config.selectedFields[field];
            p.store.edit(keyOf(s.object), config);
            intents.set(`${s.page}:${s.object}:${field}`, on);
          } else if (s.kind === 'schedule') {
            const p = pages[s.page];
            const config = configIn(p.store, s.object);
            config.schedule = SCHEDULES[s.schedule] as string;
            p.store.edit(keyOf(s.object), config);
          } else if (s.kind === 'otherToggle') {
            const field = fieldsOf[s.object][2]?.[s.field] as string;
            const on = storedRead(s.object).selectedFields[field] !== true;
            backend.scenarios.changeInstallation(installationId, (i) => {
              const fields = i.config.content.read?.objects[s.object]?.selectedFields ?? {};
              if (on) fields[field] = true;
              else delete fields[field];
            });
            others.set(`${s.object}:${field}`, on);
          } else if (s.kind === 'otherSchedule') {
            backend.scenarios.changeInstallation(installationId, (i) => {
              const config = i.config.content.read?.objects[s.object];
              if (config) config.schedule = SCHEDULES[s.schedule] as string;
            });
          } else if (s.kind === 'save') {
            save(pages[s.page], s.object);
            // A second Save of the same edits while the first is in flight sends nothing.
            if (s.twice) save(pages[s.page], s.object);
          } else if (s.kind === 'fault') {
            backend.scenarios.failNext({
              fault: s.fault,
              match: s.onRead ? { operation: 'getInstallation' } : { method: 'PATCH' },
              retryAfterSeconds: 0,
            });
          } else if (s.kind === 'refetch') {
            const p = pages[s.page];
            const fresh = await client
              .getInstallation({ integrationId, installationId })
              .catch(() => undefined);
            if (fresh)
              p.queryClient.setQueryData(
                installationQueries.detail(client, { integrationId, groupRef }).queryKey,
                fresh,
              );
          } else if (s.kind === 'slow') {
            // Slow answers: saves of the two pages overlap, and edits land while they are in flight.
            backend.scenarios.setLatency(s.on ? [0, 4] : 0);
          } else if (s.kind === 'settle') {
            await Promise.all(inFlight.splice(0));
          } else {
            const p = pages[s.page];
            if (p.store.discard(keyOf(s.object))) {
              for (const key of [...intents.keys()])
                if (key.startsWith(`${s.page}:${s.object}:`)) intents.delete(key);
            }
          }
        }
        await Promise.all(inFlight.splice(0));

        // No edit was dropped from a store without being saved or discarded.
        for (const [key, on] of intents) {
          const [pageIndex, name, field] = key.split(':') as [string, ObjectName, string];
          const inStore = configIn(pages[Number(pageIndex)]!.store, name).selectedFields[field] === true;
          const stored = storedRead(name).selectedFields[field] === true;
          expect(inStore === on || stored === on).toBe(true);
        }
        // Every conflict is at a leaf both changed: here only schedules are changed on both sides.
        for (const p of pages)
          for (const edit of p.store.getSnapshot().edits.values())
            for (const conflict of edit.conflicts) expect(conflict.path).toBe('/schedule');

        // Flush: faults off, conflicts decided for the stored value, every page saves what is left.
        backend.scenarios.clear();
        for (const p of pages)
          for (const name of OBJECTS) {
            for (const conflict of p.store.getSnapshot().edits.get(keyOf(name))?.conflicts ?? [])
              p.store.resolveConflict(keyOf(name), conflict.path, 'theirs');
            const ticket = p.store.beginSave(keyOf(name));
            if (ticket) {
              const installation = p.store.getSnapshot().base as Installation;
              const writes = writesApplied;
              await p.observer.mutate({ store: p.store, ticket, installation });
              // One change set, one write (none when nothing was left to send).
              expect(writesApplied - writes).toBeLessThanOrEqual(1);
            }
          }
        // The service holds every edit of this user that was not in conflict, and the other client's changes.
        for (const [key, on] of intents) {
          const [, name, field] = key.split(':') as [string, ObjectName, string];
          expect(storedRead(name).selectedFields[field] === true).toBe(on);
        }
        for (const [key, on] of others) {
          const [name, field] = key.split(':') as [ObjectName, string];
          expect(storedRead(name).selectedFields[field] === true).toBe(on);
        }
        for (const p of pages) {
          for (const name of OBJECTS) {
            const edit = p.store.getSnapshot().edits.get(keyOf(name));
            expect(edit?.steps ?? []).toEqual([]);
          }
          p.queryClient.clear();
        }
      }),
      { numRuns: 500 },
    );
  }, 120_000);
});
