import { withoutPrototypes } from '../core/withoutPrototypes.ts';
import { isJsonObject } from '../schemas/isJsonObject.ts';
import type { DraftValue } from './draftTargets.ts';

/** The part of the Web Storage API the drafts are kept in (`sessionStorage`, or a host's own). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One unsaved edit as kept across a reload: what it was made against, and the user's value. Config only. */
export interface PersistedDraft {
  key: string;
  origin: DraftValue;
  value: DraftValue;
}

/** Where a draft store keeps its unsaved edits between page loads. */
export interface DraftPersistence {
  /** The edits kept by an earlier page (none when nothing is kept or it cannot be read). */
  read(): PersistedDraft[];
  /** Keeps `drafts` in place of what was kept (none: removes the entry). */
  write(drafts: readonly PersistedDraft[]): void;
}

const FORMAT = 1;

// What a storage entry holds, read tolerantly: anything else is no edit. A config is an object or `null` (none).
function parse(text: string | null): PersistedDraft[] {
  const data: unknown = text && JSON.parse(text);
  if (!isJsonObject(data) || data.v !== FORMAT || !Array.isArray(data.edits)) return [];
  const config = (value: unknown) => value === null || isJsonObject(value);
  return data.edits
    .filter(
      (entry): entry is [string, object | null, object | null] =>
        Array.isArray(entry) && typeof entry[0] === 'string' && config(entry[1]) && config(entry[2]),
    )
    .map(([key, origin, value]) => ({
      key,
      origin: (origin && withoutPrototypes(origin)) ?? undefined,
      value: (value && withoutPrototypes(value)) ?? undefined,
    })) as PersistedDraft[];
}

/**
 * Keeps an installation's unsaved edits in a Web Storage entry named after the project and the installation, so
 * that they survive a reload. Only configs are written (never a token or a credential). A storage that is full,
 * disabled or throws on every call changes nothing else: reading gives no edits, writing is skipped.
 *
 * @example
 * const persistence = draftPersistence(sessionStorage, 'northwind-app', installation.id);
 * const store = createDraftStore(installation, { persistence });
 */
export function draftPersistence(
  storage: DraftStorage,
  project: string,
  installationId: string,
): DraftPersistence {
  const name = `react-integration-config:drafts:${JSON.stringify([project, installationId])}`;
  return {
    read() {
      try {
        return parse(storage.getItem(name));
      } catch {
        return [];
      }
    },
    write(drafts) {
      try {
        if (drafts.length === 0) storage.removeItem(name);
        else {
          const edits = drafts.map((d) => [d.key, d.origin ?? null, d.value ?? null]);
          storage.setItem(name, JSON.stringify({ v: FORMAT, edits }));
        }
      } catch {
        // Full or disabled: the edits stay in the page, as they would without a storage.
      }
    },
  };
}
