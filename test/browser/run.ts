/**
 * The real-browser check: builds Storybook, serves it on 127.0.0.1, opens every story in Debian's Chromium at
 * 1280 and 390 px wide, runs axe-core on it in the light and the dark theme and compares its screenshot with the
 * committed baseline (test/browser/__screenshots__; a story tagged `forced-states` with its controls hovered, focused
 * and pressed, in both themes), checks some stories again under a host page's CSS resets
 * against the same baselines, then runs the keyboard specs of test/browser/*.browser.test.ts, and checks that
 * Storybook's start page is the whole widget.
 *
 *   npm run test:browser                          build, then check everything
 *   npm run test:browser -- --no-build            reuse storybook-static/ as it is
 *   npm run test:browser -- --filter X            only stories and specs whose id or name contains X
 *   npm run test:browser -- --workers 1           one page at a time (default 2)
 *   npm run test:browser -- --update-screenshots  write the screenshots that differ as the new baselines
 */
import { spawn } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { STAYS_BUSY_TAG } from '../../stories/support/storyTags.ts';
import { checkContrastOverImages, FORCED_STATES_TAG, forceStates } from './support/forcedStates.ts';
import { HOST_RESET_STORIES, hostResetsCss, resetsFirstScript } from './support/hostResets.ts';
import { type KeyboardSpec, readMockStore, specsOf } from './support/keyboardSpec.ts';
import { launchChromium } from './support/launchChromium.ts';
import { matchScreenshot, staleBaselines } from './support/screenshots.ts';
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
const screenshotDirs = {
  baselineDir: join(import.meta.dirname, '__screenshots__'),
  resultDir: join(root, 'test-results', 'screenshots'),
};
const specDir = import.meta.dirname;

const limits = {
  buildMs: 180_000,
  /** Loading a story page and waiting for Storybook to finish it, then for the UI to settle (each). */
  storyMs: 15_000,
  /** Everything for one story at one width or one spec, axe in both themes and the screenshot included. */
  checkMs: 40_000,
  /** The same for a story with forced states: axe twice on every control in every state, and two screenshots. */
  forcedStatesCheckMs: 90_000,
  /** 65 stories at two widths and the specs: about 5 minutes with 2 pages on a 2-core machine, 8 when it is busy. */
  totalMs: 14 * 60_000,
};

/**
 * The widths every story is checked at: a desktop, and a phone (the widget's phone layout is 600 px or less).
 * The height is where a story starts; the screenshot takes the whole page.
 */
const widths = [1280, 390] as const;
const STARTING_HEIGHT = 800;

const { values: flags } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    filter: { type: 'string' },
    workers: { type: 'string', default: '2' },
    'update-screenshots': { type: 'boolean', default: false },
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
 * own problems (errors, failed requests, console warnings); what the check `note`s is printed after its label.
 */
async function pageCheck(
  context: BrowserContext,
  label: string,
  run: (page: Page, found: string[], note: (detail: string) => void) => Promise<void>,
  ms: number = limits.checkMs,
): Promise<void> {
  const started = Date.now();
  let detail: string | undefined;
  const problems = await withPage(context, async (page, pageProblems) => {
    const found: string[] = [];
    try {
      await withTimeout(
        ms,
        label,
        run(page, found, (text) => {
          detail = text;
        }),
      );
    } catch (error) {
      found.push(message(error));
    }
    return [...found, ...pageProblems];
  });
  report({ label: detail ? `${label}: ${detail}` : label, problems, ms: Date.now() - started });
}

/** What a new user sees after `npm start`: Storybook opens on the whole widget, which loads the mock's data. */
const LANDING_STORY = 'widget-installationconfig--default';

/** The instant `Date.now()` returns in the story checks (timers still run). */
const FIXED_TIME = new Date('2026-03-02T09:30:00Z');

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

/**
 * Keeps screenshots the same from run to run: no animation or transition caught halfway.
 * Injected before the story loads; a string, as the scripts above.
 */
const steadyLookScript = `
  document.addEventListener('DOMContentLoaded', () => {
    const style = document.createElement('style');
    style.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; }';
    document.head.append(style);
  });
`;

/**
 * Sets the theme of every widget root in the page (what the widget's `theme` prop renders: `data-theme` on
 * `.ric-root`) and returns how many there are; the story's state, after its play function, stays as it is.
 */
function setWidgetTheme(page: Page, theme: 'light' | 'dark'): Promise<number> {
  return page.evaluate((next) => {
    const roots = document.querySelectorAll('.ric-root');
    for (const root of roots) root.setAttribute('data-theme', next);
    return roots.length;
  }, theme);
}

/** Screenshot names (file names without `.png`) of the stories this run opened, for the stale-baseline check. */
const screenshotNames = new Set<string>();

/**
 * One story at one width: opened (its play function runs), axe in the story's own theme and in the dark one,
 * and its whole page compared with the committed baseline. A story tagged `forced-states` has its controls'
 * states forced first (support/forcedStates.ts) and a baseline of its dark theme too (`<name>-dark`).
 */
function checkStory(
  context: BrowserContext,
  origin: string,
  axeSource: string,
  story: IndexedStory,
  width: number,
): Promise<void> {
  const forcesStates = story.tags.includes(FORCED_STATES_TAG);
  const name = `${story.id}-${width}`;
  // The story's baselines are its own even when it fails before its screenshot: that is a failed story, not a
  // stale baseline (which --update-screenshots would delete).
  screenshotNames.add(name);
  if (forcesStates) screenshotNames.add(`${name}-dark`);
  return pageCheck(
    context,
    `story ${story.id} @${width}`,
    async (page, found, note) => {
      await page.setViewportSize({ width, height: STARTING_HEIGHT });
      await page.addInitScript(steadyLookScript);
      await openStory(page, origin, story.id, limits.storyMs, {
        staysBusy: story.tags.includes(STAYS_BUSY_TAG),
      });
      const forced = forcesStates ? await forceStates(page) : undefined;
      try {
        if (forced) {
          found.push(...forced.problems);
          note(`${forced.controls} controls in a forced state`);
        }
        found.push(...(await checkAccessibility(page, axeSource)).map((line) => `axe: ${line}`));
        if (forced) found.push(...(await checkContrastOverImages(page)));
        await compareScreenshot(page, width, name, found);

        if ((await setWidgetTheme(page, 'dark')) > 0) {
          found.push(...(await checkAccessibility(page, axeSource)).map((line) => `axe (dark): ${line}`));
          if (forced) {
            found.push(...(await checkContrastOverImages(page)).map((line) => `(dark) ${line}`));
            await compareScreenshot(page, width, `${name}-dark`, found);
          }
        }
      } finally {
        await forced?.session.detach().catch(() => undefined);
      }
    },
    forcesStates ? limits.forcedStatesCheckMs : limits.checkMs,
  );
}

/** Compares the whole page with the baseline `<name>.png` (or writes it, with --update-screenshots). */
async function compareScreenshot(page: Page, width: number, name: string, found: string[]): Promise<void> {
  const outcome = await matchScreenshot(
    await steadyScreenshot(page, width),
    name,
    screenshotDirs,
    flags['update-screenshots'],
  );
  if (outcome.kind === 'mismatch') found.push(`${outcome.why}\n       heights: ${await blockHeights(page)}`);
  if (outcome.kind === 'updated') process.stdout.write(`     baseline ${name}.png written: ${outcome.why}\n`);
}

/**
 * The heights of the page's blocks (sections, fieldsets, the field lists and their rows' container), in document
 * order: printed with a mismatch, so that a failure seen only in CI can be set beside the story's blocks on a run
 * that matches its baseline.
 */
function blockHeights(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'section, fieldset, .ric-fields-scroll, .ric-fields-scroll > ul',
      ),
    ]
      .filter((block) => block.offsetParent !== null)
      .map(
        (block) =>
          `${block.tagName.toLowerCase()}${block.className ? `.${block.className.split(' ')[0]}` : ''} ${Math.round(block.getBoundingClientRect().height)}`,
      )
      .join(', ')
      .slice(0, 1500),
  );
}

/**
 * One story on a page with a host's resets (see support/hostResets.ts) before and after the widget's styles:
 * it must look exactly as its baseline at 1280 px (never written from here).
 */
function checkStoryUnderResets(
  context: BrowserContext,
  origin: string,
  css: string,
  storyId: string,
): Promise<void> {
  const width = widths[0];
  return pageCheck(context, `host resets ${storyId} @${width}`, async (page, found) => {
    await page.setViewportSize({ width, height: STARTING_HEIGHT });
    await page.addInitScript(steadyLookScript);
    await page.addInitScript(resetsFirstScript(css));
    await openStory(page, origin, storyId, limits.storyMs);
    await page.addStyleTag({ content: css });
    const outcome = await matchScreenshot(
      await steadyScreenshot(page, width),
      `${storyId}-${width}`,
      { ...screenshotDirs, resultDir: join(screenshotDirs.resultDir, 'host-resets') },
      false,
    );
    if (outcome.kind === 'mismatch') found.push(outcome.why);
  });
}

/** Waits two animation frames: what a resize started has been laid out and painted. */
function waitForFrames(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * The whole page in one viewport (a full-page capture keeps sticky parts, the save bar, where the first screenful
 * puts them), taken again until two captures in a row are the same: after a resize, the compositor may still show
 * a tile of the old size for a frame or two.
 */
async function steadyScreenshot(page: Page, width: number): Promise<Buffer> {
  // From the top of the first screenful, sticky parts where the layout puts them: placed while the story had
  // scrolled (a play function's focus), the save bar was drawn a pixel off after the resize, one way or the other
  // from run to run. In a viewport as tall as the page, a sticky part is where it would be unstuck anyway.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    for (const element of document.querySelectorAll<HTMLElement>('*'))
      if (getComputedStyle(element).position === 'sticky')
        element.style.setProperty('position', 'relative', 'important');
  });
  await waitForFrames(page);
  let previous: Buffer | undefined;
  for (let attempt = 0; attempt < 6; attempt++) {
    const height = Math.max(
      STARTING_HEIGHT,
      await page.evaluate(() => document.documentElement.scrollHeight),
    );
    if (page.viewportSize()?.height !== height) await page.setViewportSize({ width, height });
    await waitForFrames(page);
    const shot = await page.screenshot({ caret: 'hide', animations: 'disabled' });
    if (previous?.equals(shot)) return shot;
    previous = shot;
  }
  throw new Error('the page kept changing: 6 screenshots in a row differed');
}

/**
 * Counts the keys a spec presses through `page.keyboard`: a press or a chord (`ControlOrMeta+A`) is one, each
 * character typed is one, a `down` is one (its `up` is not).
 */
function countKeys(page: Page): () => number {
  const { keyboard } = page;
  let count = 0;
  const press = keyboard.press.bind(keyboard);
  const type = keyboard.type.bind(keyboard);
  const down = keyboard.down.bind(keyboard);
  keyboard.press = (key, options) => {
    count += 1;
    return press(key, options);
  };
  keyboard.type = (text, options) => {
    count += [...text].length;
    return type(text, options);
  };
  keyboard.down = (key) => {
    count += 1;
    return down(key);
  };
  return () => count;
}

function runSpec(context: BrowserContext, origin: string, file: string, spec: KeyboardSpec): Promise<void> {
  return pageCheck(context, `keyboard ${file} > ${spec.name}`, async (page, found, note) => {
    await page.addInitScript(countPointerEvents);
    await openStory(page, origin, spec.storyId, limits.storyMs);
    // The story keeps what its backend stored in the page's session storage, as it does for anyone in Storybook.
    const reload = () => openStory(page, origin, spec.storyId, limits.storyMs);
    const keys = countKeys(page);
    await spec.run({ page, mockStore: () => readMockStore(page), reload, keyPresses: keys });
    const pointerEvents = await page.evaluate(() => window.__trustedPointerEvents ?? 0);
    if (pointerEvents > 0)
      found.push(`used the pointer ${pointerEvents} time(s); keyboard specs use page.keyboard only`);
    note(`${keys()} key presses`);
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
  await rm(screenshotDirs.resultDir, { recursive: true, force: true });
  const axeSource = await readFile(join(root, 'node_modules/axe-core/axe.min.js'), 'utf8');

  const server = await serveStatic(staticDir);
  closeServer = server.close;
  browser = await launchChromium();
  const contextOptions = {
    viewport: { width: widths[0], height: STARTING_HEIGHT },
    reducedMotion: 'reduce',
    serviceWorkers: 'allow',
    // Dates and numbers read the same on every machine.
    locale: 'en-US',
    timezoneId: 'UTC',
  } as const;
  const context = await browser.newContext(contextOptions);
  // The story checks' own context: stories that show elapsed time (a change being applied) read the clock, the
  // same instant in every run and every page (a context's clock, set once before any page opens). Storybook's
  // manager (the landing check) and the keyboard specs keep the real clock.
  const storyContext = await browser.newContext(contextOptions);
  await storyContext.clock.setFixedTime(FIXED_TIME);
  process.stdout.write(
    `Chromium ${browser.version()}, ${stories.length} stories at ${widths.join(' and ')} px at ${server.origin}, ${workers} page(s) at a time\n`,
  );

  const knownIds = new Set((await readStoryIndex(staticDir)).map((story) => story.id));
  const checks: (() => Promise<void>)[] = stories.flatMap((story) =>
    widths.map((width) => () => checkStory(storyContext, server.origin, axeSource, story, width)),
  );
  if (matches(LANDING_STORY)) checks.push(() => checkLanding(context, server.origin));
  const resetsCss = await hostResetsCss(root);
  for (const storyId of HOST_RESET_STORIES.filter(matches)) {
    if (knownIds.has(storyId))
      checks.push(() => checkStoryUnderResets(storyContext, server.origin, resetsCss, storyId));
    else report({ label: `host resets ${storyId}`, problems: [`no story with id ${storyId}`], ms: 0 });
  }
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
  // Only a run over every story knows which baselines no story has any more.
  if (flags.filter === undefined) {
    const stale = await staleBaselines(
      screenshotDirs.baselineDir,
      screenshotNames,
      flags['update-screenshots'],
    );
    if (stale.length > 0 && !flags['update-screenshots']) {
      report({
        label: 'screenshot baselines',
        problems: [`no story has these any more (--update-screenshots deletes them): ${stale.join(', ')}`],
        ms: 0,
      });
    }
  }
} catch (error) {
  report({ label: 'browser run', problems: [message(error)], ms: 0 });
} finally {
  await browser?.close().catch(() => undefined);
  await closeServer?.();
}
finish();
