// Any string is a name: fields named like prototype members, with JSON Pointer or path characters, spaces or
// non-Latin scripts are selected, mapped and saved like any other, and the mock stores them as plain keys.
import userEvent from '@testing-library/user-event';
import {
  HOSTILE_FIELD_NAMES,
  hostileFieldDisplayName,
  hostileNamesFixture,
  mockIds,
} from '../../src/mock/index.ts';
import { createHarness, setupMockServer } from '../support/backendHarness.tsx';
import { editorOf, renderWidget } from '../support/renderWidget.tsx';

const server = setupMockServer();

beforeAll(() => {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
});

const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();

// A full widget flow against the mock; the limit is far above its run time, for a loaded machine.
describe('hostile names end to end', { timeout: 60_000 }, () => {
  it('selects and maps them, saves, and the service stores them as own keys; no prototype changes', async () => {
    const before = prototypeKeys();
    const user = userEvent.setup();
    const harness = createHarness(server, { backend: { fixture: hostileNamesFixture() } });
    renderWidget(harness);
    const account = await editorOf('Account');
    const search = account.getByRole('searchbox', { name: 'Search fields' });
    for (const name of HOSTILE_FIELD_NAMES) {
      await user.clear(search);
      await user.type(
        search,
        name.replace(/[{[]/g, (c) => `${c}${c}`),
      );
      await user.click(
        await account.findByRole('checkbox', {
          name: new RegExp(hostileFieldDisplayName(name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
        }),
      );
    }
    await user.clear(search);
    const region = account.getByRole('combobox', { name: 'Sales region' });
    await user.clear(region);
    await user.type(region, 'Field “constructor”{Enter}');

    await user.click(account.getByRole('button', { name: 'Save' }));
    await account.findByText('Saved.');
    const stored = harness.backend.store.getInstallation(mockIds.salesforce.installationId)?.config.content
      .read?.objects.account;
    for (const name of HOSTILE_FIELD_NAMES) {
      expect(Object.getOwnPropertyDescriptor(stored?.selectedFields, name)?.value).toBe(true);
    }
    expect(Object.getOwnPropertyDescriptor(stored?.selectedFieldMappings, 'salesRegion')?.value).toBe(
      'constructor',
    );
    // What travelled: each name a JSON Pointer segment (RFC 6901), `/` as ~1 and `~` as ~0.
    const sent = harness.requests
      .filter((r) => r.method === 'PATCH')
      .map((r) => r.body)
      .join('\n');
    expect(sent).toContain('/selectedFields/__proto__');
    expect(sent).toContain('/selectedFields/a~1b~0c');
    expect(prototypeKeys()).toEqual(before);
    expect(({} as Record<string, unknown>).selectedFields).toBeUndefined();

    // After the save the form holds what the service stored: the field named __proto__ is still selected.
    await user.type(search, '__proto__');
    const proto = await account.findByRole('checkbox', { name: /Field “__proto__”/ });
    expect((proto as HTMLInputElement).checked).toBe(true);
  });
});
