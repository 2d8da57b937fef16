/**
 * Tag of a story that stays in a loading state on purpose (e.g. answers that never come): the jsdom story tests
 * and the browser run check it while `[aria-busy="true"]` is shown instead of waiting for it to clear. A tag,
 * not a parameter, so the browser run reads it from the built Storybook's `index.json` (write it as a
 * literal in the story: Storybook's indexer does not resolve constants).
 */
export const STAYS_BUSY_TAG = 'stays-busy';

/**
 * sessionStorage key under which a browser spec leaves what a story's mock backend stored before it reloads the
 * page: the story's loader starts the new backend from it (once), as a real service keeps its data over a reload.
 */
export const RESTORED_STORE_KEY = 'ric-story-restored-store';
