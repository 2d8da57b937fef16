import { setProjectAnnotations } from '@storybook/react-vite';
import type { SharedOptions } from 'msw';
import { type SetupServer, setupServer } from 'msw/node';
import { storyAnnotations } from '../../stories/support/annotations.ts';
import { registerStoryBackend } from '../../stories/support/mockBackend.tsx';

/**
 * Stories run as tests, as in Storybook: the project's annotations, each story's mock backend served by msw/node
 * (instead of the service worker) and, as jsdom has no layout, a browser-like viewport for every element, so a
 * virtualized list (fields, combobox options) renders its rows. Call at a test file's top; returns the server.
 */
export function storiesOnMsw(listen: Partial<SharedOptions> = { onUnhandledRequest: 'error' }): SetupServer {
  const server = setupServer();
  setProjectAnnotations([
    storyAnnotations,
    { beforeEach: ({ loaded }) => registerStoryBackend(loaded, server) },
  ]);
  beforeAll(() => server.listen(listen));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  beforeAll(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  });
  afterAll(() => vi.restoreAllMocks());
  return server;
}
