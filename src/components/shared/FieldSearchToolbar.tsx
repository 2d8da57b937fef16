'use client';

import { type Ref, useLayoutEffect, useRef } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';
import { usePressedButton } from './usePressedButton.ts';

/** Props of {@link FieldSearchToolbar}. */
export interface FieldSearchToolbarProps {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  /** The list the search narrows and the keyboard hint, while they are shown. */
  listId: string | undefined;
  hintId: string | undefined;
  query: string;
  onQueryChange: (query: string) => void;
  /** Down from the search moves into the results, as in a combobox. */
  onArrowDown: () => void;
  allMode: boolean;
  /** How many fields match the search, and how many of them are selected. */
  matchingCount: number;
  selectedMatching: number;
  /** Whether a search narrows the list (the buttons then say "matching"). */
  searched: boolean;
  onSelectMatching: () => void;
  onClearMatching: () => void;
}

/** The search over the optional fields, and "Select all" / "Clear all" of what it matches. */
export function FieldSearchToolbar({
  id,
  inputRef,
  listId,
  hintId,
  query,
  onQueryChange,
  onArrowDown,
  allMode,
  matchingCount,
  selectedMatching,
  searched,
  onSelectMatching,
  onClearMatching,
}: FieldSearchToolbarProps) {
  const messages = useMessages();
  const selectOff = allMode || selectedMatching === matchingCount;
  const clearOff = allMode || selectedMatching === 0;
  const selectButton = useRef<HTMLButtonElement>(null);
  const clearButton = useRef<HTMLButtonElement>(null);
  const { press, focusedButton } = usePressedButton();
  // A button that has done its work is disabled, and a disabled button loses the focus to the page: the focus
  // goes to the other button ("Select all" done, "Clear all" is next), still in the toolbar.
  useLayoutEffect(() => {
    const focused = focusedButton();
    if (selectOff && !clearOff && focused === selectButton.current) clearButton.current?.focus();
    else if (clearOff && !selectOff && focused === clearButton.current) selectButton.current?.focus();
  }, [selectOff, clearOff, focusedButton]);
  return (
    <div className="ric-fields-toolbar">
      <label htmlFor={id}>{messages['fields.search']}</label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        className="ric-input ric-fields-search"
        placeholder={messages['fields.searchPlaceholder']}
        autoComplete="off"
        spellCheck={false}
        aria-controls={listId}
        aria-describedby={hintId}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={(event) => {
          // Enter in a search box must not submit the surrounding form (that would save).
          if (event.key === 'Enter') event.preventDefault();
          if (event.key === 'ArrowDown' && !allMode && matchingCount > 0) {
            event.preventDefault();
            onArrowDown();
          }
        }}
      />
      {/* One item of the toolbar: on a narrow picker both buttons go under the search, side by side. */}
      <div className="ric-fields-line">
        <button
          ref={selectButton}
          type="button"
          className="ric-button"
          disabled={selectOff}
          onClick={press(onSelectMatching)}
        >
          {messages['fields.selectAll'](matchingCount, searched)}
        </button>
        <button
          ref={clearButton}
          type="button"
          className="ric-button"
          disabled={clearOff}
          onClick={press(onClearMatching)}
        >
          {messages['fields.clearAll'](selectedMatching, searched)}
        </button>
      </div>
    </div>
  );
}
