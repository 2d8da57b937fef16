import { expect } from 'playwright/test';
import type { Locator, Page } from 'playwright-core';
import { mockIds } from '../../src/mock/constants.ts';
import { defineKeyboardSpecs, type MockStoreSnapshot } from './support/keyboardSpec.ts';

/** Focuses a control and operates it with a key, as a keyboard user does once there. */
async function press(target: Locator, key: string): Promise<void> {
  await target.focus();
  await target.page().keyboard.press(key);
}

/** Finds a field of Account's field list by search and turns it on or off with Space. */
async function toggleField(page: Page, editor: Locator, name: string): Promise<void> {
  const search = editor.getByRole('searchbox', { name: 'Search fields' });
  await search.focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(name);
  await press(editor.getByRole('checkbox', { name }), 'Space');
}

function account(store: MockStoreSnapshot) {
  return store.installations.find(({ id }) => id === mockIds.salesforce.installationId)?.config.content.read
    ?.objects.account;
}

export const specs = defineKeyboardSpecs([
  {
    name: 'keeps an unsaved edit over a reload, marked unsaved in the object list; Save then stores it',
    storyId: 'widget-draft-session--edits-survive-reload',
    async run({ page, mockStore, reload }) {
      const editor = page.getByRole('region', { name: 'Read Account' });
      await toggleField(page, editor, 'Account Phone');
      await expect(editor.getByRole('checkbox', { name: 'Account Phone' })).toBeChecked();
      await expect(editor.getByText('Unsaved changes', { exact: true })).toBeVisible();

      await reload();
      const restored = page.getByRole('region', { name: 'Read Account' });
      await toggleField(page, restored, 'Account Phone');
      // The Space above turned it off again: the edit was back after the reload.
      await expect(restored.getByRole('checkbox', { name: 'Account Phone' })).not.toBeChecked();
      await press(restored.getByRole('checkbox', { name: 'Account Phone' }), 'Space');
      await expect(restored.getByRole('checkbox', { name: 'Account Phone' })).toBeChecked();
      const nav = page.getByRole('navigation', { name: 'Objects' });
      await expect(nav.getByRole('button', { name: /^Account/ }).first()).toContainText('Unsaved changes');
      expect(account(await mockStore())?.selectedFields.phone).toBeUndefined();

      await press(restored.getByRole('button', { name: 'Save' }), 'Enter');
      await expect(restored.getByText('Saved.')).toBeVisible();
      expect(account(await mockStore())?.selectedFields.phone).toBe(true);
      // Saved: the next page has no unsaved edit to restore, and shows what the story's service stored.
      await reload();
      const saved = page.getByRole('region', { name: 'Read Account' });
      await expect(saved.getByText('No unsaved changes')).toBeVisible();
      expect(account(await mockStore())?.selectedFields.phone).toBe(true);
      await saved.getByRole('searchbox', { name: 'Search fields' }).focus();
      await page.keyboard.type('Account Phone');
      await expect(saved.getByRole('checkbox', { name: 'Account Phone' })).toBeChecked();
    },
  },
  {
    name: 'edits and saves as usual when the storage for drafts throws on every call; a reload brings nothing back',
    storyId: 'widget-draft-session--drafts-without-storage',
    async run({ page, mockStore, reload }) {
      const editor = page.getByRole('region', { name: 'Read Account' });
      // One field saved, one more left unsaved.
      await toggleField(page, editor, 'Account Phone');
      await press(editor.getByRole('button', { name: 'Save' }), 'Enter');
      await expect(editor.getByText('Saved.')).toBeVisible();
      expect(account(await mockStore())?.selectedFields.phone).toBe(true);
      await toggleField(page, editor, 'Account Fax');
      await expect(editor.getByText('Unsaved changes', { exact: true })).toBeVisible();

      await reload();
      const reloaded = page.getByRole('region', { name: 'Read Account' });
      await expect(reloaded.getByText('No unsaved changes')).toBeVisible();
      expect(account(await mockStore())?.selectedFields.fax).toBeUndefined();
    },
  },
]);
