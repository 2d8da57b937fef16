import type { Decorator, Loader } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { delay, HttpResponse, http, type RequestHandler } from 'msw';
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
import {
  DEMO_DATA_GLOBAL,
  forgetStory,
  keepStore,
  RESET_DEMO_DATA,
  readKeptStore,
  storyStorage,
} from './demoData.ts';

export type { MockBackend, MockBackendOptions };

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

let rendered = 0;

/** A fresh mock backend with the API client and QueryClient a story renders with. */
export class StoryBackend {
  readonly client: ApiClient;
  /** Retries off, so error scenarios show at once and tests stay deterministic. */
  readonly queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  /** Tells this render's backend from the one before (a React key: a new backend is a new widget). */
  readonly renderKey = `story-backend-${++rendered}`;
  /** Set once the story was reset: this backend and its widget keep nothing more (not even as it unmounts). */
  private retired = false;

  constructor(
    readonly backend: MockBackend,
    private readonly parameter: MockBackendParameter = {},
    /**
     * The story whose part of the tab's session storage keeps its unsaved edits and what its backend stores, so a
     * reload of the story brings both back; none keeps nothing (a backend made outside Storybook).
     */
    private readonly storyId?: string,
  ) {
    // Through the global fetch, so MSW (the service worker, or msw/node in tests) answers, as a host would see it.
    this.client =
      parameter.client?.(backend) ??
      createApiClient({ baseUrl: backend.baseUrl, project: mockIds.project.name, apiKey: MOCK_API_KEY });
  }

  /** The MSW handlers to register, first match wins: the story's extra ones, then the backend's. */
  get handlers(): RequestHandler[] {
    const { storyId } = this;
    const served = storyId === undefined ? this.backend.handlers : [this.keepingHandler(storyId)];
    return [...(this.parameter.handlers ?? []), ...served];
  }

  /** The backend's handler that also keeps what the backend stores after each request it answers. */
  private keepingHandler(storyId: string): RequestHandler {
    const { backend } = this;
    let kept = JSON.stringify(backend.store.snapshot());
    const keep = () => {
      if (this.retired) return;
      const stored = JSON.stringify(backend.store.snapshot());
      if (stored === kept) return;
      kept = stored;
      keepStore(storyId, stored);
    };
    return http.all(`${backend.baseUrl}/*`, async ({ request }) => {
      try {
        return await backend.fetch(request);
      } catch (error) {
        // A network failure the mock plays (a fault scenario), or a request the page gave up (a query cancelled
        // on unmount): the page sees a failed fetch, as from the backend's own handler.
        if (error instanceof TypeError || request.signal.aborted) return HttpResponse.error();
        throw error;
      } finally {
        keep();
      }
    });
  }

  /** What the backend holds now (read-only copies). */
  get store(): MockBackend['store'] {
    return this.backend.store;
  }

  /**
   * Stops keeping anything for the story: what the backend stores next, and the unsaved edits its widget writes
   * (a draft store writes them as it unmounts, after the reset that replaces it has cleared them).
   */
  retire(): void {
    this.retired = true;
  }

  /** Props for `<IntegrationConfigProvider>`. */
  get providerProps(): Omit<IntegrationConfigProviderProps, 'children'> {
    const storage = this.storyId === undefined ? undefined : storyStorage(this.storyId);
    const draftStorage: DraftStorage | false = storage
      ? {
          getItem: (name) => storage.getItem(name),
          setItem: (name, value) => {
            if (!this.retired) storage.setItem(name, value);
          },
          removeItem: (name) => {
            if (!this.retired) storage.removeItem(name);
          },
        }
      : false;
    return {
      draftStorage,
      ...this.parameter.provider,
      client: this.client,
      queryClient: this.queryClient,
    };
  }
}

/**
 * Creates a story's backend outside Storybook's loaders, e.g. in a test; with a `storyId`, it keeps what it stores
 * and its unsaved edits in that story's part of the session storage (see {@link mockBackendLoader}).
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
  return new StoryBackend(backend, parameter, storyId);
}

/** The story's parameter with its fixture's installations replaced by what it kept in an earlier load, if any. */
function withKeptInstallations(
  storyId: string,
  parameter: MockBackendParameter | undefined,
): MockBackendParameter | undefined {
  const kept = readKeptStore(storyId);
  if (!kept) return parameter;
  const fixture = parameter?.options?.fixture ?? defaultFixture;
  return {
    ...parameter,
    options: { ...parameter?.options, fixture: { ...fixture, installations: kept.installations } },
  };
}

/** The backend of the story on screen (the one a reset replaces). */
let latestBackend: StoryBackend | undefined;

/**
 * Loader: a backend per story render, as `loaded.mockBackend`, unless `parameters.mockBackend` is `false`. It starts
 * from what the story stored in an earlier load in this tab (a real service keeps its data over a reload), or from
 * its fixtures: in a new tab (every check of `npm run test:browser`, every jsdom test), and after the toolbar's
 * "Reset demo data" (the {@link DEMO_DATA_GLOBAL} global), which also drops the story's unsaved edits.
 */
export const mockBackendLoader: Loader = async ({ parameters, id, globals }) => {
  if (parameters.mockBackend === false) return {};
  if (globals[DEMO_DATA_GLOBAL] === RESET_DEMO_DATA) {
    latestBackend?.retire();
    forgetStory(id);
  }
  const storyBackend = await createStoryBackend(withKeptInstallations(id, parameters.mockBackend), id);
  latestBackend = storyBackend;
  if (typeof window !== 'undefined') window.__storyMockBackend = storyBackend;
  return { mockBackend: storyBackend };
};

/** Decorator: wraps the story in the library's Provider bound to the story's backend. */
export const withIntegrationConfigProvider: Decorator = (Story, { loaded }) => {
  const storyBackend = loaded.mockBackend;
  if (!(storyBackend instanceof StoryBackend)) return <Story />;
  return (
    // A new backend (a globals change or a reset loads the story again) starts a new widget, not one holding the
    // edits and cache of the backend before.
    <IntegrationConfigProvider key={storyBackend.renderKey} {...storyBackend.providerProps}>
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

/**
 * A request a "Saving…" story sends and the service never answers: `handler` holds every request to `url` with
 * `method`, and `reached()` resolves once one got there. The widget paints "Saving…" before its save's requests
 * go out (a frame later): a play waits for them, so none is sent after its story has ended.
 *
 * @example
 * const patch = unanswered('patch', MOCK_PATCH_OBJECT_URL);
 * export const Saving = {
 *   parameters: { mockBackend: { handlers: [patch.handler] } },
 *   play: async ({ canvas }) => {
 *     await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
 *     await patch.reached();
 *   },
 * };
 */
export function unanswered(method: 'patch' | 'put', url: string) {
  let arrived: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  return {
    handler: http[method](url, () => {
      arrived();
      return delay('infinite');
    }),
    reached: () => reached,
  };
}
