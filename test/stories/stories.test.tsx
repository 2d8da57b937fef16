/// <reference types="vite/client" />
import { composeStories } from '@storybook/react-vite';
import { waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { describeViolations, jsdomAxeOptions } from '../../stories/support/axe.ts';
import { STAYS_BUSY_TAG } from '../../stories/support/storyTags.ts';
import { storiesOnMsw } from '../support/storiesOnMsw.ts';
import { storyModules } from '../support/storyModules.ts';

// Every story runs here as a test: loaders (a fresh mock backend), the Provider decorator, render, then its
// play function. Handlers reach msw/node instead of the service worker; nothing else differs from Storybook.

// MSW's 'error' strategy makes the request fail, which an error-state story may take for its scenario; so
// every unhandled request is also recorded and fails the test itself.
const unhandledRequests: string[] = [];
storiesOnMsw({
  onUnhandledRequest(request, print) {
    unhandledRequests.push(`${request.method} ${request.url}`);
    print.error();
  },
});
afterEach(() => {
  unhandledRequests.length = 0;
});

const settleTimeoutMs = 5000;

/**
 * Waits (bounded) until the story shows no loading state, so axe sees the settled UI; a story tagged
 * `stays-busy` is checked while its loading state shows.
 */
async function settled(tags: string[]): Promise<void> {
  const busy = tags.includes(STAYS_BUSY_TAG);
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]') !== null).toBe(busy), {
    timeout: settleTimeoutMs,
  });
}

for (const [path, storyModule] of Object.entries(storyModules)) {
  describe(path.replace('../../stories/', 'stories/'), () => {
    for (const [name, story] of Object.entries(composeStories(storyModule))) {
      // Storybook's convention: every story has the `test` tag unless it opts out with `tags: ['!test']`.
      if (!story.tags.includes('test')) continue;
      test(
        name,
        async () => {
          await story.run();
          await settled(story.tags);
          const results = await axe.run(document.body, jsdomAxeOptions);
          expect(describeViolations(results.violations)).toEqual([]);
          expect(unhandledRequests).toEqual([]);
        },
        3 * settleTimeoutMs,
      );
    }
  });
}
