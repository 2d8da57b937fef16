import { render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { InstallationConfig } from '../../src/components/index.ts';
import { IntegrationConfigProvider } from '../../src/hooks/index.ts';
import { mockIds } from '../../src/mock/index.ts';
import type { createHarness } from './backendHarness.tsx';

/** The whole widget on the harness's mock backend, for the Salesforce-like group unless `props` say otherwise. */
export function renderWidget(
  harness: ReturnType<typeof createHarness>,
  props: Partial<ComponentProps<typeof InstallationConfig>> = {},
) {
  return render(
    <IntegrationConfigProvider client={harness.client} queryClient={harness.queryClient}>
      <InstallationConfig
        {...({
          integration: mockIds.salesforce.integrationName,
          ...(props.installationId === undefined ? { groupRef: mockIds.salesforce.groupRef } : {}),
          ...props,
        } as ComponentProps<typeof InstallationConfig>)}
      />
    </IntegrationConfigProvider>,
  );
}

/** Queries within the read editor of object `name` ("Read Account"), once it has appeared. */
export async function editorOf(name: string) {
  return within(await screen.findByRole('region', { name: `Read ${name}` }));
}
