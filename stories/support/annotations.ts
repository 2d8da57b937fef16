import type { Preview } from '@storybook/react-vite';
import { preloadParts } from '../../src/components/widget/preloadParts.ts';
import { mockBackendLoader, withIntegrationConfigProvider } from './mockBackend.tsx';

/**
 * The read editor's sections load their code on first use (the widget preloads them as it mounts); a story's
 * play function checks behaviour, not loading, so they are loaded before it renders, as in the jsdom tests.
 */
async function lazyPartsLoader(): Promise<Record<string, never>> {
  await preloadParts();
  return {};
}

/**
 * Project annotations shared by Storybook (.storybook/preview.ts) and the jsdom story tests
 * (test/stories): each adds only how the backend's handlers reach its own MSW (worker or node server).
 */
export const storyAnnotations = {
  parameters: {
    layout: 'padded',
    mockBackend: {},
  },
  loaders: [mockBackendLoader, lazyPartsLoader],
  decorators: [withIntegrationConfigProvider],
} satisfies Preview;
