import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ReactElement } from 'react';
import { ReadObjectEditor } from '../../src/components/read/ReadObjectEditor.tsx';
import { InstallationSettingsPanel } from '../../src/components/settings/InstallationSettingsPanel.tsx';
import { SubscribeObjectEditor } from '../../src/components/subscribe/SubscribeObjectEditor.tsx';
import { WriteObjectEditor } from '../../src/components/write/WriteObjectEditor.tsx';
import { mockIds } from '../../src/mock/index.ts';
import type { Installation } from '../../src/schemas/installation.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';

const server = setupMockServer();
const { installationId } = mockIds.salesforce;
type User = ReturnType<typeof userEvent.setup>;

interface Callbacks {
  onSaved: (installation: Installation) => void;
  onError: (error: unknown) => void;
  onDirtyChange: (...args: [string, boolean] | [boolean]) => void;
}

/** Renders an editor on a fresh mock backend whose installation does not read Contact. */
function renderShell(editor: (callbacks: Callbacks) => ReactElement) {
  const harness = createHarness(server);
  harness.backend.scenarios.changeInstallation(installationId, (installation) => {
    delete installation.config.content.read?.objects.contact;
  });
  const callbacks = { onSaved: vi.fn(), onError: vi.fn(), onDirtyChange: vi.fn() };
  render(editor(callbacks), { wrapper: harness.wrapper });
  return callbacks;
}

const active = () => document.activeElement;

describe('the editor shell of every editor', () => {
  it.each([
    [
      'read',
      (c: Callbacks) => <ReadObjectEditor objectName="contact" {...c} />,
      'Start reading Contact',
      () => screen.getByRole('switch', { name: 'Read this object on its schedule' }),
    ],
    [
      'write',
      (c: Callbacks) => <WriteObjectEditor objectName="account" {...c} />,
      'Start writing Account',
      () => screen.getByRole('switch', { name: 'Allow deleting records' }),
    ],
    [
      'subscribe',
      (c: Callbacks) => <SubscribeObjectEditor objectName="opportunity" {...c} />,
      'Subscribe to Opportunity',
      () => screen.getByRole('textbox', { name: 'Destination' }),
    ],
  ])(
    '%s: Start takes focus to the first control of the form; Discard brings Start back, focused',
    async (_, editor, startLabel, firstControl) => {
      const user = userEvent.setup();
      renderShell(editor);
      (await screen.findByRole('button', { name: startLabel })).focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(active()).toBe(firstControl()));
      screen.getByRole('button', { name: 'Discard' }).focus();
      await user.keyboard('{Enter}');
      const start = await screen.findByRole('button', { name: startLabel });
      await waitFor(() => expect(active()).toBe(start));
      expect(screen.queryByRole('region', { name: 'What will be saved' })).toBeNull();
    },
  );

  it.each([
    [
      'read',
      (c: Callbacks) => <ReadObjectEditor objectName="account" {...c} />,
      async (user: User) => user.click(await screen.findByRole('radio', { name: 'Every 6 hours' })),
      ['account'],
    ],
    [
      'write',
      (c: Callbacks) => <WriteObjectEditor objectName="contact" {...c} />,
      (user: User) => user.click(screen.getByRole('switch', { name: 'Allow deleting records' })),
      ['contact'],
    ],
    [
      'subscribe',
      (c: Callbacks) => <SubscribeObjectEditor objectName="account" {...c} />,
      (user: User) => user.type(screen.getByRole('textbox', { name: 'Destination' }), 'Two'),
      ['account'],
    ],
    [
      'settings',
      (c: Callbacks) => (
        <InstallationSettingsPanel {...c} onDirtyChange={(dirty) => c.onDirtyChange(dirty)} />
      ),
      (user: User) => user.click(screen.getByRole('switch', { name: 'Allow proxy requests' })),
      [],
    ],
  ] as const)(
    '%s: a failed save goes to onError, a stored one and its undo to onSaved; Discard leaves focus on the status',
    async (_, editor, edit, dirtyKey) => {
      const user = userEvent.setup();
      const callbacks = renderShell(editor);
      await screen.findByRole('heading', { level: 2 });
      await edit(user);
      expect(callbacks.onDirtyChange).toHaveBeenLastCalledWith(...dirtyKey, true);
      // The next change request is refused (objects and settings are saved at different addresses).
      const refused = { type: 'about:blank', title: 'Service Unavailable', status: 503 };
      server.use(
        http.patch(
          '*',
          () =>
            HttpResponse.json(refused, {
              status: 503,
              headers: { 'Content-Type': 'application/problem+json' },
            }),
          {
            once: true,
          },
        ),
      );
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('alert')).toBeTruthy();
      expect(callbacks.onError).toHaveBeenCalledTimes(1);
      expect(callbacks.onSaved).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Saved.')).toBeTruthy();
      expect(callbacks.onSaved).toHaveBeenCalledTimes(1);
      expect(callbacks.onSaved).toHaveBeenLastCalledWith(expect.objectContaining({ id: installationId }));
      expect(callbacks.onDirtyChange).toHaveBeenLastCalledWith(...dirtyKey, false);

      await user.click(screen.getByRole('button', { name: 'Undo' }));
      expect(await screen.findByText('Undone.')).toBeTruthy();
      expect(callbacks.onSaved).toHaveBeenCalledTimes(2);
      expect(callbacks.onError).toHaveBeenCalledTimes(1);

      await edit(user);
      screen.getByRole('button', { name: 'Discard' }).focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(active()).toBe(screen.getByText('No unsaved changes')));
    },
  );
});
