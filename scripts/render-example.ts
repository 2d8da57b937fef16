// Opens a built example host in Debian's Chromium and checks what a user of the host page sees: the widget
// renders its data, looks as its committed screenshot (examples/<name>/screenshot.png, the whole page at 1280 px),
// saves (a field ticked, Save, "Saved."), a headless part on the page edits the same installation, no error is
// logged, the theme holds (light by default, headless parts outside the widget get its variables) and none of the
// widget's rules reaches an element of the host page outside it.
// Usage: tsx scripts/render-example.ts <url> <example name> [--update-screenshot]
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../test/browser/support/launchChromium.ts';
import { matchScreenshot } from '../test/browser/support/screenshots.ts';

const [url, example] = process.argv.slice(2);
const update = process.argv.includes('--update-screenshot');
if (!url || !example) throw new Error('usage: tsx scripts/render-example.ts <url> <example name>');
const root = resolve(import.meta.dirname, '..');

/**
 * The whole page in one viewport as tall as the page (the sticky save bar where the first screenful puts it, every
 * row of a virtualized list drawn), taken again until two captures in a row are the same.
 */
async function steadyScreenshot(page: Page): Promise<Buffer> {
  let previous: Buffer | undefined;
  for (let attempt = 0; attempt < 6; attempt++) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (page.viewportSize()?.height !== height) await page.setViewportSize({ width: 1280, height });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const shot = await page.screenshot({ caret: 'hide', animations: 'disabled' });
    if (previous?.equals(shot)) return shot;
    previous = shot;
  }
  throw new Error('the page kept changing: 6 screenshots in a row differed');
}

/**
 * Every style rule of the page whose selector names a `ric-` class must match only elements of the widget or of
 * its parts; lists those that reach another element. A string, not a function: tsx compiles functions with
 * `__name` helpers that do not exist in the page.
 */
const rulesOutsideWidget = `(() => {
  const inWidget = (element) => element.closest('.ric-root, [class^="ric-"], [class*=" ric-"]') !== null;
  const found = [];
  const visit = (rules) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule && rule.selectorText.includes('ric-')) {
        // A pseudo-element matches no element of its own: its originating element is what counts.
        const selector = rule.selectorText.replace(/::?(?:before|after|placeholder|backdrop)\\b/g, '');
        const outside = [...document.querySelectorAll(selector)].filter((element) => !inWidget(element));
        if (outside.length > 0) found.push(rule.selectorText + ' reaches ' + outside[0].outerHTML.slice(0, 80));
      }
      if (rule.cssRules) visit(rule.cssRules);
    }
  };
  for (const sheet of document.styleSheets) visit(sheet.cssRules);
  return found;
})()`;

const browser = await launchChromium();
const failures: string[] = [];
try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => failures.push(`uncaught: ${error.message}`));
  await page.goto(url);

  const widget = page.locator('.ric-root');
  const editor = widget.getByRole('region', { name: 'Read Account' });
  await editor.getByRole('checkbox').first().waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
    timeout: 30_000,
  });

  const outcome = await matchScreenshot(
    await steadyScreenshot(page),
    'screenshot',
    {
      baselineDir: join(root, 'examples', example),
      resultDir: join(root, 'test-results', 'examples', example),
    },
    update,
  );
  if (outcome.kind === 'mismatch') {
    failures.push(
      outcome.why,
      'after a deliberate change of the look: npm run check:examples -- --update-screenshots',
    );
  }
  if (outcome.kind === 'updated') console.log(`examples/${example}/screenshot.png written: ${outcome.why}`);

  failures.push(...(await page.evaluate<string[]>(rulesOutsideWidget)));
  const theme = await page.evaluate(() => {
    const rootStyle = getComputedStyle(document.querySelector('.ric-root') as Element);
    const part = document.querySelector('.headless [class*="ric-"]');
    return {
      background: rootStyle.backgroundColor,
      colorScheme: rootStyle.colorScheme,
      partAccent: part && getComputedStyle(part).getPropertyValue('--ric-color-accent').trim(),
    };
  });
  if (theme.background !== 'rgb(255, 255, 255)')
    failures.push(`widget background ${theme.background}, not light`);
  if (theme.colorScheme !== 'light') failures.push(`widget color-scheme ${theme.colorScheme}, not light`);
  if (theme.partAccent === '') failures.push('a headless part outside the widget has no --ric-color-accent');

  // A headless part (the host's FormProvider around the library's FieldPicker) edits the same installation.
  const headless = page.getByRole('region', { name: 'Headless parts' });
  if ((await headless.count()) > 0) {
    await headless.locator('input[type="checkbox"]:not([disabled]):not(:checked)').first().click();
    await headless.getByText('1 pending changes').waitFor({ timeout: 10_000 });
  }

  // The widget saves: a field ticked in its list, then Save, and the save bar says so.
  await editor.locator('.ric-fields-scroll input[type="checkbox"]:not(:checked)').first().click();
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await editor.getByText('Saved.').waitFor({ timeout: 15_000 });
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  await browser.close();
}
if (failures.length > 0) {
  for (const failure of failures) console.error(failure);
  process.exit(1);
}
console.log(
  `rendered ${url} (${example}): widget and its look, a save, no console errors, theme and scope ok`,
);
