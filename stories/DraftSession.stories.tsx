import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InstallationConfig } from '../src/components/widget/InstallationConfig.tsx';
import { mockIds } from '../src/mock/index.ts';
import { getStoryBackend } from './support/mockBackend.tsx';
import { readEditor } from './support/readEditor.ts';

const { salesforce } = mockIds;

type Canvas = ReturnType<typeof within>;

async function accountEditor(canvas: Canvas): Promise<Canvas> {
  return readEditor(canvas, 'Account');
}

const meta = {
  title: 'Widget/Draft session',
  // The whole widget as a page embeds it: its own 16 px padding is the margin (at 390 px as at 1280 px).
  parameters: { layout: 'fullscreen' },
  component: InstallationConfig,
  args: {
    integration: salesforce.integrationName,
    groupRef: salesforce.groupRef,
    connectionId: salesforce.connectionId,
  },
} satisfies Meta<typeof InstallationConfig>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Someone else changed Account's schedule while this user was changing it too: the save stops before sending, the
 * schedule keeps the user's choice and says in words what it was changed to elsewhere, with Keep mine / Use theirs
 * beside it, and the save bar says a conflict waits. Nothing is overwritten silently; Keep mine and Save store the
 * user's schedule.
 */
export const ConflictAtField: Story = {
  play: async ({ canvas, loaded }) => {
    const backend = getStoryBackend(loaded);
    const editor = await accountEditor(canvas);
    await userEvent.click(editor.getByRole('radio', { name: /Every 6 hours/ }));
    backend.backend.scenarios.changeInstallation(salesforce.installationId, (installation) => {
      const account = installation.config.content.read?.objects.account;
      if (account) account.schedule = '0 0 * * *';
    });
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    const scheduleGroup = editor.getByRole('group', { name: 'How often to read' });
    const schedule = within(scheduleGroup);
    const message = await schedule.findByText('Changed elsewhere to Every day at 00:00 since you started.');
    await expect(message).toBeVisible();
    // The choice on screen stays the user's; Save waits for the decision and says so.
    await expect(editor.getByRole('radio', { name: /Every 6 hours/ })).toBeChecked();
    await expect(editor.getByText('1 conflict to resolve before saving')).toBeVisible();
    await expect(editor.getByRole('button', { name: 'Save' })).toBeDisabled();
    // The message describes the schedule, and is not repeated above the form.
    await expect(scheduleGroup.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    await expect(editor.queryByText(/Schedule: changed elsewhere/)).toBeNull();
    const stored = () =>
      backend.store.getInstallation(salesforce.installationId)?.config.content.read?.objects.account
        ?.schedule;
    await expect(stored()).toBe('0 0 * * *');
    await expect(schedule.getByRole('button', { name: 'Use theirs' })).toBeEnabled();
    await userEvent.click(await schedule.findByRole('button', { name: 'Keep mine' }));
    await expect(editor.getByRole('radio', { name: /Every 6 hours/ })).toBeChecked();
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored()).toBe('0 */6 * * *'));
  },
};

/**
 * A refresh of the installation fails while the user has unsaved edits: the editor and the edits stay, a quiet
 * notice offers to try again.
 */
export const RefreshFailureKeepsEdits: Story = {
  play: async ({ canvas, loaded }) => {
    const backend = getStoryBackend(loaded);
    const editor = await accountEditor(canvas);
    await userEvent.click(editor.getByRole('radio', { name: /Every 6 hours/ }));
    backend.backend.scenarios.failNext({
      fault: 'internal-error',
      match: { operation: 'listInstallations' },
    });
    await backend.queryClient.invalidateQueries();
    const notice = await canvas.findByText(/Could not check for newer settings/);
    await expect(notice).toBeVisible();
    // Said once: the failure's own words do not repeat that the changes are kept.
    await expect(notice.textContent?.match(/kept/g)).toHaveLength(1);
    await expect(editor.getByRole('radio', { name: /Every 6 hours/ })).toBeChecked();
    await expect(editor.getByText('Unsaved changes')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** After a successful save, Undo sends the inverse of exactly what it stored. */
export const UndoAfterSave: Story = {
  play: async ({ canvas, loaded }) => {
    const backend = getStoryBackend(loaded);
    const editor = await accountEditor(canvas);
    await userEvent.click(editor.getByRole('radio', { name: /Every 6 hours/ }));
    await userEvent.click(editor.getByRole('button', { name: 'Save' }));
    await expect(await editor.findByRole('button', { name: 'Undo' })).toBeEnabled();
    await expect(editor.getByText('Saved.')).toBeVisible();
    const stored = () =>
      backend.store.getInstallation(salesforce.installationId)?.config.content.read?.objects.account
        ?.schedule;
    await expect(stored()).toBe('0 */6 * * *');
  },
};

/**
 * Unsaved edits are kept in the tab's session storage: after a reload of this story, what was edited and not
 * saved is back, marked unsaved (a browser spec edits, reloads and saves it).
 */
export const EditsSurviveReload: Story = {};

/** A session storage that refuses every call (a sandboxed frame, a full quota). */
const refusingStorage = {
  getItem: (): string | null => {
    throw new DOMException('The storage is not available.', 'SecurityError');
  },
  setItem: (): void => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
  removeItem: (): void => {
    throw new DOMException('The storage is not available.', 'SecurityError');
  },
};

/**
 * The Provider's storage for unsaved edits throws on every call: editing and saving work as usual; only a reload
 * does not bring unsaved edits back (a browser spec edits, saves and reloads it).
 */
export const DraftsWithoutStorage: Story = {
  parameters: { mockBackend: { provider: { draftStorage: refusingStorage } } },
};
