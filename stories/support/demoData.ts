import type { DraftStorage } from '../../src/drafts/persistDrafts.ts';
import type { MockStoreSnapshot } from '../../src/mock/store.ts';

/**
 * The Storybook global of the toolbar's "Reset demo data" menu (see .storybook/preview.ts): set to
 * {@link RESET_DEMO_DATA}, the open story forgets what it kept and starts again from its fixtures.
 */
export const DEMO_DATA_GLOBAL = 'demoData';

/** The value of {@link DEMO_DATA_GLOBAL} that resets the open story; any other keeps what the story stored. */
export const RESET_DEMO_DATA = 'reset';

/** The value {@link DEMO_DATA_GLOBAL} returns to once a reset is done. */
export const KEEP_DEMO_DATA = 'keep';

/** The entry, within a story's part of the session storage, of what its mock backend stores. */
const MOCK_STORE_ENTRY = 'ric-story-mock-store';

/**
 * The tab's session storage, under the story's id: every story works on the same mock installations, so each keeps
 * its own state apart (its unsaved edits, what its mock backend stored), and a reload of a story restores only its
 * own. None where the page has no session storage (a test without a DOM).
 */
export function storyStorage(storyId: string): DraftStorage | undefined {
  if (typeof sessionStorage === 'undefined') return undefined;
  const named = (name: string) => `${storyId}:${name}`;
  return {
    getItem: (name) => sessionStorage.getItem(named(name)),
    setItem: (name, value) => sessionStorage.setItem(named(name), value),
    removeItem: (name) => sessionStorage.removeItem(named(name)),
  };
}

/**
 * What the story's mock backend stored in an earlier load of the story in this tab, if anything. A new page has
 * no timer for a subscription change that was still in progress: that change counts as done.
 */
export function readKeptStore(storyId: string): MockStoreSnapshot | undefined {
  let text: string | null | undefined;
  try {
    text = storyStorage(storyId)?.getItem(MOCK_STORE_ENTRY);
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  const kept: MockStoreSnapshot = JSON.parse(text);
  return {
    installations: kept.installations.map((installation) =>
      installation.lastOperationStatus === 'in_progress'
        ? { ...installation, lastOperationStatus: 'success' }
        : installation,
    ),
  };
}

/** Keeps what the story's mock backend stores now (a `MockStoreSnapshot` as JSON) for its next load in this tab. */
export function keepStore(storyId: string, snapshotJson: string): void {
  try {
    storyStorage(storyId)?.setItem(MOCK_STORE_ENTRY, snapshotJson);
  } catch {
    // A full or refused storage: the story works as before, only a reload starts from its fixtures.
  }
}

/** Forgets everything the story kept in this tab: what its mock backend stored and its unsaved edits. */
export function forgetStory(storyId: string): void {
  if (typeof sessionStorage === 'undefined') return;
  const prefix = `${storyId}:`;
  const names = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index));
  for (const name of names) if (name?.startsWith(prefix)) sessionStorage.removeItem(name);
}
