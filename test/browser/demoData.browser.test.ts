import { expect } from 'playwright/test';
import type { Locator, Page } from 'playwright-core';
import { mockIds } from '../../src/mock/constants.ts';
import { defineKeyboardSpecs, type MockStoreSnapshot } from './support/keyboardSpec.ts';

/** Turns Account's optional field `name` on or off with Space, found by search. */
async function toggleField(page: Page, editor: Locator, name: string): Promise<void> {
  await editor.getByRole('searchbox', { name: 'Search fields' }).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(name);
  await editor.getByRole('checkbox', { name }).focus();
  await page.keyboard.press('Space');
}

/** Whether the story's service stores Account's Phone field as read. */
function storedPhone(store: MockStoreSnapshot): boolean | undefined {
  return store.installations.find(({ id }) => id === mockIds.salesforce.installationId)?.config.content.read
    ?.objects.account?.selectedFields.phone;
}

/** Shows Account's optional field `name` by search and returns its checkbox. */
async function field(page: Page, editor: Locator, name: string): Promise<Locator> {
  await editor.getByRole('searchbox', { name: 'Search fields' }).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(name);
  return editor.getByRole('checkbox', { name });
}

/**
 * Chooses "Reset this story's demo data" in Storybook's toolbar: the manager sends the preview this event (the
 * manager itself is not opened: its frame would share the page's service worker with the story opened before).
 */
function chooseResetDemoData(page: Page): Promise<void> {
  return page.evaluate(() => {
    const channel = (window as { __STORYBOOK_ADDONS_CHANNEL__?: { emit(type: string, data: unknown): void } })
      .__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) throw new Error("Storybook's channel is not in the page");
    channel.emit('updateGlobals', { globals: { demoData: 'reset' } });
  });
}

export const specs = defineKeyboardSpecs([
  {
    // A saved change surviving a reload of the story: drafts.browser.test.ts.
    name: "Reset demo data (Storybook's toolbar) drops what the story saved and its unsaved edits, for later loads too",
    storyId: 'widget-installationconfig--default',
    async run({ page, mockStore, reload }) {
      const editor = page.getByRole('region', { name: 'Read Account' });
      await toggleField(page, editor, 'Account Phone');
      await editor.getByRole('button', { name: 'Save' }).focus();
      await page.keyboard.press('Enter');
      await expect(editor.getByText('Saved.')).toBeVisible();
      expect(storedPhone(await mockStore())).toBe(true);
      // One more edit, left unsaved.
      await toggleField(page, editor, 'Account Fax');
      await expect(editor.getByText('Unsaved changes', { exact: true })).toBeVisible();

      await chooseResetDemoData(page);
      await expect(editor.getByText('No unsaved changes', { exact: true })).toBeVisible();
      // The story loads twice (reset, then the menu back to keeping): the search is typed again if it was lost.
      await expect(async () => {
        await expect(await field(page, editor, 'Account Phone')).not.toBeChecked({ timeout: 2000 });
        await expect(await field(page, editor, 'Account Fax')).not.toBeChecked({ timeout: 2000 });
      }).toPass();
      expect(storedPhone(await mockStore())).toBeUndefined();

      // Reset once: a later reload starts from the fixtures as well.
      await reload();
      const reloaded = page.getByRole('region', { name: 'Read Account' });
      await expect(reloaded.getByText('No unsaved changes', { exact: true })).toBeVisible();
      await expect(await field(page, reloaded, 'Account Phone')).not.toBeChecked();
      expect(storedPhone(await mockStore())).toBeUndefined();
    },
  },
]);
