import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import { type ReactElement, useEffect, useState } from 'react';
import { FormProvider, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { createApiClient } from '../../src/api/createApiClient.ts';
import { buildRevisionObjects, type ReadObjectView } from '../../src/core/buildRevisionObjects.ts';
import { readObjectRevisionViolations } from '../../src/core/readObjectRevisionViolations.ts';
import { createDraftStore } from '../../src/drafts/createDraftStore.ts';
import { afterNextPaint } from '../../src/hooks/afterNextPaint.ts';
import { connectForm } from '../../src/hooks/connectForm.ts';
import { bindFormDraft } from '../../src/hooks/formDraft.ts';
import { IntegrationConfigProvider } from '../../src/hooks/IntegrationConfigProvider.tsx';
import type { ReadObjectConfig } from '../../src/schemas/config.ts';
import type { FieldMetadata, HydratedReadObject, HydratedRevision } from '../../src/schemas/integration.ts';
import { sampleInstallation } from '../core/samples.ts';
import { flushResizeObservers } from '../support/jsdomLayout.ts';

/** A hydrated revision with the given read objects, as the service would send it. */
export function hydratedRevisionWith(objects: HydratedReadObject[]): HydratedRevision {
  return {
    id: 'rev-1',
    specVersion: '1.0.0',
    createTime: '2026-01-01T00:00:00Z',
    content: { name: 'crm', provider: 'salesforce', read: { objects } },
  };
}

/** The view model of the first read object, merged with its saved config. */
export function readObjectView(object: HydratedReadObject, saved?: ReadObjectConfig): ReadObjectView {
  const content = saved
    ? { provider: 'salesforce', read: { objects: { [object.objectName]: saved } } }
    : undefined;
  const view = buildRevisionObjects(hydratedRevisionWith([object]), undefined, content).read[0];
  if (!view) throw new Error('the revision has no read object');
  return view;
}

/** Metadata of `count` generated fields named `field_0000`... with a custom and a read-only one now and then. */
export function manyFieldsMetadata(count: number): Record<string, FieldMetadata> {
  const metadata: Record<string, FieldMetadata> = {};
  for (let i = 0; i < count; i++) {
    const fieldName = `field_${String(i).padStart(4, '0')}`;
    metadata[fieldName] = {
      fieldName,
      displayName: `Field ${String(i).padStart(4, '0')}`,
      valueType: 'string',
      isCustom: i % 7 === 0,
      readOnly: i % 11 === 0,
    };
  }
  return metadata;
}

// The form's own resolver (useObjectConfigForm) reports the revision's rules with these messages.
function revisionResolver(view: ReadObjectView): Resolver<ReadObjectConfig> {
  return async (values) => {
    const errors: Record<string, Record<string, { type: string; message: string }>> = {};
    for (const violation of readObjectRevisionViolations(values, view)) {
      const [head, key] = violation.path.map(String);
      if (head === undefined || key === undefined) continue;
      errors[head] ??= {};
      const message =
        violation.code === 'requiredMapping'
          ? 'Choose a field for this mapping.'
          : `${violation.fieldName} is already mapped to another field.`;
      errors[head][key] ??= { type: violation.code, message };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}

interface HarnessProps {
  view: ReadObjectView;
  part: (view: ReadObjectView) => ReactElement;
  defaultValues: ReadObjectConfig;
  holder: { form?: UseFormReturn<ReadObjectConfig> };
}

// The draft store of an installation that stores `config` for the view's object, as useObjectConfigForm binds one
// to its form: the parts that stage their edits (the field picker) write there, and the form gets them after paint.
function useDraftOf(form: UseFormReturn<ReadObjectConfig>, objectName: string, config: ReadObjectConfig) {
  const key = `read:${objectName}`;
  const [store] = useState(() => {
    const installation = sampleInstallation();
    installation.config.content.read = { objects: { [objectName]: config } };
    return createDraftStore(installation, { schedule: (commit) => void afterNextPaint(commit) });
  });
  bindFormDraft(form.control, { store, key });
  useEffect(() => connectForm(form, store, key, undefined, () => true), [form, store, key]);
}

function Harness({ view, part, defaultValues, holder }: HarnessProps) {
  const form = useForm<ReadObjectConfig>({ defaultValues, resolver: revisionResolver(view) });
  useDraftOf(form, view.objectName, defaultValues);
  holder.form = form;
  return <FormProvider {...form}>{part(view)}</FormProvider>;
}

/** Renders one part inside a react-hook-form form and the Provider; returns the form to read stored values. */
export function renderPart(
  view: ReadObjectView,
  part: (view: ReadObjectView) => ReactElement,
  defaultValues: ReadObjectConfig,
) {
  const client = createApiClient(
    { baseUrl: 'http://127.0.0.1:4010/v1', project: 'p', apiKey: 'k' },
    { fetch: () => Promise.reject(new Error('no network in this test')) },
  );
  const holder: HarnessProps['holder'] = {};
  const result = render(
    <IntegrationConfigProvider client={client}>
      <Harness view={view} part={part} defaultValues={defaultValues} holder={holder} />
    </IntegrationConfigProvider>,
  );
  // The virtualized lists measure their viewport once mounted; the rows are in place when this returns.
  act(() => flushResizeObservers());
  const form = () => {
    if (!holder.form) throw new Error('the form is not rendered');
    return holder.form;
  };
  return { ...result, form, values: () => form().getValues() };
}

/** axe violations of a container (contrast needs layout, which jsdom lacks; the browser run checks it). */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`);
}

/**
 * jsdom has no layout, so scroll containers report a height of 0 and a virtualized list renders no row; this
 * gives every element a `clientHeight` of `height` px (what the test ResizeObserver reports) for a test.
 */
export function withViewportHeight(height: number): () => void {
  const clientHeight = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height);
  return () => clientHeight.mockRestore();
}
