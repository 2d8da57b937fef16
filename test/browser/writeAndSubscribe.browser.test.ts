import { expect } from 'playwright/test';
import type { Locator, Page } from 'playwright-core';
import { mockIds } from '../../src/mock/constants.ts';
import { defineKeyboardSpecs } from './support/keyboardSpec.ts';

/** Focuses a control and operates it with a key, as a keyboard user does once there. */
async function press(target: Locator, key: string): Promise<void> {
  await target.focus();
  await target.page().keyboard.press(key);
}

/** Opens an object of the navigation's `group` list (Write, Subscribe) with the keyboard. */
async function open(page: Page, group: string, name: RegExp): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Objects' });
  await press(nav.getByRole('list', { name: group }).getByRole('button', { name }), 'Enter');
}

/** Adds a field setting through the field combobox and types its default. */
async function addDefault(editor: Locator, field: string, value: string): Promise<void> {
  const page = editor.page();
  const combobox = editor.getByRole('combobox', { name: 'Field to add' });
  await combobox.focus();
  await page.keyboard.type(field);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await press(editor.getByRole('button', { name: 'Add field' }), 'Enter');
  const setting = editor.getByRole('group', { name: new RegExp(`^${field}`) });
  await setting.getByRole('textbox', { name: 'Default value' }).focus();
  await page.keyboard.type(value);
}

export const specs = defineKeyboardSpecs([
  {
    name: 'writes Contact with two field defaults and subscribes to it with a watched field and quota optimization; after a reload the widget shows them stored',
    storyId: 'widget-installationconfig--default',
    async run({ page, mockStore, reload }) {
      await expect(page.getByRole('region', { name: 'Read Account' })).toBeVisible();

      await open(page, 'Write', /^Contact/);
      const write = page.getByRole('region', { name: 'Write Contact' });
      await expect(write).toBeVisible();
      await addDefault(write, 'Title', 'Buyer');
      await addDefault(write, 'Department', 'Purchasing');
      await expect(
        write.getByText('Sets Title to ‘Buyer’ when a record is created; sets it on every update.', {
          exact: true,
        }),
      ).toBeVisible();
      // Enter in the default just typed saves, as Save does (the form's implicit submission).
      await expect(write.getByRole('textbox', { name: 'Default value' }).last()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(write.getByText('Saved.')).toBeVisible();

      await open(page, 'Subscribe', /^Contact/);
      const subscribe = page.getByRole('region', { name: 'Subscribe to Contact' });
      await press(subscribe.getByRole('button', { name: 'Subscribe to Contact' }), 'Enter');
      await subscribe.getByRole('searchbox', { name: 'Search fields' }).focus();
      await page.keyboard.type('Title');
      await press(subscribe.getByRole('checkbox', { name: 'Title' }), 'Space');
      await press(subscribe.getByRole('switch', { name: /quota optimization/ }), 'Space');
      await press(subscribe.getByRole('button', { name: 'Save' }), 'Enter');
      await expect(subscribe.getByText('Saved.')).toBeVisible();
      await expect(subscribe.getByText('Subscribing to Salesforce…', { exact: true })).toBeVisible();
      await expect(subscribe.getByText(/^Subscribing to Salesforce… started just now$/)).toBeVisible();

      const { installations } = await mockStore();
      const content = installations.find(({ id }) => id === mockIds.salesforce.installationId)?.config
        .content;
      expect(content?.write?.objects?.contact?.selectedFieldSettings?.title?.default).toEqual({
        stringValue: 'Buyer',
      });
      expect(content?.write?.objects?.contact?.selectedFieldSettings?.department?.default).toEqual({
        stringValue: 'Purchasing',
      });
      const contact = content?.subscribe?.objects?.contact;
      expect(contact?.updateEvent?.requiredWatchFields).toEqual(['email', 'title']);
      expect(contact?.providerOptions?.quotaOptimization?.enabled).toBe(true);

      // A new page whose widget knows only what the service stored.
      await reload();
      await expect(page.getByRole('region', { name: 'Read Account' })).toBeVisible();
      await open(page, 'Write', /^Contact/);
      const written = page.getByRole('region', { name: 'Write Contact' });
      for (const [field, value] of [
        ['Title', 'Buyer'],
        ['Department', 'Purchasing'],
      ] as const) {
        await expect(
          written
            .getByRole('group', { name: new RegExp(`^${field}`) })
            .getByRole('textbox', { name: 'Default value' }),
        ).toHaveValue(value);
      }
      await expect(written.getByText('No unsaved changes')).toBeVisible();
      await open(page, 'Subscribe', /^Contact/);
      const subscribed = page.getByRole('region', { name: 'Subscribe to Contact' });
      await expect(
        subscribed.getByRole('radio', { name: 'One of the fields I choose changes' }),
      ).toBeChecked();
      await subscribed.getByRole('searchbox', { name: 'Search fields' }).focus();
      await page.keyboard.type('Title');
      await expect(subscribed.getByRole('checkbox', { name: 'Title' })).toBeChecked();
      await expect(subscribed.getByRole('switch', { name: /quota optimization/ })).toBeChecked();
      const reloaded = (await mockStore()).installations.find(
        ({ id }) => id === mockIds.salesforce.installationId,
      )?.config.content;
      expect(reloaded?.subscribe?.objects?.contact).toEqual(contact);
    },
  },
]);
