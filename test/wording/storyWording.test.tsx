/// <reference types="vite/client" />
import { composeStories, type Meta, type StoryObj, setProjectAnnotations } from '@storybook/react-vite';
import { waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { defaultFixture } from '../../src/mock/index.ts';
import { storyAnnotations } from '../../stories/support/annotations.ts';
import { registerStoryBackend } from '../../stories/support/mockBackend.tsx';
import { STAYS_BUSY_TAG } from '../../stories/support/storyTags.ts';
import { AllowedNames, describeFindings, watchWording } from './visibleWording.ts';

// Every story, rendered once with its play function: every text it shows on the way (watched as the DOM changes,
// not only at the end) must be in the user's words. Run as in test/stories/stories.test.tsx (msw/node serves the
// story's mock backend), without axe.
const server = setupServer();

setProjectAnnotations([
  storyAnnotations,
  { beforeEach: ({ loaded }) => registerStoryBackend(loaded, server) },
]);

const storyModules = import.meta.glob<{ default: Meta } & Record<string, StoryObj>>(
  '../../stories/**/*.stories.tsx',
  { eager: true },
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// A browser-like viewport for every element (jsdom has no layout), so virtualized rows render as in Storybook.
beforeAll(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});
afterAll(() => vi.restoreAllMocks());

/** The names and values of the story's fixture: the provider's and the user's data, allowed as they are. */
function allowedNamesOf(parameters: Record<string, unknown>): AllowedNames {
  const mockBackend = parameters.mockBackend as { options?: { fixture?: typeof defaultFixture } } | false;
  const fixture = (mockBackend && mockBackend.options?.fixture) || defaultFixture;
  return new AllowedNames().addFixture(fixture);
}

for (const [path, storyModule] of Object.entries(storyModules)) {
  describe(path.replace('../../stories/', 'stories/'), () => {
    for (const [name, story] of Object.entries(composeStories(storyModule))) {
      // A tooling story (out of the public Storybook: .storybook/main.ts) probes the mock without the widget and
      // shows the raw data it proves; no user reads it.
      if (story.tags.includes('tooling')) continue;
      test(`${name} shows no internals`, async () => {
        // The story renders into a canvas of its own, so what an earlier story left on the page is not checked
        // against this story's names.
        const canvasElement = document.body.appendChild(document.createElement('div'));
        const watch = watchWording(canvasElement, allowedNamesOf(story.parameters));
        let failure: unknown;
        try {
          await story.run({ canvasElement });
          const busy = story.tags.includes(STAYS_BUSY_TAG);
          await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]') !== null).toBe(busy));
        } catch (error) {
          failure = error;
        }
        // Whatever the story did, what it showed on the way is checked first.
        expect(describeFindings(watch.stop())).toEqual([]);
        if (failure) throw failure;
      });
    }
  });
}
