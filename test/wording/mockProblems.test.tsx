import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createApiClient } from '../../src/api/createApiClient.ts';
import type { RetryPolicy } from '../../src/api/retryPolicy.ts';
import { InstallationSettingsPanel } from '../../src/components/settings/InstallationSettingsPanel.tsx';
import { SubscribeObjectEditor } from '../../src/components/subscribe/SubscribeObjectEditor.tsx';
import { InstallationConfig } from '../../src/components/widget/InstallationConfig.tsx';
import { IntegrationConfigProvider } from '../../src/hooks/IntegrationConfigProvider.tsx';
import {
  defaultFixture,
  FAULT_KINDS,
  type FaultKind,
  MOCK_BASE_URL,
  MOCK_BEARER_TOKEN,
  type MockBackend,
  mockIds,
  type OperationName,
} from '../../src/mock/index.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';
import { editorOf, renderWidget } from '../support/renderWidget.tsx';
import { AllowedNames, describeFindings, watchWording } from './visibleWording.ts';

// Every kind of problem the mock service answers with (src/mock: its injected faults, credential checks, lookups,
// request checks and the contract's rules), produced by the mock itself and rendered where the widget shows it:
// what the user reads must be in their words; the service's own words belong under "Details for support".
const server = setupMockServer();
const { salesforce } = mockIds;
const NO_RETRY: RetryPolicy = { retries: 0, baseDelayMs: 0, maxDelayMs: 0 };
const FAULTS: readonly FaultKind[] = [...FAULT_KINDS, 'lost-answer'];

// user-event moves through a radio group with `CSS.escape`, which jsdom lacks.
beforeAll(() => {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
});

const allowedNames = () => new AllowedNames().addFixture(defaultFixture);

/** Waits until nothing is loading any more, and until what failed says so. */
async function failureShown(): Promise<void> {
  // A hang guard above what a loaded machine takes, not a timing check.
  await waitFor(
    () => {
      expect(document.querySelector('[aria-busy="true"]')).toBeNull();
      expect(
        document.querySelector('[role="alert"], [data-tone="danger"], [data-state="error"]'),
      ).not.toBeNull();
    },
    { timeout: 20_000 },
  );
}

describe('a load that fails', { timeout: 60_000 }, () => {
  // Every request the widget makes to show an installation.
  const loads: readonly OperationName[] = ['getIntegration', 'listInstallations', 'hydrateRevision'];
  const cases = loads.flatMap((operation) => FAULTS.map((fault) => ({ operation, fault })));

  it.each(cases)('with $fault on $operation is worded for the user', async ({ operation, fault }) => {
    const harness = createHarness(server, { retryPolicy: NO_RETRY });
    harness.backend.scenarios.failNext({ fault, match: { operation }, count: 5, retryAfterSeconds: 0 });
    const watch = watchWording(document.body, allowedNames());
    renderWidget(harness);
    await failureShown();
    expect(describeFindings(watch.stop())).toEqual([]);
  });

  /** The widget with props of its own, on a client `client` makes from the harness's backend. */
  const lookups: {
    name: string;
    setup?: (backend: MockBackend) => void;
    props?: Record<string, string>;
    apiKey?: string;
    bearer?: boolean;
  }[] = [
    { name: 'a refused API key (401)', apiKey: 'not-a-key' },
    { name: 'an unknown integration (404)', props: { integration: 'no-such-integration' } },
    {
      name: 'an unknown installation (404)',
      props: { installationId: '00000000-0000-4000-8000-000000000000' },
    },
    { name: 'an unknown connection (404)', props: { connectionId: 'no-such-connection' } },
    {
      name: 'a read object the provider could not describe (object error)',
      setup: (backend) => backend.scenarios.setHydrateError({ objectName: 'account' }),
    },
  ];

  it.each(lookups)('for $name is worded for the user', async ({ setup, props, apiKey, bearer }) => {
    const harness = createHarness(server, { retryPolicy: NO_RETRY });
    setup?.(harness.backend);
    const client = createApiClient(
      bearer
        ? { baseUrl: MOCK_BASE_URL, project: mockIds.project.name, getToken: async () => MOCK_BEARER_TOKEN }
        : {
            baseUrl: MOCK_BASE_URL,
            project: mockIds.project.name,
            apiKey: apiKey ?? 'mock-api-key-4c1f0d2e',
          },
    );
    const watch = watchWording(document.body, allowedNames());
    render(
      <IntegrationConfigProvider client={client} queryClient={harness.queryClient} retryPolicy={NO_RETRY}>
        <InstallationConfig
          integration={salesforce.integrationName}
          groupRef={salesforce.groupRef}
          {...(props as Record<string, never>)}
        />
      </IntegrationConfigProvider>,
    );
    await failureShown();
    expect(describeFindings(watch.stop())).toEqual([]);
  });
});

// --- saves ------------------------------------------------------------------------------------------------------

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** A request as the widget sent it, changed so that the mock refuses it for one reason. */
interface Breakage {
  name: string;
  /** Changes the body (parsed JSON) and the URL; returns the body to send (a string is sent as it is). */
  apply?: (body: JsonObject, url: URL) => JsonObject | string;
  /** Or: a fault the mock injects into the save. */
  fault?: FaultKind;
  /** The service may accept it (an optional setting removed): then it is saved, not refused. */
  mayBeAccepted?: boolean;
  /** Or: a change to what the mock stores, before the save arrives. */
  setup?: (backend: MockBackend) => void;
}

const pointer = (path: readonly string[]) =>
  path.map((key) => `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** A value of another type than `value`'s, as a wrong client would send it. */
function wrongTypeOf(value: Json): Json {
  if (typeof value === 'string') return 42;
  if (typeof value === 'number') return 'forty-two';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return 'a list';
  return value === null ? 7 : ['an object'];
}

/**
 * Every distinct place of a stored object config where a value of the wrong type can go, each once: under a map
 * with many keys (selected fields), the first key stands for all of them.
 */
function leafPaths(value: Json, path: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [path];
  const keys = Array.isArray(value) ? value.map((_, index) => String(index)) : Object.keys(value);
  if (keys.length === 0) return [path];
  const shown = keys.length > 3 ? keys.slice(0, 1) : keys;
  return shown.flatMap((key) => leafPaths((value as Record<string, Json>)[key] as Json, [...path, key]));
}

/** What the mock refuses in an object patch (patchObjectConfig), and every wrong type of the stored config. */
function patchBreakages(stored: Json, rules: Breakage[]): Breakage[] {
  const add =
    (op: JsonObject): Breakage['apply'] =>
    (body) => ({
      ...body,
      changes: [...((body.changes as Json[]) ?? []), op],
    });
  const topKeys = stored && typeof stored === 'object' && !Array.isArray(stored) ? Object.keys(stored) : [];
  return [
    ...FAULTS.map((fault) => ({ name: `fault ${fault}`, fault })),
    { name: 'not JSON', apply: () => '{"action": ' },
    { name: 'an unknown action', apply: (body) => ({ ...body, action: 'delete' }) },
    { name: 'no changes', apply: (body) => ({ ...body, changes: 'none' }) },
    { name: 'no installation named', apply: ({ groupRef: _g, installationId: _i, ...body }) => body },
    {
      name: 'both groupRef and installationId',
      apply: (body) => ({
        ...body,
        groupRef: salesforce.groupRef,
        installationId: salesforce.installationId,
      }),
    },
    {
      name: 'an unknown group (404)',
      apply: ({ installationId: _i, ...body }) => ({ ...body, groupRef: 'org_nobody' }),
    },
    {
      name: 'an unknown installation (404)',
      apply: ({ groupRef: _g, ...body }) => ({
        ...body,
        installationId: '00000000-0000-4000-8000-000000000000',
      }),
    },
    {
      name: 'an object not in the manifest',
      apply: (body, url) => {
        url.pathname = url.pathname.replace(/\/objects\/[^/]+\//, '/objects/noSuchObject/');
        return body;
      },
    },
    {
      name: 'a JSON Patch path that does not exist',
      apply: add({ op: 'replace', path: '/noSuch/setting', value: 1 }),
    },
    { name: 'an unknown JSON Patch op', apply: add({ op: 'move', path: '/schedule' }) },
    { name: 'another objectName', apply: add({ op: 'replace', path: '/objectName', value: 'otherObject' }) },
    ...topKeys.map((key) => ({
      name: `${key} removed`,
      // An optional setting may be removed: the service accepts that.
      mayBeAccepted: true,
      apply: add({ op: 'remove', path: pointer([key]) }),
    })),
    ...leafPaths(stored).map((path) => ({
      name: `a wrong type at ${path.join('.')}`,
      apply: add({ op: 'add', path: pointer(path), value: wrongTypeOf(valueAt(stored, path)) }),
    })),
    ...rules,
  ];
}

function valueAt(value: Json, path: readonly string[]): Json {
  let node: Json = value;
  for (const key of path) node = (node as Record<string, Json>)[key] as Json;
  return node;
}

/**
 * Answers the widget's saves (`method` on a path matching `path`) with the mock backend itself, each changed as the
 * armed breakage says (or failing with its fault). Arming returns a promise of the answer to that save.
 */
function breakSaves(backend: MockBackend, method: string, path: RegExp) {
  let next: { breakage: Breakage; answered: () => void } | undefined;
  server.use(
    http.all(`${MOCK_BASE_URL}/*`, async ({ request }) => {
      const url = new URL(request.url);
      if (request.method !== method || !path.test(url.pathname)) return undefined;
      const armed = next;
      next = undefined;
      let body: JsonObject | string = await request.clone().text();
      if (armed?.breakage.apply) body = armed.breakage.apply(JSON.parse(body) as JsonObject, url);
      try {
        return await backend.fetch(
          new Request(url, {
            method,
            headers: request.headers,
            body: typeof body === 'string' ? body : JSON.stringify(body),
          }),
        );
      } catch {
        // A network failure the mock plays: the page sees a failed fetch.
        return HttpResponse.error();
      } finally {
        armed?.answered();
      }
    }),
  );
  return (breakage: Breakage) =>
    new Promise<void>((answered) => {
      next = { breakage, answered };
      breakage.setup?.(backend);
      if (breakage.fault) {
        backend.scenarios.failNext({ fault: breakage.fault, match: { method }, retryAfterSeconds: 0 });
      }
    });
}

/** Saves once per breakage, each after an edit, and checks what the user reads after each refusal. */
async function refuseEverySave(
  breakages: readonly Breakage[],
  arm: (breakage: Breakage) => Promise<void>,
  edit: (round: number) => Promise<void>,
  save: () => HTMLElement,
) {
  const user = userEvent.setup();
  const seen: string[] = [];
  for (const [round, breakage] of breakages.entries()) {
    const watch = watchWording(document.body, allowedNames());
    await edit(round);
    const answered = arm(breakage);
    await user.click(save());
    // A hang guard, not a timing check: a save the page never sends fails here, named.
    const outcome = await Promise.race([
      answered.then(() => 'answered'),
      new Promise<string>((resolve) => setTimeout(() => resolve('no save was sent'), 20_000)),
    ]);
    if (outcome !== 'answered') {
      seen.push(`${breakage.name}: ${outcome}`);
      watch.stop();
      continue;
    }
    await waitFor(() => {
      expect(document.querySelector('[aria-busy="true"], [data-state="saving"]')).toBeNull();
      // A refused request is shown as refused (an alert, or the setting it names marked invalid); a fault may be
      // retried (and then saved) by the save's policy.
      if (!breakage.fault && !breakage.mayBeAccepted)
        expect(document.querySelector('[role="alert"], [aria-invalid="true"]')).not.toBeNull();
    }).catch(() => seen.push(`${breakage.name}: the refusal is not shown`));
    seen.push(...describeFindings(watch.stop()).map((finding) => `${breakage.name}: ${finding}`));
  }
  expect([...new Set(seen)]).toEqual([]);
}

const SCHEDULES = [
  ['Every 6 hours', '0 */6 * * *'],
  ['Every hour', '0 * * * *'],
  ['Every 30 minutes', '*/30 * * * *'],
] as const;

describe('a save the service refuses', { timeout: 300_000 }, () => {
  it('from the read editor (an object patch), for every reason the mock refuses one, is worded for the user', async () => {
    const harness = createHarness(server, { retryPolicy: NO_RETRY });
    const stored = harness.backend.store.getInstallation(salesforce.installationId)?.config.content.read
      ?.objects.account as unknown as Json;
    const arm = breakSaves(harness.backend, 'PATCH', /\/objects\/[^/]+\/config-content$/);
    renderWidget(harness);
    const editor = await editorOf('Account');
    const user = userEvent.setup();
    const only =
      (change: JsonObject): Breakage['apply'] =>
      (body) => ({ ...body, changes: [change] });
    const breakages = patchBreakages(stored, [
      {
        name: 'a schedule that is no cron expression',
        apply: only({ op: 'replace', path: '/schedule', value: 'hourly' }),
      },
      {
        name: 'a backfill of -1 days',
        apply: only({ op: 'add', path: '/backfill', value: { defaultPeriod: { days: -1 } } }),
      },
    ]);
    await refuseEverySave(
      breakages,
      arm,
      // An edit that always leaves something to save: a schedule neither chosen now nor stored (a retried fault
      // may have saved the one before).
      async () => {
        const storedSchedule = harness.backend.store.getInstallation(salesforce.installationId)?.config
          .content.read?.objects.account?.schedule;
        const choices = SCHEDULES.filter(([label, cron]) => {
          const radio = editor.getByRole<HTMLInputElement>('radio', { name: label });
          return !radio.checked && cron !== storedSchedule;
        });
        await user.click(editor.getByRole('radio', { name: choices[0]![0] }));
      },
      () => editor.getByRole('button', { name: 'Save' }),
    );
  });
});

/** `body` with `value` at `path` (a copy; objects on the way are made). */
function withAt(body: JsonObject, path: readonly string[], value: Json): JsonObject {
  const copy = structuredClone(body);
  let node = copy;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) node[key] = {};
    node = node[key] as JsonObject;
  }
  node[path[path.length - 1] as string] = value;
  return copy;
}

describe('a save the service refuses, from the other editors', { timeout: 300_000 }, () => {
  const storedContent = (harness: ReturnType<typeof createHarness>) =>
    harness.backend.store.getInstallation(salesforce.installationId)?.config.content;

  it('from the subscribe editor (an object patch), for every reason the mock refuses one, is worded for the user', async () => {
    const harness = createHarness(server, { retryPolicy: NO_RETRY });
    const stored = storedContent(harness)?.subscribe?.objects.account as unknown as Json;
    const arm = breakSaves(harness.backend, 'PATCH', /\/objects\/[^/]+\/config-content$/);
    render(<SubscribeObjectEditor objectName="account" />, { wrapper: harness.wrapper });
    const user = userEvent.setup();
    const created = await screen.findByRole<HTMLInputElement>('switch', { name: 'Record created' });
    const only =
      (change: JsonObject): Breakage['apply'] =>
      (body) => ({ ...body, changes: [change] });
    const breakages = patchBreakages(stored, [
      {
        name: 'a provider option the provider does not offer',
        apply: only({ op: 'add', path: '/providerOptions', value: { noSuchOption: { enabled: true } } }),
      },
      {
        // Last: the subscription's provider flows stay on for the rounds after it.
        name: 'delete events while the subscription uses provider flows',
        setup: (backend) =>
          backend.scenarios.changeInstallation(salesforce.installationId, (installation) => {
            const subscribe = installation.config.content.subscribe;
            if (subscribe) subscribe.providerOptions = { useProviderFlows: { enabled: true } };
          }),
        apply: only({ op: 'add', path: '/deleteEvent', value: { enabled: 'always' } }),
      },
    ]);
    await refuseEverySave(
      breakages,
      arm,
      // Something to save in each round: "Record created" other than stored (a refused save keeps the edit).
      async () => {
        const storedCreated = storedContent(harness)?.subscribe?.objects.account?.createEvent?.enabled;
        if (created.checked === (storedCreated === 'always')) await user.click(created);
      },
      () => screen.getByRole('button', { name: 'Save' }),
    );
  });

  it('from the installation settings (an update mask), for every reason the mock refuses one, is worded for the user', async () => {
    const harness = createHarness(server, { retryPolicy: NO_RETRY });
    const arm = breakSaves(harness.backend, 'PATCH', /\/installations\/[^/]+$/);
    render(<InstallationSettingsPanel />, { wrapper: harness.wrapper });
    const user = userEvent.setup();
    const proxy = await screen.findByRole<HTMLInputElement>('switch', { name: 'Allow proxy requests' });
    const masked =
      (path: string, value: Json): Breakage['apply'] =>
      (body) => ({
        ...withAt(body, ['installation', ...path.split('.')], value),
        updateMask: [...((body.updateMask as Json[]) ?? []), path],
      });
    const breakages: Breakage[] = [
      ...FAULTS.map((fault) => ({ name: `fault ${fault}`, fault })),
      { name: 'not JSON', apply: () => '{"updateMask": ' },
      { name: 'a body that is no object', apply: () => '[]' },
      { name: 'an empty update mask', apply: (body) => ({ ...body, updateMask: [] }) },
      { name: 'a mask path that is no string', apply: (body) => ({ ...body, updateMask: [42] }) },
      { name: 'a mask path not allowed', apply: masked('config.content.noSuch', 1) },
      {
        name: 'an object not in the manifest',
        apply: masked('config.content.read.objects.noSuchObject', { objectName: 'noSuchObject' }),
      },
      {
        name: 'a masked path without a value',
        apply: (body) => ({
          ...body,
          updateMask: [...((body.updateMask as Json[]) ?? []), 'config.createdBy'],
        }),
      },
      { name: 'a createdBy that is no string', apply: masked('config.createdBy', 42) },
      { name: 'an unknown connection', apply: masked('connectionId', 'no-such-connection') },
      { name: 'another provider', apply: masked('config.content.provider', 'hubspot') },
      { name: 'a proxy setting of a wrong type', apply: masked('config.content.proxy', 'yes') },
      {
        name: 'a subscription option the provider does not offer',
        apply: masked('config.content.subscribe.providerOptions', { noSuchOption: { enabled: true } }),
      },
      {
        name: 'provider flows while a subscription asks for delete events',
        setup: (backend) =>
          backend.scenarios.changeInstallation(salesforce.installationId, (installation) => {
            const account = installation.config.content.subscribe?.objects.account;
            if (account) account.deleteEvent = { enabled: 'always' };
          }),
        apply: masked('config.content.subscribe.providerOptions', { useProviderFlows: { enabled: true } }),
      },
    ];
    await refuseEverySave(
      breakages,
      arm,
      // Something to save in each round: the proxy other than stored (a refused save keeps the edit).
      async () => {
        if (proxy.checked === (storedContent(harness)?.proxy?.enabled === true)) await user.click(proxy);
      },
      () => screen.getByRole('button', { name: 'Save' }),
    );
  });
});
