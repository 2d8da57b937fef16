'use client';

import { type CSSProperties, forwardRef } from 'react';
import type { FieldView } from '../../core/buildRevisionObjects.ts';
import type { FieldMismatch } from '../../hooks/useFieldCombobox.ts';
import { FieldBadges } from './FieldBadges.tsx';

/** Props of {@link FieldOption}. */
export interface FieldOptionProps {
  id: string;
  field: FieldView;
  /** The option's place in the list (0-based) and the list's length. */
  index: number;
  count: number;
  active: boolean;
  /** Whether it is the field chosen now. */
  chosen: boolean;
  /** Why it cannot be chosen ("Already mapped to Company size"), if so. */
  reason: string | undefined;
  /** Why it is suggested ("Same name"), if so. */
  suggestion: string | undefined;
  mismatch: ((field: FieldView) => FieldMismatch | undefined) | undefined;
  onHover: () => void;
  onChoose: () => void;
  /** The list's placement of the option (given by `VirtualRows`, with the ref). */
  style?: CSSProperties;
}

/** One option of `ProviderFieldCombobox`'s listbox: name, badges, API name and why it is (not) offered. */
export const FieldOption = forwardRef<HTMLDivElement, FieldOptionProps>(function FieldOption(
  { id, field, index, count, active, chosen, reason, suggestion, mismatch, onHover, onChoose, style },
  ref,
) {
  const fieldMismatch = suggestion === undefined ? mismatch?.(field) : undefined;
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the input, which points here with aria-activedescendant
    // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard for every option
    <div
      ref={ref}
      style={style}
      id={id}
      role="option"
      aria-selected={active}
      aria-disabled={reason !== undefined || undefined}
      aria-setsize={count}
      aria-posinset={index + 1}
      className="ric-combobox-option"
      data-active={active || undefined}
      data-chosen={chosen || undefined}
      data-disabled={reason !== undefined || undefined}
      data-suggested={suggestion !== undefined || undefined}
      data-mismatch={fieldMismatch !== undefined || undefined}
      onMouseMove={onHover}
      onClick={onChoose}
    >
      <span className="ric-combobox-option-line">
        <span className="ric-combobox-option-name">{field.displayName}</span>
        <FieldBadges field={field} />
      </span>
      <span className="ric-combobox-option-line ric-hint">
        <span className="ric-combobox-option-api">{field.fieldName}</span>
        {reason !== undefined && <span className="ric-combobox-option-reason">{reason}</span>}
        {reason === undefined && suggestion !== undefined && (
          <span className="ric-combobox-option-suggestion">{suggestion}</span>
        )}
        {reason === undefined && fieldMismatch !== undefined && (
          <span className="ric-combobox-option-mismatch">{fieldMismatch.label}</span>
        )}
      </span>
    </div>
  );
});
