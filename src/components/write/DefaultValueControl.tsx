'use client';

import type { FieldView } from '../../core/buildRevisionObjects.ts';
import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import type { FieldSettingDefault } from '../../schemas/config.ts';

/** How a default is entered, from the field's `valueType`. */
export type ValueKind = 'string' | 'integer' | 'boolean' | 'select';

const INTEGER = /^-?\d+$/;

/** Props of {@link DefaultValueControl}. */
export interface DefaultValueControlProps {
  id: string;
  kind: ValueKind;
  field: FieldView | undefined;
  /** The default as text, if there is one. */
  current: string | undefined;
  /** Text typed that is no value yet (shown instead of `current`). */
  typed: string | undefined;
  invalid: boolean;
  describedBy: string | undefined;
  /** A new default (`undefined`: none), with the text it was typed as. */
  onValue: (value: FieldSettingDefault | undefined, text?: string) => void;
  /** Text typed into a whole-number box that is no whole number (`range`: one too large to be stored exactly). */
  onInvalidText: (text: string, reason: 'integer' | 'range') => void;
}

/** A field's default value: a choice for a boolean or a picklist, else a text or whole-number box. */
export function DefaultValueControl({
  id,
  kind,
  field,
  current,
  typed,
  invalid,
  describedBy,
  onValue,
  onInvalidText,
}: DefaultValueControlProps) {
  const words = useEditorMessages();
  const common = { id, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy } as const;
  if (kind === 'boolean' || kind === 'select') {
    const options =
      kind === 'boolean'
        ? [
            { value: 'true', label: words['write.field.true'] },
            { value: 'false', label: words['write.field.false'] },
          ]
        : (field?.values ?? []).map((v) => ({ value: v.value, label: v.displayValue || v.value }));
    return (
      <select
        {...common}
        className="ric-select"
        value={current ?? ''}
        onChange={(event) => {
          const value = event.target.value;
          if (value === '') onValue(undefined);
          else if (kind === 'boolean') onValue({ booleanValue: value === 'true' });
          else onValue({ stringValue: value });
        }}
      >
        <option value="">{words['write.field.noDefault']}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      {...common}
      className="ric-input"
      type="text"
      inputMode={kind === 'integer' ? 'numeric' : undefined}
      autoComplete="off"
      value={typed ?? current ?? ''}
      onChange={(event) => {
        const text = event.target.value;
        const whole = text.trim();
        if (kind === 'integer' && whole !== '') {
          // Beyond 2^53 a number is no longer exact in JSON: 99999999999999999999 would be stored as another.
          if (!INTEGER.test(whole)) onInvalidText(text, 'integer');
          else if (!Number.isSafeInteger(Number(whole))) onInvalidText(text, 'range');
          else onValue({ integerValue: Number(whole) }, text);
          return;
        }
        if (text === '') onValue(undefined);
        else onValue({ stringValue: text }, text);
      }}
    />
  );
}
