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

export const specs = defineKeyboardSpecs(
  stories.map((storyId) => ({
    name: `${storyId} fits a 390 px wide screen: no sideways scrolling, no control wider than the screen`,
    storyId,
    async run({ page }) {
      expect(await overflowAtPhoneWidth(page)).toEqual([]);
    },
  })),
);
