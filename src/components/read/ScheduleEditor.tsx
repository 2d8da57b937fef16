'use client';

import { useId, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import type { ReadObjectView } from '../../core/buildRevisionObjects.ts';
import { cronExpressionIssue } from '../../core/cronExpressionIssue.ts';
import { cronFromScheduleChoice } from '../../core/cronFromScheduleChoice.ts';
import { describeSchedule } from '../../core/describeSchedule.ts';
import { INPUT_ERROR_TYPE } from '../../core/inputErrors.ts';
import {
  type ScheduleChoice,
  type SchedulePreset,
  scheduleChoiceFromCron,
} from '../../core/scheduleChoiceFromCron.ts';
import { useIntegrationConfigContext } from '../../hooks/IntegrationConfigProvider.tsx';
import { useActionForm } from '../../hooks/useActionForm.ts';
import { useInputError } from '../../hooks/useInputError.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import type { Messages } from '../../messages/defaultMessages.ts';
import { ChoiceGroup } from '../shared/ChoiceGroup.tsx';
import { ScheduleDetails } from './ScheduleDetails.tsx';
import './ScheduleEditor.css';
import { FieldConflict } from '../shared/FieldConflict.tsx';

/** Props of {@link ScheduleEditor}. */
export interface ScheduleEditorProps {
  view: ReadObjectView;
}

const PRESETS: SchedulePreset[] = [
  'every15Minutes',
  'every30Minutes',
  'hourly',
  'every6Hours',
  'daily',
  'weekly',
  'custom',
];

/** What the editor shows: the preset and its details. */
interface ScheduleFields {
  preset: SchedulePreset;
  hour: number;
  minute: number;
  weekday: number;
  /** The time input's text, empty while the user clears it. */
  timeText: string;
  customText: string;
}

/**
 * What the user last entered here, with the form's schedule and default values when they did (the form's default
 * values change with every reset).
 */
interface ScheduleInput extends ScheduleFields {
  wrote: string;
  resetFrom: unknown;
}

const pad = (n: number) => String(n).padStart(2, '0');

function fieldsFrom(cron: string): ScheduleFields {
  const choice = scheduleChoiceFromCron(cron);
  const hour = choice.preset === 'daily' || choice.preset === 'weekly' ? choice.hour : 0;
  const minute = choice.preset === 'daily' || choice.preset === 'weekly' ? choice.minute : 0;
  return {
    preset: choice.preset,
    hour,
    minute,
    weekday: choice.preset === 'weekly' ? choice.weekday : 1,
    timeText: `${pad(hour)}:${pad(minute)}`,
    customText: cron,
  };
}

function choiceOf(fields: ScheduleFields): ScheduleChoice {
  switch (fields.preset) {
    case 'daily':
      return { preset: 'daily', hour: fields.hour, minute: fields.minute };
    case 'weekly':
      return { preset: 'weekly', weekday: fields.weekday, hour: fields.hour, minute: fields.minute };
    case 'custom':
      return { preset: 'custom', expression: fields.customText };
    default:
      return { preset: fields.preset };
  }
}

/** The formatter of {@link asTimeInputShows}, made once it is first needed: the first one loads the date data. */
let timeFormat: Intl.DateTimeFormat | undefined;

/**
 * A time of day as the browser's time input shows it: in the browser's own locale, which the input follows
 * whatever the page's language is ("12:00 AM" in en-US, "00:00" in de), so the words under it say what it shows.
 */
function asTimeInputShows(hour: number, minute: number): string {
  timeFormat ??= new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return timeFormat.format(Date.UTC(1970, 0, 1, hour, minute));
}

/** The chosen schedule in words; a day's time (only a daily or weekly one has one) as its input shows it. */
function describeShown(shown: ScheduleFields, cron: string, messages: Messages, locale: string | undefined) {
  if (shown.preset === 'daily')
    return messages['schedule.describe.daily'](asTimeInputShows(shown.hour, shown.minute));
  if (shown.preset === 'weekly') {
    const time = asTimeInputShows(shown.hour, shown.minute);
    return messages['schedule.describe.weekly'](messages['schedule.weekdayName'](shown.weekday), time);
  }
  return describeSchedule(cron, messages, locale);
}

function inputIssue(fields: ScheduleFields, messages: Messages): string | undefined {
  if ((fields.preset === 'daily' || fields.preset === 'weekly') && fields.timeText === '') {
    return messages['schedule.time.required'];
  }
  if (fields.preset !== 'custom') return undefined;
  const issue = cronExpressionIssue(fields.customText);
  if (!issue) return undefined;
  if (issue.code === 'empty') return messages['schedule.custom.empty'];
  if (issue.code === 'fieldCount') return messages['schedule.custom.fieldCount'](issue.count);
  return messages['schedule.custom.invalid'];
}

/**
 * Edits how often the object is read (`schedule`): interval presets, once a day or a week at a chosen time, or a
 * custom five-field cron expression, each described in plain words. Input that is not a valid schedule never
 * reaches the form value: it stays on screen with an error of type `input` at `schedule`, until it is valid, the
 * schedule changes, or a reset of the form drops that error (Discard): then the editor shows the form value again.
 */
export function ScheduleEditor({ view }: ScheduleEditorProps) {
  const messages = useMessages();
  const { locale } = useIntegrationConfigContext();
  const id = useId();
  const { control, setValue, clearErrors, getFieldState } = useActionForm('read');
  const schedule = useWatch({ control, name: 'schedule' });
  const current = schedule ?? view.defaultSchedule;
  const formState = useFormState({ control, name: 'schedule', exact: true });
  const { defaultValues } = formState;

  const [input, setInput] = useState<ScheduleInput>();
  // The user's input is shown while the form holds the schedule it was entered over. Input that is no schedule
  // yet lives on its `input` error: a reset that keeps the user's edits (a save, a server change rebased under
  // them) keeps that error and so the input; one that drops it (Discard) drops the input too.
  const shown: ScheduleFields =
    input !== undefined &&
    input.wrote === current &&
    (input.resetFrom === defaultValues ||
      inputIssue(input, messages) === undefined ||
      getFieldState('schedule', formState).error?.type === INPUT_ERROR_TYPE)
      ? input
      : fieldsFrom(current);

  const issue = inputIssue(shown, messages);
  const error = useInputError('schedule', issue);
  const errorMessage = issue ?? error?.message;

  const update = (patch: Partial<ScheduleFields>) => {
    const next = { ...shown, ...patch };
    if (inputIssue(next, messages) !== undefined) {
      setInput({ ...next, wrote: current, resetFrom: defaultValues });
      return;
    }
    const cron = cronFromScheduleChoice(choiceOf(next));
    setInput({ ...next, wrote: cron, resetFrom: defaultValues });
    if (cron !== current || schedule === undefined) {
      setValue('schedule', cron, { shouldDirty: true });
    }
    clearErrors('schedule');
  };

  const choosePreset = (preset: SchedulePreset) => {
    // Custom starts from the schedule in force, so a small change is a small edit.
    update(preset === 'custom' ? { preset, customText: current } : { preset });
  };

  const onTimeChange = (text: string) => {
    const match = /^(\d{2}):(\d{2})/.exec(text);
    if (!match) {
      update({ timeText: '' });
      return;
    }
    update({ timeText: text, hour: Number(match[1]), minute: Number(match[2]) });
  };

  const describedCron = shown.preset === 'custom' ? shown.customText : current;
  // A preset's words, or a custom expression in the host's words or else the `cron.*` phrases.
  const description = issue !== undefined ? undefined : describeShown(shown, describedCron, messages, locale);
  const descriptionId = `${id}description`;
  const errorId = `${id}error`;
  const hintId = `${id}hint`;
  const detailsDescribedBy = [
    shown.preset === 'custom' ? hintId : undefined,
    errorMessage ? errorId : descriptionId,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <ChoiceGroup
      id={id}
      className="ric-schedule"
      legend={messages['schedule.legend']}
      choices={PRESETS.map((preset) => ({ value: preset, label: messages[`schedule.preset.${preset}`] }))}
      value={shown.preset}
      onChange={choosePreset}
      details={
        <ScheduleDetails
          id={id}
          preset={shown.preset}
          weekday={shown.weekday}
          timeText={shown.timeText}
          customText={shown.customText}
          error={errorMessage || undefined}
          describedBy={detailsDescribedBy}
          onWeekdayChange={(weekday) => update({ weekday })}
          onTimeChange={onTimeChange}
          onCustomChange={(customText) => update({ customText })}
        />
      }
      describedBy={errorMessage ? `${descriptionId} ${errorId}` : descriptionId}
    >
      <p id={descriptionId} className="ric-hint ric-schedule-description">
        {description !== undefined && messages['schedule.description'](description, describedCron.trim())}
      </p>
      <p id={`${id}tz`} className="ric-hint ric-schedule-description">
        {messages['schedule.timeZone']}
      </p>
      <FieldConflict path={['schedule']} describedBy={errorId} />
    </ChoiceGroup>
  );
}
