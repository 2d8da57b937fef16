'use client';

import { useId, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import type { ReadObjectView } from '../../core/buildRevisionObjects.ts';
import { isJsonEqual } from '../../core/isJsonEqual.ts';
import { useActionForm } from '../../hooks/useActionForm.ts';
import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import { useInputError } from '../../hooks/useInputError.ts';
import type { DefaultPeriod } from '../../schemas/config.ts';
import { ChoiceGroup, choiceHintId } from '../shared/ChoiceGroup.tsx';
import { errorMessages } from '../shared/formErrors.ts';
import { idList } from '../shared/idList.ts';
import './BackfillEditor.css';
import { FieldConflict } from '../shared/FieldConflict.tsx';

/** Props of {@link BackfillEditor}. */
export interface BackfillEditorProps {
  view: ReadObjectView;
}

type BackfillMode = 'none' | 'days' | 'fullHistory';

const SUGGESTED_DAYS = 30;

/**
 * What the user last chose here, and the form value that choice wrote. It applies while the form still holds that
 * value: another value (a discard, a server change) shows the choice of the form value instead. The days typed
 * outlive it, so they come back when the user returns to recent history.
 */
interface Choice {
  wrote: DefaultPeriod;
  mode: BackfillMode;
  daysText: string;
}

function modeOf(period: DefaultPeriod | undefined): BackfillMode {
  if (period?.fullHistory === true) return 'fullHistory';
  // An absent backfill reads no history, like `days: 0`.
  if (period?.days === undefined || period.days === 0) return 'none';
  return 'days';
}

/** The choice shown: the user's own while the form holds what it wrote, else the form value's. */
function shownChoice(
  period: DefaultPeriod | undefined,
  choice: Choice | undefined,
  view: ReadObjectView,
): Omit<Choice, 'wrote'> {
  if (choice !== undefined && isJsonEqual(choice.wrote, period)) return choice;
  const mode = modeOf(period);
  if (mode === 'days') return { mode, daysText: String(period?.days) };
  const suggested = view.defaultBackfill?.defaultPeriod.days;
  return {
    mode,
    daysText: choice?.daysText ?? String(suggested && suggested > 0 ? suggested : SUGGESTED_DAYS),
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
  const messages = useEditorMessages();
  const id = useId();
  const { control, setValue, clearErrors } = useActionForm('read');
  const period = useWatch({ control, name: 'backfill.defaultPeriod' });
  const { errors } = useFormState({ control, name: 'backfill' });

  const [choice, setChoice] = useState<Choice>();
  const shown = shownChoice(period, choice, view);

  const daysInvalid = shown.mode === 'days' && parseDays(shown.daysText) === undefined;
  const error = useInputError(
    'backfill.defaultPeriod.days',
    daysInvalid ? messages['backfill.days.invalid'] : undefined,
  );
  const errorMessage = daysInvalid ? messages['backfill.days.invalid'] : error?.message;
  const daysErrorShown = shown.mode === 'days' && errorMessage !== undefined;

  // Errors anywhere under `backfill` (a service issue at `defaultPeriod.fullHistory`, at `defaultPeriod`, at
  // `backfill` itself...) are about this choice; only the days error has a control of its own to sit beside.
  const subtree = errorMessages(errors.backfill);
  const groupMessages = new Set<string>();
  if (subtree.root !== undefined) groupMessages.add(subtree.root);
  for (const [key, message] of subtree.byKey) if (key !== 'defaultPeriod.days') groupMessages.add(message);
  if (errorMessage && !daysErrorShown) groupMessages.add(errorMessage);
  const groupError = groupMessages.size > 0 ? [...groupMessages].join(' ') : undefined;

  const write = (next: Omit<Choice, 'wrote'>) => {
    let value: DefaultPeriod;
    if (next.mode === 'fullHistory') value = { fullHistory: true };
    else if (next.mode === 'none') value = { days: 0 };
    else {
      const days = parseDays(next.daysText);
      // Neither days nor fullHistory: the contract's rules refuse it at `days`, so the form cannot be saved.
      value = days === undefined ? {} : { days };
    }
    setChoice({ ...next, wrote: value });
    setValue('backfill.defaultPeriod', value, { shouldDirty: true });
    // Every error shown here is about the choice just changed; the service checks the new one on save.
    clearErrors('backfill');
  };

  const errorId = `${id}days-error`;
  const daysHintId = choiceHintId(id, 'days');

  return (
    <ChoiceGroup
      id={id}
      className="ric-backfill"
      legend={messages['backfill.legend']}
      choices={[
        { value: 'none', label: messages['backfill.none'], hint: messages['backfill.none.hint'] },
        { value: 'days', label: messages['backfill.days'], hint: messages['backfill.days.hint'] },
        { value: 'fullHistory', label: messages['backfill.full'], hint: messages['backfill.full.hint'] },
      ]}
      value={shown.mode}
      onChange={(mode) => write({ mode, daysText: shown.daysText })}
      error={groupError}
      details={
        shown.mode === 'days' && (
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
              aria-invalid={daysErrorShown || undefined}
              aria-describedby={idList(daysHintId, daysErrorShown && errorId)}
              onChange={(event) => write({ mode: 'days', daysText: event.target.value })}
            />
            {daysErrorShown && (
              <p id={errorId} className="ric-field-error">
                {errorMessage}
              </p>
            )}
            <FieldConflict path={['backfill', 'defaultPeriod', 'days']} describedBy={errorId} />
          </div>
        )
      }
    />
  );
}
