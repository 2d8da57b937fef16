'use client';

import type { MouseEvent } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';

/** Props of {@link ComboboxButtons}. */
export interface ComboboxButtonsProps {
  /** The combobox's label, naming what the buttons act on. */
  label: string;
  listboxId: string;
  open: boolean;
  /** Offers the clear button (a clearable combobox with a value). */
  canClear: boolean;
  onClear: () => void;
  onToggle: () => void;
}

// A mousedown on a button must not blur the input, which closes the list.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** The buttons beside `ProviderFieldCombobox`'s input: clear the choice, and show or hide the options. */
export function ComboboxButtons({
  label,
  listboxId,
  open,
  canClear,
  onClear,
  onToggle,
}: ComboboxButtonsProps) {
  const messages = useMessages();
  return (
    <>
      {canClear && (
        <button
          type="button"
          className="ric-button ric-combobox-clear"
          aria-label={messages['mappings.clear'](label)}
          onMouseDown={keepFocus}
          onClick={onClear}
        >
          <span aria-hidden="true">×</span>
        </button>
      )}
      <button
        type="button"
        className="ric-button ric-combobox-toggle"
        tabIndex={-1}
        aria-label={messages['mappings.showOptions'](label)}
        aria-expanded={open}
        aria-controls={listboxId}
        onMouseDown={keepFocus}
        onClick={onToggle}
      />
    </>
  );
}
