/// <reference types="vite/client" />
import { composeStories, type Meta, type StoryObj, setProjectAnnotations } from '@storybook/react-vite';
import { waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { setupServer } from 'msw/node';
import { storyAnnotations } from '../../stories/support/annotations.ts';
import { describeViolations, jsdomAxeOptions } from '../../stories/support/axe.ts';
import { registerStoryBackend } from '../../stories/support/mockBackend.tsx';
import { STAYS_BUSY_TAG } from '../../stories/support/storyTags.ts';

// Every story runs here as a test: loaders (a fresh mock backend), the Provider decorator, render, then its
// play function. Handlers reach msw/node instead of the service worker; nothing else differs from Storybook.
const server = setupServer();

setProjectAnnotations([
  storyAnnotations,
  { beforeEach: ({ loaded }) => registerStoryBackend(loaded, server) },
]);

const storyModules = import.meta.glob<{ default: Meta } & Record<string, StoryObj>>(
  '../../stories/**/*.stories.tsx',
  { eager: true },
);

// MSW's 'error' strategy makes the request fail, which an error-state story may take for its scenario; so
// every unhandled request is also recorded and fails the test itself.
const unhandledRequests: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      unhandledRequests.push(`${request.method} ${request.url}`);
      print.error();
    },
  }),
);
afterEach(() => {
  server.resetHandlers();
  unhandledRequests.length = 0;
});
afterAll(() => server.close());

// jsdom has no layout, so every box measures 0 and a virtualized list (fields, combobox options) renders no row.
// A browser-like viewport for every element lets play functions reach the rows as they do in Storybook.
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterAll(() => vi.restoreAllMocks());

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
