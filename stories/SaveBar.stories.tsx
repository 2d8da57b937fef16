import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { expect, userEvent, waitFor, type within } from 'storybook/test';
import { SaveBar } from '../src/components/shared/SaveBar.tsx';
import type { ReadObjectView } from '../src/core/buildRevisionObjects.ts';
import { describeChange } from '../src/core/describeChange.ts';
import { summarizeSaveSteps } from '../src/core/summarizeSaveSteps.ts';
import { useMessages } from '../src/hooks/useMessages.ts';
import type { ObjectConfigForm } from '../src/hooks/useObjectConfigForm.ts';
import { mockIds } from '../src/mock/index.ts';
import type { ReadObjectConfig } from '../src/schemas/config.ts';
import { getStoryBackend } from './support/mockBackend.tsx';
import { ReadObjectPart } from './support/ReadObjectPart.tsx';

type Edit = (form: UseFormReturn<ReadObjectConfig>) => void;
type Canvas = ReturnType<typeof within>;

/** The save bar of Account's real form, as the read editor wires it; `edit` stands for edits made in the parts. */
function AccountSaveBar({
  editor,
  view,
  edit,
}: {
  editor: ObjectConfigForm<'read'>;
  view: ReadObjectView;
  edit?: Edit;
}) {
  const messages = useMessages();
  const { form } = editor;
  useEffect(() => edit?.(form), [edit, form]);
  return (
    <SaveBar
      isDirty={editor.isDirty}
      pendingSummary={summarizeSaveSteps(editor.pendingChanges)}
      saveState={editor.saveState}
      describeChange={(change) => describeChange(change, messages, view)}
      onSave={(options) => void editor.save(options)}
      onDiscard={editor.reset}
    />
  );
}

/** Turns on two fields and reads hourly. */
const twoFieldsHourly: Edit = (form) => {
  form.setValue(
    'selectedFields',
    { ...form.getValues('selectedFields'), phone: true, fax: true },
    { shouldDirty: true },
  );
  form.setValue('schedule', '0 * * * *', { shouldDirty: true });
};

const meta = {
  title: 'Editor parts/SaveBar',
  args: { edit: twoFieldsHourly },
  render: ({ edit }) => (
    <ReadObjectPart>
      {(editor, view) => <AccountSaveBar editor={editor} view={view} edit={edit} />}
    </ReadObjectPart>
  ),
} satisfies Meta<{ edit?: Edit }>;

export default meta;
type Story = StoryObj<typeof meta>;

function storedAccount(loaded: Record<string, unknown>): ReadObjectConfig | undefined {
  return getStoryBackend(loaded).store.getInstallation(mockIds.salesforce.installationId)?.config.content.read
    ?.objects?.account;
}

/** Nothing edited: nothing to save or discard. */
export const NoChanges: Story = {
  args: { edit: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No unsaved changes')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Discard' })).toBeDisabled();
  },
};

/** Edits pending: the preview, opened on demand above the bar, says in words what Save sends. */
export const UnsavedChanges: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Unsaved changes')).toBeVisible();
    await userEvent.click(canvas.getByText(/^What will be saved/, { selector: 'summary' }));
    await expect(canvas.getByText('Turn on 2 fields: Account Fax, Account Phone')).toBeVisible();
    await expect(canvas.getByText('Change the schedule: Every hour, on the hour')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** Save, once the edits are in (it is disabled until then). */
async function clickSave(canvas: Canvas): Promise<void> {
  await expect(await canvas.findByText('Unsaved changes')).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
}

/** Save sends the edits and the service stores them. */
export const Saves: Story = {
  play: async ({ canvas, loaded }) => {
    await clickSave(canvas);
    await expect(await canvas.findByText('Saved.')).toBeVisible();
    const stored = storedAccount(loaded);
    await expect(stored?.schedule).toBe('0 * * * *');
    await expect(stored?.selectedFields).toMatchObject({ phone: true, fax: true });
  },
};

/** The service fails (500): the alert takes focus and gives the request's reference; Discard drops the edits. */
export const SaveFails: Story = {
  parameters: {
    mockBackend: {
      setup: (backend) => backend.scenarios.failNext({ fault: 'internal-error', match: { method: 'PATCH' } }),
    },
  },
  play: async ({ canvas, loaded }) => {
    await clickSave(canvas);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your changes were not saved');
    await expect(alert).toHaveTextContent(/Reference: \S+/);
    await expect(alert).toHaveFocus();
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
    await expect(storedAccount(loaded)?.schedule).toBe('*/15 * * * *');

    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(canvas.getByText('No unsaved changes')).toBeVisible());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Contact's save bar once it is started with three settings, as the read editor wires it. */
function NewContactSaveBar({ editor, view }: { editor: ObjectConfigForm<'read'>; view: ReadObjectView }) {
  const { form, isConfigured, setConfigured } = editor;
  useEffect(() => {
    if (!isConfigured) {
      setConfigured(true);
      return;
    }
    form.setValue(
      'selectedFields',
      { ...form.getValues('selectedFields'), phone: true },
      { shouldDirty: true },
    );
    form.setValue('schedule', '0 * * * *', { shouldDirty: true });
    form.setValue('backfill', { defaultPeriod: { days: 30 } }, { shouldDirty: true });
  }, [form, isConfigured, setConfigured]);
  return <AccountSaveBar editor={editor} view={view} />;
}

/** A new object: the preview lists what it will store (fields by label, schedule in words, history), in a group that folds. */
export const NewObjectPreview: Story = {
  parameters: {
    mockBackend: {
      setup: (backend) =>
        backend.scenarios.changeInstallation(mockIds.salesforce.installationId, (installation) => {
          delete installation.config.content.read?.objects.contact;
        }),
    },
  },
  render: () => (
    <ReadObjectPart objectName="contact">
      {(editor, view) => <NewContactSaveBar editor={editor} view={view} />}
    </ReadObjectPart>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByText(/^What will be saved/, { selector: 'summary' }));
    const group = canvas.getByText('Start configuring Contact', { selector: 'summary' });
    await expect(group).toBeVisible();
    await expect(canvas.getByText(/^Turn on \d+ fields?: .*Phone/)).toBeVisible();
    await expect(canvas.getByText('Schedule: Every hour, on the hour')).toBeVisible();
    await expect(canvas.getByText('History: the first read also picks up the last 30 days')).toBeVisible();
  },
};
