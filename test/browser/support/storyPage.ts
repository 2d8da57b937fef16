import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { browserAxeOptions, describeViolations } from '../../../stories/support/axe.ts';

/** A story of the built Storybook's `index.json`. */
export interface IndexedStory {
  id: string;
  title: string;
  name: string;
  tags: string[];
}

declare global {
  interface Window {
    /** Filled by {@link storyEventsScript}: what Storybook's preview reported about the story. */
    __storyEvents?: { finished: boolean; problems: string[] };
    /** Trusted pointer events counted during a keyboard spec (see run.ts). */
    __trustedPointerEvents?: number;
    /** Injected by the runner from node_modules/axe-core. */
    axe?: { run(context: unknown, options: unknown): Promise<AxeResults> };
  }
}

/**
 * Listens to the preview's event channel from the moment Storybook installs it (a setter on the global it is
 * assigned to), so no event is missed: `storyFinished` ends a render (loaders, render, play function); the
 * others are failures. A string, not a function: tsx compiles functions with `__name` helpers the page lacks.
 */
const storyEventsScript = `(() => {
  const state = { finished: false, problems: [] };
  window.__storyEvents = state;
  const text = (value) => (value && (value.message || value.description || value.title)) || String(value);
  const subscribed = new WeakSet();
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next) => {
      channel = next;
      if (!next || subscribed.has(next)) return;
      subscribed.add(next);
      next.on('storyFinished', (event) => {
        if (event && event.status === 'error') state.problems.push('Storybook finished the story with status "error"');
        state.finished = true;
      });
      next.on('playFunctionThrewException', (error) => state.problems.push('play function failed: ' + text(error)));
      next.on('storyThrewException', (error) => state.problems.push('story threw: ' + text(error)));
      next.on('storyErrored', (error) => state.problems.push('story errored: ' + text(error)));
      next.on('storyMissing', () => state.problems.push('Storybook has no such story'));
      next.on('unhandledErrorsWhilePlaying', (errors) => {
        for (const error of errors) state.problems.push('unhandled error while playing: ' + text(error));
      });
    },
  });
})();`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Lists every story (not docs entries) of a static Storybook build. */
export async function readStoryIndex(staticDir: string): Promise<IndexedStory[]> {
  const parsed: unknown = JSON.parse(await readFile(join(staticDir, 'index.json'), 'utf8'));
  if (!isRecord(parsed) || !isRecord(parsed.entries))
    throw new Error(`${staticDir}/index.json has no entries`);
  const stories: IndexedStory[] = [];
  for (const entry of Object.values(parsed.entries)) {
    if (!isRecord(entry) || entry.type !== 'story') continue;
    const { id, title, name, tags } = entry;
    if (typeof id !== 'string' || typeof title !== 'string' || typeof name !== 'string') continue;
    stories.push({
      id,
      title,
      name,
      tags: Array.isArray(tags) ? tags.filter((tag) => typeof tag === 'string') : [],
    });
  }
  return stories;
}

/** The iframe address that renders one story alone. */
export function storyUrl(origin: string, storyId: string): string {
  return `${origin}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story`;
}

/**
 * Problems the page reported while a story was open: uncaught exceptions, console errors (first line) and
 * MSW warnings about requests no handler answered (those would reach the real network).
 */
export function collectPageProblems(page: Page): string[] {
  const problems: string[] = [];
  const firstLine = (text: string) => text.split('\n', 1)[0] ?? '';
  page.on('pageerror', (error) => problems.push(`uncaught: ${firstLine(error.message)}`));
  page.on('console', (message) => {
    const text = message.text();
    // Chrome logs every 4xx/5xx response; error scenarios answer with those on purpose.
    if (message.type() === 'error' && !text.startsWith('Failed to load resource')) {
      problems.push(`console.error: ${firstLine(text)}`);
    } else if (message.type() === 'warning' && text.includes('[MSW]')) {
      // MSW names the request on the following lines.
      problems.push(`console.warn: ${text.replace(/\s+/g, ' ').slice(0, 300)}`);
    }
  });
  return problems;
}

/**
 * Opens a story and waits until Storybook has finished it (loaders, render, play function), then until the
 * UI is settled: no `[aria-busy="true"]` element and no request in flight. A story that `staysBusy` (tagged
 * `stays-busy`: its answers never come) is instead checked while it shows `[aria-busy="true"]`. Throws with
 * what Storybook reported when the story failed (a render error, a failing play function).
 */
export async function openStory(
  page: Page,
  origin: string,
  storyId: string,
  timeoutMs: number,
  { staysBusy = false }: { staysBusy?: boolean } = {},
): Promise<void> {
  let inFlight = 0;
  const started = () => {
    inFlight += 1;
  };
  const ended = () => {
    inFlight -= 1;
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.addInitScript(storyEventsScript);
    await page.goto(storyUrl(origin, storyId), { waitUntil: 'load', timeout: timeoutMs });
    await page.waitForFunction(
      () =>
        window.__storyEvents?.finished === true || document.body.classList.contains('sb-show-errordisplay'),
      undefined,
      { timeout: timeoutMs, polling: 50 },
    );
    const problems = await page.evaluate(() => {
      const reported = [...(window.__storyEvents?.problems ?? [])];
      if (reported.length === 0 && document.body.classList.contains('sb-show-errordisplay')) {
        reported.push(
          `Storybook shows an error: ${document.querySelector('.sb-errordisplay')?.textContent ?? ''}`,
        );
      }
      return reported;
    });
    if (problems.length > 0) throw new Error(problems.join('\n').slice(0, 4000));
    if (staysBusy) {
      await page.waitForSelector('[aria-busy="true"]', { state: 'attached', timeout: timeoutMs });
    } else {
      await waitForSettled(page, () => inFlight, timeoutMs);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Waits until nothing is busy and no request is in flight, seen twice in a row one animation frame apart. */
export async function waitForSettled(page: Page, inFlight: () => number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietChecks = 0;
  let busy = false;
  while (quietChecks < 2) {
    if (Date.now() > deadline) {
      const why = busy ? 'an element is still [aria-busy="true"]' : `${inFlight()} request(s) in flight`;
      throw new Error(`the story did not settle within ${timeoutMs} ms: ${why}`);
    }
    busy = await page.evaluate(
      () =>
        new Promise<boolean>((done) =>
          requestAnimationFrame(() => done(document.querySelector('[aria-busy="true"]') !== null)),
        ),
    );
    quietChecks = busy || inFlight() > 0 ? 0 : quietChecks + 1;
  }
}

/** Runs axe-core inside the page on everything the story rendered (portals included) and describes failures. */
export async function checkAccessibility(page: Page, axeSource: string): Promise<string[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (options) => {
    if (!window.axe) throw new Error('axe-core did not load');
    // Storybook's own placeholders (loaders, docs skeleton, error display) are not part of the story.
    const context = {
      exclude: [['.sb-wrapper'], ['#storybook-docs'], ['.sb-errordisplay'], ['.sb-nopreview']],
    };
    const results = await window.axe.run(context, options);
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target }) => ({ target })),
    }));
  }, browserAxeOptions);
  return describeViolations(violations);
}
