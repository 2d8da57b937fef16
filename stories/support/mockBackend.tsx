import type { Decorator, Loader } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import type { RequestHandler } from 'msw';
import { type ApiClient, createApiClient } from '../../src/api/createApiClient.ts';
import type { DraftStorage } from '../../src/drafts/persistDrafts.ts';
import {
  IntegrationConfigProvider,
  type IntegrationConfigProviderProps,
} from '../../src/hooks/IntegrationConfigProvider.tsx';
import {
  createMockBackend,
  defaultFixture,
  MOCK_API_KEY,
  type MockBackend,
  type MockBackendOptions,
  mockIds,
} from '../../src/mock/index.ts';

import { RESTORED_STORE_KEY } from './storyTags.ts';

export type { MockBackend, MockBackendOptions };

type MockStoreSnapshot = ReturnType<MockBackend['store']['snapshot']>;

/**
 * How a story declares its server, as `parameters.mockBackend` (parameters merge, so a meta can set it for a
 * whole file and a story can override it). `false` renders the story without a backend or Provider.
 */
export interface MockBackendParameter {
  /** Passed to `createMockBackend`; omit for the default (Salesforce-like) fixture. */
  options?: MockBackendOptions;
  /** Runs on the fresh backend before the story renders: flip `backend.scenarios` switches. */
  setup?: (backend: MockBackend) => void | Promise<void>;
  /** Replaces the default API client (API key, global fetch), e.g. with a bearer-token source. */
  client?: (backend: MockBackend) => ApiClient;
  /** Extra MSW handlers that answer before the backend's (prefer `setup` with `backend.scenarios`). */
  handlers?: RequestHandler[];
  /** Provider props other than the client and cache: `messages`, `retryPolicy`, `pollIntervalMs`. */
  provider?: Omit<IntegrationConfigProviderProps, 'client' | 'queryClient' | 'children'>;
}

declare module 'storybook/internal/csf' {
  interface Parameters {
    mockBackend?: MockBackendParameter | false;
  }
}

declare global {
  interface Window {
    /** The current story's backend, so browser specs can read what it stored (`store.snapshot()`). */
    __storyMockBackend?: StoryBackend;
  }
}

/** A fresh mock backend with the API client and QueryClient a story renders with. */
export class StoryBackend {
  readonly client: ApiClient;
  /** Retries off, so error scenarios show at once and tests stay deterministic. */
  readonly queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });

  constructor(
    readonly backend: MockBackend,
    private readonly parameter: MockBackendParameter = {},
    /** The story's own part of the tab's session storage for unsaved edits: a reload of the story keeps them. */
    private readonly draftStorage: DraftStorage | false = false,
  ) {
    // Through the global fetch, so MSW (the service worker, or msw/node in tests) answers, as a host would see it.
    this.client =
      parameter.client?.(backend) ??
      createApiClient({ baseUrl: backend.baseUrl, project: mockIds.project.name, apiKey: MOCK_API_KEY });
  }

  /** The MSW handlers to register, first match wins: the story's extra ones, then the backend's. */
  get handlers(): RequestHandler[] {
    return [...(this.parameter.handlers ?? []), ...this.backend.handlers];
  }

  /** What the backend holds now (read-only copies). */
  get store(): MockBackend['store'] {
    return this.backend.store;
  }

  /** Props for `<IntegrationConfigProvider>`. */
  get providerProps(): Omit<IntegrationConfigProviderProps, 'children'> {
    return {
      draftStorage: this.draftStorage,
      ...this.parameter.provider,
      client: this.client,
      queryClient: this.queryClient,
    };
  }
}

/**
 * Creates a story's backend outside Storybook's loaders, e.g. in a test.
 *
 * @example
 * const { client, store } = await createStoryBackend({ options: { latency: 300 } });
 */
export async function createStoryBackend(
  parameter: MockBackendParameter = {},
  storyId?: string,
): Promise<StoryBackend> {
  const backend = createMockBackend(parameter.options);
  await parameter.setup?.(backend);
  return new StoryBackend(backend, parameter, storyId === undefined ? false : storyDraftStorage(storyId));
}

/**
 * The tab's session storage under the story's name: every story edits the same mock installation, so each keeps
 * its unsaved edits apart (a reload of one story restores its own); none where the page may not use it.
 */
function storyDraftStorage(storyId: string): DraftStorage | false {
  if (typeof sessionStorage === 'undefined') return false;
  const named = (name: string) => `${storyId}:${name}`;
  return {
    getItem: (name) => sessionStorage.getItem(named(name)),
    setItem: (name, value) => sessionStorage.setItem(named(name), value),
    removeItem: (name) => sessionStorage.removeItem(named(name)),
  };
}

/**
 * What a browser spec left before reloading the page (see `RESTORED_STORE_KEY`), taken once. A reload starts a new
 * mock service, which has no timer for a subscription change still in progress: that change counts as done.
 */
function takeRestoredInstallations(): MockStoreSnapshot['installations'] | undefined {
  if (typeof sessionStorage === 'undefined') return undefined;
  const saved = sessionStorage.getItem(RESTORED_STORE_KEY);
  if (saved === null) return undefined;
  sessionStorage.removeItem(RESTORED_STORE_KEY);
  const { installations }: MockStoreSnapshot = JSON.parse(saved);
  return installations.map((installation) =>
    installation.lastOperationStatus === 'in_progress'
      ? { ...installation, lastOperationStatus: 'success' }
      : installation,
  );
}

/** Loader: a fresh backend per story render, as `loaded.mockBackend`, unless `parameters.mockBackend` is `false`. */
export const mockBackendLoader: Loader = async ({ parameters, id }) => {
  if (parameters.mockBackend === false) return {};
  const restored = takeRestoredInstallations();
  const parameter: MockBackendParameter | undefined = restored
    ? {
        ...parameters.mockBackend,
        options: {
          ...parameters.mockBackend?.options,
          fixture: {
            ...(parameters.mockBackend?.options?.fixture ?? defaultFixture),
            installations: restored,
          },
        },
      }
    : parameters.mockBackend;
  const storyBackend = await createStoryBackend(parameter, id);
  if (typeof window !== 'undefined') window.__storyMockBackend = storyBackend;
  return { mockBackend: storyBackend };
};

/** Decorator: wraps the story in the library's Provider bound to the story's backend. */
export const withIntegrationConfigProvider: Decorator = (Story, { loaded }) => {
  const storyBackend = loaded.mockBackend;
  if (!(storyBackend instanceof StoryBackend)) return <Story />;
  return (
    <IntegrationConfigProvider {...storyBackend.providerProps}>
      <Story />
    </IntegrationConfigProvider>
  );
};

/** Whatever can take MSW handlers: the browser worker (`context.msw`) or `setupServer()` from `msw/node`. */
export interface HandlerRegistry {
  use(...handlers: RequestHandler[]): void;
}

/**
 * Registers the story's backend handlers; call it from a project-level `beforeEach` (it runs after every
 * loader). Returns a cleanup that drops the story's cache and timers.
 */
export function registerStoryBackend(loaded: Record<string, unknown>, registry: HandlerRegistry): () => void {
  const storyBackend = loaded.mockBackend;
  if (!(storyBackend instanceof StoryBackend)) return () => undefined;
  registry.use(...storyBackend.handlers);
  return () => {
    storyBackend.queryClient.clear();
    // Stops the backend's pending timers (subscribe changes that complete later).
    storyBackend.backend.reset();
  };
}

/**
 * The story's backend, from a play function or a decorator.
 *
 * @example
 * play: async ({ loaded, canvas }) => {
 *   await userEvent.click(await canvas.findByRole('button', { name: 'Save' }));
 *   expect(getStoryBackend(loaded).store.snapshot().installations).toHaveLength(1);
 * }
 */
export function getStoryBackend(loaded: Record<string, unknown>): StoryBackend {
  const storyBackend = loaded.mockBackend;
  if (!(storyBackend instanceof StoryBackend)) {
    throw new Error('This story has no mock backend (parameters.mockBackend is false?)');
  }
  return storyBackend;
}
