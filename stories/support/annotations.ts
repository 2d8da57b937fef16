import type { Preview } from '@storybook/react-vite';
import { mockBackendLoader, withIntegrationConfigProvider } from './mockBackend.tsx';

/**
 * Project annotations shared by Storybook (.storybook/preview.ts) and the jsdom story tests
 * (test/stories): each adds only how the backend's handlers reach its own MSW (worker or node server).
 */
export const storyAnnotations = {
  parameters: {
    layout: 'padded',
    mockBackend: {},
  },
  loaders: [mockBackendLoader],
  decorators: [withIntegrationConfigProvider],
} satisfies Preview;
