'use client';

import type { FieldView } from '../../core/buildRevisionObjects.ts';
import { isoToLocalDateTime } from '../../core/isoToLocalDateTime.ts';
import { localDateTimeToIso } from '../../core/localDateTimeToIso.ts';
import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import type { ReadFilterValue } from '../../schemas/config.ts';
import type { FilterValueKind } from './filterValueKind.ts';

/** Props of {@link FilterValueInput}. */
export interface FilterValueInputProps {
  id: string;
  label: string;
  kind: FilterValueKind;
  field: FieldView | undefined;
  value: ReadFilterValue | undefined;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: ReadFilterValue | undefined, badNumber?: boolean) => void;
  /** The user left the input, or a check of the form found it invalid (its `invalid` event). */
  onTouched: () => void;
}

/** The value input of a field condition, of the kind its field takes (a list, a number, a date, text). */
export function FilterValueInput({
  id,
  label,
  kind,
  field,
  value,
  invalid,
  describedBy,
  onChange,
  onTouched,
}: FilterValueInputProps) {
  const messages = useEditorMessages();
  const common = {
    id,
    'aria-label': label,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    required: true,
    onBlur: onTouched,
    onInvalid: onTouched,
  };
  if (kind === 'boolean' || kind === 'select') {
    const options =
      kind === 'boolean'
        ? [
            { value: 'true', label: messages['filters.value.true'] },
            { value: 'false', label: messages['filters.value.false'] },
          ]
        : (field?.values ?? []).map((v) => ({ value: v.value, label: v.displayValue || v.value }));
    const selected = value === undefined ? '' : String(value);
    // A saved value the provider no longer lists stays visible rather than silently replaced.
    if (selected !== '' && !options.some((o) => o.value === selected))
      options.push({ value: selected, label: selected });
    return (
      <select
        {...common}
        className="ric-select ric-filter-value"
        value={selected}
        onChange={(event) => {
          const next = event.target.value;
          if (next === '') onChange(undefined);
          else if (kind === 'boolean') onChange(next === 'true');
          else onChange(next);
        }}
      >
        {selected === '' && <option value="">{messages['filters.value.choose']}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  if (kind === 'int' || kind === 'float') {
    return (
      <input
        {...common}
        type="number"
        inputMode={kind === 'int' ? 'numeric' : 'decimal'}
        step={kind === 'int' ? 1 : 'any'}
        className="ric-input ric-filter-value"
        value={value === undefined ? '' : String(value)}
        onChange={(event) => {
          const text = event.target.value.trim();
          const number = text === '' ? Number.NaN : Number(text);
          if (Number.isFinite(number)) onChange(number);
          else onChange(undefined, text !== '' || event.target.validity.badInput);
        }}
      />
    );
  }
  if (kind === 'datetime') {
    return (
      <input
        {...common}
        type="datetime-local"
        className="ric-input ric-filter-value"
        value={typeof value === 'string' ? isoToLocalDateTime(value) : ''}
        onChange={(event) => onChange(localDateTimeToIso(event.target.value))}
      />
    );
  }
  return (
    <input
      {...common}
      type={kind === 'date' ? 'date' : 'text'}
      className="ric-input ric-filter-value"
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
    />
  );
}
