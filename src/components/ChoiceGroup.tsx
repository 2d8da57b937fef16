import type { ReactNode } from 'react';
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
  /** Ids describing the whole group (e.g. a description of the current choice, an error). */
  describedBy?: string;
}

/** The id of a choice's hint, for a control shown with that choice to be described by it too. */
export const choiceHintId = (id: string, value: string) => `${id}${value}-hint`;

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
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className={`ric-choices ${className}`} data-state={value} aria-describedby={describedBy}>
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
                aria-describedby={choice.hint ? choiceHintId(id, choice.value) : undefined}
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
    </fieldset>
  );
}
