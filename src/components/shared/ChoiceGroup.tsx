'use client';

import type { ReactNode } from 'react';
import { idList } from './idList.ts';
import './ChoiceGroup.css';

/** One radio choice of a {@link ChoiceGroup}. */
export interface Choice<T extends string> {
  value: T;
  label: string;
  /** Says in plain words what the choice means; describes its radio. */
  hint?: string;
  disabled?: boolean;
}

/** Props of {@link ChoiceGroup}. */
export interface ChoiceGroupProps<T extends string> {
  /** Base of the ids: radios are named `${id}choice`, hints are `${id}${value}-hint` (see {@link choiceHintId}). */
  id: string;
  /** The part's own class, beside the group's. */
  className: string;
  legend: string;
  choices: Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Shown under the chosen choice (the number of days...). */
  details?: ReactNode;
  /** Shown after the choices. */
  children?: ReactNode;
  /** Ids describing the whole group (e.g. a description of the current choice). */
  describedBy?: string;
  /**
   * An error about the choice, shown after the children (id {@link choiceErrorId}): every radio is marked invalid
   * and described by it, as is the group.
   */
  error?: string;
}

/** The id of a choice's hint, for a control shown with that choice to be described by it too. */
export const choiceHintId = (id: string, value: string) => `${id}${value}-hint`;

/** The id of the group's error, for a control shown with the choices to be described by it too. */
export const choiceErrorId = (id: string) => `${id}error`;

/** A fieldset of radio choices, each described by its hint, in a part's editor; `data-state` is the choice. */
export function ChoiceGroup<T extends string>({
  id,
  className,
  legend,
  choices,
  value,
  onChange,
  details,
  children,
  describedBy,
  error,
}: ChoiceGroupProps<T>) {
  const errorId = error ? choiceErrorId(id) : undefined;
  return (
    <fieldset
      className={`ric-choices ${className}`}
      data-state={value}
      aria-describedby={idList(describedBy, errorId)}
    >
      <legend className="ric-choices-legend">{legend}</legend>
      <ul className="ric-choices-list">
        {choices.map((choice) => (
          <li key={choice.value}>
            <label className="ric-choices-choice">
              <input
                type="radio"
                name={`${id}choice`}
                value={choice.value}
                checked={choice.value === value}
                disabled={choice.disabled}
                aria-invalid={errorId ? true : undefined}
                aria-describedby={idList(choice.hint && choiceHintId(id, choice.value), errorId)}
                onChange={() => onChange(choice.value)}
              />
              {choice.label}
            </label>
            {choice.hint && (
              <p id={choiceHintId(id, choice.value)} className="ric-hint ric-choices-hint">
                {choice.hint}
              </p>
            )}
            {choice.value === value && details}
          </li>
        ))}
      </ul>
      {children}
      {error && (
        <p id={errorId} className="ric-field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
