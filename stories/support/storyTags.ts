/**
 * Tag of a story that stays in a loading state on purpose (e.g. answers that never come): the jsdom story tests
 * and the browser run check it while `[aria-busy="true"]` is shown instead of waiting for it to clear. A tag,
 * not a parameter, so the browser run reads it from the built Storybook's `index.json` (write it as a
 * literal in the story: Storybook's indexer does not resolve constants).
 */
export const STAYS_BUSY_TAG = 'stays-busy';
