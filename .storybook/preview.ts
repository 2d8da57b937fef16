import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { UPDATE_GLOBALS } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import { configure } from 'storybook/test';
import { storyAnnotations } from '../stories/support/annotations.ts';
import { DEMO_DATA_GLOBAL, KEEP_DEMO_DATA, RESET_DEMO_DATA } from '../stories/support/demoData.ts';
import { registerStoryBackend } from '../stories/support/mockBackend.tsx';

// Play functions wait up to 5 s for what a story loads (its lazy chunks, the mock's answers): on a busy 2-core
// machine the default 1 s made the browser checks depend on its load, not on the widget.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  ...storyAnnotations,
  // What a story saves is kept in the tab over a reload of the story (stories/support/demoData.ts); this menu of
  // the toolbar starts the open story again from its fixtures.
  globalTypes: {
    [DEMO_DATA_GLOBAL]: {
      description: 'Reset demo data: forget what this story saved and its unsaved edits',
      toolbar: {
        title: 'Reset demo data',
        icon: 'undo',
        items: [{ value: RESET_DEMO_DATA, title: "Reset this story's demo data", icon: 'undo' }],
        dynamicTitle: false,
      },
    },
  },
  initialGlobals: { [DEMO_DATA_GLOBAL]: KEEP_DEMO_DATA },
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
    // The mock backend's loader has started the story from its fixtures: the menu goes back to keeping, or every
    // later load would reset again.
    ({ globals }) => {
      if (globals[DEMO_DATA_GLOBAL] === RESET_DEMO_DATA) {
        addons.getChannel().emit(UPDATE_GLOBALS, { globals: { [DEMO_DATA_GLOBAL]: KEEP_DEMO_DATA } });
      }
      return {};
    },
  ],
  beforeEach: ({ loaded, msw }) => registerStoryBackend(loaded, msw),
};

export default preview;
