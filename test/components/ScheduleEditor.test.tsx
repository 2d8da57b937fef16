import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScheduleEditor } from '../../src/components/read/ScheduleEditor.tsx';
import { axeViolations, descriptionOf, renderPart, savedConfig, viewOf } from './readConfigPartsHarness.tsx';

function renderSchedule(schedule: string | undefined, provider?: Parameters<typeof renderPart>[2]) {
  const saved = savedConfig({ schedule });
  return renderPart(<ScheduleEditor view={viewOf(saved)} />, saved, provider);
}

// user-event moves through a radio group with `CSS.escape`, which jsdom lacks.
beforeAll(() => {
  globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;
});

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const description = () => document.querySelector('.ric-schedule-description')?.textContent;
/** A time of day as the time input shows it: in the browser's (here the runtime's) locale, "2:45 PM" in en-US. */
const asInputShows = (hour: number, minute: number) =>
  new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(1970, 0, 1, hour, minute),
  );

describe('ScheduleEditor', () => {
  test('preselects the preset of the stored schedule and describes it', () => {
    renderSchedule('*/15 * * * *');
    expect(screen.getByRole('group', { name: 'How often to read' })).toBeTruthy();
    expect(radio('Every 15 minutes').checked).toBe(true);
    expect(description()).toBe(
      'Every 15 minutes, at :00, :15, :30 and :45 past each hour (cron: */15 * * * *).',
    );
  });

  test('without a stored schedule, preselects the default schedule without writing it', () => {
    const { values } = renderSchedule(undefined);
    expect(radio('Every 30 minutes').checked).toBe(true);
    expect(values().schedule).toBeUndefined();
  });

  test('a daily or weekly cron preselects its preset with the time and day', () => {
    renderSchedule('30 2 * * 5');
    expect(radio('Once a week').checked).toBe(true);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Day of the week' }).value).toBe('5');
    expect(screen.getByLabelText<HTMLInputElement>('Time of day').value).toBe('02:30');
    expect(description()).toBe(`Every Friday at ${asInputShows(2, 30)} (cron: 30 2 * * 5).`);
  });

  test('choosing a preset writes its cron expression and describes it', async () => {
    const user = userEvent.setup();
    const { values } = renderSchedule('*/15 * * * *');
    await user.click(radio('Every 6 hours'));
    expect(values().schedule).toBe('0 */6 * * *');
    expect(description()).toBe('Every 6 hours, at 00:00, 06:00, 12:00 and 18:00 (cron: 0 */6 * * *).');
    await user.click(radio('Every hour'));
    expect(values().schedule).toBe('0 * * * *');
  });

  test('daily at a chosen time and weekly on a chosen day', async () => {
    const user = userEvent.setup();
    const { values } = renderSchedule('*/15 * * * *');
    await user.click(radio('Once a day'));
    expect(values().schedule).toBe('0 0 * * *');
    const time = screen.getByLabelText('Time of day');
    await user.clear(time);
    await user.type(time, '14:45');
    expect(values().schedule).toBe('45 14 * * *');
    expect(description()).toBe(`Every day at ${asInputShows(14, 45)} (cron: 45 14 * * *).`);

    await user.click(radio('Once a week'));
    expect(values().schedule).toBe('45 14 * * 1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day of the week' }), 'Sunday');
    expect(values().schedule).toBe('45 14 * * 0');
    expect(description()).toBe(`Every Sunday at ${asInputShows(14, 45)} (cron: 45 14 * * 0).`);
  });

  test('an emptied time keeps the last schedule and says what is missing', async () => {
    const user = userEvent.setup();
    const { values } = renderSchedule('0 9 * * *');
    const time = screen.getByLabelText('Time of day');
    await user.clear(time);
    expect(values().schedule).toBe('0 9 * * *');
    expect(time.getAttribute('aria-invalid')).toBe('true');
    // The error first, then the time zone the time is in.
    expect(descriptionOf(time)).toBe('Enter a time of day. | Times are in UTC (Coordinated Universal Time).');
    // Shown right under the input, before the words under the choices.
    expect(time.closest('label')?.nextElementSibling?.textContent).toBe('Enter a time of day.');
  });

  test('custom starts from the schedule in force and describes a valid expression as it is typed', async () => {
    const user = userEvent.setup();
    const { values } = renderSchedule('*/15 * * * *');
    await user.click(radio('Custom (cron expression)'));
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Cron expression' });
    expect(input.value).toBe('*/15 * * * *');
    expect(values().schedule).toBe('*/15 * * * *');
    await user.clear(input);
    await user.type(input, '0 */2 * * *');
    expect(values().schedule).toBe('0 */2 * * *');
    expect(description()).toBe('Every 2 hours (cron: 0 */2 * * *).');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(input)).toContain('Five fields separated by spaces');
    expect(descriptionOf(input)).toContain('Every 2 hours');
    await user.clear(input);
    await user.type(input, '0 9,17 * * 1-5');
    expect(description()).toBe('At 09:00 and 17:00 on Monday to Friday (cron: 0 9,17 * * 1-5).');
  });

  test('describes a custom expression in the locale, with the host’s phrases where it gives them', () => {
    const { unmount } = renderSchedule('0 9,17 * * 1-5', { locale: 'de-DE' });
    // Names, times and the list in German; the phrases are English until the host words them.
    expect(description()).toBe('At 9:00 und 17:00 on Montag to Freitag (cron: 0 9,17 * * 1-5).');
    unmount();
    renderSchedule('0 9,17 * * 1-5', {
      locale: 'de-DE',
      messages: {
        'cron.at': (times, everyDay) => `${everyDay ? 'Täglich' : ''} um ${times}`.trim(),
        'cron.range': (from, to) => `${from} bis ${to}`,
        'cron.field': (field, _values, text) => (field === 'weekday' ? `am ${text}` : text),
        'schedule.description': (description, expression) => `${description} (Cron: ${expression})`,
      },
    });
    expect(description()).toBe('um 9:00 und 17:00 am Montag bis Freitag (Cron: 0 9,17 * * 1-5)');
  });

  test('the host’s own words for a custom expression win over the phrases', () => {
    renderSchedule('0 9,17 * * 1-5', {
      messages: {
        'schedule.describe.custom': (cron) => (cron === '0 9,17 * * 1-5' ? 'Twice each workday' : undefined),
      },
    });
    expect(description()).toBe('Twice each workday (cron: 0 9,17 * * 1-5).');
  });

  test('an expression that is not a schedule never reaches the form value and shows why', async () => {
    const user = userEvent.setup();
    const { values, form } = renderSchedule('0 */2 * * *');
    expect(radio('Custom (cron expression)').checked).toBe(true);
    const input = screen.getByRole('textbox', { name: 'Cron expression' });

    await user.clear(input);
    await user.type(input, '99 * * * *');
    expect(values().schedule).toBe('0 */2 * * *');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toContain('This cron expression is not valid.');
    // Right under the input, above its hint and the time zone note.
    expect(input.nextElementSibling?.textContent).toContain('This cron expression is not valid.');
    expect(description()).toBe('');
    await waitFor(() => expect(form().getFieldState('schedule').error?.type).toBe('input'));

    await user.clear(input);
    await user.type(input, '0 9 * *');
    expect(descriptionOf(input)).toContain(
      'A cron expression has 5 fields separated by spaces; this one has 4.',
    );

    await user.clear(input);
    expect(descriptionOf(input)).toContain('Enter a cron expression.');
    expect(values().schedule).toBe('0 */2 * * *');
  });

  test('the input error survives a validation run and goes once the input is valid', async () => {
    const user = userEvent.setup();
    const { form } = renderSchedule('*/15 * * * *');
    await user.click(radio('Custom (cron expression)'));
    const input = screen.getByRole('textbox', { name: 'Cron expression' });
    await user.type(input, ' 1-');
    await waitFor(() => expect(form().getFieldState('schedule').error?.type).toBe('input'));
    // The resolver's run replaces the form's errors; the part puts its own back.
    await act(async () => {
      await form().trigger();
    });
    await waitFor(() => expect(form().getFieldState('schedule').error?.type).toBe('input'));
    await user.clear(input);
    await user.type(input, '5 * * * *');
    await waitFor(() => expect(form().getFieldState('schedule').error).toBeUndefined());
    expect(form().getValues('schedule')).toBe('5 * * * *');
  });

  test('leaving an invalid custom expression for a preset clears the error', async () => {
    const user = userEvent.setup();
    const { values, form } = renderSchedule('*/15 * * * *');
    await user.click(radio('Custom (cron expression)'));
    await user.type(screen.getByRole('textbox', { name: 'Cron expression' }), 'x');
    await waitFor(() => expect(form().getFieldState('schedule').error).toBeDefined());
    await user.click(radio('Every 30 minutes'));
    expect(values().schedule).toBe('*/30 * * * *');
    await waitFor(() => expect(form().getFieldState('schedule').error).toBeUndefined());
    expect(screen.queryByRole('textbox', { name: 'Cron expression' })).toBeNull();
  });

  test('a server error at schedule is shown until the user changes the schedule', async () => {
    const user = userEvent.setup();
    const { form } = renderSchedule('0 */2 * * *');
    act(() =>
      form().setError('schedule', { type: 'server', message: 'schedule is not supported by the provider' }),
    );
    const input = await screen.findByRole('textbox', { name: 'Cron expression' });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(input)).toContain('schedule is not supported by the provider');
    await user.click(radio('Every hour'));
    expect(screen.queryByText('schedule is not supported by the provider')).toBeNull();
  });

  test('a server error at a preset without inputs is shown under that preset', async () => {
    const { form } = renderSchedule('0 * * * *');
    act(() => form().setError('schedule', { type: 'server', message: 'hourly reads are paused' }));
    const error = await screen.findByText('hourly reads are paused');
    expect(radio('Every hour').closest('li')?.contains(error)).toBe(true);
    expect(descriptionOf(screen.getByRole('group', { name: 'How often to read' }))).toContain(
      'hourly reads are paused',
    );
  });

  test('a new form value (discard, server change) re-derives the choice', async () => {
    const user = userEvent.setup();
    const { form } = renderSchedule('*/15 * * * *');
    await user.click(radio('Custom (cron expression)'));
    await user.type(screen.getByRole('textbox', { name: 'Cron expression' }), 'oops');
    act(() => form().reset(savedConfig({ schedule: '0 */6 * * *' })));
    await waitFor(() => expect(radio('Every 6 hours').checked).toBe(true));
    expect(screen.queryByRole('textbox', { name: 'Cron expression' })).toBeNull();
    await waitFor(() => expect(form().getFieldState('schedule').error).toBeUndefined());
  });

  test('a reset that drops its input error (Discard) shows the saved schedule again; one that keeps it does not', async () => {
    const user = userEvent.setup();
    const { form } = renderSchedule('*/15 * * * *');
    await user.click(radio('Custom (cron expression)'));
    await user.type(screen.getByRole('textbox', { name: 'Cron expression' }), ' x');
    await waitFor(() => expect(form().getFieldState('schedule').error?.type).toBe('input'));

    // A save or a server change rebased under the edits keeps the errors, and so the input.
    act(() => form().reset(form().getValues(), { keepErrors: true }));
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Cron expression' });
    expect(input.value).toBe('*/15 * * * * x');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toContain('this one has 6');

    // Discard: the same schedule as before, yet the input goes with its error.
    act(() => form().reset(savedConfig({ schedule: '*/15 * * * *' })));
    expect(radio('Every 15 minutes').checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Cron expression' })).toBeNull();
    expect(screen.queryByText(/this one has 6/)).toBeNull();
    await waitFor(() => expect(form().getFieldState('schedule').error).toBeUndefined());
  });

  test('input dropped by a Discard does not come back with a later server error at schedule', async () => {
    const user = userEvent.setup();
    const { form } = renderSchedule('*/15 * * * *');
    await user.click(radio('Custom (cron expression)'));
    await user.type(screen.getByRole('textbox', { name: 'Cron expression' }), ' x');
    await waitFor(() => expect(form().getFieldState('schedule').error?.type).toBe('input'));
    act(() => form().reset(savedConfig({ schedule: '*/15 * * * *' })));
    await waitFor(() => expect(form().getFieldState('schedule').error).toBeUndefined());
    act(() => form().setError('schedule', { type: 'server', message: 'schedule is not supported' }));
    expect(radio('Every 15 minutes').checked).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Cron expression' })).toBeNull();
    expect(screen.getByText('schedule is not supported')).toBeTruthy();
  });

  test('is operable from the keyboard: arrows choose presets, Tab reaches the details', async () => {
    const user = userEvent.setup();
    const { values } = renderSchedule('0 * * * *');
    radio('Every hour').focus();
    await user.keyboard('{ArrowDown}');
    expect(values().schedule).toBe('0 */6 * * *');
    await user.keyboard('{ArrowDown}');
    expect(values().schedule).toBe('0 0 * * *');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Time of day'));
  });

  test('has no axe violations, valid or not', async () => {
    const user = userEvent.setup();
    const { container } = renderSchedule('30 2 * * 5');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(radio('Custom (cron expression)'));
    await user.clear(screen.getByRole('textbox', { name: 'Cron expression' }));
    await user.type(screen.getByRole('textbox', { name: 'Cron expression' }), '61 * * * *');
    expect(await axeViolations(container)).toEqual([]);
  });
});
