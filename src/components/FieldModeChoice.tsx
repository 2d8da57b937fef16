/** Props of {@link FieldModeChoice}. */
export interface FieldModeChoiceProps {
  /** The radios' group name. */
  name: string;
  hintId: string;
  allMode: boolean;
  onChange: (all: boolean) => void;
  words: { modeLegend: string; modeAll: string; modeChoose: string; modeAllHint: string };
}

/** "Every field" or "Choose fields": the two ways a selection can be made, when the revision allows both. */
export function FieldModeChoice({ name, hintId, allMode, onChange, words }: FieldModeChoiceProps) {
  return (
    <fieldset className="ric-fields-mode">
      <legend className="ric-fields-subtitle">{words.modeLegend}</legend>
      <label className="ric-fields-choice">
        <input
          type="radio"
          name={name}
          checked={allMode}
          onChange={() => onChange(true)}
          aria-describedby={allMode ? hintId : undefined}
        />
        {words.modeAll}
      </label>
      <label className="ric-fields-choice">
        <input type="radio" name={name} checked={!allMode} onChange={() => onChange(false)} />
        {words.modeChoose}
      </label>
      {allMode && (
        <p id={hintId} className="ric-hint">
          {words.modeAllHint}
        </p>
      )}
    </fieldset>
  );
}
