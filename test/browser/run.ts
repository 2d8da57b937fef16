/**
 * The real-browser check: builds Storybook, serves it on 127.0.0.1, opens every story in Debian's Chromium,
 * runs axe-core on it and screenshots it, then runs the keyboard specs of test/browser/*.browser.test.ts, and
 * checks that Storybook's start page is the whole widget.
 *
 *   npm run test:browser                 build, then check everything
 *   npm run test:browser -- --no-build   reuse storybook-static/ as it is
 *   npm run test:browser -- --filter X   only stories and specs whose id or name contains X
 *   npm run test:browser -- --workers 1  one page at a time (default 2)
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { RESTORED_STORE_KEY, STAYS_BUSY_TAG } from '../../stories/support/storyTags.ts';
import { type KeyboardSpec, readMockStore, specsOf } from './support/keyboardSpec.ts';
import { launchChromium } from './support/launchChromium.ts';
import { serveStatic } from './support/staticServer.ts';
import {
  checkAccessibility,
  collectPageProblems,
  type IndexedStory,
  openStory,
  readStoryIndex,
} from './support/storyPage.ts';

const root = resolve(import.meta.dirname, '../..');
const staticDir = join(root, 'storybook-static');
const screenshotDir = join(root, 'test-results', 'screenshots');
const specDir = import.meta.dirname;

const limits = {
  buildMs: 180_000,
  /** Loading a story page and waiting for Storybook to finish it, then for the UI to settle (each). */
  storyMs: 15_000,
  /** Everything for one story or spec, axe and screenshot included. */
  checkMs: 40_000,
  totalMs: 5 * 60_000,
};

const { values: flags } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    filter: { type: 'string' },
    workers: { type: 'string', default: '2' },
  },
});
const workers = Math.max(1, Number.parseInt(flags.workers, 10) || 1);

interface Outcome {
  label: string;
  problems: string[];
  ms: number;
}
const outcomes: Outcome[] = [];

// Play-function messages come with terminal colours; they would garble the log.
const ansiColour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function report(outcome: Outcome): void {
  outcomes.push(outcome);
  const mark = outcome.problems.length === 0 ? 'ok  ' : 'FAIL';
  process.stdout.write(`${mark} ${outcome.label} (${outcome.ms} ms)\n`);
  for (const problem of outcome.problems) {
    process.stdout.write(`       ${problem.replaceAll(ansiColour, '').replaceAll('\n', '\n       ')}\n`);
  }
}

function finish(extraFailure?: string): never {
  if (extraFailure) report({ label: extraFailure, problems: [extraFailure], ms: 0 });
  const failed = outcomes.filter((outcome) => outcome.problems.length > 0).length;
  process.stdout.write(`\n${outcomes.length - failed} passed, ${failed} failed\n`);
  process.exit(failed > 0 || outcomes.length === 0 ? 1 : 0);
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Runs `work`, failing with a clear message once `ms` have passed (the caller closes what it opened). */
async function withTimeout<T>(ms: number, what: string, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function buildStorybook(): Promise<void> {
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/storybook/dist/bin/dispatcher.js'), 'build', '-o', staticDir, '--quiet'],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await withTimeout(
    limits.buildMs,
    'storybook build',
    new Promise<number | null>((done) => child.on('close', done)),
  ).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  if (code !== 0) throw new Error(`storybook build exited with ${code}:\n${output.slice(-4000)}`);
  process.stdout.write(`Built Storybook in ${Date.now() - started} ms\n`);
}

async function loadSpecs(): Promise<{ file: string; specs: KeyboardSpec[] }[]> {
  const files = (await readdir(specDir)).filter((name) => /\.browser\.test\.tsx?$/.test(name)).sort();
  const loaded = [];
  for (const file of files) loaded.push({ file, specs: specsOf(await import(join(specDir, file)), file) });
  return loaded;
}

/**
 * Counts real (trusted) pointer events, which a keyboard-only spec must not produce. A string, not a function:
 * tsx compiles functions with `__name` helpers that do not exist in the page.
 */
const countPointerEvents = `
  window.__trustedPointerEvents = 0;
  for (const type of ['pointerdown', 'mousedown', 'touchstart']) {
    window.addEventListener(type, (event) => { if (event.isTrusted) window.__trustedPointerEvents += 1; }, true);
  }
`;

async function withPage<T>(
  context: BrowserContext,
  use: (page: Page, problems: string[]) => Promise<T>,
): Promise<T> {
  const page = await context.newPage();
  const problems = collectPageProblems(page);
  try {
    return await use(page, problems);
  } finally {
    await page.close().catch(() => undefined);
  }
}

/**
 * Runs one check in a page of its own, within the time limit, and reports what it found together with the page's
 * own problems (errors, failed requests, console warnings).
 */
async function pageCheck(
  context: BrowserContext,
  label: string,
  run: (page: Page, found: string[]) => Promise<void>,
): Promise<void> {
  const started = Date.now();
  const problems = await withPage(context, async (page, pageProblems) => {
    const found: string[] = [];
    try {
      await withTimeout(limits.checkMs, label, run(page, found));
    } catch (error) {
      found.push(message(error));
    }
    return [...found, ...pageProblems];
  });
  report({ label, problems, ms: Date.now() - started });
}

/** What a new user sees after `npm start`: Storybook opens on the whole widget, which loads the mock's data. */
const LANDING_STORY = 'widget-installationconfig--default';

function checkLanding(context: BrowserContext, origin: string): Promise<void> {
  return pageCheck(context, `landing ${LANDING_STORY}`, async (page) => {
    await page.goto(`${origin}/index.html`);
    await page.waitForURL(new RegExp(`path=/story/${LANDING_STORY}$`), { timeout: limits.storyMs });
    await page
      .frameLocator('#storybook-preview-iframe')
      .getByRole('heading', { level: 2, name: 'Read Account' })
      .waitFor({ timeout: limits.storyMs });
  });
}

function checkStory(
  context: BrowserContext,
  origin: string,
  axeSource: string,
  story: IndexedStory,
): Promise<void> {
  return pageCheck(context, `story ${story.id}`, async (page, found) => {
    await openStory(page, origin, story.id, limits.storyMs, {
      staysBusy: story.tags.includes(STAYS_BUSY_TAG),
    });
    found.push(...(await checkAccessibility(page, axeSource)).map((line) => `axe: ${line}`));
    // The whole page in one viewport: a full-page capture otherwise keeps sticky and fixed parts where the first
    // screenful puts them.
    const viewport = page.viewportSize();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (viewport && height > viewport.height) await page.setViewportSize({ ...viewport, height });
    await page.screenshot({ path: join(screenshotDir, `${story.id}.png`), fullPage: true });
  });
}

function runSpec(context: BrowserContext, origin: string, file: string, spec: KeyboardSpec): Promise<void> {
  return pageCheck(context, `keyboard ${file} > ${spec.name}`, async (page, found) => {
    await page.addInitScript(countPointerEvents);
    await openStory(page, origin, spec.storyId, limits.storyMs);
    const reload = async () => {
      const stored = await readMockStore(page);
      await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [
        RESTORED_STORE_KEY,
        JSON.stringify(stored),
      ] as const);
      await openStory(page, origin, spec.storyId, limits.storyMs);
    };
    await spec.run({ page, mockStore: () => readMockStore(page), reload });
    const pointerEvents = await page.evaluate(() => window.__trustedPointerEvents ?? 0);
    if (pointerEvents > 0)
      found.push(`used the pointer ${pointerEvents} time(s); keyboard specs use page.keyboard only`);
  });
}

let browser: Browser | undefined;
let closeServer: (() => Promise<void>) | undefined;

const totalTimer = setTimeout(() => {
  void browser?.close().catch(() => undefined);
  finish(`the whole run took longer than ${limits.totalMs} ms`);
}, limits.totalMs);
totalTimer.unref();

try {
  if (!flags['no-build']) await buildStorybook();
  const matches = (text: string) => flags.filter === undefined || text.includes(flags.filter);
  const stories = (await readStoryIndex(staticDir)).filter((story) => matches(story.id));
  const specFiles = await loadSpecs();
  await rm(screenshotDir, { recursive: true, force: true });
  await mkdir(screenshotDir, { recursive: true });
  const axeSource = await readFile(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');

  const server = await serveStatic(staticDir);
  closeServer = server.close;
  browser = await launchChromium();
  const context = await browser.newContext({
    viewport: { width: 1024, height: 768 },
    reducedMotion: 'reduce',
    serviceWorkers: 'allow',
  });
  process.stdout.write(
    `Chromium ${browser.version()}, ${stories.length} stories at ${server.origin}, ${workers} page(s) at a time\n`,
  );

  const knownIds = new Set((await readStoryIndex(staticDir)).map((story) => story.id));
  const checks: (() => Promise<void>)[] = stories.map(
    (story) => () => checkStory(context, server.origin, axeSource, story),
  );
  if (matches(LANDING_STORY)) checks.push(() => checkLanding(context, server.origin));
  for (const { file, specs } of specFiles) {
    for (const spec of specs) {
      if (!matches(spec.storyId) && !matches(spec.name)) continue;
      if (knownIds.has(spec.storyId)) {
        checks.push(() => runSpec(context, server.origin, file, spec));
      } else {
        report({
          label: `keyboard ${file} > ${spec.name}`,
          problems: [`no story with id ${spec.storyId}`],
          ms: 0,
        });
      }
    }
  }
  // Each check has its own page; the mock backend lives in the page, so pages in parallel do not share state.
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let check = checks.shift(); check; check = checks.shift()) await check();
    }),
  );
} catch (error) {
  report({ label: 'browser run', problems: [message(error)], ms: 0 });
} finally {
  await browser?.close().catch(() => undefined);
  await closeServer?.();
}
finish();
