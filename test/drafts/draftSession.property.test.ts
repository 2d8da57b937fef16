// @vitest-environment node
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import fc from 'fast-check';
import { createApiClient } from '../../src/api/createApiClient.ts';
import { buildRevisionObjects } from '../../src/core/buildRevisionObjects.ts';
import type { DraftStore, SaveTicket } from '../../src/drafts/DraftStore.ts';
import type { DraftValue } from '../../src/drafts/draftTargets.ts';
import type { SaveRunResult } from '../../src/drafts/runSave.ts';
import { createDraftStores } from '../../src/hooks/draftStores.ts';
import { installationQueries } from '../../src/hooks/queries.ts';
import { type SaveVariables, saveMutationOptions } from '../../src/hooks/saveMutation.ts';
import {
  createMockBackend,
  type FaultKind,
  MOCK_API_KEY,
  MOCK_BASE_URL,
  mockIds,
} from '../../src/mock/index.ts';
import type {
  ReadFilter,
  ReadObjectConfig,
  SubscribeObjectConfig,
  WriteObjectConfig,
} from '../../src/schemas/config.ts';
import type { Installation } from '../../src/schemas/installation.ts';

// The draft session as a model: two pages (two draft stores, two caches) edit one installation while another
// client changes it directly in the service; saves run, fail, lose their answers and retry in random orders.
// Each actor has items of its own (fields, a filter, a watched field, a dynamic mapping) and shares others (the
// schedule, one filter, the lead write object), which is where conflicts happen.
//   - every edit is stored, still pending in its page, or a shown conflict;
//   - nothing is stored that no one asked for; nothing removed comes back unasked;
//   - the other client's changes are never undone by a page's save;
//   - one write per change set.
// A whole list (filters, watched fields, the write objects) goes as merged against a fresh read; a change made
// elsewhere between that read and the write could still be overwritten (the contract has no conditional write, see
// the README), so the other client changes a list only while no save is in flight, and the two pages do not save
// the same target at the same moment.
const { installationId, integrationId, groupRef } = mockIds.salesforce;
const READ = 'read:account';
const SUBSCRIBE = 'subscribe:account';
const LEAD = 'write:lead';
type Target = typeof READ | typeof SUBSCRIBE | typeof LEAD;
const SCHEDULES = ['0 * * * *', '0 0 * * *', '*/30 * * * *'];
const FILTER_VALUES = ['A', 'B', 'C'];
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

// Per actor (page 0, page 1, the other client): two fields, a filter field, a watched field; shared: a filter field.
interface Own {
  fields: string[];
  filter: string;
  watch: string;
  mapping: string;
}
let owned: [Own, Own, Own];
let sharedFilter: string;
beforeAll(async () => {
  const integration = await client.getIntegration({ integrationIdOrName: integrationId });
  const installation = backend.store.getInstallation(installationId) as Installation;
  const hydrated = await client.getHydratedRevision({
    integrationId,
    revisionId: integration.latestRevision.id,
    connectionId: installation.connection.id,
  });
  const objects = buildRevisionObjects(hydrated, integration.latestRevision, installation.config.content);
  const account = objects.read.find((o) => o.objectName === 'account');
  const stored = installation.config.content;
  const names = (account?.optionalFields ?? [])
    .map((f) => f.fieldName)
    .filter(
      (name) =>
        stored.read?.objects.account?.selectedFields[name] === undefined &&
        !stored.subscribe?.objects.account?.updateEvent?.requiredWatchFields?.includes(name) &&
        name !== 'type',
    );
  const own = (i: number): Own => ({
    fields: names.slice(i * 5, i * 5 + 2),
    filter: names[i * 5 + 2] as string,
    watch: names[i * 5 + 3] as string,
    mapping: `dynamic${i}`,
  });
  owned = [own(0), own(1), own(2)];
  sharedFilter = names[15] as string;
});

type Actor = 0 | 1 | 2;
type Change =
  | { kind: 'field'; field: number }
  | { kind: 'filter'; value: number | null }
  | { kind: 'sharedFilter'; value: number | null }
  | { kind: 'watch' }
  | { kind: 'mapping' }
  | { kind: 'schedule'; schedule: number }
  | { kind: 'lead'; change: 'add' | 'remove' | 'deletion' };
type Step =
  | { kind: 'edit'; actor: Actor; change: Change }
  | { kind: 'save'; page: 0 | 1; target: Target; twice: boolean }
  | { kind: 'fault'; fault: FaultKind; onRead: boolean }
  | { kind: 'refetch'; page: 0 | 1 }
  | { kind: 'settle' }
  | { kind: 'slow'; on: boolean }
  | { kind: 'discard'; page: 0 | 1; target: Target }
  | { kind: 'resolve'; page: 0 | 1; target: Target; mine: boolean };

const page = fc.constantFrom<0 | 1>(0, 1);
const target = fc.constantFrom<Target>(READ, SUBSCRIBE, LEAD);
const change: fc.Arbitrary<Change> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('field' as const), field: fc.nat(1) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('filter' as const),
      value: fc.option(fc.nat(2), { nil: null }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('sharedFilter' as const),
      value: fc.option(fc.nat(2), { nil: null }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('watch' as const) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('mapping' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('schedule' as const), schedule: fc.nat(2) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('lead' as const),
      change: fc.constantFrom('add' as const, 'remove' as const, 'deletion' as const),
    }),
  },
);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      actor: fc.constantFrom<Actor>(0, 1, 2),
      change,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('save' as const), page, target, twice: fc.boolean() }),
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
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('discard' as const), page, target }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('resolve' as const), page, target, mine: fc.boolean() }),
  },
);

const known = (...steps: Step[]): [Step[]] => [steps];
const knownCases: [Step[]][] = [
  // A shared filter set here and by someone else, then removed here (back to what this page loaded): the other
  // person's filter stands after a refetch; this page asked for no change of it (a seed of the CI found it).
  known(
    { kind: 'edit', actor: 0, change: { kind: 'sharedFilter', value: 0 } },
    { kind: 'edit', actor: 2, change: { kind: 'sharedFilter', value: 0 } },
    { kind: 'edit', actor: 0, change: { kind: 'sharedFilter', value: null } },
    { kind: 'refetch', page: 0 },
    { kind: 'edit', actor: 0, change: { kind: 'lead', change: 'add' } },
  ),
  // Lead edited here, removed elsewhere, then saved: a conflict, never a silent resurrection.
  known(
    { kind: 'edit', actor: 0, change: { kind: 'lead', change: 'deletion' } },
    { kind: 'edit', actor: 2, change: { kind: 'lead', change: 'remove' } },
    { kind: 'save', page: 0, target: LEAD, twice: false },
  ),
  // Two people add filters on different fields, one after the other: both are stored.
  known(
    { kind: 'edit', actor: 0, change: { kind: 'filter', value: 0 } },
    { kind: 'edit', actor: 2, change: { kind: 'filter', value: 1 } },
    { kind: 'save', page: 0, target: READ, twice: false },
  ),
  // A filter saved while the other page removes Lead: the mock applied the mask over a stale copy once.
  known(
    { kind: 'edit', actor: 0, change: { kind: 'filter', value: 0 } },
    { kind: 'save', page: 0, target: READ, twice: false },
    { kind: 'edit', actor: 1, change: { kind: 'lead', change: 'remove' } },
    { kind: 'save', page: 1, target: LEAD, twice: false },
    { kind: 'discard', page: 0, target: READ },
  ),
  // The answer of a save is lost, the user edits on, saves again: stored once, nothing undone.
  known(
    { kind: 'edit', actor: 0, change: { kind: 'watch' } },
    { kind: 'fault', fault: 'lost-answer', onRead: false },
    { kind: 'save', page: 0, target: SUBSCRIBE, twice: false },
    { kind: 'settle' },
    { kind: 'edit', actor: 0, change: { kind: 'field', field: 0 } },
    { kind: 'save', page: 0, target: SUBSCRIBE, twice: true },
  ),
  // A saved filter removed and added again, in another order than stored: no change, nothing left unsaved.
  known(
    { kind: 'edit', actor: 0, change: { kind: 'sharedFilter', value: 1 } },
    { kind: 'edit', actor: 0, change: { kind: 'filter', value: 0 } },
    { kind: 'save', page: 0, target: READ, twice: false },
    { kind: 'edit', actor: 0, change: { kind: 'sharedFilter', value: 1 } },
  ),
  // The same after a save whose answer was lost, while the other client sets the same filter.
  known(
    { kind: 'fault', fault: 'lost-answer', onRead: false },
    { kind: 'edit', actor: 0, change: { kind: 'sharedFilter', value: 1 } },
    { kind: 'edit', actor: 0, change: { kind: 'filter', value: 0 } },
    { kind: 'save', page: 0, target: READ, twice: false },
    { kind: 'edit', actor: 2, change: { kind: 'sharedFilter', value: 1 } },
  ),
];

interface Page {
  queryClient: QueryClient;
  store: DraftStore;
  observer: MutationObserver<SaveRunResult, unknown, SaveVariables>;
}

async function openPage(): Promise<Page> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const drafts = createDraftStores(queryClient);
  drafts.connect();
  const loaded = await client.getInstallation({ integrationId, installationId });
  queryClient.setQueryData(installationQueries.detail(client, { integrationId, groupRef }).queryKey, loaded);
  const store = drafts.storeFor(installationId);
  const observer = new MutationObserver<SaveRunResult, unknown, SaveVariables>(
    queryClient,
    saveMutationOptions(client, queryClient, retryPolicy, installationId),
  );
  return { queryClient, store, observer };
}

/** Items of the installation, by name, with the value an actor can give each (`undefined`: absent / off). */
function itemsOf(installation: Installation | undefined | null, pageValue?: (key: Target) => DraftValue) {
  const content = installation?.config.content;
  const read = (pageValue ? pageValue(READ) : content?.read?.objects.account) as ReadObjectConfig | undefined;
  const subscribe = (pageValue ? pageValue(SUBSCRIBE) : content?.subscribe?.objects.account) as
    | SubscribeObjectConfig
    | undefined;
  const lead = (pageValue ? pageValue(LEAD) : content?.write?.objects?.lead) as WriteObjectConfig | undefined;
  const filterOn = (list: ReadFilter[] | undefined, field: string) =>
    list?.find((f) => f.fieldName === field)?.value as string | undefined;
  const items = new Map<string, unknown>();
  owned.forEach((own, actor) => {
    for (const field of own.fields)
      items.set(`${actor}:field:${field}`, read?.selectedFields[field] === true);
    items.set(`${actor}:filter`, filterOn(read?.fieldFilters, own.filter));
    items.set(`${actor}:watch`, subscribe?.updateEvent?.requiredWatchFields?.includes(own.watch) === true);
    items.set(
      `${actor}:mapping`,
      read?.dynamicMappingsInput?.some((m) => m.mapToName === own.mapping) === true,
    );
  });
  items.set('schedule', read?.schedule);
  items.set('sharedFilter', filterOn(read?.fieldFilters, sharedFilter));
  items.set('lead', lead === undefined ? undefined : lead.deletionSettings?.enabled === true);
  return items;
}

const targetOfItem = (item: string): Target =>
  item.endsWith(':watch') ? SUBSCRIBE : item === 'lead' ? LEAD : READ;

/** The config with an actor's change applied (a copy); `undefined` when the change does not apply. */
function applied(
  actor: Actor,
  change: Change,
  read: ReadObjectConfig,
  subscribe: SubscribeObjectConfig,
  lead: WriteObjectConfig | undefined,
) {
  const own = owned[actor];
  const r = structuredClone(read);
  const s = structuredClone(subscribe);
  let l = lead === undefined ? undefined : structuredClone(lead);
  const setFilter = (field: string, value: number | null) => {
    const others = (r.fieldFilters ?? []).filter((f) => f.fieldName !== field);
    r.fieldFilters =
      value === null
        ? others
        : [...others, { fieldName: field, operator: 'eq', value: FILTER_VALUES[value] as string }];
  };
  switch (change.kind) {
    case 'field': {
      const field = own.fields[change.field] as string;
      if (r.selectedFields[field]) delete r.selectedFields[field];
      else r.selectedFields[field] = true;
      break;
    }
    case 'filter':
      setFilter(own.filter, change.value);
      break;
    case 'sharedFilter':
      setFilter(sharedFilter, change.value);
      break;
    case 'watch': {
      const watched = s.updateEvent?.requiredWatchFields ?? [];
      s.updateEvent = {
        enabled: 'always',
        requiredWatchFields: watched.includes(own.watch)
          ? watched.filter((f) => f !== own.watch)
          : [...watched, own.watch],
      };
      break;
    }
    case 'mapping': {
      const list = r.dynamicMappingsInput ?? [];
      r.dynamicMappingsInput = list.some((m) => m.mapToName === own.mapping)
        ? list.filter((m) => m.mapToName !== own.mapping)
        : [...list, { mapToName: own.mapping }];
      break;
    }
    case 'schedule':
      r.schedule = SCHEDULES[change.schedule] as string;
      break;
    case 'lead':
      if (change.change === 'add') l ??= { objectName: 'lead', deletionSettings: { enabled: false } };
      else if (change.change === 'remove') l = undefined;
      else if (l) l.deletionSettings = { enabled: l.deletionSettings?.enabled !== true };
      break;
  }
  return { read: r, subscribe: s, lead: l };
}

describe('the draft session under random interleavings and faults', () => {
  it('keeps every edit stored, pending or a shown conflict; stores nothing unasked; one write per change set', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 16 }), async (steps) => {
        backend.reset();
        backend.scenarios.setSubscribeDelay(0);
        // The pages start with Lead written, so that it can be removed on one side while edited on the other.
        backend.scenarios.changeInstallation(installationId, (i) => {
          const objects = i.config.content.write?.objects ?? {};
          objects.lead = { objectName: 'lead', deletionSettings: { enabled: false } };
          i.config.content.write = { ...i.config.content.write, objects };
        });
        const initial = itemsOf(backend.store.getInstallation(installationId));
        const pages = [await openPage(), await openPage()] as const;
        // Per item: what each actor asked for (a page's last edit, or the other client's last change).
        const asked = new Map<string, Set<unknown>>();
        for (const [item, value] of initial) asked.set(item, new Set([value]));
        // What each page's user last set per item, until stored or dropped (discard, "Use theirs").
        const intents: [Map<string, unknown>, Map<string, unknown>] = [new Map(), new Map()];
        const others = new Map<string, unknown>();
        const inFlight: Promise<unknown>[] = [];
        let flying = 0;
        // The targets each page is saving now.
        const saving: [Map<Target, number>, Map<Target, number>] = [new Map(), new Map()];
        const valueIn = (p: Page) => (key: Target) => p.store.valueOf(key);
        const stored = () => itemsOf(backend.store.getInstallation(installationId));

        const edit = (actor: Actor, c: Change) => {
          const before =
            actor === 2
              ? itemsOf(backend.store.getInstallation(installationId))
              : itemsOf(undefined, valueIn(pages[actor]));
          if (actor === 2) {
            backend.scenarios.changeInstallation(installationId, (i) => {
              const content = i.config.content;
              const next = applied(
                2,
                c,
                content.read?.objects.account as ReadObjectConfig,
                content.subscribe?.objects.account as SubscribeObjectConfig,
                content.write?.objects?.lead,
              );
              (content.read as { objects: Record<string, unknown> }).objects.account = next.read;
              (content.subscribe as { objects: Record<string, unknown> }).objects.account = next.subscribe;
              const objects = content.write?.objects ?? {};
              if (next.lead) objects.lead = next.lead;
              else delete objects.lead;
              content.write = { ...content.write, objects };
            });
          } else {
            const p = pages[actor];
            const next = applied(
              actor,
              c,
              p.store.valueOf(READ) as ReadObjectConfig,
              p.store.valueOf(SUBSCRIBE) as SubscribeObjectConfig,
              p.store.valueOf(LEAD) as WriteObjectConfig | undefined,
            );
            if (c.kind === 'watch') p.store.edit(SUBSCRIBE, next.subscribe);
            else if (c.kind === 'lead') p.store.edit(LEAD, next.lead);
            else p.store.edit(READ, next.read);
          }
          const after =
            actor === 2
              ? itemsOf(backend.store.getInstallation(installationId))
              : itemsOf(undefined, valueIn(pages[actor]));
          // What the page last loaded: an edit back to it is no change of the page's any more (someone else's
          // change of that item since then stands, as a three-way merge has it).
          const loaded = actor === 2 ? undefined : itemsOf(pages[actor].store.getSnapshot().base);
          for (const [item, value] of after) {
            if (
              Object.is(value, before.get(item)) ||
              JSON.stringify(value) === JSON.stringify(before.get(item))
            )
              continue;
            asked.get(item)?.add(value);
            if (actor === 2) others.set(item, value);
            else if (JSON.stringify(value) === JSON.stringify(loaded?.get(item))) intents[actor].delete(item);
            else intents[actor].set(item, value);
          }
        };

        const save = (index: 0 | 1, key: Target) => {
          const p = pages[index];
          const started = p.store.beginSave(key);
          if ('refused' in started) return;
          const ticket: SaveTicket = started;
          const installation = p.store.getSnapshot().base as Installation;
          flying += 1;
          saving[index].set(key, (saving[index].get(key) ?? 0) + 1);
          const promise = p.observer
            .mutate({ store: p.store, ticket, installation })
            .then(
              (result) => {
                // Nothing removed comes back unasked: a save recreates an object only from an edit that added it.
                if (result.before === undefined && result.sent !== undefined)
                  expect(ticket.origin).toBeUndefined();
              },
              // A failed save keeps its edit (checked at the next settle).
              () => undefined,
            )
            .finally(() => {
              flying -= 1;
              saving[index].set(key, (saving[index].get(key) ?? 1) - 1);
            });
          inFlight.push(promise);
        };

        const checkEveryEdit = () => {
          const now = stored();
          pages.forEach((p, index) => {
            const pending = itemsOf(undefined, valueIn(p));
            const asks = intents[index] as Map<string, unknown>;
            for (const [item, value] of asks) {
              const edit = p.store.getSnapshot().edits.get(targetOfItem(item));
              const shown = (edit?.conflicts.length ?? 0) > 0;
              const same = (a: unknown) => JSON.stringify(a) === JSON.stringify(value);
              expect(same(now.get(item)) || same(pending.get(item)) || shown).toBe(true);
              // A shared setting once stored is the page's no more: someone may change it after.
              if (!item.startsWith(`${index}:`) && same(now.get(item))) asks.delete(item);
            }
          });
        };
        const settle = async () => {
          await Promise.all(inFlight.splice(0));
          checkEveryEdit();
        };

        for (const s of steps) {
          if (s.kind === 'edit') {
            const list = ['filter', 'sharedFilter', 'watch', 'mapping', 'lead'].includes(s.change.kind);
            // See above: the other client changes a list only while no save is in flight.
            if (s.actor === 2 && list && flying > 0) await settle();
            edit(s.actor, s.change);
          } else if (s.kind === 'save') {
            if ((saving[s.page === 0 ? 1 : 0].get(s.target) ?? 0) > 0) await settle();
            save(s.page, s.target);
            // A second Save of the same edits while the first is in flight sends nothing.
            if (s.twice) save(s.page, s.target);
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
            await settle();
          } else if (s.kind === 'discard') {
            if (pages[s.page].store.discard(s.target))
              for (const item of [...intents[s.page].keys()])
                if (targetOfItem(item) === s.target) intents[s.page].delete(item);
          } else {
            const p = pages[s.page];
            for (const conflict of p.store.getSnapshot().edits.get(s.target)?.conflicts ?? []) {
              p.store.resolveConflict(s.target, conflict.path, s.mine ? 'mine' : 'theirs');
              if (!s.mine) {
                // The user let their value of that setting go: items it holds now are what is stored.
                const now = itemsOf(undefined, valueIn(p));
                for (const [item, value] of intents[s.page])
                  if (
                    targetOfItem(item) === s.target &&
                    JSON.stringify(now.get(item)) !== JSON.stringify(value)
                  )
                    intents[s.page].delete(item);
              }
            }
          }
        }
        await settle();

        // Flush: faults off, conflicts decided for the user's value, every page saves what is left, in turn.
        backend.scenarios.clear();
        for (const [index, p] of pages.entries())
          for (const key of [READ, SUBSCRIBE, LEAD] as const) {
            // The fresh read of a save can show the other page's flush as a conflict: decided, then saved again.
            for (let attempt = 0; attempt < 3; attempt++) {
              for (const conflict of p.store.getSnapshot().edits.get(key)?.conflicts ?? [])
                p.store.resolveConflict(key, conflict.path, 'mine');
              const started = p.store.beginSave(key);
              if ('refused' in started) break;
              const installation = p.store.getSnapshot().base as Installation;
              const writes = writesApplied;
              const done = await p.observer
                .mutate({ store: p.store, ticket: started, installation })
                .then(() => true)
                .catch(() => false);
              // One change set, one write (none when nothing was left to send).
              expect(writesApplied - writes).toBeLessThanOrEqual(1);
              if (done) break;
            }
            // What this page last asked for of its own items is what is stored now (a shared one may have been
            // changed by someone else since, or by the other page's flush after).
            const now = stored();
            for (const [item, value] of intents[index] as Map<string, unknown>)
              if (item.startsWith(`${index}:`) && targetOfItem(item) === key)
                expect(JSON.stringify(now.get(item))).toBe(JSON.stringify(value));
          }

        const final = stored();
        for (const [item, value] of final) {
          // Nothing stored that no one asked for.
          expect([...(asked.get(item) ?? [])].map((v) => JSON.stringify(v))).toContain(JSON.stringify(value));
        }
        // The other client's own items are as it left them: no page's save undid them.
        for (const [item, value] of others)
          if (item.startsWith('2:')) expect(JSON.stringify(final.get(item))).toBe(JSON.stringify(value));
        for (const p of pages) {
          for (const key of [READ, SUBSCRIBE, LEAD])
            expect(p.store.getSnapshot().edits.get(key)?.steps ?? []).toEqual([]);
          p.queryClient.clear();
        }
      }),
      {
        numRuns: Number(process.env.DRAFT_MODEL_RUNS ?? 1000),
        // Interleavings that once went wrong run first; a counterexample can be replayed: DRAFT_MODEL_EXAMPLE='[[steps]]'.
        examples: process.env.DRAFT_MODEL_EXAMPLE ? JSON.parse(process.env.DRAFT_MODEL_EXAMPLE) : knownCases,
      },
    );
  }, 600_000);
});
