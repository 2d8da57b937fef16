// @vitest-environment node
import { createDraftStore } from '../../src/drafts/createDraftStore.ts';
import { type DraftStorage, draftPersistence } from '../../src/drafts/persistDrafts.ts';
import type { ReadObjectConfig } from '../../src/schemas/config.ts';
import { sampleInstallation } from '../core/samples.ts';

/** A Web Storage stand-in kept in a Map. */
function memoryStorage(): DraftStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (name) => entries.get(name) ?? null,
    setItem: (name, value) => void entries.set(name, value),
    removeItem: (name) => void entries.delete(name),
  };
}

const origin: ReadObjectConfig = { objectName: 'account', selectedFields: {}, selectedFieldMappings: {} };
const value: ReadObjectConfig = { ...origin, schedule: '0 * * * *' };

describe('draftPersistence', () => {
  it('keeps edits per project and installation, configs only, and removes the entry when none are left', () => {
    const storage = memoryStorage();
    const a = draftPersistence(storage, 'https://api#northwind', 'inst-1');
    const b = draftPersistence(storage, 'https://api#northwind', 'inst-2');
    a.write([{ key: 'read:account', origin, value }]);
    expect(a.read()).toEqual([{ key: 'read:account', origin, value }]);
    expect(b.read()).toEqual([]);
    expect([...storage.entries.keys()]).toEqual([
      'react-integration-config:drafts:["https://api#northwind","inst-1"]',
    ]);
    expect([...storage.entries.values()].join()).not.toMatch(/token|apiKey|Bearer/i);
    a.write([]);
    expect(storage.entries.size).toBe(0);
  });

  it('keeps an object the user removed, and names such as __proto__ as ordinary keys', () => {
    const storage = memoryStorage();
    const persistence = draftPersistence(storage, 'p', 'i');
    const named = JSON.parse(
      '{"objectName":"a","selectedFields":{"__proto__":true},"selectedFieldMappings":{}}',
    );
    persistence.write([
      { key: 'write:contact', origin: { objectName: 'contact' }, value: undefined },
      { key: 'read:a', origin, value: named },
    ]);
    const [removed, kept] = persistence.read();
    expect(removed).toEqual({ key: 'write:contact', origin: { objectName: 'contact' }, value: undefined });
    expect(Object.keys((kept?.value as ReadObjectConfig | undefined)?.selectedFields ?? {})).toEqual([
      '__proto__',
    ]);
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it.each([
    ['not JSON', '{'],
    ['another format', JSON.stringify({ v: 99, edits: [] })],
    ['entries that are not edits', JSON.stringify({ v: 1, edits: [1, ['k', 'x', 'y'], null] })],
  ])('reads no edits from an entry that is %s', (_name, text) => {
    const storage = memoryStorage();
    storage.entries.set('react-integration-config:drafts:["p","i"]', text);
    expect(draftPersistence(storage, 'p', 'i').read()).toEqual([]);
  });

  it('changes nothing else when the storage throws on every call', () => {
    const throwing: DraftStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const base = sampleInstallation();
    const store = createDraftStore(base, { persistence: draftPersistence(throwing, 'p', base.id) });
    store.editAt('read:account', ['schedule'], '0 * * * *');
    store.persistNow();
    expect(store.getSnapshot().unsaved.has('read:account')).toBe(true);
    expect(store.getSnapshot().edits.get('read:account')?.steps).toHaveLength(1);
  });
});
