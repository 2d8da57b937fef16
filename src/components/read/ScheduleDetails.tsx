'use client';

import type { SchedulePreset } from '../../core/scheduleChoiceFromCron.ts';
import { useMessages } from '../../hooks/useMessages.ts';

/** Monday first, as most people read a week; 0 is Sunday in cron. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

/** Props of {@link ScheduleDetails}. */
export interface ScheduleDetailsProps {
  /** Base of the ids, the schedule editor's. */
  id: string;
  preset: SchedulePreset;
  weekday: number;
  /** The time input's text, empty while the user clears it. */
  timeText: string;
  customText: string;
  /** The schedule's error, shown right under its input (id `${id}error`). */
  error: string | undefined;
  /** Ids describing the inputs: the custom hint, and the error or else the description. */
  describedBy: string;
  onWeekdayChange: (weekday: number) => void;
  onTimeChange: (text: string) => void;
  onCustomChange: (text: string) => void;
}

/** The inputs under the chosen schedule preset: the day and time of a daily or weekly read, or a cron expression. */
export function ScheduleDetails({
  id,
  preset,
  weekday,
  timeText,
  customText,
  error,
  describedBy,
  onWeekdayChange,
  onTimeChange,
  onCustomChange,
}: ScheduleDetailsProps) {
  const messages = useMessages();
  const invalid = error !== undefined;
  const errorText = error !== undefined && (
    <p id={`${id}error`} className="ric-field-error">
      {error}
    </p>
  );
  if (preset === 'daily' || preset === 'weekly') {
    return (
      <div className="ric-schedule-details">
        {preset === 'weekly' && (
          <label className="ric-schedule-detail">
            <span>{messages['schedule.weekday']}</span>
            <select
              className="ric-select"
              value={weekday}
              onChange={(event) => onWeekdayChange(Number(event.target.value))}
            >
              {WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {messages['schedule.weekdayName'](day)}
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
            value={timeText}
            aria-invalid={invalid || undefined}
            // The time zone is said under the schedule (ScheduleEditor).
            aria-describedby={`${describedBy} ${id}tz`}
            onChange={(event) => onTimeChange(event.target.value)}
          />
        </label>
        {errorText}
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
          value={customText}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onCustomChange(event.target.value)}
        />
        {errorText}
        <p id={`${id}hint`} className="ric-hint">
          {messages['schedule.custom.hint']}
        </p>
      </div>
    );
  }
  // A preset without inputs: the service's issue with the schedule, under the chosen preset.
  return errorText && <div className="ric-schedule-details">{errorText}</div>;
}
