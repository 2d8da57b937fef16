import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { BackfillEditor } from '../../src/components/read/BackfillEditor.tsx';
import { MOCK_PATCH_OBJECT_URL } from '../../src/mock/index.ts';
import type { BackfillConfig } from '../../src/schemas/config.ts';
import { setupMockServer } from '../support/backendHarness.tsx';
import { renderObjectParts } from '../support/renderObjectParts.tsx';
import { axeViolations, descriptionOf, renderPart, savedConfig, viewOf } from './readConfigPartsHarness.tsx';

const server = setupMockServer();

// user-event moves through a radio group with `CSS.escape`, which jsdom lacks.
beforeAll(() => {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
});

function renderBackfill(backfill: BackfillConfig | undefined) {
  const saved = savedConfig({ backfill });
  return renderPart(<BackfillEditor view={viewOf(saved)} />, saved);
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const daysInput = () => screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Number of days' });

describe('BackfillEditor', () => {
  test('says in plain words what each choice means', () => {
    renderBackfill({ defaultPeriod: { days: 0 } });
    expect(screen.getByRole('group', { name: 'How far back the first read goes' })).toBeTruthy();
    expect(radio('Only new changes').checked).toBe(true);
    expect(descriptionOf(radio('Only new changes'))).toMatch(/^No history: the first read starts now/);
    expect(descriptionOf(radio('Recent history'))).toMatch(/last days you choose/);
    expect(descriptionOf(radio('Full history'))).toMatch(/^The first read goes back to the oldest record/);
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  test.each([
    { name: 'days', backfill: { defaultPeriod: { days: 7 } }, checked: 'Recent history' },
    { name: 'full history', backfill: { defaultPeriod: { fullHistory: true } }, checked: 'Full history' },
    { name: 'no backfill at all', backfill: undefined, checked: 'Only new changes' },
    {
      name: 'fullHistory: false',
      backfill: { defaultPeriod: { fullHistory: false } },
      checked: 'Only new changes',
    },
  ])('preselects the stored choice: $name', ({ backfill, checked }) => {
    const { values } = renderBackfill(backfill);
    expect(radio(checked).checked).toBe(true);
    expect(values().backfill).toEqual(backfill);
  });

  test('full history writes fullHistory only, and keeps the backfill filters', async () => {
    const user = userEvent.setup();
    const fieldFilters = [{ fieldName: 'IsActive', operator: 'eq' as const, value: true }];
    const { values } = renderBackfill({ defaultPeriod: { days: 7 }, fieldFilters });
    await user.click(radio('Full history'));
    expect(values().backfill).toEqual({ defaultPeriod: { fullHistory: true }, fieldFilters });
    await user.click(radio('Only new changes'));
    expect(values().backfill).toEqual({ defaultPeriod: { days: 0 }, fieldFilters });
  });

  test('recent history suggests the builder default, then writes the days typed', async () => {
    const user = userEvent.setup();
    const { values } = renderBackfill(undefined);
    await user.click(radio('Recent history'));
    expect(daysInput().value).toBe('14');
    expect(values().backfill).toEqual({ defaultPeriod: { days: 14 } });
    await user.clear(daysInput());
    await user.type(daysInput(), '90');
    expect(values().backfill).toEqual({ defaultPeriod: { days: 90 } });
    expect(daysInput().getAttribute('aria-invalid')).toBeNull();
  });

  test('the days typed come back when the user returns to recent history', async () => {
    const user = userEvent.setup();
    const { values } = renderBackfill({ defaultPeriod: { days: 45 } });
    await user.click(radio('Full history'));
    await user.click(radio('Recent history'));
    expect(daysInput().value).toBe('45');
    expect(values().backfill?.defaultPeriod).toEqual({ days: 45 });
  });

  test.each(['0', '-3', '1.5', ''])(
    '"%s" days is refused next to the input and blocks validation',
    async (typed) => {
      const user = userEvent.setup();
      const { values, form } = renderBackfill({ defaultPeriod: { days: 30 } });
      await user.clear(daysInput());
      if (typed) await user.type(daysInput(), typed);
      expect(daysInput().getAttribute('aria-invalid')).toBe('true');
      expect(descriptionOf(daysInput())).toContain('Enter a whole number of days, 1 or more.');
      // Neither days nor fullHistory: the contract's rules refuse the form value.
      expect(values().backfill?.defaultPeriod).toEqual({});
      let valid = true;
      await act(async () => {
        valid = await form().trigger();
      });
      expect(valid).toBe(false);
      await waitFor(() =>
        expect(form().getFieldState('backfill.defaultPeriod.days').error?.message).toBe(
          'Enter a whole number of days, 1 or more.',
        ),
      );
      await user.clear(daysInput());
      await user.type(daysInput(), '10');
      expect(values().backfill?.defaultPeriod).toEqual({ days: 10 });
      await waitFor(() => expect(form().getFieldState('backfill.defaultPeriod.days').error).toBeUndefined());
      expect(daysInput().getAttribute('aria-invalid')).toBeNull();
    },
  );

  test('an error at backfill.defaultPeriod.days from the service is shown next to the input', async () => {
    const user = userEvent.setup();
    const { form } = renderBackfill({ defaultPeriod: { days: 4000 } });
    act(() =>
      form().setError('backfill.defaultPeriod.days', {
        type: 'server',
        message: 'days must be at most 3650',
      }),
    );
    await waitFor(() => expect(daysInput().getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(daysInput())).toContain('days must be at most 3650');
    await user.clear(daysInput());
    await user.type(daysInput(), '365');
    expect(screen.queryByText('days must be at most 3650')).toBeNull();
  });

  test.each(['backfill.defaultPeriod.fullHistory', 'backfill.defaultPeriod', 'backfill'] as const)(
    'an error at %s is shown next to the choice, which is marked invalid',
    async (path) => {
      const user = userEvent.setup();
      const { form, container } = renderBackfill({ defaultPeriod: { fullHistory: true } });
      const message = 'Full history is not available for this object.';
      act(() => form().setError(path, { type: 'server', message }));
      const group = await screen.findByRole('group', {
        name: 'How far back the first read goes',
        description: message,
      });
      expect(group.textContent).toContain(message);
      for (const name of ['Only new changes', 'Recent history', 'Full history']) {
        expect(radio(name).getAttribute('aria-invalid')).toBe('true');
        expect(descriptionOf(radio(name))).toContain(message);
      }
      expect(descriptionOf(radio('Full history'))).toMatch(/^The first read goes back to the oldest record/);
      expect(await axeViolations(container)).toEqual([]);

      await user.click(radio('Recent history'));
      expect(screen.queryByText(message)).toBeNull();
      expect(radio('Full history').hasAttribute('aria-invalid')).toBe(false);
      expect(
        screen
          .getByRole('group', { name: 'How far back the first read goes' })
          .hasAttribute('aria-describedby'),
      ).toBe(false);
    },
  );

  test("the service's refusal of full history is shown at the choice; nothing is stored", async () => {
    const user = userEvent.setup();
    const { save, stored } = await renderObjectParts(server, BackfillEditor);
    const message = 'Full history is not available for this object.';
    server.use(
      http.patch(MOCK_PATCH_OBJECT_URL, async ({ request }) => {
        const { changes } = (await request.json()) as { changes: { op: string; path: string }[] };
        // The change that writes full history (an add of `fullHistory`, or a replace of the period).
        const index = changes.findIndex((c) => c.op !== 'remove' && c.path.startsWith('/backfill'));
        return HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            issues: [{ in: 'body', name: `changes[${index}].value`, detail: message }],
          },
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        );
      }),
    );
    await user.click(radio('Full history'));
    expect((await save())?.ok).toBe(false);
    expect(stored()?.backfill?.defaultPeriod).toEqual({ days: 30 });
    await waitFor(() => expect(radio('Full history').getAttribute('aria-invalid')).toBe('true'));
    // In the user's words (the service's sentence is for the details, for support).
    const words = 'The server did not accept this value.';
    expect(descriptionOf(radio('Full history'))).toContain(words);
    expect(
      screen.getByRole('group', { name: 'How far back the first read goes', description: words }),
    ).toBeTruthy();
  });

  test('an error at days shows at the group while another choice is chosen', () => {
    const { form } = renderBackfill({ defaultPeriod: { days: 0 } });
    act(() =>
      form().setError('backfill.defaultPeriod.days', { type: 'server', message: 'days must be 1 or more' }),
    );
    expect(radio('Only new changes').getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByRole('group', {
        name: 'How far back the first read goes',
        description: 'days must be 1 or more',
      }),
    ).toBeTruthy();
  });

  test('a new form value (discard, server change) re-derives the choice', async () => {
    const user = userEvent.setup();
    const { form } = renderBackfill({ defaultPeriod: { days: 0 } });
    await user.click(radio('Full history'));
    act(() => form().reset(savedConfig({ backfill: { defaultPeriod: { days: 3 } } })));
    await waitFor(() => expect(radio('Recent history').checked).toBe(true));
    expect(daysInput().value).toBe('3');
  });

  test('days typed stay through a reset to the same value (a save) and go with a Discard', async () => {
    const user = userEvent.setup();
    const { form } = renderBackfill({ defaultPeriod: { days: 30 } });
    await user.clear(daysInput());
    await user.type(daysInput(), '0');
    expect(form().getValues('backfill.defaultPeriod')).toEqual({});
    act(() => form().reset(form().getValues(), { keepErrors: true }));
    expect(radio('Recent history').checked).toBe(true);
    expect(daysInput().value).toBe('0');
    expect(daysInput().getAttribute('aria-invalid')).toBe('true');
    act(() => form().reset(savedConfig({ backfill: { defaultPeriod: { days: 30 } } })));
    await waitFor(() => expect(daysInput().value).toBe('30'));
    expect(daysInput().getAttribute('aria-invalid')).toBeNull();
  });

  test('is operable from the keyboard', async () => {
    const user = userEvent.setup();
    const { values } = renderBackfill({ defaultPeriod: { days: 0 } });
    await user.tab();
    expect(document.activeElement).toBe(radio('Only new changes'));
    await user.keyboard('{ArrowDown}');
    expect(values().backfill?.defaultPeriod).toEqual({ days: 14 });
    await user.tab();
    expect(document.activeElement).toBe(daysInput());
    await user.keyboard('{Backspace}{Backspace}7');
    expect(values().backfill?.defaultPeriod).toEqual({ days: 7 });
  });

  test('has no axe violations, valid or not', async () => {
    const user = userEvent.setup();
    const { container } = renderBackfill({ defaultPeriod: { days: 30 } });
    expect(await axeViolations(container)).toEqual([]);
    await user.clear(daysInput());
    expect(await axeViolations(container)).toEqual([]);
  });
});
