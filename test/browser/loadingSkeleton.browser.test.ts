import { expect } from 'playwright/test';
import type { Page } from 'playwright-core';
import { defineKeyboardSpecs } from './support/keyboardSpec.ts';

/**
 * The fonts (family, size, weight, style) of the text shown in the widget: a browser looks each up the first
 * time text needs it, whether the text is on screen or laid out unseen.
 */
function fontsOfText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fonts = new Set<string>();
    const root = document.querySelector('.ric-root');
    if (!root) return [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!node.textContent?.trim() || !element?.checkVisibility({ visibilityProperty: true })) continue;
      const style = getComputedStyle(element);
      fonts.add(`${style.fontFamily} ${style.fontSize} ${style.fontWeight} ${style.fontStyle}`);
    }
    return [...fonts].sort();
  });
}

export const specs = defineKeyboardSpecs([
  {
    name: 'the loading skeleton lays out each font the loaded widget shows, so none is looked up as it draws',
    storyId: 'widget-installationconfig--default',
    async run({ page }) {
      const editor = page.getByRole('region', { name: 'Read Account' });
      await expect(editor.getByRole('checkbox', { name: 'Account Phone' })).toBeVisible();
      await expect(editor.getByRole('radio', { name: 'Every hour' })).toBeVisible();
      const shown = await fontsOfText(page);
      // The same page with the first answers never coming.
      await page.goto(page.url().replace(/id=[^&]+/, 'id=widget-installationconfig--loading'));
      await expect(page.getByRole('status')).toHaveAttribute('aria-busy', 'true');
      const laidOut = await fontsOfText(page);
      expect(laidOut.length).toBeGreaterThan(3);
      expect(shown.filter((font) => !laidOut.includes(font))).toEqual([]);
    },
  },
]);
