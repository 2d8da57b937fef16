/// <reference types="vite/client" />
import { composeStories } from '@storybook/react-vite';
import { waitFor } from '@testing-library/react';
import { defaultFixture } from '../../src/mock/index.ts';
import { STAYS_BUSY_TAG } from '../../stories/support/storyTags.ts';
import { storiesOnMsw } from '../support/storiesOnMsw.ts';
import { storyModules } from '../support/storyModules.ts';
import { AllowedNames, describeFindings, watchWording } from './visibleWording.ts';

// Every story, rendered once with its play function: every text it shows on the way (watched as the DOM changes,
// not only at the end) must be in the user's words. Run as in test/stories/stories.test.tsx (msw/node serves the
// story's mock backend), without axe.
storiesOnMsw();

/** The names and values of the story's fixture: the provider's and the user's data, allowed as they are. */
function allowedNamesOf(parameters: Record<string, unknown>): AllowedNames {
  const mockBackend = parameters.mockBackend as
    | { options?: { fixture?: typeof defaultFixture } }
    | false
    | undefined;
  const fixture = (mockBackend || undefined)?.options?.fixture ?? defaultFixture;
  return new AllowedNames().addFixture(fixture);
}

for (const [path, storyModule] of Object.entries(storyModules)) {
  // A tooling story (out of the public Storybook: .storybook/main.ts) probes the mock without the widget and
  // shows the raw data it proves; no user reads it.
  const stories = Object.entries(composeStories(storyModule)).filter(
    ([, story]) => !story.tags.includes('tooling'),
  );
  if (stories.length === 0) continue;
  describe(path.replace('../../stories/', 'stories/'), () => {
    for (const [name, story] of stories) {
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
