// A host app as a new user writes it: a Tailwind v4 page (its preflight resets every element), the widget from
// the README's quick start on the mock backend, imported lazily as the README shows, and a headless part rendered
// inside the host's own react-hook-form FormProvider (one copy of react-hook-form).
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FormProvider } from 'react-hook-form';
import {
  FieldPicker,
  InstallationConfig,
  InstallationScope,
  IntegrationConfigProvider,
  useObjectConfigForm,
} from 'react-integration-config';
import { createApiClient } from 'react-integration-config/core';
// The widget's styles first, then the host's: the widget must look the same either way.
import 'react-integration-config/styles.css';
import './index.css';

// The mock (and msw) in a chunk of its own, loaded only where it is used: imported statically, it would double
// the app's main chunk.
const { createMockBackend, MOCK_API_KEY, MOCK_BASE_URL, mockIds } = await import(
  'react-integration-config/mock'
);
const backend = createMockBackend();
const client = createApiClient(
  { baseUrl: MOCK_BASE_URL, project: mockIds.project.name, apiKey: MOCK_API_KEY },
  { fetch: backend.fetch },
);
const queryClient = new QueryClient();
const { integrationName, groupRef, connectionId } = mockIds.salesforce;

function HeadlessFields() {
  const { form, view, pendingChanges } = useObjectConfigForm({ action: 'read', objectName: 'account' });
  if (!view) return <p>Loading fields…</p>;
  return (
    <FormProvider {...form}>
      <p className="mb-2 text-sm text-gray-600" data-testid="pending">
        {pendingChanges.length} pending changes
      </p>
      <FieldPicker view={view} />
    </FormProvider>
  );
}

function App() {
  return (
    <IntegrationConfigProvider client={client} queryClient={queryClient} locale="en-US">
      <main className="mx-auto max-w-5xl p-6">
        <h1 className="mb-4 text-2xl font-semibold">Integration settings</h1>
        <InstallationConfig integration={integrationName} groupRef={groupRef} connectionId={connectionId} />
        <section aria-label="Headless parts" className="headless mt-8 rounded-lg border border-gray-200 p-4">
          <InstallationScope integration={integrationName} groupRef={groupRef} connectionId={connectionId}>
            <HeadlessFields />
          </InstallationScope>
        </section>
      </main>
    </IntegrationConfigProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
