// @vitest-environment node
import { createDraftStore } from '../../src/drafts/createDraftStore.ts';
import type { DraftStore, SaveRefusal, SaveTicket } from '../../src/drafts/DraftStore.ts';
import type { DraftValue } from '../../src/drafts/draftTargets.ts';
import type { DraftPersistence, PersistedDraft } from '../../src/drafts/persistDrafts.ts';
import { SaveError } from '../../src/drafts/SaveError.ts';
import type { ReadObjectConfig, WriteObjectConfig } from '../../src/schemas/config.ts';
import type { Installation } from '../../src/schemas/installation.ts';
import { sampleInstallation, withAccount } from '../core/samples.ts';

const KEY = 'read:account';

function ticketOf(started: SaveTicket | SaveRefusal): SaveTicket {
  if ('refused' in started) throw new Error(`save refused: ${started.refused}`);
  return started;
}

/** What a save run answers when the service stored `sent` with `requests` requests. */
function ran(sent: DraftValue, before: DraftValue, installation: Installation, requests = 1) {
  return { installation, sent, before, alongside: [], requests };
}

function account(installation: Installation): ReadObjectConfig {
  return structuredClone(installation.config.content.read?.objects.account as ReadObjectConfig);
}

function editedValue(store: DraftStore, key = KEY): ReadObjectConfig | undefined {
  return store.getSnapshot().edits.get(key)?.value as ReadObjectConfig | undefined;
}

/** A persistence kept in memory, as a storage would keep it across a reload. */
function memoryPersistence(initial: PersistedDraft[] = []): DraftPersistence & { kept: PersistedDraft[] } {
  const persistence = {
    kept: initial,
    read: () => structuredClone(persistence.kept),
    write: (drafts: readonly PersistedDraft[]) => {
      persistence.kept = structuredClone([...drafts]);
    },
  };
  return persistence;
}

describe('createDraftStore', () => {
  it('keeps the edit apart from the base and plans only that object, once per edit', () => {
    const base = sampleInstallation();
    const store = createDraftStore(base);
    const listener = vi.fn();
    store.subscribe(listener);
    store.editAt(KEY, ['schedule'], '0 * * * *');
    const snapshot = store.getSnapshot();
    expect(snapshot.base).toBe(base);
    expect(snapshot.hasUnsaved).toBe(true);
    expect(snapshot.edits.get(KEY)?.steps).toEqual([
      {
        kind: 'patchObject',
        action: 'read',
        objectName: 'account',
        changes: [{ op: 'replace', path: '/schedule', value: '0 * * * *' }],
      },
    ]);
    expect(listener).toHaveBeenCalledTimes(1);
    // Another target's edit leaves this one's plan as it was (same object).
    const steps = snapshot.edits.get(KEY)?.steps;
    store.editAt('read:contact', ['schedule'], 'x');
    expect(store.getSnapshot().edits.get(KEY)?.steps).toBe(steps);
  });

  it('names the unsaved targets in one set object that changes only when they do', () => {
    const base = sampleInstallation();
    const store = createDraftStore(base);
    expect([...store.getSnapshot().unsaved]).toEqual([]);
    store.editAt(KEY, ['schedule'], '0 * * * *');
    const one = store.getSnapshot().unsaved;
    expect([...one]).toEqual([KEY]);
    // More edits of the same target: a new snapshot, the same set.
    store.editAt(KEY, ['schedule'], '5 * * * *');
    expect(store.getSnapshot().unsaved).toBe(one);
    store.editAt('read:contact', ['schedule'], 'x');
    expect([...store.getSnapshot().unsaved].sort()).toEqual(['read:account', 'read:contact']);
    store.discard('read:contact');
    store.edit(KEY, account(base));
    expect([...store.getSnapshot().unsaved]).toEqual([]);
    expect(store.getSnapshot().hasUnsaved).toBe(false);
  });

  it('drops an edit that comes back to the stored value, and a discard', () => {
    const base = sampleInstallation();
    const store = createDraftStore(base);
    store.editAt(KEY, ['schedule'], '0 * * * *');
    store.edit(KEY, account(base));
    expect(store.getSnapshot().edits.size).toBe(0);
    store.editAt(KEY, ['schedule'], '0 * * * *');
    expect(store.discard(KEY)).toBe(true);
    expect(store.getSnapshot().edits.size).toBe(0);
  });

  it('shows a staged write at once and commits it after its frame, or before a save reads it', () => {
    const base = sampleInstallation();
    let commit: (() => void) | undefined;
    const store = createDraftStore(base, { schedule: (run) => (commit = run) });
    const published = vi.fn();
    const values = vi.fn();
    store.subscribe(published);
    store.subscribeValues(values);
    store.stage(KEY, ['selectedFields'], { ...account(base).selectedFields, Phone: true });
    // Shown (valueOf, value listeners), not published: the editor, its preview and the list are not re-rendered.
    expect((store.valueOf(KEY) as ReadObjectConfig).selectedFields.Phone).toBe(true);
    expect(store.hasStaged(KEY)).toBe(true);
    expect(values).toHaveBeenCalledTimes(1);
    expect(published).not.toHaveBeenCalled();
    expect(store.getSnapshot().edits.size).toBe(0);
    // A second write before the frame replaces it: one commit.
    store.stage(KEY, ['selectedFields'], { ...account(base).selectedFields, Phone: true, Fax: true });
    commit?.();
    expect(published).toHaveBeenCalledTimes(1);
    expect(editedValue(store)?.selectedFields).toMatchObject({ Phone: true, Fax: true });
    expect(store.hasStaged()).toBe(false);
    // A save right after a toggle, before its frame: the store commits it itself.
    store.stage(KEY, ['selectedFields'], { ...account(base).selectedFields, Website: true });
    const ticket = ticketOf(store.beginSave(KEY));
    expect((ticket.submitted as ReadObjectConfig).selectedFields).toEqual({
      ...account(base).selectedFields,
      Website: true,
    });
  });

  it('drops a staged write on discard, and an undo or another edit of the target folds it in first', () => {
    const base = sampleInstallation();
    const store = createDraftStore(base, { schedule: () => {} });
    store.stage(KEY, ['selectedFields'], { ...account(base).selectedFields, Phone: true });
    expect(store.discard(KEY)).toBe(true);
    expect(store.valueOf(KEY)).toEqual(account(base));
    store.stage(KEY, ['selectedFields'], { ...account(base).selectedFields, Phone: true });
    store.editAt(KEY, ['schedule'], '0 * * * *');
    expect(editedValue(store)).toMatchObject({ schedule: '0 * * * *', selectedFields: { Phone: true } });
  });

  it('rebases an edit on a newer base: the user’s value stays in view, the other one is the conflict', () => {
    const base = sampleInstallation();
    const store = createDraftStore(base);
    store.editAt(KEY, ['schedule'], '0 * * * *');
    store.editAt(KEY, ['selectedFields'], { ...account(base).selectedFields, Phone: true });
    store.setBase(
      withAccount(base, (config) => {
        config.schedule = '0 0 * * *';
        config.selectedFields.Fax = true;
      }),
    );
    const edit = store.getSnapshot().edits.get(KEY);
    expect(edit?.conflicts).toEqual([{ path: '/schedule', mine: '0 * * * *', theirs: '0 0 * * *' }]);
    expect(editedValue(store)?.schedule).toBe('0 * * * *');
    expect(editedValue(store)?.selectedFields).toMatchObject({ Phone: true, Fax: true });
    // Nothing is saved until the user decides.
    expect(store.beginSave(KEY)).toEqual({ refused: 'conflicts' });
    store.resolveConflict(KEY, '/schedule', 'mine');
    expect(store.getSnapshot().edits.get(KEY)?.conflicts).toEqual([]);
    expect(editedValue(store)?.schedule).toBe('0 * * * *');
  });

  it('takes the stored value for “Use theirs”, forgetting what the last save did', () => {
    const base = sampleInstallation();
    const store = createDraftStore(base);
    store.editAt(KEY, ['schedule'], '0 * * * *');
    const ticket = ticketOf(store.beginSave(KEY));
    const saved = withAccount(base, (config) => {
      config.schedule = '0 * * * *';
    });
    store.saveSucceeded(ticket, ran(ticket.submitted, account(base), saved));
    store.editAt(KEY, ['schedule'], '5 * * * *');
    store.setBase(
      withAccount(saved, (config) => {
        config.schedule = '0 0 * * *';
      }),
    );
    store.resolveConflict(KEY, '/schedule', 'theirs');
    expect(store.getSnapshot().edits.has(KEY)).toBe(false);
    expect(store.getSnapshot().outcomes.has(KEY)).toBe(false);
  });

  it('makes an object removed elsewhere while it is edited a conflict of the whole object, never a silent resurrection', () => {
    const base = sampleInstallation();
    base.config.content.write = { objects: { account: { objectName: 'account' } } };
    const store = createDraftStore(base);
    const key = 'write:account';
    const mine: WriteObjectConfig = { objectName: 'account', deletionSettings: { enabled: true } };
    store.edit(key, mine);
    const removed = structuredClone(base);
    removed.config.content.write = { objects: {} };
    store.setBase(removed);
    expect(store.getSnapshot().edits.get(key)?.conflicts).toEqual([{ path: '', mine, theirs: undefined }]);
    expect(store.getSnapshot().edits.get(key)?.value).toEqual(mine);
    expect(store.beginSave(key)).toEqual({ refused: 'conflicts' });
    store.resolveConflict(key, '', 'theirs');
    expect(store.getSnapshot().edits.has(key)).toBe(false);
    expect(store.valueOf(key)).toBeUndefined();
  });

  it('refuses a second save of a target while one is in flight, and keeps what was edited meanwhile', () => {
    const base = sampleInstallation();
    const store = createDraftStore(base);
    store.editAt(KEY, ['schedule'], '0 * * * *');
    const ticket = ticketOf(store.beginSave(KEY));
    expect(ticket.submitted).toMatchObject({ schedule: '0 * * * *' });
    expect(store.beginSave(KEY)).toEqual({ refused: 'busy' });
    expect(store.discard(KEY)).toBe(false);
    // What the save in flight sends is no longer pending; an edit made during it is.
    expect(store.getSnapshot().edits.get(KEY)?.pending).toEqual([]);
    store.editAt(KEY, ['selectedFields'], { Name: true });
    const answer = withAccount(base, (config) => {
      config.schedule = '0 * * * *';
    });
    store.saveSucceeded(ticket, ran(ticket.submitted, account(base), answer));
    const left = store.getSnapshot().edits.get(KEY);
    expect(left?.conflicts).toEqual([]);
    expect(left?.steps).toHaveLength(1);
    expect(store.getSnapshot().outcomes.get(KEY)).toEqual({ status: 'saved' });
  });

  it('says when a save sent nothing, and offers no undo of it', () => {
    const base = sampleInstallation();
    const store = createDraftStore(base);
    store.editAt(KEY, ['schedule'], '0 * * * *');
    const ticket = ticketOf(store.beginSave(KEY));
    // Someone else stored the same schedule meanwhile: nothing left to send.
    const same = withAccount(base, (config) => {
      config.schedule = '0 * * * *';
    });
    store.saveSucceeded(ticket, ran(ticket.submitted, account(same), same, 0));
    expect(store.getSnapshot().outcomes.get(KEY)).toEqual({ status: 'unchanged' });
    expect(store.getSnapshot().lastSave).toBeUndefined();
    expect(store.undoLastSave()).toBeUndefined();
  });

  it('keeps every edit through a failed save; an undo is the inverse of the save, and is said to be done', () => {
    const base = sampleInstallation();
    const store = createDraftStore(base);
    store.editAt(KEY, ['schedule'], '0 * * * *');
    const failed = ticketOf(store.beginSave(KEY));
    store.saveFailed(failed, new SaveError('send', { cause: new Error('500') }));
    expect(editedValue(store)?.schedule).toBe('0 * * * *');
    const ticket = ticketOf(store.beginSave(KEY));
    const answer = withAccount(base, (config) => {
      config.schedule = '0 * * * *';
    });
    store.saveSucceeded(ticket, ran(ticket.submitted, account(base), answer));
    expect(store.getSnapshot().edits.size).toBe(0);
    expect(store.undoLastSave()).toBe(KEY);
    expect(store.getSnapshot().edits.get(KEY)?.steps).toEqual([
      {
        kind: 'patchObject',
        action: 'read',
        objectName: 'account',
        changes: [{ op: 'replace', path: '/schedule', value: '*/15 * * * *' }],
      },
    ]);
    const undo = ticketOf(store.beginSave(KEY));
    expect(undo.undo).toBe(true);
    store.saveSucceeded(undo, ran(undo.submitted, account(answer), base));
    expect(store.getSnapshot().outcomes.get(KEY)).toEqual({ status: 'undone' });
    // No second undo: it would put back what was just undone.
    expect(store.getSnapshot().lastSave).toBeUndefined();
  });

  it('after a save without an answer, keeps a later edit that looks stored until new data decides', () => {
    const base = sampleInstallation();
    const store = createDraftStore(base);
    store.editAt(KEY, ['schedule'], '0 * * * *');
    const ticket = ticketOf(store.beginSave(KEY));
    // The user puts the schedule back while the request is out; its answer is lost (it was applied).
    store.edit(KEY, account(base));
    store.saveFailed(
      ticket,
      new SaveError('send', {
        cause: new TypeError('Failed to fetch'),
        sent: ticket.submitted,
        mayHaveApplied: true,
      }),
    );
    expect(store.getSnapshot().edits.has(KEY)).toBe(true);
    store.setBase(
      withAccount(base, (config) => {
        config.schedule = '0 * * * *';
      }),
    );
    expect(store.getSnapshot().edits.get(KEY)?.steps).toEqual([
      {
        kind: 'patchObject',
        action: 'read',
        objectName: 'account',
        changes: [{ op: 'replace', path: '/schedule', value: '*/15 * * * *' }],
      },
    ]);
  });

  it('keeps unsaved edits for the next page, rebases them onto what is stored then, and forgets saved ones', async () => {
    vi.useFakeTimers();
    try {
      const base = sampleInstallation();
      const persistence = memoryPersistence();
      const first = createDraftStore(base, { persistence });
      first.editAt(KEY, ['schedule'], '0 * * * *');
      // Written shortly after the edit (a burst of edits writes once), or at once when the page goes away.
      expect(persistence.kept).toEqual([]);
      await vi.advanceTimersByTimeAsync(200);
      expect(persistence.kept).toEqual([
        { key: KEY, origin: account(base), value: { ...account(base), schedule: '0 * * * *' } },
      ]);

      // The next page: someone else changed the schedule and a field meanwhile.
      const later = withAccount(base, (config) => {
        config.schedule = '0 0 * * *';
        config.selectedFields.Fax = true;
      });
      const second = createDraftStore(later, { persistence });
      const restored = second.getSnapshot().edits.get(KEY);
      expect(second.getSnapshot().unsaved.has(KEY)).toBe(true);
      expect(restored?.conflicts).toEqual([{ path: '/schedule', mine: '0 * * * *', theirs: '0 0 * * *' }]);
      expect((restored?.value as ReadObjectConfig | undefined)?.selectedFields.Fax).toBe(true);

      second.resolveConflict(KEY, '/schedule', 'mine');
      const ticket = ticketOf(second.beginSave(KEY));
      second.saveSucceeded(
        ticket,
        ran(
          ticket.submitted,
          account(later),
          withAccount(later, (c) => {
            c.schedule = '0 * * * *';
          }),
        ),
      );
      second.persistNow();
      expect(persistence.kept).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
