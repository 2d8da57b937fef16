'use client';

import { idList } from './idList.ts';

/** Props of {@link FieldModeChoice}. */
export interface FieldModeChoiceProps {
  /** The radios' group name. */
  name: string;
  hintId: string;
  allMode: boolean;
  /** A server issue about the mode itself, shown at the radios. */
  error?: string | undefined;
  errorId: string;
  onChange: (all: boolean) => void;
  words: { modeLegend: string; modeAll: string; modeChoose: string; modeAllHint: string };
}

/** "Every field" or "Choose fields": the two ways a selection can be made, when the revision allows both. */
export function FieldModeChoice({
  name,
  hintId,
  allMode,
  error,
  errorId,
  onChange,
  words,
}: FieldModeChoiceProps) {
  return (
    <fieldset className="ric-fields-mode">
      <legend className="ric-fields-subtitle">{words.modeLegend}</legend>
      <label className="ric-fields-line">
        <input
          type="radio"
          name={name}
          checked={allMode}
          onChange={() => onChange(true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={idList(allMode && hintId, error && errorId)}
        />
        {words.modeAll}
      </label>
      <label className="ric-fields-line">
        <input
          type="radio"
          name={name}
          checked={!allMode}
          onChange={() => onChange(false)}
          aria-invalid={error ? true : undefined}
          aria-describedby={idList(error && errorId)}
        />
        {words.modeChoose}
      </label>
      {allMode && (
        <p id={hintId} className="ric-hint">
          {words.modeAllHint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ric-field-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
