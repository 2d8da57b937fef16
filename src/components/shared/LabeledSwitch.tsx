'use client';

import { useId } from 'react';
import { FieldConflict } from './FieldConflict.tsx';
import { idList } from './idList.ts';

/** Props of {@link LabeledSwitch}. */
export interface LabeledSwitchProps {
  label: string;
  checked: boolean;
  disabled?: boolean;
  /** What the switch does, under it. */
  hint?: string;
  /** The service's issue or a rule the current choice breaks. */
  error?: string;
  onChange: (on: boolean) => void;
  /** The class of the wrapper, for the section's own spacing. */
  className: string;
  /** The setting's path in the form, where "Keep mine" / "Use theirs" show when it was changed elsewhere. */
  conflictPath?: readonly string[];
}

/** An on/off setting: a switch with its label, hint and error, the error and hint describing the switch. */
export function LabeledSwitch({
  label,
  checked,
  disabled,
  hint,
  error,
  onChange,
  className,
  conflictPath,
}: LabeledSwitchProps) {
  const id = useId();
  return (
    <div className={className}>
      <label className="ric-switch">
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          aria-checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={idList(hint !== undefined && `${id}hint`, error !== undefined && `${id}error`)}
          onChange={(event) => onChange(event.target.checked)}
        />{' '}
        {label}
      </label>
      {hint && (
        <p id={`${id}hint`} className="ric-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}error`} className="ric-field-error">
          {error}
        </p>
      )}
      {conflictPath && <FieldConflict path={conflictPath} describedBy={`${id}error`} />}
    </div>
  );
}
