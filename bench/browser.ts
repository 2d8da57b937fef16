// Browser benchmark: the widget on one object with 100 to 20,000 fields in Debian's Chromium, measured the way the
// peer library was (API calls and bytes per load, time to the form, main-thread blocking, interaction latency,
// options in the DOM when a mapping dropdown opens, calls and bytes per save). Prints figures; asserts nothing.

import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { build } from 'vite';
import { compileHints } from '../examples/vite-host/compileHints.ts';
import { launchChromium } from '../test/browser/support/launchChromium.ts';
import { serveStatic } from '../test/browser/support/staticServer.ts';
import { checkCompileHints } from './compileHints.ts';
import { startProfile, summarizeProfile } from './cpuProfile.ts';
import { launchRawChromium, type RawBrowser } from './rawPage.ts';

const root = new URL('./app/', import.meta.url).pathname;
const outDir = new URL('../node_modules/.bench-app/', import.meta.url).pathname;

function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const ROUND_TRIP_MS = 80;
/** Options of {@link runBrowserBench}. */
export interface BrowserBenchOptions {
  /** Page loads per field count (`BENCH_RUNS`, 5 by default). */
  runs?: number;
  /**
   * CPU slowdown of the page's main thread (`--cpu 4`: Chromium's DevTools throttling, a mid-range phone as
   * Lighthouse's mobile profile has it); 1 for none. The stand-in servers' workers are not slowed.
   */
  cpu?: number;
  /**
   * Instead of timing: one page load per field count with a CPU profile of the load and of each interaction,
   * written to this directory as `<fields>-<step>.cpuprofile` with a summary (`.txt`) of where the time went.
   */
  profileDir?: string;
  /**
   * Starts each chunk of the page with V8's compile hint, as a host can (`--compile-hints`; README, "Slow
   * devices"): the widget's functions are compiled as the chunks load rather than on the main thread when first run.
   */
  hints?: boolean;
}
/**
 * Field counts of the one read object; `BENCH_FIELDS=5000,20000` narrows them. With a CPU slowdown, 20,000
 * fields are left out unless asked for (a phone-class CPU is timed where most installations are).
 */
function fieldCounts(cpu: number): number[] {
  return (process.env.BENCH_FIELDS ?? (cpu > 1 ? '100,1000,5000' : '100,1000,5000,20000'))
    .split(',')
    .map(Number);
}
/** Where the profile of the step being run goes (with `profileDir`): its directory and the file names' prefix. */
let profileTarget: { dir: string; prefix: string } | undefined;

/** With `profileDir`: starts a CPU profile; the returned function writes it (and its summary) as `step`. */
async function profileStep(page: Page, step: string): Promise<() => Promise<void>> {
  const target = profileTarget;
  if (!target) return async () => undefined;
  const stop = await startProfile(page);
  return async () => {
    const profile = await stop();
    const file = join(target.dir, `${target.prefix}-${step}`);
    writeFileSync(`${file}.cpuprofile`, JSON.stringify(profile));
    const summary = summarizeProfile(profile);
    writeFileSync(`${file}.txt`, `${summary}\n`);
    console.log(`${file}.cpuprofile: ${summary.split('\n')[0]}`);
  };
}

/** Waits `ms` (scaled by the CPU slowdown): lets the page settle between steps. */
let settleScale = 1;
function settle(page: Page, ms: number): Promise<void> {
  return page.waitForTimeout(ms * settleScale);
}

/** Each page's DevTools session, for its main thread's CPU time. */
const sessions = new WeakMap<Page, CDPSession>();

/** A fresh page, its main thread slowed `cpu` times (Chromium's CPU throttling, over CDP). */
async function openPage(browser: Browser, cpu: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const session = await page.context().newCDPSession(page);
  sessions.set(page, session);
  await session.send('Performance.enable', { timeDomain: 'threadTicks' } as never);
  if (cpu > 1) await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return page;
}

/**
 * The CPU time the page's main thread has used so far, in ms. Unlike the time on the clock, it is not stretched
 * by other work on a busy machine: the same work measures about the same, so it tells whether a change does
 * less. Only at full speed: Chromium's CPU throttling keeps the thread busy itself (an idle page then uses
 * about a third of a core).
 */
async function threadMs(page: Page): Promise<number> {
  const session = sessions.get(page);
  if (!session) return Number.NaN;
  const { metrics } = await session.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? Number.NaN) * 1000;
}
/** Typed one key at a time into the field search: each key narrows the list. */
const SEARCH = 'stat';

/** The load's figures, read in the page once its rows are painted (see loadWidget; also in raw loads). */
function pageLoadFigures(): Record<string, number> {
  const { bench } = window;
  const after = bench.longTasks.filter((t) => t.start >= bench.mountedAt);
  const rowsPaintedAt = bench.fieldsPaintedAt ?? Number.NaN;
  // The last answer the rows waited for: the last one received before they were in the DOM.
  const lastResponseAt = Math.max(
    ...bench.calls.filter((c) => c.receivedAt <= (bench.fieldsVisibleAt ?? 0)).map((c) => c.receivedAt),
  );
  // The page's scripts fetched before the rows were painted (the bench host's bundle, the widget's chunks),
  // whether by a script tag, a module preload or an import.
  const scripts = new Map<string, number>();
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    if (
      entry.name.endsWith('.js') &&
      !entry.name.includes('mockServer') &&
      entry.responseEnd <= rowsPaintedAt
    )
      scripts.set(entry.name, Math.max(scripts.get(entry.name) ?? 0, entry.decodedBodySize));
  return {
    // From the start of the navigation: the host page's own bundle and the stand-in servers' start included.
    rowsPaintedMs: rowsPaintedAt,
    serversReadyMs: bench.mountedAt,
    mountToRowsPaintedMs: rowsPaintedAt - bench.mountedAt,
    lastResponseToRowsPaintedMs: rowsPaintedAt - lastResponseAt,
    loadBlockingMs: bench.longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    loadLongestTaskMs: Math.max(0, ...bench.longTasks.map((t) => t.duration)),
    scriptsBeforeRows: scripts.size,
    scriptKbBeforeRows: [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024,
    calls: bench.calls.length,
    loadBytes: bench.calls.reduce((sum, c) => sum + c.bytes + c.receivedBytes, 0),
    formMs: (bench.formVisibleAt ?? Number.NaN) - bench.mountedAt,
    fieldsMs: (bench.fieldsVisibleAt ?? Number.NaN) - bench.mountedAt,
    // The mock answers from workers; this part is the widget's own work on the hydrated revision once it came
    // (the form itself is drawn before it).
    fieldsAfterDataMs:
      (bench.fieldsVisibleAt ?? Number.NaN) -
      (bench.calls.find((c) => c.url.includes(':hydrate'))?.receivedAt ?? Number.NaN),
    firstRequestMs: (bench.calls[0]?.sentAt ?? Number.NaN) - bench.mountedAt,
    longestTaskMs: Math.max(0, ...after.map((t) => t.duration)),
    blockingMs: after.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
  };
}

/** Loads the bench page and returns the load figures once the form shows. */
async function loadWidget(page: Page, url: string): Promise<Record<string, number>> {
  await page.goto(url);
  // Awaited in the page: polling it (Playwright's default is every frame) would run the driver's script in
  // each frame of the load, on the page's main thread.
  await page.evaluate(() =>
    Promise.race([
      window.bench.rowsPainted,
      new Promise((_, reject) => setTimeout(() => reject(new Error('no field rows in 120 s')), 120_000)),
    ]),
  );
  await settle(page, 300);
  // The page's renderer started with this navigation: its main thread's time is the load's.
  const loadCpuMs = await threadMs(page);
  const figures = await page.evaluate(pageLoadFigures);
  return { ...figures, loadCpuMs };
}

/**
 * Times one interaction: arms the page (the clock starts at the interaction's first input event), runs `act`,
 * and returns the ms until the frame after the DOM first satisfies `done` (a JS expression run in the page) was
 * painted. Also stamps the interaction's start so its Event Timing entries can be told apart.
 */
async function timeInteraction(
  page: Page,
  started: Record<string, number>,
  name: string,
  done: string,
  act: () => Promise<void>,
): Promise<{ ms: number; cpuMs: number }> {
  started[name] = await page.evaluate(`window.bench.arm(() => Boolean(${done})), performance.now()`);
  const profiled = await profileStep(page, name);
  const cpuBefore = await threadMs(page);
  await act();
  const ms = await page.evaluate(() => window.bench.measured ?? Number.NaN);
  // The profile ends with the painted result (and the page's answer to the evaluate above).
  await profiled();
  // Lets the page settle (and late Event Timing entries arrive) before the next interaction.
  await settle(page, 150);
  // With what the interaction left for after its paint (a write to the form, a preview planned).
  return { ms, cpuMs: (await threadMs(page)) - cpuBefore };
}

/** The longest task (over 50 ms, else 0) that started since `since`: work an interaction left for later. */
function longestTaskSince(page: Page, since: number): Promise<number> {
  return page.evaluate(
    (from) => Math.max(0, ...window.bench.longTasks.filter((t) => t.start >= from).map((t) => t.duration)),
    since,
  );
}

/** The interactions on a loaded page, each timed from input to the painted result. */
async function interact(page: Page): Promise<Record<string, number>> {
  await page.evaluate(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId) continue;
        window.bench.events.push({
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          processing: entry.processingEnd - entry.processingStart,
        });
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  const started: Record<string, number> = {};
  const figures: Record<string, number> = {};
  const time = async (name: string, done: string, act: () => Promise<void>) => {
    const { ms, cpuMs } = await timeInteraction(page, started, name, done, act);
    figures[`${name}Ms`] = ms;
    figures[`${name}CpuMs`] = cpuMs;
    figures[`${name}LongTaskMs`] = await longestTaskSince(page, started[name] ?? 0);
  };
  // Clicked where the element is, found beforehand: Playwright's own checks before a click run on the page's
  // main thread and would count as the interaction's time.
  const clickAt = async (selector: string) => {
    const element = page.locator(selector).first();
    await element.scrollIntoViewIfNeeded();
    const box = await element.boundingBox();
    if (!box) throw new Error(`${selector} is not shown`);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await settle(page, 50);
    return () => page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  };

  // Search: each key until the list and its count show the new query's matches; then clear it at once.
  const search = page.locator('.ric-fields-search');
  await search.click();
  await settle(page, 150);
  // Types the query's last letter (the rest is in the box) until the count names the query.
  const typeLast = (name: string, query: string) =>
    time(name, `document.querySelector('.ric-fields-count')?.textContent.includes('“${query}”')`, () =>
      page.keyboard.press(query.at(-1) ?? ''),
    );
  for (let n = 1; n <= SEARCH.length; n++) await typeLast(`key${n}`, SEARCH.slice(0, n));
  await page.keyboard.press('ControlOrMeta+a');
  await settle(page, 150);
  await time('clear', `!document.querySelector('.ric-fields-count .ric-hint')`, () =>
    page.keyboard.press('Backspace'),
  );

  // Toggle one optional field, then save that one change and count what goes over the wire (both ways).
  const index = await page
    .locator('.ric-fields-scroll [data-state="unchecked"]')
    .first()
    .getAttribute('data-index');
  await time(
    'toggle',
    `document.querySelector('.ric-fields-scroll [data-index="${index}"]')?.dataset.state === 'checked'`,
    await clickAt(`.ric-fields-scroll [data-index="${index}"] input`),
  );
  const before = await page.evaluate(() => window.bench.calls.length);
  // Saving starts in the click: the bar says "Saving…" (its requests then go out).
  await time(
    'save',
    `document.querySelector('.ric-savebar')?.dataset.state === 'saving'`,
    await clickAt('.ric-savebar-actions [data-variant="primary"]'),
  );
  await page.waitForFunction((n) => window.bench.calls.length > n, before, { timeout: 30_000, polling: 50 });
  await settle(page, 500);
  const save = await page.evaluate((n) => {
    const calls = window.bench.calls.slice(n);
    const sent = calls.filter((c) => c.method !== 'GET');
    return {
      requests: sent.length,
      bytes: sent.reduce((s, c) => s + c.bytes, 0),
      saveCalls: calls.length,
      saveBytes: calls.reduce((s, c) => s + c.bytes + c.receivedBytes, 0),
    };
  }, before);

  // Select every optional field at once, then clear them again.
  await time(
    'selectAll',
    `document.querySelectorAll('.ric-fields-toolbar button')[0]?.disabled`,
    await clickAt('.ric-fields-toolbar button:nth-of-type(1)'),
  );
  await time(
    'clearAll',
    `document.querySelectorAll('.ric-fields-toolbar button')[1]?.disabled`,
    await clickAt('.ric-fields-toolbar button:nth-of-type(2)'),
  );

  // Down the list (wheel), a field in view toggled there: the tab stop moves to its row.
  await page.locator('.ric-fields-scroll').hover();
  await page.mouse.wheel(0, 2000);
  await settle(page, 300);
  const scrolled = await page.evaluate(
    () => Math.floor((document.querySelector('.ric-fields-scroll')?.scrollTop ?? 0) / 40) + 3,
  );
  await time(
    'toggleScrolled',
    `document.querySelector('.ric-fields-scroll [data-index="${scrolled}"]')?.dataset.state === 'checked'`,
    await clickAt(`.ric-fields-scroll [data-index="${scrolled}"] input`),
  );

  // "Selected only" (the count is its button): the selected field's row alone, then every row again.
  await time(
    'selectedOnly',
    `document.querySelector('.ric-fields-count [aria-pressed="true"]')`,
    await clickAt('.ric-fields-count button'),
  );
  await time(
    'allRows',
    `document.querySelector('.ric-fields-count [aria-pressed="false"]')`,
    await clickAt('.ric-fields-count button'),
  );

  // Open a mapping dropdown by keyboard, count the options in the DOM, close it.
  const combobox = page.getByRole('combobox').first();
  await combobox.focus();
  await settle(page, 150);
  const listbox = `document.getElementById(document.querySelector('[role="combobox"]').getAttribute('aria-controls'))`;
  await time('open', `${listbox}?.querySelector('[role="option"]') && !${listbox}.closest('[hidden]')`, () =>
    page.keyboard.press('ArrowDown'),
  );
  const options = await page.locator('[role="option"]').count();
  const total = await page.evaluate(
    () => document.querySelectorAll('[role="option"], [role="listbox"]').length,
  );
  await time(
    'close',
    `document.querySelector('[role="combobox"]').getAttribute('aria-expanded') === 'false'`,
    () => page.keyboard.press('Escape'),
  );

  // The first key again, at the end: the page has searched before, so what the first key costs beyond this is
  // what it meets for the first time (code to compile, caches to fill), not the search's own work.
  await search.click();
  await settle(page, 150);
  await typeLast('key1Again', SEARCH.slice(0, 1));

  // Event Timing: the longest input-to-next-paint and handler time of each interaction's events (those with an
  // interactionId, as INP counts them), each event belonging to the last interaction started before it.
  const eventFigures = await page.evaluate((started) => {
    const order = Object.entries(started).sort((a, b) => a[1] - b[1]);
    const result: Record<string, number> = {};
    for (const event of window.bench.events) {
      const owner = order.filter(([, at]) => at <= event.startTime).at(-1)?.[0];
      if (!owner) continue;
      result[`${owner}PaintMs`] = Math.max(result[`${owner}PaintMs`] ?? 0, event.duration);
      result[`${owner}HandlerMs`] = Math.max(result[`${owner}HandlerMs`] ?? 0, event.processing);
    }
    return result;
  }, started);
  if (process.env.BENCH_VERBOSE) console.log(await page.evaluate(() => window.bench.events));
  return { ...figures, ...eventFigures, ...save, options, listboxNodes: total - options };
}

/** Trace events of the page's main thread that evaluate its own scripts (not Playwright's injected ones). */
const SCRIPT_EVENTS = new Set(['v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'EvaluateScript']);

/**
 * Loads the page once with a Chromium trace and sums the main thread's time compiling and evaluating the page's
 * scripts (each module's top level, not the functions it runs later) until the field rows were painted.
 */
async function traceScriptEvaluation(browser: Browser, page: Page, url: string): Promise<number> {
  await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing'] });
  await loadWidget(page, url);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: {
      name: string;
      ph: string;
      ts: number;
      dur?: number;
      pid: number;
      tid: number;
      args?: { worldId?: number; data?: { url?: string } };
    }[];
  };
  const events = trace.traceEvents;
  const painted = events.find((e) => e.name === 'field rows painted');
  if (!painted) return Number.NaN;
  const origin = new URL(url).origin;
  let total = 0;
  for (const e of events) {
    if (e.pid !== painted.pid || e.ph !== 'X' || !SCRIPT_EVENTS.has(e.name) || e.ts > painted.ts) continue;
    // Module evaluation names no script, only its world (0: the page's own); the others name their script.
    const own =
      e.name === 'v8.evaluateModule' ? e.args?.worldId === 0 : e.args?.data?.url?.startsWith(origin);
    if (own) total += (e.dur ?? 0) / 1000;
  }
  return total;
}

/** With `profileDir`: one page load at `fields`, its load and each interaction profiled (see profileStep). */
async function profileFields(browser: Browser, origin: string, fields: number, cpu: number, dir: string) {
  profileTarget = { dir, prefix: `${fields}` };
  try {
    const page = await openPage(browser, cpu);
    const profiled = await profileStep(page, 'load');
    await loadWidget(page, `${origin}/index.html?fields=${fields}`);
    await profiled();
    await interact(page);
    await page.close();
  } finally {
    profileTarget = undefined;
  }
}

/** The page loads and interactions at one field count, `runs` times each. */
async function benchFields(
  browser: Browser,
  raw: RawBrowser,
  origin: string,
  fields: number,
  runs: number,
  cpu: number,
): Promise<{
  rows: Record<string, number>[];
  slowRows: Record<string, number>[];
  rawRows: Record<string, number>[];
  profile: Record<string, number>;
}> {
  const rows: Record<string, number>[] = [];
  // The same load with a simulated network (the stand-in server adds the round trip off the page's thread):
  // time to the form then also depends on how early each round of requests leaves.
  const slowRows: Record<string, number>[] = [];
  const rawRows: Record<string, number>[] = [];
  for (let run = 0; run < runs; run++) {
    const slowPage = await openPage(browser, cpu);
    slowRows.push(await loadWidget(slowPage, `${origin}/index.html?fields=${fields}&rtt=${ROUND_TRIP_MS}`));
    await slowPage.close();
    const page = await openPage(browser, cpu);
    const load = await loadWidget(page, `${origin}/index.html?fields=${fields}`);
    rows.push({ ...load, ...(await interact(page)) });
    await page.close();
    // The same load where no DevTools client has enabled anything (rawPage.ts): as a user's browser loads it.
    rawRows.push(
      await raw.load<Record<string, number>>(
        `${origin}/index.html?fields=${fields}`,
        cpu,
        'window.bench?.rowsPainted',
        pageLoadFigures.toString(),
        300 * cpu,
      ),
    );
  }
  // Where the time from the last answer to the form goes, step by step (bench/app/loadProfile.ts); that load is
  // traced, for the time spent compiling and evaluating scripts before the rows were painted.
  const page = await openPage(browser, cpu);
  const scriptMs = await traceScriptEvaluation(
    browser,
    page,
    `${origin}/index.html?fields=${fields}&profile=load`,
  );
  // A busy machine may not finish it in time: its figures are then missing, the others stand.
  const profiled = await page
    .waitForFunction(() => window.bench.loadProfile !== undefined, undefined, {
      timeout: 120_000,
      polling: 100,
    })
    .then(
      () => true,
      () => false,
    );
  const steps = profiled ? await page.evaluate(() => window.bench.loadProfile ?? {}) : {};
  const profile = { ...steps, scriptMs };
  await page.close();
  return { rows, slowRows, rawRows, profile };
}

/** Builds the bench page, loads it `runs` times per field count in Chromium and prints the median figures. */
export async function runBrowserBench({
  runs = Number(process.env.BENCH_RUNS ?? 5),
  cpu = 1,
  profileDir,
  hints = false,
}: BrowserBenchOptions = {}): Promise<void> {
  settleScale = cpu;
  const FIELD_COUNTS = fieldCounts(cpu);
  await build({
    root,
    base: './',
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
    worker: { format: 'es' },
    plugins: hints ? [compileHints()] : [],
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: process.env.BENCH_MINIFY !== '0',
      // A profile's functions map to their sources (DevTools reads the maps beside the chunks).
      sourcemap: profileDir !== undefined,
    },
  });
  if (hints) checkCompileHints(join(outDir, 'assets'));
  const server = await serveStatic(outDir);
  const browser = await launchChromium();
  const rawBrowser = await launchRawChromium();
  // A browser's first page also pays for starting up (its fonts, its processes): one load, not counted, as the
  // Playwright browser's measured loads come after its first page too.
  await rawBrowser.load(
    `${server.origin}/index.html?fields=100`,
    cpu,
    'window.bench?.rowsPainted',
    '() => 0',
    0,
  );
  const results = new Map<number, Awaited<ReturnType<typeof benchFields>>>();
  try {
    if (profileDir !== undefined) {
      mkdirSync(profileDir, { recursive: true });
      for (const fields of FIELD_COUNTS) await profileFields(browser, server.origin, fields, cpu, profileDir);
      return;
    }
    for (const fields of FIELD_COUNTS)
      results.set(fields, await benchFields(browser, rawBrowser, server.origin, fields, runs, cpu));
  } finally {
    await browser.close();
    await rawBrowser.close();
    await server.close();
  }

  // Raw figures for comparisons across runs (e.g. alternating builds of two branches).
  if (process.env.BENCH_JSON) {
    writeFileSync(process.env.BENCH_JSON, JSON.stringify(Object.fromEntries(results)));
  }
  const column = (pick: (result: Awaited<ReturnType<typeof benchFields>>) => number | string) =>
    Object.fromEntries(
      FIELD_COUNTS.map((fields) => {
        const result = results.get(fields);
        return [`${fields.toLocaleString('en-US')} fields`, result ? pick(result) : '-'];
      }),
    );
  const fast =
    (key: string, fallback = Number.NaN) =>
    (r: Awaited<ReturnType<typeof benchFields>>) =>
      Math.round(median(r.rows.map((row) => row[key] ?? fallback)));
  const slow = (key: string) => (r: Awaited<ReturnType<typeof benchFields>>) =>
    Math.round(median(r.slowRows.map((row) => row[key] ?? Number.NaN)));
  const raw = (key: string) => (r: Awaited<ReturnType<typeof benchFields>>) =>
    Math.round(median(r.rawRows.map((row) => row[key] ?? Number.NaN)));
  // Event Timing reports nothing under 16 ms: an interaction without an entry counts as 16, an upper bound.
  const eventTiming = (key: string) => (r: Awaited<ReturnType<typeof benchFields>>) =>
    `${fast(`${key}PaintMs`, 16)(r)} (${fast(`${key}HandlerMs`, 16)(r)})`;

  const interactions = [
    ...[...SEARCH].map((_, n) => [`key${n + 1}`, `search: key "${SEARCH.slice(0, n + 1)}"`] as const),
    ['clear', 'search: clear'],
    ['toggle', 'toggle one field'],
    ['toggleScrolled', 'toggle one field after scrolling the list'],
    ['selectAll', 'select all'],
    ['clearAll', 'clear all'],
    ['selectedOnly', 'show the selected only (the count)'],
    ['allRows', 'show every field again'],
    ['open', 'open a mapping dropdown'],
    ['close', 'close it (Escape)'],
    ['save', 'click Save ("Saving…" shown)'],
    ['key1Again', `search: key "${SEARCH[0]}" again, at the end (warm)`],
  ] as const;
  const slowed = cpu > 1;
  console.log(
    `\nBrowser: the widget on one read object, Debian Chromium${slowed ? `, CPU ${cpu}× slower` : ''}${hints ? ', chunks marked for eager compilation (--compile-hints)' : ''}, median of ${runs} page loads per field count`,
  );
  // With a slower CPU the targets are those of a phone-class machine (issue 30), and the peer's desktop figures
  // do not apply.
  const target = (desktop: number | string, phone: number | string) => (slowed ? phone : desktop);
  const peer = (figure: number | string) => (slowed ? '-' : figure);
  // The slow CPU's load targets, for the loads under Playwright and the bare ones alike.
  const loadTargets: Record<string, number | string> = {
    lastResponseToRowsPaintedMs: target('-', '150 (100 fields)'),
    loadBlockingMs: target('-', '200 (100, 1,000)'),
    loadLongestTaskMs: target('-', 150),
  };
  console.table([
    {
      measure: 'navigation → field rows painted (ms)',
      ...column(fast('rowsPaintedMs')),
      target: '-',
      peer: '-',
    },
    {
      measure: '  the stand-in servers ready, the widget mounted (ms after navigation; the bench’s own)',
      ...column(fast('serversReadyMs')),
      target: '-',
      peer: '-',
    },
    {
      measure: '  mount → field rows painted (ms)',
      ...column(fast('mountToRowsPaintedMs')),
      target: '-',
      peer: '-',
    },
    {
      measure: 'last API response → field rows painted (ms)',
      ...column(fast('lastResponseToRowsPaintedMs')),
      target: loadTargets.lastResponseToRowsPaintedMs,
      peer: '-',
    },
    {
      measure: 'main thread blocked during load, from navigation (ms, long-task time over 50 ms)',
      ...column(fast('loadBlockingMs')),
      target: loadTargets.loadBlockingMs,
      peer: '-',
    },
    {
      measure: 'longest task during load, from navigation (ms)',
      ...column(fast('loadLongestTaskMs')),
      target: loadTargets.loadLongestTaskMs,
      peer: '-',
    },
    // Playwright's DevTools domains make the bundle's evaluation parse it twice (rawPage.ts); a user's browser
    // has none: these are the load as users get it.
    ...(
      [
        [
          'the same loads without DevTools domains (rawPage.ts): navigation → field rows painted',
          'rowsPaintedMs',
        ],
        ['  last API response → field rows painted', 'lastResponseToRowsPaintedMs'],
        ['  main thread blocked during load, from navigation', 'loadBlockingMs'],
        ['  longest task during load, from navigation', 'loadLongestTaskMs'],
      ] as const
    ).map(([measure, key]) => ({
      measure: `${measure} (ms)`,
      ...column(raw(key)),
      target: loadTargets[key] ?? '-',
      peer: '-',
    })),
    ...(slowed
      ? []
      : [
          {
            measure: 'main-thread CPU time of the load, to the rows painted and 300 ms on (ms)',
            ...column(fast('loadCpuMs')),
            target: '-',
            peer: '-',
          },
        ]),
    {
      measure: 'scripts fetched before the rows were painted (count)',
      ...column(fast('scriptsBeforeRows')),
      target: '-',
      peer: '-',
    },
    {
      measure: '  their size, minified, not compressed (KB)',
      ...column(fast('scriptKbBeforeRows')),
      target: '-',
      peer: '-',
    },
    {
      measure: '  compiling and evaluating them before the rows were painted (ms, one traced load)',
      ...column((r) => Math.round(r.profile.scriptMs ?? Number.NaN)),
      target: '-',
      peer: '-',
    },
    { measure: 'API calls per load', ...column(fast('calls')), target: '-', peer: peer(19) },
    {
      measure: 'KB per load (sent + received bodies)',
      ...column((r) => (fast('loadBytes')(r) / 1024).toFixed(0)),
      target: '-',
      peer: '-',
    },
    {
      measure: 'form visible after mount (ms)',
      ...column(fast('formMs')),
      target: target(300, '-'),
      peer: peer(2900),
    },
    {
      measure: `form visible after mount, ${ROUND_TRIP_MS} ms round trips (ms)`,
      ...column(slow('formMs')),
      target: target(300, '-'),
      peer: peer(3730),
    },
    {
      measure: `field list rows visible after mount, ${ROUND_TRIP_MS} ms round trips (ms)`,
      ...column(slow('fieldsMs')),
      target: '-',
      peer: '-',
    },
    {
      measure: 'field list rows visible after mount (ms)',
      ...column(fast('fieldsMs')),
      target: '-',
      peer: '-',
    },
    {
      measure: 'first request sent after mount (ms)',
      ...column(fast('firstRequestMs')),
      target: '-',
      peer: '-',
    },
    {
      measure: 'field list rows visible after the hydrated revision came (ms)',
      ...column(fast('fieldsAfterDataMs')),
      target: '-',
      peer: '-',
    },
    {
      measure: 'main thread blocked after mount (ms, long-task time over 50 ms)',
      ...column(fast('blockingMs')),
      target: target(50, '-'),
      peer: peer(4700),
    },
    {
      measure: 'longest task after mount (ms)',
      ...column(fast('longestTaskMs')),
      target: target(50, '-'),
      peer: '-',
    },
    ...interactions.map(([key, label]) => ({
      measure: `${label}: input to painted result (ms)`,
      ...column(fast(`${key}Ms`)),
      target: target(16, '50 (100 at 5,000)'),
      peer: '-',
    })),
    // Chromium's throttling keeps the thread busy itself: CPU time says something only at full speed.
    ...(slowed ? [] : interactions).map(([key, label]) => ({
      measure: `${label}: main-thread CPU time, with what it left for after the paint (ms)`,
      ...column(fast(`${key}CpuMs`)),
      target: '-',
      peer: '-',
    })),
    ...interactions.map(([key, label]) => ({
      measure: `${label}: longest task it started (ms, 0 if none over 50)`,
      ...column(fast(`${key}LongTaskMs`)),
      target: 50,
      peer: '-',
    })),
    ...interactions.map(([key, label]) => ({
      measure: `${label}: Event Timing duration (handlers) (ms)`,
      ...column(eventTiming(key)),
      target: target(16, '-'),
      peer: '-',
    })),
    ...(
      [
        ['hydratedBytes', 'hydrated revision (KB)'],
        ['responseJsonMs', 'hydrated revision: response.json(), decode and parse in one task (ms)'],
        ['decodeMs', 'hydrated revision: decode the bytes (ms)'],
        ['jsonParseMs', 'hydrated revision: JSON parse (ms)'],
        ['validateMs', 'hydrated revision: schema validation (ms)'],
        ['validateWithoutFieldsMs', '  the same without the objects’ field lists (ms)'],
        ['buildViewModelsMs', 'hydrated revision: view models (buildRevisionObjects) (ms)'],
        ['buildFieldListsMs', '  the open object’s field lists, all steps (ms)'],
      ] as const
    ).map(([key, label]) => ({
      measure: label,
      ...column((r) => {
        const value = r.profile[key] ?? Number.NaN;
        return key === 'hydratedBytes' ? Math.round(value / 1024) : Number(value.toFixed(1));
      }),
      target: '-',
      peer: '-',
    })),
    {
      measure: 'options in the DOM with a mapping dropdown open',
      ...column(fast('options')),
      target: '-',
      peer: peer('all'),
    },
    { measure: 'requests to save one field (not GET)', ...column(fast('requests')), target: 1, peer: '-' },
    { measure: 'API calls per save (incl. GET)', ...column(fast('saveCalls')), target: 1, peer: '-' },
    {
      measure: 'bytes sent to save one field',
      ...column(fast('bytes')),
      target: '-',
      peer: peer(35 * 1024),
    },
    {
      measure: 'KB per save (sent + received bodies)',
      ...column((r) => (fast('saveBytes')(r) / 1024).toFixed(1)),
      target: '-',
      peer: '-',
    },
  ]);
}
