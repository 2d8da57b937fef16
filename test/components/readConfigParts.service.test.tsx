import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BackfillEditor } from '../../src/components/read/BackfillEditor.tsx';
import { FilterEditor } from '../../src/components/read/FilterEditor.tsx';
import { ScheduleEditor } from '../../src/components/read/ScheduleEditor.tsx';
import type { ReadObjectView } from '../../src/core/buildRevisionObjects.ts';
import { defaultFixture, mockIds } from '../../src/mock/index.ts';
import { setupMockServer } from '../support/backendHarness.tsx';
import { renderObjectParts } from '../support/renderObjectParts.tsx';

const server = setupMockServer();

// user-event moves through a radio group with `CSS.escape`, which jsdom lacks.
beforeAll(() => {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
});

function Parts({ view }: { view: ReadObjectView }) {
  return (
    <>
      <ScheduleEditor view={view} />
      <BackfillEditor view={view} />
      <FilterEditor view={view} />
    </>
  );
}

const renderParts = Object.assign(() => renderObjectParts(server, Parts), {
  withFixture: (fixture: typeof defaultFixture) => renderObjectParts(server, Parts, { backend: { fixture } }),
});

// A provider whose raw filter is a JSON query rather than text: stored that way for the Salesforce Account.
const jsonQuery = { status: { $in: ['open', 'won'] }, amount: { $gt: 1000 }, tags: ['a/b~c', null] };
function withJsonRawFilter() {
  const fixture = structuredClone(defaultFixture);
  const installation = fixture.installations.find((i) => i.id === mockIds.salesforce.installationId);
  const account = installation?.config.content.read?.objects.account;
  if (!account) throw new Error('the fixture has no Account');
  delete account.fieldFilters;
  account.rawFilter = { type: 'mongo', filter: structuredClone(jsonQuery) };
  return fixture;
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('schedule, history and filters against the mock service', () => {
  test('what the user chooses is what the service stores', async () => {
    const user = userEvent.setup();
    const { save, stored, editor } = await renderParts();
    await user.click(radio('Every 6 hours'));
    await user.click(radio('Full history'));
    await user.click(radio('Records matching a provider filter'));
    await user.type(screen.getByRole('textbox', { name: 'Filter language' }), 'soql');
    await user.type(screen.getByRole('textbox', { name: 'Filter expression' }), "Type = 'Customer'");
    await waitFor(() => expect(editor().isDirty).toBe(true));

    expect((await save())?.ok).toBe(true);
    const account = stored();
    expect(account?.schedule).toBe('0 */6 * * *');
    expect(account?.backfill?.defaultPeriod).toEqual({ fullHistory: true });
    expect(account?.rawFilter).toEqual({ type: 'soql', filter: "Type = 'Customer'" });
    expect(account && 'fieldFilters' in account).toBe(false);
  });

  test('switching from a stored provider filter to conditions stores the conditions only', async () => {
    const user = userEvent.setup();
    const { save, stored } = await renderParts();
    await user.click(radio('Records matching a provider filter'));
    await user.type(screen.getByRole('textbox', { name: 'Filter language' }), 'soql');
    await user.type(screen.getByRole('textbox', { name: 'Filter expression' }), 'IsDeleted = false');
    expect((await save())?.ok).toBe(true);
    expect(stored()?.rawFilter).toBeDefined();

    await user.click(radio('Records matching conditions'));
    await user.type(screen.getByLabelText('Value of condition 1'), '12');
    expect((await save())?.ok).toBe(true);
    const account = stored();
    expect(account && 'rawFilter' in account).toBe(false);
    expect(account?.fieldFilters).toHaveLength(1);
    expect(account?.fieldFilters?.[0]?.operator).toBe('eq');
  });

  test('a raw filter stored as JSON is shown as JSON and kept as that value by saves of other settings', async () => {
    const user = userEvent.setup();
    const { save, stored, harness } = await renderParts.withFixture(withJsonRawFilter());
    expect(radio('Records matching a provider filter').checked).toBe(true);
    const expression = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Filter expression' });
    expect(JSON.parse(expression.value)).toEqual(jsonQuery);
    expect(screen.getByText('The service keeps this filter as JSON: edit it as JSON.')).toBeTruthy();

    await user.click(radio('Every 6 hours'));
    expect((await save())?.ok).toBe(true);
    expect(stored()?.schedule).toBe('0 */6 * * *');
    expect(stored()?.rawFilter).toEqual({ type: 'mongo', filter: jsonQuery });
    // The save was a patch of the schedule alone: nothing in it rewrote the filter.
    const patch = harness.requests.filter((r) => r.method === 'PATCH').at(-1);
    expect(patch?.body).toContain('/schedule');
    expect(patch?.body).not.toContain('rawFilter');
  });

  test('an edited JSON raw filter is stored as JSON; text that is not JSON blocks the save', async () => {
    const user = userEvent.setup();
    const { save, stored, harness } = await renderParts.withFixture(withJsonRawFilter());
    const expression = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Filter expression' });
    await user.clear(expression);
    await user.type(expression, '{{"status": "open"');
    const before = harness.requests.length;
    expect(await save()).toEqual({ ok: false, reason: 'invalid' });
    expect(harness.requests.length).toBe(before);
    await waitFor(() => expect(expression.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter the filter expression as valid JSON.')).toBeTruthy();
    expect(stored()?.rawFilter).toEqual({ type: 'mongo', filter: jsonQuery });

    await user.type(expression, '}');
    await waitFor(() => expect(expression.getAttribute('aria-invalid')).toBeNull());
    expect((await save())?.ok).toBe(true);
    expect(stored()?.rawFilter).toEqual({ type: 'mongo', filter: { status: 'open' } });
  });

  test('days that are not a whole number of 1 or more block the save; nothing is sent', async () => {
    const user = userEvent.setup();
    const { save, stored, harness } = await renderParts();
    await user.click(radio('Recent history'));
    const days = screen.getByRole('spinbutton', { name: 'Number of days' });
    await user.clear(days);
    const before = harness.requests.length;
    expect(await save()).toEqual({ ok: false, reason: 'invalid' });
    expect(harness.requests.length).toBe(before);
    expect(stored()?.backfill?.defaultPeriod).toEqual({ days: 30 });
    await waitFor(() => expect(days.getAttribute('aria-invalid')).toBe('true'));
  });

  test('an invalid custom cron blocks the save even with other changes; nothing is sent', async () => {
    const user = userEvent.setup();
    const { save, stored, harness } = await renderParts();
    await user.click(radio('Custom (cron expression)'));
    const cron = screen.getByRole('textbox', { name: 'Cron expression' });
    await user.clear(cron);
    await user.type(cron, '99 * * * *');
    await user.click(radio('Full history'));
    await waitFor(() => expect(cron.getAttribute('aria-invalid')).toBe('true'));
    const before = harness.requests.length;
    expect(await save()).toEqual({ ok: false, reason: 'invalid' });
    expect(harness.requests.length).toBe(before);
    expect(stored()?.schedule).toBe('*/15 * * * *');
    expect(stored()?.backfill?.defaultPeriod).toEqual({ days: 30 });
  });
});
