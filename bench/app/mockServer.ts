// The mock backend in a Web Worker: it stands in for the remote service, so building and serialising its
// responses happens off the page's main thread, as a real server's work would. The page talks to it through
// `fetch`-shaped messages (see main.tsx).
import type { createMockBackend, generateFixture } from '../../src/mock/index.ts';

export type ServerMessage =
  | { type: 'ready'; project: string; ids: ReturnType<typeof generateFixture>['ids'] }
  | { type: 'response'; id: number; status: number; headers: [string, string][]; body: ArrayBuffer };
export type PageMessage =
  | { type: 'init'; fields: number; roundTripMs: number }
  | { type: 'fetch'; id: number; url: string; method: string; headers: [string, string][]; body: string };

// msw, which the mock imports for its request handlers, keeps cookies in `localStorage`; workers have none.
const memory = new Map<string, string>();
globalThis.localStorage ??= {
  get length() {
    return memory.size;
  },
  key: (index) => [...memory.keys()][index] ?? null,
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, String(value)),
  removeItem: (key) => void memory.delete(key),
  clear: () => memory.clear(),
};
// Imported after the shim; the handler below is registered first so no early message is lost.
const loading = import('../../src/mock/index.ts');

let backend: ReturnType<typeof createMockBackend> | undefined;
// Half of the simulated round trip on the way in, half on the way out, timed here off the page's thread as
// a network's would be: a busy page does not delay the request's travel, only its own handling of the answer.
let halfTripMs = 0;
const travel = () =>
  halfTripMs > 0 ? new Promise((resolve) => setTimeout(resolve, halfTripMs)) : Promise.resolve();

self.onmessage = async (event: MessageEvent<PageMessage>) => {
  const message = event.data;
  const mock = await loading;
  if (message.type === 'init') {
    const fixture = mock.generateFixture({ objects: 1, fieldsPerObject: message.fields, seed: 7 });
    backend = mock.createMockBackend({ fixture });
    halfTripMs = message.roundTripMs / 2;
    self.postMessage({
      type: 'ready',
      project: fixture.project.name,
      ids: fixture.ids,
    } satisfies ServerMessage);
    return;
  }
  if (!backend) throw new Error('mock server used before init');
  const { id, url, method, headers, body } = message;
  await travel();
  const response = await backend.fetch(
    new Request(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body }),
  );
  // The body goes over as bytes, transferred rather than copied, as a network response arrives: decoding and
  // parsing it stay the page's (the widget's) work, encoding it is the server's.
  const bytes = await response.arrayBuffer();
  await travel();
  self.postMessage(
    {
      type: 'response',
      id,
      status: response.status,
      headers: [...response.headers],
      body: bytes,
    } satisfies ServerMessage,
    { transfer: [bytes] },
  );
};
