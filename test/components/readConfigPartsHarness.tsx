import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ReactElement } from 'react';
import { FormProvider, type Resolver, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { createApiClient } from '../../src/api/createApiClient.ts';
import { buildRevisionObjects, type ReadObjectView } from '../../src/core/buildRevisionObjects.ts';
import {
  IntegrationConfigProvider,
  type IntegrationConfigProviderProps,
} from '../../src/hooks/IntegrationConfigProvider.tsx';
import type { ReadObjectConfig } from '../../src/schemas/config.ts';
import type { HydratedReadObject } from '../../src/schemas/integration.ts';
import { readObjectConfigInputSchema } from '../../src/schemas/rules.ts';

/** A read object with a field of every value type, as the service hydrates it. */
export const accountObject: HydratedReadObject = {
  objectName: 'account',
  displayName: 'Account',
  destination: 'accounts',
  schedule: '*/30 * * * *',
  backfill: { defaultPeriod: { days: 14 } },
  allFieldsMetadata: {
    Name: { fieldName: 'Name', displayName: 'Account Name', valueType: 'string' },
    Industry: {
      fieldName: 'Industry',
      displayName: 'Industry',
      valueType: 'singleSelect',
      values: [
        { value: 'Banking', displayValue: 'Banking' },
        { value: 'Retail', displayValue: 'Retail <b>& Trade</b>' },
      ],
    },
    Tags__c: {
      fieldName: 'Tags__c',
      displayName: 'Tags',
      valueType: 'multiSelect',
      values: [
        { value: 'vip', displayValue: 'VIP' },
        { value: 'partner', displayValue: 'Partner' },
      ],
    },
    IsActive: { fieldName: 'IsActive', displayName: 'Active', valueType: 'boolean' },
    NumberOfEmployees: { fieldName: 'NumberOfEmployees', displayName: 'Employees', valueType: 'int' },
    AnnualRevenue: { fieldName: 'AnnualRevenue', displayName: 'Annual Revenue', valueType: 'float' },
    CloseDate: { fieldName: 'CloseDate', displayName: 'Close Date', valueType: 'date' },
    LastModifiedDate: { fieldName: 'LastModifiedDate', displayName: 'Last Modified', valueType: 'datetime' },
    OwnerId: { fieldName: 'OwnerId', displayName: 'Owner', valueType: 'reference' },
  },
};

/** The stored read config the tests start from (the form's default values), with overrides. */
export function savedConfig(overrides: Partial<ReadObjectConfig> = {}): ReadObjectConfig {
  return {
    objectName: 'account',
    destination: 'accounts',
    schedule: '*/15 * * * *',
    selectedFields: { Name: true },
    selectedFieldMappings: {},
    ...overrides,
  };
}

/** The view model of `object` merged with the saved config, as the Read editor passes it to its parts. */
export function viewOf(saved: ReadObjectConfig, object: HydratedReadObject = accountObject): ReadObjectView {
  const view = buildRevisionObjects(
    {
      id: 'rev-1',
      specVersion: '1.0.0',
      createTime: '2026-01-01T00:00:00Z',
      content: { name: 'crm', provider: 'salesforce', read: { objects: [object] } },
    },
    undefined,
    { provider: 'salesforce', read: { objects: { [saved.objectName]: saved } } },
  ).read[0];
  if (!view) throw new Error('the revision has no read object');
  return view;
}

function setAt(
  errors: Record<string, unknown>,
  path: PropertyKey[],
  error: { type: string; message: string },
) {
  let node = errors;
  path.forEach((key, index) => {
    const name = String(key);
    if (index === path.length - 1) {
      node[name] ??= error;
      return;
    }
    const child = node[name];
    node[name] = typeof child === 'object' && child !== null ? child : {};
    node = node[name] as Record<string, unknown>;
  });
}

// The contract's schema and rules, placed by path like the resolver of useObjectConfigForm places them.
const contractResolver: Resolver<ReadObjectConfig> = async (values) => {
  const parsed = readObjectConfigInputSchema.safeParse(values);
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues)
    setAt(errors, issue.path, { type: issue.code, message: issue.message });
  return { values: {}, errors: errors as never };
};

interface HarnessProps {
  part: ReactElement;
  defaultValues: ReadObjectConfig;
  holder: { form?: UseFormReturn<ReadObjectConfig> };
}

// Like the Read editor's `useObjectConfigForm`, the form is watched as a whole, so key removals show.
function WatchAll() {
  useWatch<ReadObjectConfig>();
  return null;
}

function Harness({ part, defaultValues, holder }: HarnessProps) {
  const form = useForm<ReadObjectConfig>({ defaultValues, resolver: contractResolver });
  holder.form = form;
  return (
    <FormProvider {...form}>
      <WatchAll />
      <form noValidate className="ric-root">
        {part}
      </form>
    </FormProvider>
  );
}

/** Renders one part inside the Provider and a react-hook-form form validated by the contract's schema. */
export function renderPart(
  part: ReactElement,
  defaultValues: ReadObjectConfig,
  provider: Pick<IntegrationConfigProviderProps, 'locale' | 'messages'> = {},
) {
  const client = createApiClient(
    { baseUrl: 'http://127.0.0.1:4010/v1', project: 'p', apiKey: 'k' },
    { fetch: () => Promise.reject(new Error('no network in this test')) },
  );
  const holder: HarnessProps['holder'] = {};
  const result = render(
    <IntegrationConfigProvider client={client} {...provider}>
      <Harness part={part} defaultValues={defaultValues} holder={holder} />
    </IntegrationConfigProvider>,
  );
  const form = () => {
    if (!holder.form) throw new Error('the form is not rendered');
    return holder.form;
  };
  return { ...result, form, values: () => form().getValues() };
}

/** axe violations of a container (contrast needs layout, which jsdom lacks). */
export async function axeViolations(container: Element) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`);
}

/** The element ids an element's `aria-describedby` names, resolved to their text. */
export function descriptionOf(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`)
    .join(' | ');
}

/** jsdom has no layout: gives elements a viewport so the field combobox's virtualized list renders options. */
export function withViewportHeight(height: number): () => void {
  const clientHeight = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
  return () => clientHeight.mockRestore();
}
