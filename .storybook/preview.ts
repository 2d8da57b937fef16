import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { storyAnnotations } from '../stories/support/annotations.ts';
import { registerStoryBackend } from '../stories/support/mockBackend.tsx';

// Play functions wait up to 5 s for what a story loads (its lazy chunks, the mock's answers): on a busy 2-core
// machine the default 1 s made the browser checks depend on its load, not on the widget.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  ...storyAnnotations,
  parameters: {
    ...storyAnnotations.parameters,
    // `npm start` opens the first story: the whole widget, then its parts, then the tooling checks.
    options: {
      storySort: { order: ['Widget', ['InstallationConfig', ['Default']], 'Editor parts', 'Tooling'] },
    },
  },
  loaders: [
    // msw-storybook-addon 3: one worker for the session; it resets the handlers before each story.
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        quiet: true,
        // Storybook's own files are same-origin: let them through. Anything else without a handler would hit
        // the real network; the warning makes the browser check fail on it.
        onUnhandledRequest(request, print) {
          if (new URL(request.url).origin !== window.location.origin) print.warning();
        },
      });
      return worker;
    }),
    ...storyAnnotations.loaders,
  ],
  beforeEach: ({ loaded, msw }) => registerStoryBackend(loaded, msw),
};

export default preview;
