import { expect } from 'playwright/test';
import type { Page } from 'playwright-core';
import { defineKeyboardSpecs } from './support/keyboardSpec.ts';

const PHONE = { width: 390, height: 844 };

/**
 * What sticks out of a 390 px wide page: the page scrolling sideways, and every visible control or text block
 * whose box ends past the right edge or is wider than the screen (described by tag, name and box).
 */
async function overflowAtPhoneWidth(page: Page): Promise<string[]> {
  await page.setViewportSize(PHONE);
  return page.evaluate(
    () =>
      new Promise<string[]>((done) =>
        requestAnimationFrame(() => {
          const width = document.documentElement.clientWidth;
          const found: string[] = [];
          if (document.documentElement.scrollWidth > width) {
            found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px > ${width} px`);
          }
          const selector =
            'input, select, textarea, button, label, legend, h2, h3, p, li, dd, dt, [role="switch"]';
          for (const element of document.querySelectorAll<HTMLElement>(selector)) {
            const box = element.getBoundingClientRect();
            if (box.width === 0 || box.height === 0) continue;
            if (box.right > width + 0.5 || box.width > width) {
              const name =
                element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
              found.push(
                `<${element.tagName.toLowerCase()}> “${name}” spans ${Math.round(box.left)}–${Math.round(box.right)} px`,
              );
            }
          }
          done(found);
        }),
      ),
  );
}

const stories = [
  'editors-writeobjecteditor--configured',
  'editors-writeobjecteditor--failed-save-with-issues',
  'editors-subscribeobjecteditor--configured',
  'editors-subscribeobjecteditor--in-progress',
  'editors-subscribeobjecteditor--failed-save-with-issues',
  'editors-installationsettingspanel--configured',
  'editors-installationsettingspanel--needs-attention',
];

/** The stories whose play function ends on a failed save, its alert in the save bar. */
const failedSaveStories = [
  'editors-writeobjecteditor--failed-save-with-issues',
  'editors-subscribeobjecteditor--failed-save-with-issues',
  'editors-installationsettingspanel--failed-save',
];

/** At most this share of the phone's height is the save bar's (issue 28: it took 287 of 844 px). */
const MAX_BAR_SHARE = 0.2;

/** The save bar's height in px, once the page has laid out. */
async function barHeight(page: Page): Promise<number> {
  const box = await page.locator('.ric-savebar').boundingBox();
  if (!box) throw new Error('no save bar on the page');
  return box.height;
}

export const specs = defineKeyboardSpecs([
  ...stories.map((storyId) => ({
    name: `${storyId} fits a 390 px wide screen: no sideways scrolling, no control wider than the screen`,
    storyId,
    async run({ page }: { page: Page }) {
      expect(await overflowAtPhoneWidth(page)).toEqual([]);
    },
  })),
  ...failedSaveStories.map((storyId) => ({
    name: `${storyId}: the save bar takes at most 20% of a 390 × 844 screen, closed and with every disclosure opened by keyboard; the invalid control is reachable above it`,
    storyId,
    async run({ page }: { page: Page }) {
      await page.setViewportSize(PHONE);
      const bar = page.locator('.ric-savebar');
      await expect(bar.getByRole('alert')).toBeVisible();
      const limit = PHONE.height * MAX_BAR_SHARE;
      const closed = await barHeight(page);
      process.stdout.write(`       save bar, failed save at 390 × 844: ${closed} px (limit ${limit} px)\n`);
      expect(closed).toBeLessThanOrEqual(limit);

      // Every disclosure of the bar opened by keyboard (the error's details, the preview and its new objects'
      // groups, details for support): each says it is open, and the bar still keeps to its share, scrolling within.
      const summaries = bar.locator('summary');
      for (let index = 0; index < (await summaries.count()); index += 1) {
        const summary = summaries.nth(index);
        const disclosure = summary.locator('xpath=..');
        // A new object's group in the preview starts open.
        if ((await disclosure.getAttribute('open')) !== null) continue;
        await summary.focus();
        await page.keyboard.press('Enter');
        await expect(disclosure).toHaveAttribute('open', '');
      }
      const opened = await barHeight(page);
      process.stdout.write(`       save bar, every disclosure open: ${opened} px\n`);
      expect(opened).toBeLessThanOrEqual(limit);

      // The control the failure is about is not left under the bar: focused, it sits above the bar.
      const invalid = page.locator('.ric-editor [aria-invalid="true"]').first();
      await invalid.focus();
      await expect
        .poll(async () => {
          const [control, barBox] = await Promise.all([invalid.boundingBox(), bar.boundingBox()]);
          return control && barBox ? barBox.y - (control.y + control.height) : -1;
        })
        .toBeGreaterThanOrEqual(0);
    },
  })),
]);
