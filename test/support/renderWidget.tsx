import { render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { InstallationConfig } from '../../src/components/widget/InstallationConfig.tsx';
import {
  IntegrationConfigProvider,
  type IntegrationConfigProviderProps,
} from '../../src/hooks/IntegrationConfigProvider.tsx';
import { mockIds } from '../../src/mock/index.ts';
import type { createHarness } from './backendHarness.tsx';

/**
 * The whole widget on the harness's mock backend, for the Salesforce-like group unless `props` say otherwise;
 * `provider` adds Provider props (a host's `mappingRanker`...).
 */
export function renderWidget(
  harness: ReturnType<typeof createHarness>,
  props: Partial<ComponentProps<typeof InstallationConfig>> = {},
  provider: Partial<Omit<IntegrationConfigProviderProps, 'children' | 'client'>> = {},
) {
  return render(
    <IntegrationConfigProvider client={harness.client} queryClient={harness.queryClient} {...provider}>
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
  const region = await screen.findByRole('region', { name: `Read ${name}` });
  // Drawn from the manifest first, its field sections are busy until the provider's fields are in.
  await waitFor(() => expect(region.querySelector('[aria-busy="true"]')).toBeNull());
  return within(region);
}

/**
 * The object list once it shows the objects as the provider names them: drawn from the manifest first (busy while
 * the provider's metadata loads), it is complete when no longer busy.
 */
export async function findObjectNav() {
  const nav = await screen.findByRole('navigation', { name: 'Objects' });
  await waitFor(() => expect(nav.getAttribute('aria-busy')).toBeNull());
  return nav;
}
