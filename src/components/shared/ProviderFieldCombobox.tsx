'use client';

import { type MouseEvent, useId, useMemo, useRef } from 'react';
import type { FieldView } from '../../core/buildRevisionObjects.ts';
import { createFieldFilter } from '../../core/createFieldFilter.ts';
import { type FieldMismatch, useFieldCombobox } from '../../hooks/useFieldCombobox.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { ComboboxButtons } from './ComboboxButtons.tsx';
import { FieldOption } from './FieldOption.tsx';
import { idList } from './idList.ts';
import { MismatchWarning } from './MismatchWarning.tsx';
import { VirtualRows } from './VirtualRows.tsx';
import './ProviderFieldCombobox.css';

/** Props of {@link ProviderFieldCombobox}. */
export interface ProviderFieldComboboxProps {
  /** The id of the input; generated when omitted. */
  id?: string;
  label: string;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  fields: FieldView[];
  /** The chosen provider field name. */
  value: string | undefined;
  onChange: (fieldName: string | undefined) => void;
  /** Fields shown but not choosable, with the reason shown beside them (e.g. "Already mapped to Company size"). */
  unavailable?: ReadonlyMap<string, string>;
  invalid?: boolean;
  /** Ids of the elements describing the input (hint, error). */
  describedBy?: string;
  placeholder?: string;
  required?: boolean;
  /** Offers a button (and an emptied input) to clear the choice. */
  clearable?: boolean;
  /** Fields to offer first, best first, each with the reason shown beside it ("Same name"). */
  suggested?: ReadonlyMap<string, string>;
  /**
   * For a field whose type cannot hold the value: a short label shown beside it, and the warning the user
   * confirms (Enter again, or "Use anyway") before it is chosen. Such fields are listed last.
   */
  mismatch?: (field: FieldView) => FieldMismatch | undefined;
}

export type { FieldMismatch } from '../../hooks/useFieldCombobox.ts';

/** Height of one option in px; `.ric-combobox-option` has the same fixed height. */
const OPTION_HEIGHT = 52;
/** Options `.ric-combobox-listbox` (max-height 320px) shows. */
const FIRST_SCREEN = 7;

const noReasons: ReadonlyMap<string, string> = new Map();

const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * A searchable single-select of provider fields (WAI-ARIA combobox with a virtualized listbox popup): typing
 * filters by display name and API name, arrows/Home/End/PageUp/PageDown move, Enter chooses, Escape restores.
 */
export function ProviderFieldCombobox({
  id,
  label,
  hideLabel = false,
  fields,
  value,
  onChange,
  unavailable = noReasons,
  invalid = false,
  describedBy,
  placeholder,
  required = false,
  clearable = false,
  suggested = noReasons,
  mismatch,
}: ProviderFieldComboboxProps) {
  const messages = useMessages();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}input`;
  const labelId = `${inputId}-label`;
  const listboxId = `${inputId}-listbox`;
  const warningId = `${inputId}-warning`;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  const inputRef = useRef<HTMLInputElement>(null);
  const filter = useMemo(() => createFieldFilter(fields), [fields]);
  const box = useFieldCombobox({
    fields,
    filter,
    value,
    onChange,
    unavailable,
    suggested,
    mismatch,
    clearable,
    inputRef,
  });
  const { open, query, activeIndex, pending, options, selected } = box;
  const describedByIds = idList(describedBy, pending && warningId);
  const activeOption = open && activeIndex >= 0 && activeIndex < options.length;

  return (
    <div className="ric-combobox" data-state={open ? 'open' : 'closed'} data-invalid={invalid || undefined}>
      <label
        id={labelId}
        htmlFor={inputId}
        className={hideLabel ? 'ric-visually-hidden' : 'ric-combobox-label'}
      >
        {label}
        {required && !hideLabel && (
          <span className="ric-hint ric-combobox-required" aria-hidden="true">
            {messages['mappings.required']}
          </span>
        )}
      </label>
      <div className="ric-combobox-control">
        <input
          ref={inputRef}
          id={inputId}
          className="ric-input ric-combobox-input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-describedby={describedByIds}
          placeholder={placeholder ?? messages['mappings.placeholder']}
          value={box.shownText}
          onChange={box.onInputChange}
          onKeyDown={box.onKeyDown}
          onFocus={box.onFocus}
          onBlur={box.onBlur}
          onClick={() => open || box.openList()}
        />
        <ComboboxButtons
          label={label}
          listboxId={listboxId}
          open={open}
          canClear={clearable && value !== undefined}
          onClear={box.clearFromButton}
          onToggle={box.toggle}
        />
      </div>
      {selected && selected.fieldName !== selected.displayName && query === null && (
        <span className="ric-hint ric-combobox-api-name">{selected.fieldName}</span>
      )}
      <div className="ric-combobox-popup" hidden={!open}>
        {pending && (
          <MismatchWarning
            id={warningId}
            field={pending.field}
            mismatch={pending.mismatch}
            onAccept={() => box.accept(pending.field)}
          />
        )}
        <div
          id={listboxId}
          role="listbox"
          aria-labelledby={labelId}
          className="ric-combobox-listbox"
          hidden={options.length === 0}
          // A mousedown on an option or the scrollbar must not blur the input, which closes the list.
          onMouseDown={keepFocus}
        >
          {open && (
            <VirtualRows
              handle={box.virtualizer}
              data={options}
              rowHeight={OPTION_HEIGHT}
              firstScreen={FIRST_SCREEN}
              // The active option must exist in the DOM for `aria-activedescendant`, even when scrolled out of view.
              keep={activeIndex}
            >
              {(field, index) => (
                <FieldOption
                  key={field.fieldName}
                  id={optionId(index)}
                  field={field}
                  index={index}
                  count={options.length}
                  active={index === activeIndex}
                  chosen={field.fieldName === value}
                  reason={unavailable.get(field.fieldName)}
                  suggestion={suggested.get(field.fieldName)}
                  mismatch={mismatch}
                  onHover={() => {
                    if (index !== activeIndex) box.setActiveIndex(index);
                  }}
                  onChoose={() => box.choose(field)}
                />
              )}
            </VirtualRows>
          )}
        </div>
        {options.length === 0 && (
          <p className="ric-hint ric-combobox-empty">{messages['mappings.noMatch']}</p>
        )}
      </div>
      <span className="ric-visually-hidden" role="status">
        {open && query !== null ? messages['mappings.results'](options.length) : ''}
      </span>
    </div>
  );
}
