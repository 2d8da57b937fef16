import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ReadObjectView } from '../core/buildRevisionObjects.ts';
import { isJsonEqual } from '../core/isJsonEqual.ts';
import { useMessages } from '../hooks/index.ts';
import type { DefaultPeriod, ReadObjectConfig } from '../schemas/index.ts';
import { useInputError } from './useInputError.ts';
import './BackfillEditor.css';

/** Props of {@link BackfillEditor}. */
export interface BackfillEditorProps {
  view: ReadObjectView;
}

type BackfillMode = 'none' | 'days' | 'fullHistory';

const MODES: BackfillMode[] = ['none', 'days', 'fullHistory'];
const SUGGESTED_DAYS = 30;

interface EditorState {
  /** The form value this state was derived from; another value (discard, server change) derives it anew. */
  syncedFrom: DefaultPeriod | undefined;
  mode: BackfillMode;
  daysText: string;
}

function modeOf(period: DefaultPeriod | undefined): BackfillMode {
  if (period?.fullHistory === true) return 'fullHistory';
  // An absent backfill reads no history, like `days: 0`.
  if (period?.days === undefined || period.days === 0) return 'none';
  return 'days';
}

function stateFrom(period: DefaultPeriod | undefined, view: ReadObjectView, daysText?: string): EditorState {
  const mode = modeOf(period);
  const suggested = view.defaultBackfill?.defaultPeriod.days;
  const days = mode === 'days' ? period?.days : suggested && suggested > 0 ? suggested : SUGGESTED_DAYS;
  return {
    syncedFrom: period,
    mode,
    daysText: mode === 'days' || daysText === undefined ? String(days) : daysText,
  };
}

/** The days typed, when they are a whole number of 1 or more. */
function parseDays(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const days = Number(trimmed);
  return days >= 1 && Number.isSafeInteger(days) ? days : undefined;
}

/**
 * Edits how far back the first read goes (`backfill.defaultPeriod`): no history (`days: 0`), the last N days, or
 * the full history; `backfill.fieldFilters` and `backfill.rawFilter` are kept as they are.
 */
export function BackfillEditor({ view }: BackfillEditorProps) {
  const messages = useMessages();
  const id = useId();
  const { control, setValue, clearErrors } = useFormContext<ReadObjectConfig>();
  const period = useWatch({ control, name: 'backfill.defaultPeriod' });

  const [state, setState] = useState(() => stateFrom(period, view));
  let shown = state;
  if (!isJsonEqual(state.syncedFrom, period)) {
    shown = stateFrom(period, view, state.daysText);
    setState(shown);
  }

  const daysInvalid = shown.mode === 'days' && parseDays(shown.daysText) === undefined;
  const error = useInputError(
    'backfill.defaultPeriod.days',
    daysInvalid ? messages['backfill.days.invalid'] : undefined,
  );
  const errorMessage = daysInvalid ? messages['backfill.days.invalid'] : error?.message;

  const write = (next: Omit<EditorState, 'syncedFrom'>) => {
    let value: DefaultPeriod;
    if (next.mode === 'fullHistory') value = { fullHistory: true };
    else if (next.mode === 'none') value = { days: 0 };
    else {
      const days = parseDays(next.daysText);
      // Neither days nor fullHistory: the contract's rules refuse it at `days`, so the form cannot be saved.
      value = days === undefined ? {} : { days };
    }
    setState({ ...next, syncedFrom: value });
    setValue('backfill.defaultPeriod', value, { shouldDirty: true });
    clearErrors('backfill.defaultPeriod.days');
  };

  const hintId = (mode: BackfillMode) => `${id}${mode}-hint`;
  const errorId = `${id}error`;
  const label: Record<BackfillMode, string> = {
    none: messages['backfill.none'],
    days: messages['backfill.days'],
    fullHistory: messages['backfill.full'],
  };
  const hint: Record<BackfillMode, string> = {
    none: messages['backfill.none.hint'],
    days: messages['backfill.days.hint'],
    fullHistory: messages['backfill.full.hint'],
  };

  return (
    <fieldset className="ric-backfill" data-state={shown.mode}>
      <legend className="ric-backfill-legend">{messages['backfill.legend']}</legend>
      <ul className="ric-backfill-options">
        {MODES.map((mode) => (
          <li key={mode}>
            <label className="ric-backfill-option">
              <input
                type="radio"
                name={`${id}mode`}
                value={mode}
                checked={shown.mode === mode}
                aria-describedby={hintId(mode)}
                onChange={() => write({ mode, daysText: shown.daysText })}
              />
              {label[mode]}
            </label>
            <p id={hintId(mode)} className="ric-hint ric-backfill-hint">
              {hint[mode]}
            </p>
            {mode === 'days' && shown.mode === 'days' && (
              <div className="ric-backfill-days">
                <label htmlFor={`${id}days`}>{messages['backfill.days.label']}</label>
                <input
                  id={`${id}days`}
                  type="number"
                  className="ric-input ric-backfill-days-input"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  required
                  value={shown.daysText}
                  aria-invalid={errorMessage ? true : undefined}
                  aria-describedby={errorMessage ? `${hintId('days')} ${errorId}` : hintId('days')}
                  onChange={(event) => write({ mode: 'days', daysText: event.target.value })}
                />
                {errorMessage && (
                  <p id={errorId} className="ric-field-error">
                    {errorMessage}
                  </p>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      {errorMessage && shown.mode !== 'days' && (
        <p id={errorId} className="ric-field-error">
          {errorMessage}
        </p>
      )}
    </fieldset>
  );
}
