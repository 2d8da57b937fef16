// A host page for the browser benchmark: the widget on one object with 5,000 fields, against the mock backend
// in a worker (no network), instrumented to record calls, bytes, long tasks and when the form shows.
import { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '../../src/core.ts';
import { InstallationConfig, IntegrationConfigProvider } from '../../src/index.ts';
import { MOCK_API_KEY, MOCK_BASE_URL } from '../../src/mock/constants.ts';
import type { PageMessage, ServerMessage } from './mockServer.ts';

declare global {
  interface Window {
    /** Long tasks since the navigation started (observed by index.html, before any module runs). */
    benchLongTasks: { start: number; duration: number }[];
    bench: {
      /** Each API call: bytes of the request body sent and of the response body received. */
      calls: {
        method: string;
        url: string;
        bytes: number;
        receivedBytes: number;
        sentAt: number;
        receivedAt: number;
      }[];
      longTasks: { start: number; duration: number }[];
      /** When the widget is mounted, the stand-in servers being ready (ms since the navigation started). */
      mountedAt: number;
      formVisibleAt?: number;
      /** When the first rows of the field list are in the DOM. */
      fieldsVisibleAt?: number;
      /** When the frame that first shows the field list's rows has been painted (a task after its frame). */
      fieldsPaintedAt?: number;
      /**
       * Settles once the rows are painted: the bench awaits it rather than polling the page, which would run
       * the test driver's script in every frame of the load.
       */
      rowsPainted: Promise<void>;
      events: { name: string; startTime: number; duration: number; processing: number }[];
      /**
       * Starts timing the next interaction: from its first input event (key down, pointer down) until the frame
       * after the DOM first satisfies `done` has been painted (a frame callback, then a task after it).
       */
      arm: (done: () => boolean) => void;
      /** With `?profile=load`: the time of each step of handling the hydrated revision (loadProfile.ts). */
      loadProfile?: Record<string, number>;
      /** The last armed interaction's input-to-paint time in ms; NaN if `done` never held within 5 s. */
      measured?: Promise<number>;
    };
  }
}

const params = new URLSearchParams(location.search);
const fields = Number(params.get('fields') ?? 5000);
// Network round-trip time the server simulates, in ms; 0 by default.
const roundTripMs = Number(params.get('rtt') ?? 0);
let rowsPainted: () => void = () => {};
window.bench = {
  calls: [],
  longTasks: window.benchLongTasks,
  mountedAt: 0,
  events: [],
  arm,
  rowsPainted: new Promise((resolve) => {
    rowsPainted = resolve;
  }),
};

/** Calls `then` once the frame being drawn is painted: a frame callback, then a task posted from it. */
function afterPaint(then: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = then;
    channel.port2.postMessage(null);
  });
}

function arm(done: () => boolean): void {
  let inputAt: number | undefined;
  const onInput = (event: Event) => {
    inputAt ??= event.timeStamp;
  };
  const inputs = ['keydown', 'pointerdown'] as const;
  for (const type of inputs) window.addEventListener(type, onInput, { capture: true });
  window.bench.measured = new Promise<number>((resolve) => {
    const stop = () => {
      observer.disconnect();
      clearTimeout(timeout);
      for (const type of inputs) window.removeEventListener(type, onInput, { capture: true });
    };
    const timeout = setTimeout(() => {
      stop();
      resolve(Number.NaN);
    }, 5_000);
    // Mutation records arrive in a microtask after the commit; the frame that shows it is painted after its
    // animation-frame callbacks, and a posted message runs after that frame.
    const observer = new MutationObserver(() => {
      if (inputAt === undefined || !done()) return;
      stop();
      const start = inputAt;
      afterPaint(() => resolve(performance.now() - start));
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

// The mock service runs in workers, like a remote server: its work is not the widget's main-thread time. A real
// service answers requests side by side, so the hydrated revision (the provider's metadata, by far the longest to
// build) comes from a worker of its own and does not hold up the other answers in a queue behind it. Both start
// from the same seeded fixture; a hydrated revision does not depend on what is saved.
const pending = new Map<number, (message: Extract<ServerMessage, { type: 'response' }>) => void>();
function startServer() {
  const worker = new Worker(new URL('./mockServer.ts', import.meta.url), { type: 'module' });
  const ready = new Promise<Extract<ServerMessage, { type: 'ready' }>>((resolve) => {
    worker.onmessage = (event: MessageEvent<ServerMessage>) => {
      const message = event.data;
      if (message.type === 'ready') resolve(message);
      else pending.get(message.id)?.(message);
    };
  });
  worker.onerror = (event) => console.error('mock server failed:', event.message);
  worker.postMessage({ type: 'init', fields, roundTripMs } satisfies PageMessage);
  return { worker, ready };
}
const server = startServer();
const metadataServer = startServer();
const [{ project, ids }] = await Promise.all([server.ready, metadataServer.ready]);

let nextId = 0;
const profiling = params.get('profile') === 'load';
/** With `?profile=load`, each GET's response body, kept for loadProfile.ts. */
const bodies = new Map<string, ArrayBuffer>();
/** Sends a request to the stand-in server, recording the call. */
async function serverFetch(request: Request): Promise<Response> {
  const body = request.method === 'GET' ? '' : await request.clone().text();
  const call = {
    method: request.method,
    url: request.url,
    bytes: new TextEncoder().encode(body).length,
    receivedBytes: 0,
    sentAt: performance.now(),
    receivedAt: 0,
  };
  window.bench.calls.push(call);
  performance.mark(`sent ${request.url.slice(-30)}`);
  const id = nextId++;
  const answer = new Promise<Extract<ServerMessage, { type: 'response' }>>((resolve) =>
    pending.set(id, resolve),
  );
  (request.url.includes(':hydrate') ? metadataServer : server).worker.postMessage({
    type: 'fetch',
    id,
    url: request.url,
    method: request.method,
    headers: [...request.headers],
    body,
  } satisfies PageMessage);
  const { status, headers, body: bytes } = await answer;
  pending.delete(id);
  call.receivedAt = performance.now();
  performance.mark(`received ${request.url.slice(-30)}`);
  call.receivedBytes = bytes.byteLength;
  if (profiling && request.method === 'GET') bodies.set(request.url, bytes.slice(0));
  return new Response(status === 204 ? null : bytes, { status, headers });
}
const client = createApiClient(
  { baseUrl: MOCK_BASE_URL, project, apiKey: MOCK_API_KEY },
  { fetch: serverFetch },
);

// The form shows with its first control (the Enabled switch); the field list's first rows may come a little later.
const observer = new MutationObserver(() => {
  const { bench } = window;
  if (
    bench.formVisibleAt === undefined &&
    document.querySelector('.ric-editor-form input[type="checkbox"]')
  ) {
    bench.formVisibleAt = performance.now();
    performance.mark('form visible');
    if (profiling) void runLoadProfile();
  }
  if (bench.fieldsVisibleAt === undefined && document.querySelector('.ric-fields-scroll [data-index]')) {
    bench.fieldsVisibleAt = performance.now();
    performance.mark('field rows visible');
    afterPaint(() => {
      bench.fieldsPaintedAt = performance.now();
      performance.mark('field rows painted');
      rowsPainted();
    });
  }
  if (bench.formVisibleAt !== undefined && bench.fieldsVisibleAt !== undefined) observer.disconnect();
});
observer.observe(document.body, { childList: true, subtree: true });

// Times each step of handling the largest response again, once the form is drawn (see loadProfile.ts).
async function runLoadProfile(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  const { profileLoad } = await import('./loadProfile.ts');
  window.bench.loadProfile = await profileLoad(bodies);
}

// The server is ready with its data; the clock for the widget starts here.
window.bench.mountedAt = performance.now();
performance.mark('mount');
createRoot(document.getElementById('root') as HTMLElement).render(
  <IntegrationConfigProvider client={client} queryClient={new QueryClient()}>
    <InstallationConfig
      integration={ids.integrationName}
      groupRef={ids.groupRef}
      connectionId={ids.connectionId}
      theme="light"
    />
  </IntegrationConfigProvider>,
);
