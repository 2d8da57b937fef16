// A host app as a new user writes it: the widget from the README's quick start on the mock backend, and a
// headless part rendered inside the host's own react-hook-form FormProvider (one copy of react-hook-form).
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FormProvider } from 'react-hook-form';
import {
  createApiClient,
  FieldPicker,
  InstallationConfig,
  InstallationScope,
  IntegrationConfigProvider,
  useObjectConfigForm,
} from 'react-integration-config';
import { createMockBackend, MOCK_API_KEY, MOCK_BASE_URL, mockIds } from 'react-integration-config/mock';
import 'react-integration-config/styles.css';

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
      <p data-testid="pending">{pendingChanges.length} pending changes</p>
      <FieldPicker view={view} />
    </FormProvider>
  );
}

function App() {
  return (
    <IntegrationConfigProvider client={client} queryClient={queryClient} locale="en-US">
      <main>
        <h1>Integration settings</h1>
        <InstallationConfig integration={integrationName} groupRef={groupRef} connectionId={connectionId} />
        <section aria-label="Headless parts" className="headless">
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
