// @vitest-environment node
import fc from 'fast-check';
import { createApiClient } from '../../src/api/createApiClient.ts';
import { buildRevisionObjects } from '../../src/core/buildRevisionObjects.ts';
import { defaultObjectConfig } from '../../src/core/defaultObjectConfig.ts';
import { supportedProviderOptions } from '../../src/core/supportedProviderOptions.ts';
import { createDraftStore } from '../../src/drafts/createDraftStore.ts';
import { draftKey } from '../../src/drafts/draftTargets.ts';
import { runSave } from '../../src/drafts/runSave.ts';
import { createMockBackend, MOCK_API_KEY, MOCK_BASE_URL, mockIds } from '../../src/mock/index.ts';
import type { Action } from '../../src/schemas/config.ts';
import type { Installation } from '../../src/schemas/installation.ts';

// Whatever the installation's settings, the config the widget starts a new object from (what "Start reading",
// "Start writing" or "Subscribe to" puts in the form) is one the service accepts: saved as the widget saves it,
// through a fresh read, a plan and the client, against the mock that applies the contract's rules.
const backend = createMockBackend({ subscribeDelayMs: 0 });
const client = createApiClient(
  { baseUrl: MOCK_BASE_URL, project: mockIds.project.name, apiKey: MOCK_API_KEY },
  { fetch: backend.fetch },
);
const integrations = [mockIds.salesforce, mockIds.hubspot] as const;
const actions: Action[] = ['read', 'write', 'subscribe'];

/** Every manifest object of both integrations, per action. */
async function manifestObjects() {
  const cases: { integration: 0 | 1; action: Action; objectName: string }[] = [];
  for (const [index, ids] of integrations.entries()) {
    const integration = await client.getIntegration({ integrationIdOrName: ids.integrationId });
    const content = integration.latestRevision.content;
    for (const action of actions)
      for (const object of content[action]?.objects ?? [])
        cases.push({ integration: index as 0 | 1, action, objectName: object.objectName });
  }
  return cases;
}

describe('the config a new object starts from', () => {
  it('is accepted by the service for every manifest object and every combination of the installation settings', async () => {
    const cases = await manifestObjects();
    expect(cases.length).toBeGreaterThan(10);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...cases),
        fc.boolean(),
        fc.boolean(),
        async ({ integration: index, action, objectName }, proxy, flows) => {
          backend.reset();
          const ids = integrations[index];
          const provider = (backend.store.getInstallation(ids.installationId) as Installation).config.content
            .provider;
          const useFlows = flows && supportedProviderOptions(provider).subscribe.includes('useProviderFlows');
          // The installation as someone set it up: the object not configured, the settings as drawn.
          backend.scenarios.changeInstallation(ids.installationId, (installation) => {
            const content = installation.config.content;
            const section = content[action] as { objects?: Record<string, unknown> } | undefined;
            if (section?.objects) delete section.objects[objectName];
            content.proxy = { enabled: proxy };
            if (useFlows && content.subscribe) {
              content.subscribe.providerOptions = { useProviderFlows: { enabled: true } };
              for (const config of Object.values(content.subscribe.objects))
                config.deleteEvent = { enabled: 'never' };
            }
          });
          const installation = await client.getInstallation({
            integrationId: ids.integrationId,
            installationId: ids.installationId,
          });
          const integration = await client.getIntegration({ integrationIdOrName: ids.integrationId });
          const hydrated = await client.getHydratedRevision({
            integrationId: ids.integrationId,
            revisionId: integration.latestRevision.id,
            connectionId: installation.connection.id,
          });
          const views = buildRevisionObjects(
            hydrated,
            integration.latestRevision,
            installation.config.content,
          );
          const view = views[action].find((v) => v.objectName === objectName);
          if (!view || ('error' in view && view.error)) return;
          if (view.action === 'read') while (!view.prepareFields()) {}
          const config = defaultObjectConfig(view, installation.config.content);

          const store = createDraftStore(installation);
          const key = draftKey({ kind: 'object', action, objectName });
          store.edit(key, config);
          const ticket = store.beginSave(key);
          if ('refused' in ticket) throw new Error(`not saved: ${ticket.refused}`);
          const result = await runSave({ client, store, ticket, installation }).catch((error) => {
            throw new Error(
              `${ids.integrationName} ${action} ${objectName} (proxy ${proxy}, flows ${useFlows}): ${error.cause?.message ?? error.message}`,
            );
          });
          expect(result.requests).toBeGreaterThan(0);
          const stored = backend.store.getInstallation(ids.installationId)?.config.content[action]?.objects;
          expect(stored?.[objectName]).toBeDefined();
        },
      ),
      { numRuns: 120 },
    );
  }, 120_000);
});
