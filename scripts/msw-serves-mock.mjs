// Checks that the msw a host installed serves the mock's handlers: `setupServer(...backend.handlers)` from
// `msw/node`, then the API client reads an integration and an installation through it, each request answered
// by the handlers (an unhandled one fails). Copied into an installed example and run there, so that `msw` and
// the package resolve as the host's. Usage: node <example>/msw-serves-mock.mjs
// msw 3 asks for Node 22: its request interception calls Promise.withResolvers, which Node 20 lacks. This
// stand-in (a promise and its two functions) is what Node 22 provides, so msw 3 is checked here on Node 20 too.
Promise.withResolvers ??= function withResolvers() {
  let resolve;
  let reject;
  const promise = new this((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
};

const { setupServer } = await import('msw/node');
const { version } = (await import('msw/package.json', { with: { type: 'json' } })).default;
const { createApiClient } = await import('react-integration-config/core');
const { createMockBackend, MOCK_API_KEY, MOCK_BASE_URL, mockIds } = await import(
  'react-integration-config/mock'
);

const backend = createMockBackend();
const server = setupServer(...backend.handlers);
server.listen({ onUnhandledRequest: 'error' });
try {
  const client = createApiClient({
    baseUrl: MOCK_BASE_URL,
    project: mockIds.project.name,
    apiKey: MOCK_API_KEY,
  });
  const integration = await client.getIntegration({
    integrationIdOrName: mockIds.salesforce.integrationName,
  });
  if (integration.name !== mockIds.salesforce.integrationName) throw new Error(`read ${integration.name}`);
  const installation = await client.getInstallation({
    integrationId: integration.id,
    installationId: mockIds.salesforce.installationId,
  });
  if (installation.id !== mockIds.salesforce.installationId)
    throw new Error(`read installation ${installation.id}`);
  console.log(`msw ${version} serves the mock: integration and installation read through setupServer`);
} finally {
  server.close();
}
