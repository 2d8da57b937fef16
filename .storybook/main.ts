import { defineMain } from '@storybook/react-vite/node';

export default defineMain({
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  // Serves public/mockServiceWorker.js, which msw-storybook-addon registers.
  staticDirs: ['../public'],
  // No addons: each one would be a network-facing dependency, and the MSW integration is a preview loader.
  addons: [],
  core: { disableTelemetry: true },
  // Storybook's own onboarding ("Get started" in the sidebar, the guide in the settings menu) is for people
  // writing their first stories, not for someone trying the widget.
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  // Checks of the tooling (the mock backend) are not part of the widget's catalogue: out of the sidebar until a
  // developer includes the tag in the sidebar's filter. `npm run test:browser` still checks every story.
  tags: { tooling: { defaultFilterSelection: 'exclude' } },
  // The preview bundle is one large chunk by design (React, Storybook's runtime, the library, the mock backend).
  viteFinal: (config) => ({ ...config, build: { ...config.build, chunkSizeWarningLimit: 4096 } }),
  typescript: {
    // react-docgen-typescript needs the TypeScript JS API, which TypeScript 7 no longer ships; no docs addon
    // is installed, so no docgen at all.
    reactDocgen: false,
  },
});
