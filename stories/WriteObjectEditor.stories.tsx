import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { WriteObjectEditor } from '../src/components/write/WriteObjectEditor.tsx';
import { InstallationScope } from '../src/hooks/InstallationScope.tsx';
import { MOCK_PATCH_OBJECT_URL, mockIds } from '../src/mock/index.ts';
import { getStoryBackend, unanswered } from './support/mockBackend.tsx';
import '../src/components/shared/theme.css';

const { salesforce } = mockIds;

function storedWrite(loaded: Record<string, unknown>, objectName: string) {
  return getStoryBackend(loaded).store.getInstallation(salesforce.installationId)?.config.content.write
    ?.objects?.[objectName];
}

const meta = {
  title: 'Editors/WriteObjectEditor',
  component: WriteObjectEditor,
  args: { objectName: 'contact' },
  decorators: [
    (Story) => (
      <div className="ric-root" data-theme="light">
        <InstallationScope integration={salesforce.integrationName} groupRef={salesforce.groupRef}>
          <Story />
        </InstallationScope>
      </div>
    ),
  ],
} satisfies Meta<typeof WriteObjectEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A configured write object: deletion off and three field defaults, each with its sentence. */
export const Configured: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Write Contact' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Sets Lead Source to ‘Partner Referral’ when a record is created; never changes it afterwards.',
      ),
    ).toBeVisible();
  },
};

/** Not written yet: one button starts it; saving adds the object under its own mask path. */
export const Empty: Story = {
  args: { objectName: 'account' },
  play: async ({ canvas, loaded }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Start writing Account' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Saved.')).toBeVisible();
    await expect(storedWrite(loaded, 'account')).toEqual({ objectName: 'account' });
  },
};

/** Older `selectedValueDefaults` are shown, kept on save, and offered as a one-click conversion. */
export const OlderDefaults: Story = {
  args: { objectName: 'opportunity' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Convert Probability (%) to a field setting' }),
    ).toBeVisible();
  },
};

/** A whole-number default holding other text: marked at its input, and Save stops before sending. */
export const Invalid: Story = {
  play: async ({ canvas }) => {
    const legend = await canvas.findByText('NPS Score', { selector: 'legend' });
    const row = within(legend.closest('fieldset') ?? document.body);
    const input = row.getByRole('textbox', { name: 'Default value' });
    await userEvent.clear(input);
    await userEvent.type(input, 'ten');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Some settings need your attention before saving.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

const savePatch = unanswered('patch', MOCK_PATCH_OBJECT_URL);

/** Saving: the request has not been answered yet. */
export const Saving: Story = {
  // STAYS_BUSY_TAG (stories/support/storyTags.ts); Storybook's indexer reads tags as literals only.
  tags: ['stays-busy'],
  parameters: { mockBackend: { handlers: [savePatch.handler] } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: 'Allow deleting records' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Saving…', { selector: 'p' })).toBeVisible();
    // Sent after the frame that shows "Saving…": still in this story.
    await savePatch.reached();
  },
};

/** The service refuses a value: its issue shows at the input it names, and the edits are kept. */
export const FailedSaveWithIssues: Story = {
  parameters: {
    mockBackend: {
      handlers: [
        http.patch(MOCK_PATCH_OBJECT_URL, () =>
          HttpResponse.json(
            {
              type: 'about:blank',
              title: 'Bad Request',
              status: 400,
              detail: 'The input message is incorrect',
              issues: [
                { in: 'body', name: 'changes[0].value', detail: 'Lead Source cannot be written on update' },
              ],
            },
            { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
          ),
        ),
      ],
    },
  },
  play: async ({ canvas }) => {
    const legend = await canvas.findByText('Lead Source', { selector: 'legend' });
    const row = within(legend.closest('fieldset') ?? document.body);
    await userEvent.selectOptions(row.getByRole('combobox', { name: 'When a record is updated' }), 'always');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your changes were not saved');
    await expect(row.getByRole('combobox', { name: 'When a record is updated' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
