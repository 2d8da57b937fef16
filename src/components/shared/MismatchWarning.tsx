'use client';

import type { MouseEvent } from 'react';
import type { FieldView } from '../../core/buildRevisionObjects.ts';
import type { FieldMismatch } from '../../hooks/useFieldCombobox.ts';
import { useMessages } from '../../hooks/useMessages.ts';

/** Props of {@link MismatchWarning}. */
export interface MismatchWarningProps {
  id: string;
  field: FieldView;
  mismatch: FieldMismatch;
  onAccept: () => void;
}

// A mousedown on the button must not blur the input, which closes the list.
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** Why the field just chosen is a poor fit, announced; choosing it again (or "Use anyway") confirms it. */
export function MismatchWarning({ id, field, mismatch, onAccept }: MismatchWarningProps) {
  const messages = useMessages();
  return (
    <div id={id} className="ric-combobox-warning" role="alert">
      <p>{mismatch.warning}</p>
      <p className="ric-hint">{messages['mappings.confirmMismatch']}</p>
      <button
        type="button"
        className="ric-button"
        // Enter in the input does the same; the button is for the pointer.
        tabIndex={-1}
        onMouseDown={keepFocus}
        onClick={onAccept}
      >
        {messages['mappings.useAnyway'](field.displayName)}
      </button>
    </div>
  );
}
