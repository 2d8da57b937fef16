import { useEffect, useId, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import type { ReadObjectView } from '../core/buildRevisionObjects.ts';
import { cronExpressionIssue } from '../core/cronExpressionIssue.ts';
import { cronFromScheduleChoice } from '../core/cronFromScheduleChoice.ts';
import { describeCronExpression } from '../core/describeCronExpression.ts';
import {
  type ScheduleChoice,
  type SchedulePreset,
  scheduleChoiceFromCron,
} from '../core/scheduleChoiceFromCron.ts';
import { type Messages, useIntegrationConfigContext, useMessages } from '../hooks/index.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { describeSchedule } from './describeSchedule.ts';
import { useInputError } from './useInputError.ts';
import { useReadObjectForm } from './useReadObjectForm.ts';
import './ScheduleEditor.css';

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
/** Monday first, as most people read a week; 0 is Sunday in cron. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

interface EditorState {
  /** The form value this state was derived from; another value (discard, server change) derives it anew. */
  syncedFrom: string;
  /** The form's default values when this state was last checked against them: they change with every reset. */
  resetFrom: unknown;
  preset: SchedulePreset;
  hour: number;
  minute: number;
  weekday: number;
  /** The time input's text, empty while the user clears it. */
  timeText: string;
  customText: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function stateFrom(cron: string, resetFrom: unknown): EditorState {
  const choice = scheduleChoiceFromCron(cron);
  const hour = choice.preset === 'daily' || choice.preset === 'weekly' ? choice.hour : 0;
  const minute = choice.preset === 'daily' || choice.preset === 'weekly' ? choice.minute : 0;
  return {
    syncedFrom: cron,
    resetFrom,
    preset: choice.preset,
    hour,
    minute,
    weekday: choice.preset === 'weekly' ? choice.weekday : 1,
    timeText: `${pad(hour)}:${pad(minute)}`,
    customText: cron,
  };
}

function choiceOf(state: EditorState): ScheduleChoice {
  switch (state.preset) {
    case 'daily':
      return { preset: 'daily', hour: state.hour, minute: state.minute };
    case 'weekly':
      return { preset: 'weekly', weekday: state.weekday, hour: state.hour, minute: state.minute };
    case 'custom':
      return { preset: 'custom', expression: state.customText };
    default:
      return { preset: state.preset };
  }
}

/** cronstrue's words for a custom expression, loaded on first use; `undefined` while loading or when invalid. */
function useCronDescription(expression: string | undefined): string | undefined {
  const { locale } = useIntegrationConfigContext();
  const [described, setDescribed] = useState<{ expression: string; text: string | undefined }>();
  useEffect(() => {
    if (expression === undefined) return;
    let current = true;
    void describeCronExpression(expression, locale).then((text) => {
      if (current) setDescribed({ expression, text });
    });
    return () => {
      current = false;
    };
  }, [expression, locale]);
  return described && described.expression === expression ? described.text : undefined;
}

function inputIssue(state: EditorState, messages: Messages): string | undefined {
  if ((state.preset === 'daily' || state.preset === 'weekly') && state.timeText === '') {
    return messages['schedule.time.required'];
  }
  if (state.preset !== 'custom') return undefined;
  const issue = cronExpressionIssue(state.customText);
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
  const id = useId();
  const { control, setValue, clearErrors, getFieldState } = useReadObjectForm();
  const schedule = useWatch({ control, name: 'schedule' });
  const current = schedule ?? view.defaultSchedule;
  const formState = useFormState({ control, name: 'schedule', exact: true });
  const { defaultValues } = formState;

  const [state, setState] = useState(() => stateFrom(current, defaultValues));
  let shown = state;
  if (state.syncedFrom !== current) {
    shown = stateFrom(current, defaultValues);
    setState(shown);
  } else if (state.resetFrom !== defaultValues) {
    // The form was reset. A reset that keeps the user's edits (a save, a server change rebased under them) keeps
    // their errors, this editor's `input` error among them; one that dropped it (Discard) drops the input too.
    const dropped =
      inputIssue(state, messages) !== undefined && getFieldState('schedule', formState).error === undefined;
    shown = dropped ? stateFrom(current, defaultValues) : { ...state, resetFrom: defaultValues };
    setState(shown);
  }

  const issue = inputIssue(shown, messages);
  const error = useInputError('schedule', issue);
  const errorMessage = issue ?? error?.message;

  const update = (patch: Partial<EditorState>) => {
    const next = { ...shown, ...patch };
    if (inputIssue(next, messages) !== undefined) {
      setState(next);
      return;
    }
    const cron = cronFromScheduleChoice(choiceOf(next));
    setState({ ...next, syncedFrom: cron });
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
  // The host's words (presets, or a custom expression the host describes); else cronstrue's, loaded only then.
  const hostDescription = issue === undefined ? describeSchedule(describedCron, messages) : undefined;
  const customDescription = useCronDescription(
    issue === undefined && hostDescription === undefined && shown.preset === 'custom'
      ? shown.customText
      : undefined,
  );
  const description = issue !== undefined ? undefined : (hostDescription ?? customDescription);
  const descriptionId = `${id}description`;
  const errorId = `${id}error`;
  const hintId = `${id}hint`;
  const detailsDescribedBy = [
    shown.preset === 'custom' ? hintId : undefined,
    errorMessage ? errorId : descriptionId,
  ]
    .filter(Boolean)
    .join(' ');

  const details = (preset: SchedulePreset) => {
    if (preset === 'daily' || preset === 'weekly') {
      return (
        <div className="ric-schedule-details">
          {preset === 'weekly' && (
            <label className="ric-schedule-detail">
              <span>{messages['schedule.weekday']}</span>
              <select
                className="ric-select"
                value={shown.weekday}
                onChange={(event) => update({ weekday: Number(event.target.value) })}
              >
                {WEEKDAYS.map((weekday) => (
                  <option key={weekday} value={weekday}>
                    {messages['schedule.weekdayName'](weekday)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className="ric-schedule-detail">
            <span>{messages['schedule.time']}</span>
            <input
              type="time"
              className="ric-input"
              required
              value={shown.timeText}
              aria-invalid={errorMessage ? true : undefined}
              aria-describedby={detailsDescribedBy}
              onChange={(event) => onTimeChange(event.target.value)}
            />
          </label>
        </div>
      );
    }
    if (preset === 'custom') {
      return (
        <div className="ric-schedule-details">
          <label className="ric-schedule-detail" htmlFor={`${id}cron`}>
            {messages['schedule.custom.label']}
          </label>
          <input
            id={`${id}cron`}
            className="ric-input ric-schedule-cron"
            spellCheck={false}
            autoComplete="off"
            required
            value={shown.customText}
            aria-invalid={errorMessage ? true : undefined}
            aria-describedby={detailsDescribedBy}
            onChange={(event) => update({ customText: event.target.value })}
          />
          <p id={hintId} className="ric-hint">
            {messages['schedule.custom.hint']}
          </p>
        </div>
      );
    }
    return null;
  };

  return (
    <ChoiceGroup
      id={id}
      className="ric-schedule"
      legend={messages['schedule.legend']}
      choices={PRESETS.map((preset) => ({ value: preset, label: messages[`schedule.preset.${preset}`] }))}
      value={shown.preset}
      onChange={choosePreset}
      details={details(shown.preset)}
      describedBy={errorMessage ? `${descriptionId} ${errorId}` : descriptionId}
    >
      <p id={descriptionId} className="ric-hint ric-schedule-description">
        {description !== undefined && messages['schedule.description'](description, describedCron.trim())}
      </p>
      {errorMessage && (
        <p id={errorId} className="ric-field-error">
          {errorMessage}
        </p>
      )}
    </ChoiceGroup>
  );
}
