// @vitest-environment node
import { createDraftStore } from '../../src/drafts/index.ts';
import type { Installation, ReadObjectConfig } from '../../src/schemas/index.ts';
import { sampleInstallation } from '../core/samples.ts';

const KEY = 'read:account';

function account(installation: Installation): ReadObjectConfig {
  return structuredClone(installation.config.content.read?.objects.account as ReadObjectConfig);
}

function withAccount(installation: Installation, change: (config: ReadObjectConfig) => void): Installation {
  const next = structuredClone(installation);
  const config = next.config.content.read?.objects.account;
  if (config) change(config);
  return next;
}

describe('createDraftStore', () => {
  it('keeps the edit apart from the base and plans only that object, once per edit', () => {
    const base = sampleInstallation();
    const store = createDraftStore(base);
    const listener = vi.fn();
    store.subscribe(listener);
    store.edit(KEY, { ...account(base), schedule: '0 * * * *' });
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
    store.edit('read:contact', {
      ...(base.config.content.read?.objects.contact as ReadObjectConfig),
      schedule: 'x',
    });
    expect(store.getSnapshot().edits.get(KEY)?.steps).toBe(steps);
  });

  it('names the unsaved targets in one set object that changes only when they do', () => {
    const base = sampleInstallation();
    const store = createDraftStore(base);
    const none = store.getSnapshot().unsaved;
    expect([...none]).toEqual([]);
    store.edit(KEY, { ...account(base), schedule: '0 * * * *' });
    const one = store.getSnapshot().unsaved;
    expect([...one]).toEqual([KEY]);
    // More edits of the same target: a new snapshot, the same set.
    store.edit(KEY, { ...account(base), schedule: '5 * * * *' });
    expect(store.getSnapshot().unsaved).toBe(one);
    store.edit('read:contact', {
      ...(base.config.content.read?.objects.contact as ReadObjectConfig),
      schedule: 'x',
    });
    expect([...store.getSnapshot().unsaved].sort()).toEqual(['read:account', 'read:contact']);
    store.discard('read:contact');
    store.edit(KEY, account(base));
    expect([...store.getSnapshot().unsaved]).toEqual([]);
    expect(store.getSnapshot().hasUnsaved).toBe(false);
  });

  it('drops an edit that comes back to the stored value, and a discard', () => {
    const base = sampleInstallation();
    const store = createDraftStore(base);
    store.edit(KEY, { ...account(base), schedule: '0 * * * *' });
    store.edit(KEY, account(base));
    expect(store.getSnapshot().edits.size).toBe(0);
    expect(store.getSnapshot().hasUnsaved).toBe(false);
    store.edit(KEY, { ...account(base), schedule: '0 * * * *' });
    expect(store.discard(KEY)).toBe(true);
    expect(store.getSnapshot().edits.size).toBe(0);
  });

  it('rebases an edit on a newer base: other leaves come in, a leaf both changed is a conflict', () => {
    const base = sampleInstallation();
    const store = createDraftStore(base);
    const mine = account(base);
    mine.schedule = '0 * * * *';
    mine.selectedFields.Phone = true;
    store.edit(KEY, mine);
    store.setBase(
      withAccount(base, (config) => {
        config.schedule = '0 0 * * *';
        config.selectedFields.Fax = true;
      }),
    );
    const edit = store.getSnapshot().edits.get(KEY);
    expect(edit?.conflicts).toEqual([{ path: '/schedule', mine: '0 * * * *', theirs: '0 0 * * *' }]);
    expect((edit?.value as ReadObjectConfig | undefined)?.schedule).toBe('0 0 * * *');
    expect((edit?.value as ReadObjectConfig | undefined)?.selectedFields).toMatchObject({
      Phone: true,
      Fax: true,
    });
    store.resolveConflict(KEY, '/schedule', 'mine');
    const resolved = store.getSnapshot().edits.get(KEY);
    expect(resolved?.conflicts).toEqual([]);
    expect((resolved?.value as ReadObjectConfig | undefined)?.schedule).toBe('0 * * * *');
  });

  it('refuses a second save of a target while one is in flight, and keeps what was edited meanwhile', () => {
    const base = sampleInstallation();
    const store = createDraftStore(base);
    store.edit(KEY, { ...account(base), schedule: '0 * * * *' });
    const ticket = store.beginSave(KEY);
    expect(ticket?.submitted).toMatchObject({ schedule: '0 * * * *' });
    expect(store.beginSave(KEY)).toBeUndefined();
    expect(store.discard(KEY)).toBe(false);
    // What the save in flight sends is no longer pending; an edit made during it is.
    expect(store.getSnapshot().edits.get(KEY)?.pending).toEqual([]);
    store.edit(KEY, { ...account(base), schedule: '0 * * * *', selectedFields: { Name: true } });
    if (!ticket) throw new Error('no ticket');
    const sent = ticket.submitted;
    const answer = withAccount(base, (config) => {
      config.schedule = '0 * * * *';
    });
    store.saveSucceeded(ticket, sent, account(base), answer);
    const left = store.getSnapshot().edits.get(KEY);
    expect(left?.conflicts).toEqual([]);
    expect(left?.steps).toHaveLength(1);
    expect(store.getSnapshot().outcomes.get(KEY)).toEqual({ status: 'saved' });
  });

  it('keeps every edit through a failed save, and makes the inverse of a successful one an edit (undo)', () => {
    const base = sampleInstallation();
    const store = createDraftStore(base);
    store.edit(KEY, { ...account(base), schedule: '0 * * * *' });
    const failed = store.beginSave(KEY);
    if (!failed) throw new Error('no ticket');
    store.saveFailed(failed, new Error('500'));
    expect((store.getSnapshot().edits.get(KEY)?.value as ReadObjectConfig | undefined)?.schedule).toBe(
      '0 * * * *',
    );
    const ticket = store.beginSave(KEY);
    if (!ticket) throw new Error('no ticket');
    const answer = withAccount(base, (config) => {
      config.schedule = '0 * * * *';
    });
    store.saveSucceeded(ticket, ticket.submitted, account(base), answer);
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
  });

  it('after a save without an answer, keeps a later edit that looks stored until new data decides', () => {
    const base = sampleInstallation();
    const store = createDraftStore(base);
    store.edit(KEY, { ...account(base), schedule: '0 * * * *' });
    const ticket = store.beginSave(KEY);
    if (!ticket) throw new Error('no ticket');
    // The user puts the schedule back while the request is out; its answer is lost (it was applied).
    store.edit(KEY, account(base));
    store.saveFailed(ticket, new TypeError('Failed to fetch'), ticket.submitted);
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
});
