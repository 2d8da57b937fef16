import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider } from 'react-hook-form';
import { BackfillEditor } from '../../src/components/BackfillEditor.tsx';
import { FilterEditor } from '../../src/components/FilterEditor.tsx';
import { ScheduleEditor } from '../../src/components/ScheduleEditor.tsx';
import { type ObjectConfigForm, useObjectConfigForm } from '../../src/hooks/index.ts';
import { mockIds } from '../../src/mock/index.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';

const server = setupMockServer();

// user-event moves through a radio group with `CSS.escape`, which jsdom lacks.
beforeAll(() => {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
});

function Parts({ holder }: { holder: { editor?: ObjectConfigForm<'read'> } }) {
  const editor = useObjectConfigForm({ action: 'read', objectName: 'account' });
  holder.editor = editor;
  if (!editor.view) return null;
  return (
    <FormProvider {...editor.form}>
      <ScheduleEditor view={editor.view} />
      <BackfillEditor view={editor.view} />
      <FilterEditor view={editor.view} />
    </FormProvider>
  );
}

async function renderParts() {
  const harness = createHarness(server);
  const holder: { editor?: ObjectConfigForm<'read'> } = {};
  render(<Parts holder={holder} />, { wrapper: harness.wrapper });
  await waitFor(() => expect(holder.editor?.isReady).toBe(true));
  const editor = () => {
    if (!holder.editor) throw new Error('not rendered');
    return holder.editor;
  };
  const save = async () => {
    let result: Awaited<ReturnType<ObjectConfigForm<'read'>['save']>> | undefined;
    await act(async () => {
      result = await editor().save();
    });
    return result;
  };
  const stored = () =>
    harness.backend.store.getInstallation(mockIds.salesforce.installationId)?.config.content.read?.objects
      .account;
  return { harness, editor, save, stored };
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('schedule, history and filters against the mock service', () => {
  test('what the user chooses is what the service stores', async () => {
    const user = userEvent.setup();
    const { save, stored, editor } = await renderParts();
    await user.click(radio('Every 6 hours'));
    await user.click(radio('Full history'));
    await user.click(radio('Records matching a provider filter'));
    await user.type(screen.getByRole('textbox', { name: 'Filter language' }), 'soql');
    await user.type(screen.getByRole('textbox', { name: 'Filter expression' }), "Type = 'Customer'");
    await waitFor(() => expect(editor().isDirty).toBe(true));

    expect((await save())?.ok).toBe(true);
    const account = stored();
    expect(account?.schedule).toBe('0 */6 * * *');
    expect(account?.backfill?.defaultPeriod).toEqual({ fullHistory: true });
    expect(account?.rawFilter).toEqual({ type: 'soql', filter: "Type = 'Customer'" });
    expect(account && 'fieldFilters' in account).toBe(false);
  });

  test('switching from a stored provider filter to conditions stores the conditions only', async () => {
    const user = userEvent.setup();
    const { save, stored } = await renderParts();
    await user.click(radio('Records matching a provider filter'));
    await user.type(screen.getByRole('textbox', { name: 'Filter language' }), 'soql');
    await user.type(screen.getByRole('textbox', { name: 'Filter expression' }), 'IsDeleted = false');
    expect((await save())?.ok).toBe(true);
    expect(stored()?.rawFilter).toBeDefined();

    await user.click(radio('Records matching conditions'));
    await user.type(screen.getByLabelText('Value of condition 1'), '12');
    expect((await save())?.ok).toBe(true);
    const account = stored();
    expect(account && 'rawFilter' in account).toBe(false);
    expect(account?.fieldFilters).toHaveLength(1);
    expect(account?.fieldFilters?.[0]?.operator).toBe('eq');
  });

  test('days that are not a whole number of 1 or more block the save; nothing is sent', async () => {
    const user = userEvent.setup();
    const { save, stored, harness } = await renderParts();
    await user.click(radio('Recent history'));
    const days = screen.getByRole('spinbutton', { name: 'Number of days' });
    await user.clear(days);
    const before = harness.requests.length;
    expect(await save()).toEqual({ ok: false, reason: 'invalid' });
    expect(harness.requests.length).toBe(before);
    expect(stored()?.backfill?.defaultPeriod).toEqual({ days: 30 });
    await waitFor(() => expect(days.getAttribute('aria-invalid')).toBe('true'));
  });

  test('an invalid custom cron blocks the save even with other changes; nothing is sent', async () => {
    const user = userEvent.setup();
    const { save, stored, harness } = await renderParts();
    await user.click(radio('Custom (cron expression)'));
    const cron = screen.getByRole('textbox', { name: 'Cron expression' });
    await user.clear(cron);
    await user.type(cron, '99 * * * *');
    await user.click(radio('Full history'));
    await waitFor(() => expect(cron.getAttribute('aria-invalid')).toBe('true'));
    const before = harness.requests.length;
    expect(await save()).toEqual({ ok: false, reason: 'invalid' });
    expect(harness.requests.length).toBe(before);
    expect(stored()?.schedule).toBe('*/15 * * * *');
    expect(stored()?.backfill?.defaultPeriod).toEqual({ days: 30 });
  });
});
