// Opens a built example in Debian's Chromium and checks what a user of the host page sees: the widget and a
// headless part render with their data, nothing is logged to the console as an error, and the theme holds
// (light by default, host rules win over the library's layer, headless parts outside the widget get the
// theme's variables). Usage: node scripts/render-example.mjs http://127.0.0.1:4173/
import { chromium } from 'playwright-core';

const url = process.argv[2];
if (!url) throw new Error('usage: node scripts/render-example.mjs <url>');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const failures = [];
try {
  const page = await browser.newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.goto(url);

  const widget = page.locator('.ric-root');
  await widget.getByRole('navigation').waitFor({ timeout: 30_000 });
  await widget
    .getByRole('heading', { name: /account/i })
    .first()
    .waitFor({ timeout: 30_000 });
  const headless = page.getByRole('region', { name: 'Headless parts' });
  const optionalField = headless.locator('input[type="checkbox"]:not([disabled])').first();
  await optionalField.waitFor({ timeout: 30_000 });

  // Toggling a field in the headless part (the host's FormProvider, the library's FieldPicker) is one change.
  await optionalField.click();
  await headless.getByText('1 pending changes').waitFor({ timeout: 10_000 });

  const theme = await page.evaluate(() => {
    const root = document.querySelector('.ric-root');
    const part = document.querySelector('.headless [class*="ric-"]');
    const rootStyle = root && getComputedStyle(root);
    // A host rule without a layer must win over the library's: the root's padding.
    const style = document.createElement('style');
    style.textContent = '.ric-root { padding: 3px; }';
    document.head.append(style);
    const hostPadding = root && getComputedStyle(root).paddingTop;
    style.remove();
    return {
      background: rootStyle?.backgroundColor,
      colorScheme: rootStyle?.colorScheme,
      partAccent: part ? getComputedStyle(part).getPropertyValue('--ric-color-accent').trim() : '',
      hostPadding,
    };
  });
  if (theme.background !== 'rgb(255, 255, 255)')
    failures.push(`widget background ${theme.background}, not light`);
  if (theme.colorScheme !== 'light') failures.push(`widget color-scheme ${theme.colorScheme}, not light`);
  if (!theme.partAccent) failures.push('a headless part outside the widget has no --ric-color-accent');
  if (theme.hostPadding !== '3px') failures.push(`a host rule did not win over the library's layer`);
  failures.push(...errors);
} finally {
  await browser.close();
}
if (failures.length > 0) {
  for (const failure of failures) console.error(failure);
  process.exit(1);
}
console.log(`rendered ${url}: widget and headless part, no console errors, theme ok`);
