import type { Page } from 'playwright-core';
import type { MockBackend } from '../../../stories/support/mockBackend.tsx';

/** What the story's mock backend holds, as JSON. */
export type MockStoreSnapshot = ReturnType<MockBackend['store']['snapshot']>;

/** What a keyboard spec gets: the page with its story open and settled. */
export interface KeyboardSpecContext {
  /**
   * The story's page. Operate it with `page.keyboard` only; read it with locators and `expect` from
   * `playwright/test`. Any real pointer event (a `click()`, `page.mouse`) fails the spec.
   */
  page: Page;
  /** What the story's mock backend stores now (read in the page, where the backend runs). */
  mockStore(): Promise<MockStoreSnapshot>;
  /**
   * Reloads the story's page; its new mock backend starts from what the old one stored, kept in the tab's session
   * storage (as in Storybook: a real service keeps its data over a reload), so what the widget shows afterwards
   * comes from the stored state and the kept unsaved edits only.
   */
  reload(): Promise<void>;
  /** The keys pressed so far, counted as the runner prints them (a press or a chord is one, each character typed is one). */
  keyPresses(): number;
}

/** Reads the story's mock backend from the page (see `window.__storyMockBackend` in stories/support). */
export async function readMockStore(page: Page): Promise<MockStoreSnapshot> {
  const snapshot = await page.evaluate(() => window.__storyMockBackend?.store.snapshot() ?? null);
  if (snapshot === null) throw new Error('The story has no mock backend (parameters.mockBackend is false?)');
  return snapshot;
}

/** One keyboard-only interaction check of a story in the real browser. */
export interface KeyboardSpec {
  /** Printed in the report; unique within its file. */
  name: string;
  /** The Storybook story id, as in `iframe.html?id=...` (e.g. `smoke-mock-backend--loads-integration`). */
  storyId: string;
  run(context: KeyboardSpecContext): Promise<void>;
}

/** Identity helper that types a spec file's `specs` export. */
export function defineKeyboardSpecs(specs: KeyboardSpec[]): KeyboardSpec[] {
  return specs;
}

function isKeyboardSpec(value: unknown): value is KeyboardSpec {
  if (typeof value !== 'object' || value === null) return false;
  return (
    'name' in value &&
    typeof value.name === 'string' &&
    'storyId' in value &&
    typeof value.storyId === 'string' &&
    'run' in value &&
    typeof value.run === 'function'
  );
}

/** Reads the `specs` export of a spec module, naming the file when it is missing or malformed. */
export function specsOf(module: unknown, file: string): KeyboardSpec[] {
  const specs = typeof module === 'object' && module !== null && 'specs' in module ? module.specs : undefined;
  if (!Array.isArray(specs) || !specs.every(isKeyboardSpec)) {
    throw new Error(`${file} must export \`specs\` (an array built with defineKeyboardSpecs)`);
  }
  return specs;
}
