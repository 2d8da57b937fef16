// Browser benchmark: the widget on one object with 5,000 fields in Debian's Chromium, measured the way the
// peer library was (API calls per load, time to the form, main-thread blocking, interaction latency, options
// in the DOM when a mapping dropdown opens, bytes sent to toggle one field). Prints figures; asserts nothing.

import type { Page } from 'playwright-core';
import { build } from 'vite';
import { launchChromium } from '../test/browser/support/launchChromium.ts';
import { serveStatic } from '../test/browser/support/staticServer.ts';

const root = new URL('./app/', import.meta.url).pathname;
const outDir = new URL('../node_modules/.bench-app/', import.meta.url).pathname;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const ROUND_TRIP_MS = 80;

/** Loads the bench page and returns the load figures once the form shows. */
async function loadWidget(page: Page, url: string): Promise<Record<string, number>> {
  await page.goto(url);
  await page.waitForFunction(() => window.bench.formVisibleAt !== undefined, undefined, { timeout: 30_000 });
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const { bench } = window;
    const after = bench.longTasks.filter((t) => t.start >= bench.mountedAt);
    return {
      calls: bench.calls.length,
      formMs: (bench.formVisibleAt ?? Number.NaN) - bench.mountedAt,
      // The mock answers from a worker; this part is the widget's own work after the last answer came.
      formAfterDataMs:
        (bench.formVisibleAt ?? Number.NaN) - Math.max(...bench.calls.map((c) => c.receivedAt)),
      firstRequestMs: (bench.calls[0]?.sentAt ?? Number.NaN) - bench.mountedAt,
      longestTaskMs: Math.max(0, ...after.map((t) => t.duration)),
      blockingMs: after.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
    };
  });
}

/** Builds the bench page, loads it `runs` times in Chromium and prints the median figures beside the peer's. */
export async function runBrowserBench(runs = 5): Promise<void> {
  await build({
    root,
    base: './',
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
    worker: { format: 'es' },
    build: { outDir, emptyOutDir: true, copyPublicDir: false, minify: process.env.BENCH_MINIFY !== '0' },
  });
  const server = await serveStatic(outDir);
  const browser = await launchChromium();
  const rows: Record<string, number>[] = [];
  // The same load with a simulated network (the stand-in server adds the round trip off the page's thread):
  // time to the form then also depends on how early each round of requests leaves.
  const slowRows: Record<string, number>[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const slowPage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      slowRows.push(
        await loadWidget(slowPage, `${server.origin}/index.html?fields=5000&rtt=${ROUND_TRIP_MS}`),
      );
      await slowPage.close();
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const load = await loadWidget(page, `${server.origin}/index.html?fields=5000`);
      // Each interaction (toggle, open a dropdown, save) is measured by the Event Timing entries of its input
      // events (those with an interactionId, as INP counts them), told apart by when each action started.
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
      const begin = async (interaction: string) => {
        started[interaction] = await page.evaluate(() => performance.now());
      };
      const checkbox = page
        .locator('.ric-editor-form input[type="checkbox"]:not(:disabled):not(:checked)')
        .first();
      await begin('toggle');
      await checkbox.click();
      await page.waitForTimeout(200);
      // Open a mapping dropdown and count the options in the DOM.
      const combobox = page.getByRole('combobox').first();
      await combobox.focus();
      await begin('open');
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(200);
      const options = await page.locator('[role="option"]').count();
      const total = await page.evaluate(
        () => document.querySelectorAll('[role="option"], [role="listbox"]').length,
      );
      // Save the one-field change and measure what went over the wire.
      const before = await page.evaluate(() => window.bench.calls.length);
      await page.keyboard.press('Escape');
      await begin('save');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForFunction((n) => window.bench.calls.length > n, before, { timeout: 10_000 });
      await page.waitForTimeout(300);
      const save = await page.evaluate(
        ({ n, started }) => {
          const sent = window.bench.calls.slice(n).filter((c) => c.method !== 'GET');
          // Each event belongs to the last interaction started before it.
          const order = Object.entries(started).sort((a, b) => a[1] - b[1]);
          const figures: Record<string, number> = {};
          for (const event of window.bench.events) {
            const owner = order.filter(([, at]) => at <= event.startTime).at(-1)?.[0];
            if (!owner) continue;
            figures[`${owner}PaintMs`] = Math.max(figures[`${owner}PaintMs`] ?? 0, event.duration);
            figures[`${owner}HandlerMs`] = Math.max(figures[`${owner}HandlerMs`] ?? 0, event.processing);
          }
          return { requests: sent.length, bytes: sent.reduce((s, c) => s + c.bytes, 0), ...figures };
        },
        { n: before, started },
      );
      rows.push({ ...load, options, listboxNodes: total - options, ...save });
      if (process.env.BENCH_VERBOSE) console.log(await page.evaluate(() => window.bench.events));
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const figure = (key: string) => median(rows.map((r) => r[key] ?? Number.NaN));
  const slowFigure = (key: string) => median(slowRows.map((r) => r[key] ?? Number.NaN));
  console.log(
    `\nBrowser: the widget on one object with 5,000 fields, Debian Chromium, median of ${runs} page loads`,
  );
  console.table([
    { measure: 'API calls per load', ours: figure('calls'), peer: 19 },
    { measure: 'form visible after mount (ms)', ours: Math.round(figure('formMs')), peer: 2900 },
    {
      measure: `form visible after mount, ${ROUND_TRIP_MS} ms network round trips (ms)`,
      ours: Math.round(slowFigure('formMs')),
      peer: '-',
    },
    { measure: 'first request sent after mount (ms)', ours: Math.round(figure('firstRequestMs')), peer: '-' },
    {
      measure: 'form visible after the last response (ms)',
      ours: Math.round(figure('formAfterDataMs')),
      peer: '-',
    },
    {
      measure: 'main thread blocked after mount (ms, sum of long-task time over 50 ms)',
      ours: Math.round(figure('blockingMs')),
      peer: 4700,
    },
    { measure: 'longest task after mount (ms)', ours: Math.round(figure('longestTaskMs')), peer: '-' },
    ...(
      [
        ['toggle', 'toggle a field'],
        ['open', 'open a mapping dropdown'],
        ['save', 'click Save'],
      ] as const
    ).map(([key, label]) => ({
      measure: `${label}: input to next paint (ms; in handlers and render)`,
      // Event Timing reports nothing under 16 ms: a load without an entry counts as 16, an upper bound.
      ours: `${Math.round(median(rows.map((r) => r[`${key}PaintMs`] ?? 16)))} (${Math.round(
        median(rows.map((r) => r[`${key}HandlerMs`] ?? 16)),
      )})`,
      peer: '-',
    })),
    {
      measure: 'options in the DOM with a mapping dropdown open (of 5,000)',
      ours: figure('options'),
      peer: 5000,
    },
    { measure: 'requests to save one field', ours: figure('requests'), peer: '-' },
    { measure: 'bytes sent to save one field', ours: figure('bytes'), peer: 35 * 1024 },
  ]);
}
