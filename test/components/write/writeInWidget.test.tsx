import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockIds } from '../../../src/mock/index.ts';
import { createHarness, setupMockServer } from '../../support/backendHarness.tsx';
import { findObjectNav, renderWidget } from '../../support/renderWidget.tsx';

const server = setupMockServer();

// The editor's chunk is transformed on its first import, which in vitest can outlast a `findBy` wait.
beforeAll(async () => {
  // The widget loads the write, subscribe and settings editors through this one module.
  await import('../../../src/components/widget/editorParts.ts');
});

describe('the write editor in <InstallationConfig>', () => {
  it('loads when a write object is opened, marks unsaved edits in the list and saves', {
    timeout: 20_000,
  }, async () => {
    const user = userEvent.setup();
    const harness = createHarness(server);
    renderWidget(harness);
    const nav = await findObjectNav();
    const writeList = within(nav).getByRole('list', { name: 'Write' });
    await user.click(within(writeList).getByRole('button', { name: /Contact/ }));
    // By text, not role: role queries walk every hidden node of the other (mounted) editors and are slow in jsdom.
    const heading = await screen.findByText('Write Contact', { selector: 'h2' }, { timeout: 5000 });
    const editor = within(heading.closest('section') ?? document.body);
    await user.click(editor.getByRole('switch', { name: 'Allow deleting records' }));
    await waitFor(() =>
      expect(within(writeList).getByRole('button', { name: /Contact/ }).textContent).toContain(
        'Unsaved changes',
      ),
    );
    await user.click(editor.getByRole('button', { name: 'Save' }));
    expect(await editor.findByText('Saved.')).toBeTruthy();
    expect(
      harness.backend.store.getInstallation(mockIds.salesforce.installationId)?.config.content.write?.objects
        ?.contact?.deletionSettings,
    ).toEqual({ enabled: true });
  });
});
