// A host page for the browser benchmark: the widget on one object with 5,000 fields, against the mock backend
// called in-page (no network), instrumented to record calls, bytes, long tasks and when the form shows.
import { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { createApiClient, InstallationConfig, IntegrationConfigProvider } from '../../src/index.ts';
import { createMockBackend, generateFixture, MOCK_API_KEY } from '../../src/mock/index.ts';

declare global {
  interface Window {
    bench: {
      calls: { method: string; url: string; bytes: number; receivedAt: number }[];
      longTasks: { start: number; duration: number }[];
      mountedAt: number;
      formVisibleAt?: number;
      events: { name: string; target: string; duration: number; processing: number }[];
    };
  }
}

const fields = Number(new URLSearchParams(location.search).get('fields') ?? 5000);
const fixture = generateFixture({ objects: 1, fieldsPerObject: fields, seed: 7 });
const backend = createMockBackend({ fixture });
window.bench = { calls: [], longTasks: [], mountedAt: 0, events: [] };

new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    window.bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });

const client = createApiClient(
  { baseUrl: backend.baseUrl, project: fixture.project.name, apiKey: MOCK_API_KEY },
  {
    fetch: async (request) => {
      const body = request.method === 'GET' ? '' : await request.clone().text();
      const call = {
        method: request.method,
        url: request.url,
        bytes: new TextEncoder().encode(body).length,
        receivedAt: 0,
      };
      window.bench.calls.push(call);
      const response = await backend.fetch(request);
      call.receivedAt = performance.now();
      return response;
    },
  },
);

const observer = new MutationObserver(() => {
  if (
    window.bench.formVisibleAt === undefined &&
    document.querySelector('.ric-editor-form input[type="checkbox"]')
  ) {
    window.bench.formVisibleAt = performance.now();
    observer.disconnect();
  }
});
observer.observe(document.body, { childList: true, subtree: true });

// Generating the fixture stands in for the server; the clock for the widget starts here.
window.bench.mountedAt = performance.now();
createRoot(document.getElementById('root') as HTMLElement).render(
  <IntegrationConfigProvider client={client} queryClient={new QueryClient()}>
    <InstallationConfig
      integration={fixture.ids.integrationName}
      groupRef={fixture.ids.groupRef}
      connectionId={fixture.ids.connectionId}
      theme="light"
    />
  </IntegrationConfigProvider>,
);
