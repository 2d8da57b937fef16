import { expect } from 'playwright/test';
import { mockIds } from '../../src/mock/constants.ts';
import { defineKeyboardSpecs } from './support/keyboardSpec.ts';

const { salesforce } = mockIds;

export const specs = defineKeyboardSpecs([
  {
    name: 'uninstalls through MSW with the keyboard and the mock stores it',
    storyId: 'tooling-mock-backend-smoke--loads-integration',
    async run({ page, mockStore }) {
      await expect(page.getByRole('heading', { name: salesforce.integrationName })).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveAccessibleName('Uninstall');
      await page.keyboard.press('Enter');
      await expect(page.getByText('Not installed')).toBeVisible();
      const { installations } = await mockStore();
      // The fixture installed Salesforce for this group; the DELETE went through MSW to the backend.
      expect(installations.filter(({ id }) => id === salesforce.installationId)).toEqual([]);
    },
  },
]);
