import { act, render, renderHook, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { SaveResult } from '../../src/hooks/DraftForm.ts';
import { useInstallationSettings } from '../../src/hooks/useInstallationSettings.ts';
import { type ObjectConfigForm, useObjectConfigForm } from '../../src/hooks/useObjectConfigForm.ts';
import { useHasUnsavedChanges, useUnsavedChangesGuard } from '../../src/hooks/useUnsavedChangesGuard.ts';
import { mockIds } from '../../src/mock/index.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';
import { beforeUnloadIsPrevented, renderGuardedAccountForm } from '../support/unsavedGuard.tsx';

const server = setupMockServer();
const { installationId } = mockIds.salesforce;

function stored(harness: ReturnType<typeof createHarness>) {
  return harness.backend.store.getInstallation(installationId);
}

function toggleField(form: ObjectConfigForm<'read'>['form'], fieldName: string, on: boolean) {
  const next = { ...form.getValues('selectedFields') };
  if (on) next[fieldName] = true;
  else delete next[fieldName];
  form.setValue('selectedFields', next, { shouldDirty: true });
}

/** A harness whose first PATCH waits until `release()` before it reaches the service: a save in flight. */
function harnessWithHeldSave() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let patches = 0;
  const harness = createHarness(server, {
    fetch: async (request) => {
      if (request.method === 'PATCH' && patches++ === 0) await held;
      return fetch(request);
    },
  });
  // Counted as they leave the client: the held one reaches the mock service only once released.
  const patchCount = () => patches;
  return { harness, release, patchCount };
}

/** The account read form with `phone` turned on and its save sent, held by the service until `release()`. */
async function accountSaveHeldWithPhoneOn() {
  const held = harnessWithHeldSave();
  const { result } = renderHook(() => useObjectConfigForm({ action: 'read', objectName: 'account' }), {
    wrapper: held.harness.wrapper,
  });
  await waitFor(() => expect(result.current.isReady).toBe(true));
  act(() => toggleField(result.current.form, 'phone', true));
  await waitFor(() => expect(result.current.isDirty).toBe(true));
  let first!: Promise<SaveResult>;
  act(() => {
    first = result.current.save();
  });
  await waitFor(() => expect(held.patchCount()).toBe(1));
  return { ...held, result, first };
}

describe('the frame that shows "Saving…"', () => {
  it('comes before the save sends anything: its requests leave once that frame is painted', async () => {
    const sent: string[] = [];
    const harness = createHarness(server, {
      fetch: (request) => {
        sent.push(request.method);
        return fetch(request);
      },
    });
    const { result } = renderHook(() => useObjectConfigForm({ action: 'read', objectName: 'account' }), {
      wrapper: harness.wrapper,
    });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    act(() => toggleField(result.current.form, 'phone', true));
    await waitFor(() => expect(result.current.isDirty).toBe(true));
    const before = sent.length;
    let saved!: Promise<SaveResult>;
    // The click's task, with every promise it settles: the save has started and nothing has left.
    await act(async () => {
      saved = result.current.save();
      for (let turn = 0; turn < 20; turn++) await Promise.resolve();
    });
    expect(result.current.saveState.status).toBe('saving');
    expect(sent.slice(before)).toEqual([]);
    // The fresh read, then the change, once the frame was painted.
    await act(async () => {
      expect(await saved).toMatchObject({ ok: true });
    });
    expect(sent.slice(before)).toEqual(['GET', 'PATCH']);
    expect(stored(harness)?.config.content.read?.objects.account?.selectedFields.phone).toBe(true);
  });
});

describe('a save while another is in flight', () => {
  it('sends the patch once when save() is called twice at once, and refuses the second as busy', async () => {
    const harness = createHarness(server);
    const { result } = renderHook(() => useObjectConfigForm({ action: 'read', objectName: 'account' }), {
      wrapper: harness.wrapper,
    });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    act(() => toggleField(result.current.form, 'phone', true));
    await waitFor(() => expect(result.current.isDirty).toBe(true));
    let results: SaveResult[] = [];
    await act(async () => {
      results = await Promise.all([result.current.save(), result.current.save()]);
    });
    expect(results[0]?.ok).toBe(true);
    expect(results[1]).toEqual({ ok: false, reason: 'busy' });
    expect(harness.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    expect(stored(harness)?.config.content.read?.objects.account?.selectedFields.phone).toBe(true);
    expect(result.current.saveState.status).toBe('saved');
    expect(result.current.isDirty).toBe(false);
  });

  it('keeps both edits when the first save fails and the second was started during it', async () => {
    const { harness, release, patchCount, result, first } = await accountSaveHeldWithPhoneOn();
    act(() => result.current.form.setValue('schedule', '0 * * * *'));
    let second: SaveResult | undefined;
    await act(async () => {
      second = await result.current.save();
    });
    expect(second).toEqual({ ok: false, reason: 'busy' });
    expect(patchCount()).toBe(1);

    harness.backend.scenarios.failNext({ fault: 'internal-error', match: { method: 'PATCH' } });
    release();
    await act(async () => {
      expect((await first).ok).toBe(false);
    });
    await waitFor(() => expect(result.current.saveState.status).toBe('error'));
    expect(result.current.form.getValues('selectedFields').phone).toBe(true);
    expect(result.current.form.getValues('schedule')).toBe('0 * * * *');
    expect(result.current.isDirty).toBe(true);
    expect(stored(harness)?.config.content.read?.objects.account?.selectedFields.phone).toBeUndefined();

    // Nothing was lost: saving again stores both edits.
    await act(async () => {
      expect((await result.current.save()).ok).toBe(true);
    });
    const account = stored(harness)?.config.content.read?.objects.account;
    expect(account?.selectedFields.phone).toBe(true);
    expect(account?.schedule).toBe('0 * * * *');
    expect(result.current.isDirty).toBe(false);
  });

  it('shows the edit of a late successful save as saved, and the edit made during it as pending', async () => {
    const { harness, release, patchCount, result, first } = await accountSaveHeldWithPhoneOn();
    act(() => result.current.form.setValue('schedule', '0 * * * *'));
    await act(async () => {
      expect(await result.current.save()).toEqual({ ok: false, reason: 'busy' });
    });

    release();
    await act(async () => {
      expect((await first).ok).toBe(true);
    });
    await waitFor(() => expect(result.current.saveState.status).toBe('saved'));
    expect(result.current.form.getValues('selectedFields').phone).toBe(true);
    expect(result.current.form.getValues('schedule')).toBe('0 * * * *');
    expect(result.current.pendingChanges).toEqual([
      {
        kind: 'patchObject',
        action: 'read',
        objectName: 'account',
        changes: [{ op: 'replace', path: '/schedule', value: '0 * * * *' }],
      },
    ]);
    const account = stored(harness)?.config.content.read?.objects.account;
    expect(account?.selectedFields.phone).toBe(true);
    expect(account?.schedule).toBe('*/15 * * * *');
    expect(patchCount()).toBe(1);
  });

  it('sends installation settings once when save() is called twice at once', async () => {
    const harness = createHarness(server);
    const { result } = renderHook(() => useInstallationSettings(), { wrapper: harness.wrapper });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    const wasEnabled = result.current.form.getValues('proxyEnabled');
    act(() => result.current.form.setValue('proxyEnabled', !wasEnabled));
    await waitFor(() => expect(result.current.isDirty).toBe(true));
    let results: SaveResult[] = [];
    await act(async () => {
      results = await Promise.all([result.current.save(), result.current.save()]);
    });
    expect(results[0]?.ok).toBe(true);
    expect(results[1]).toEqual({ ok: false, reason: 'busy' });
    expect(harness.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
    expect(stored(harness)?.config.content.proxy?.enabled).toBe(!wasEnabled);
  });
});

describe('discarding while a save is in flight', () => {
  it('does nothing: the edit is saved and shown as saved, with nothing pending', async () => {
    const { harness, release, result, first } = await accountSaveHeldWithPhoneOn();
    act(() => result.current.reset());
    expect(result.current.form.getValues('selectedFields').phone).toBe(true);
    release();
    await act(async () => {
      expect((await first).ok).toBe(true);
    });
    expect(stored(harness)?.config.content.read?.objects.account?.selectedFields.phone).toBe(true);
    await waitFor(() => expect(result.current.saveState.status).toBe('saved'));
    expect(result.current.form.getValues('selectedFields').phone).toBe(true);
    expect(result.current.pendingChanges).toEqual([]);
  });
});

describe('the unsaved-changes guard', () => {
  it('keeps asking before unload while an object’s save is in flight, and stops once it is stored', async () => {
    const { harness, release, patchCount } = harnessWithHeldSave();
    const { result } = renderGuardedAccountForm(harness.wrapper);
    await waitFor(() => expect(result.current.editor.isReady).toBe(true));
    act(() => result.current.editor.form.setValue('schedule', '0 * * * *'));
    await waitFor(() => expect(result.current.unsaved).toBe(true));
    let saving!: Promise<SaveResult>;
    act(() => {
      saving = result.current.editor.save();
    });
    await waitFor(() => expect(patchCount()).toBe(1));
    // The optimistic update makes the form look clean; the edit is not stored yet.
    await waitFor(() => expect(result.current.editor.isDirty).toBe(false));
    expect(result.current.unsaved).toBe(true);
    expect(beforeUnloadIsPrevented()).toBe(true);

    release();
    await act(async () => {
      await saving;
    });
    await waitFor(() => expect(result.current.unsaved).toBe(false));
    expect(beforeUnloadIsPrevented()).toBe(false);
    expect(stored(harness)?.config.content.read?.objects.account?.schedule).toBe('0 * * * *');
  });

  it('asks before unload while installation settings hold an edit, and stops after Discard', async () => {
    const harness = createHarness(server);
    const { result } = renderHook(
      () => {
        useUnsavedChangesGuard();
        return { settings: useInstallationSettings(), unsaved: useHasUnsavedChanges() };
      },
      { wrapper: harness.wrapper },
    );
    await waitFor(() => expect(result.current.settings.isReady).toBe(true));
    expect(beforeUnloadIsPrevented()).toBe(false);
    const wasEnabled = result.current.settings.form.getValues('proxyEnabled');
    act(() => result.current.settings.form.setValue('proxyEnabled', !wasEnabled));
    await waitFor(() => expect(result.current.unsaved).toBe(true));
    expect(beforeUnloadIsPrevented()).toBe(true);
    act(() => result.current.settings.reset());
    await waitFor(() => expect(result.current.unsaved).toBe(false));
    expect(beforeUnloadIsPrevented()).toBe(false);
  });
});

describe('switching objects while a save is in flight', () => {
  it('shows the other object at once, and the save stores the first object without touching the form', async () => {
    const { harness, release, patchCount } = harnessWithHeldSave();
    let editor: ObjectConfigForm<'read'> | undefined;
    let open!: (objectName: string) => void;
    function Probe() {
      const [objectName, setObjectName] = useState('account');
      open = setObjectName;
      editor = useObjectConfigForm({ action: 'read', objectName });
      return null;
    }
    render(
      <harness.wrapper>
        <Probe />
      </harness.wrapper>,
    );
    await waitFor(() => expect(editor?.isReady).toBe(true));
    act(() => editor && toggleField(editor.form, 'phone', true));
    await waitFor(() => expect(editor?.isDirty).toBe(true));
    let saving!: Promise<SaveResult>;
    act(() => {
      saving = editor?.save() ?? Promise.reject(new Error('no editor'));
    });
    await waitFor(() => expect(patchCount()).toBe(1));

    act(() => open('contact'));
    const contact = stored(harness)?.config.content.read?.objects.contact;
    await waitFor(() => expect(editor?.view?.objectName).toBe('contact'));
    expect(editor?.isReady).toBe(true);
    expect(editor?.form.getValues()).toEqual(contact);

    release();
    await act(async () => {
      expect((await saving).ok).toBe(true);
    });
    await waitFor(() =>
      expect(stored(harness)?.config.content.read?.objects.account?.selectedFields.phone).toBe(true),
    );
    await waitFor(() => expect(editor?.saveState.status).toBe('idle'));
    expect(editor?.view?.objectName).toBe('contact');
    expect(editor?.isReady).toBe(true);
    expect(editor?.form.getValues()).toEqual(contact);
    expect(editor?.isDirty).toBe(false);
    expect(editor?.pendingChanges).toEqual([]);
  });
});

describe('installation settings changed while their save is in flight', () => {
  it('keeps the setting changed during the flight on top of what the service stored', async () => {
    const { harness, release, patchCount } = harnessWithHeldSave();
    const { result } = renderHook(() => useInstallationSettings(), { wrapper: harness.wrapper });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    const proxyBefore = result.current.form.getValues('proxyEnabled');
    const flowsBefore = result.current.form.getValues('useProviderFlows');
    act(() => result.current.form.setValue('proxyEnabled', !proxyBefore));
    await waitFor(() => expect(result.current.isDirty).toBe(true));
    let saving!: Promise<SaveResult>;
    act(() => {
      saving = result.current.save();
    });
    await waitFor(() => expect(patchCount()).toBe(1));
    act(() => result.current.form.setValue('useProviderFlows', !flowsBefore));

    release();
    await act(async () => {
      expect((await saving).ok).toBe(true);
    });
    await waitFor(() => expect(result.current.saveState.status).toBe('saved'));
    expect(result.current.form.getValues('proxyEnabled')).toBe(!proxyBefore);
    expect(result.current.form.getValues('useProviderFlows')).toBe(!flowsBefore);
    expect(result.current.isDirty).toBe(true);
    // Provider flows turned on also turn the Account subscription's delete events off, in the same update.
    expect(flowsBefore).toBe(false);
    expect(result.current.pendingChanges).toMatchObject([
      {
        kind: 'updateInstallation',
        updateMask: ['config.content.subscribe.objects.account', 'config.content.subscribe.providerOptions'],
        installation: {
          config: {
            content: {
              subscribe: {
                objects: { account: { deleteEvent: { enabled: 'never' } } },
                providerOptions: { useProviderFlows: { enabled: true } },
              },
            },
          },
        },
      },
    ]);
    expect(result.current.pendingChanges).toHaveLength(1);
    const installation = stored(harness);
    expect(installation?.config.content.proxy?.enabled).toBe(!proxyBefore);
    expect(installation?.config.content.subscribe?.providerOptions?.useProviderFlows?.enabled === true).toBe(
      flowsBefore,
    );
  });
});

describe('a save answered with a malformed 2xx', () => {
  it('is reported failed, then cleared once the service turns out to store the edit', async () => {
    const harness = createHarness(server, {
      fetch: async (request) => {
        const response = await fetch(request);
        if (request.method !== 'PATCH') return response;
        const body = await response.json();
        // What the widget needs whole (one saved object that cannot be read would fail only itself).
        body.config.content.read.objects = 'not an object';
        return Response.json(body, { status: 200 });
      },
    });
    const { result } = renderHook(() => useObjectConfigForm({ action: 'read', objectName: 'account' }), {
      wrapper: harness.wrapper,
    });
    await waitFor(() => expect(result.current.isReady).toBe(true));
    act(() => toggleField(result.current.form, 'phone', true));
    await waitFor(() => expect(result.current.isDirty).toBe(true));
    let saved: SaveResult | undefined;
    await act(async () => {
      saved = await result.current.save();
    });
    expect(saved?.ok).toBe(false);
    expect(stored(harness)?.config.content.read?.objects.account?.selectedFields.phone).toBe(true);
    // The background refetch shows the edit stored: nothing is left to save, and no failure is left to show.
    await waitFor(() => expect(result.current.isDirty).toBe(false));
    await waitFor(() => expect(result.current.saveState.status).toBe('idle'));
    expect(result.current.saveState.summary).toBeUndefined();
    expect(result.current.form.getValues('selectedFields').phone).toBe(true);
  });
});
