import { render, screen, waitFor, within } from '@testing-library/react';
import { FormProvider } from 'react-hook-form';
import {
  FieldMappingEditor,
  FieldPicker,
  FilterEditor,
  ScheduleEditor,
  ValueMappingEditor,
} from '../../src/components/widget/lazyParts.tsx';
import { useObjectConfigForm } from '../../src/hooks/useObjectConfigForm.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';

const server = setupMockServer();

// A host's own editor: the parts composed as soon as the object has a view, as the README's examples do.
function HostEditor() {
  const editor = useObjectConfigForm({ action: 'read', objectName: 'account' });
  const { view } = editor;
  if (!view) return <p>Loading…</p>;
  return (
    <FormProvider {...editor.form}>
      <section aria-label="Host editor" data-ready={editor.isReady}>
        <ScheduleEditor view={view} />
        <FieldPicker view={view} />
        <FieldMappingEditor view={view} />
        <ValueMappingEditor view={view} />
        <FilterEditor view={view} />
      </section>
    </FormProvider>
  );
}

describe('editor parts given an object whose provider fields are still loading', () => {
  it('wait in a busy placeholder (no API names, no empty pickers), then show the fields; isReady waits too', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const harness = createHarness(server, {
      fetch: async (request) => {
        if (request.url.includes(':hydrate')) await gate;
        return globalThis.fetch(request);
      },
    });
    render(<HostEditor />, { wrapper: harness.wrapper });
    const section = await screen.findByRole('region', { name: 'Host editor' });
    // The schedule needs no field: it is there. The four parts made of fields wait.
    expect(await within(section).findByRole('radio', { name: /Every 6 hours/ })).toBeTruthy();
    expect(section.getAttribute('data-ready')).toBe('false');
    expect(section.querySelectorAll('.ric-part-loading[aria-busy="true"]')).toHaveLength(4);
    expect(within(section).queryByRole('searchbox')).toBeNull();
    expect(within(section).queryByRole('combobox')).toBeNull();

    release();
    expect(await within(section).findByRole('searchbox', { name: 'Search fields' })).toBeTruthy();
    await waitFor(() => expect(section.getAttribute('data-ready')).toBe('true'));
    // The saved mapping is shown by the provider's name of its field, not its API name.
    expect(within(section).getByRole('combobox', { name: /^Account tier/ })).toHaveProperty(
      'value',
      'Customer Tier',
    );
  });
});
