import { act, render, waitFor } from '@testing-library/react';
import { type ComponentType, useLayoutEffect } from 'react';
import { FormProvider } from 'react-hook-form';
import type { ReadObjectView } from '../../src/core/buildRevisionObjects.ts';
import { type ObjectConfigForm, useObjectConfigForm } from '../../src/hooks/useObjectConfigForm.ts';
import { mockIds } from '../../src/mock/index.ts';
import { createHarness, type setupMockServer } from './backendHarness.tsx';

type Holder = { editor?: ObjectConfigForm<'read'> };

function Parts({
  holder,
  parts: PartsOf,
}: {
  holder: Holder;
  parts: ComponentType<{ view: ReadObjectView }>;
}) {
  const editor = useObjectConfigForm({ action: 'read', objectName: 'account' });
  // What the screen shows: a render that is not committed yet (a transition's) is not what the user sees.
  useLayoutEffect(() => {
    holder.editor = editor;
  });
  if (!editor.view) return null;
  return (
    <FormProvider {...editor.form}>
      <PartsOf view={editor.view} />
    </FormProvider>
  );
}

/**
 * Renders editor parts under the real `useObjectConfigForm` of the Salesforce Account, against the mock
 * backend: returns the form, a `save()` wrapped in act, and what the service stores for Account.
 */
export async function renderObjectParts(
  server: ReturnType<typeof setupMockServer>,
  parts: ComponentType<{ view: ReadObjectView }>,
  options?: Parameters<typeof createHarness>[1],
) {
  const harness = createHarness(server, options);
  const holder: Holder = {};
  render(<Parts holder={holder} parts={parts} />, { wrapper: harness.wrapper });
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
