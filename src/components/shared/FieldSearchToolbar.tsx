'use client';

import { useMessages } from '../../hooks/useMessages.ts';

/** Props of {@link FieldSearchToolbar}. */
export interface FieldSearchToolbarProps {
  id: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** Down from the search moves into the results, as in a combobox. */
  onArrowDown: () => void;
  allMode: boolean;
  /** How many fields match the search, and how many of them are selected. */
  matchingCount: number;
  selectedMatching: number;
  filtered: boolean;
  onSelectMatching: () => void;
  onClearMatching: () => void;
}

/** The search over the optional fields, and "Select all" / "Clear all" of what it matches. */
export function FieldSearchToolbar({
  id,
  query,
  onQueryChange,
  onArrowDown,
  allMode,
  matchingCount,
  selectedMatching,
  filtered,
  onSelectMatching,
  onClearMatching,
}: FieldSearchToolbarProps) {
  const messages = useMessages();
  return (
    <div className="ric-fields-toolbar">
      <label htmlFor={id} className="ric-fields-search-label">
        {messages['fields.search']}
      </label>
      <input
        id={id}
        type="search"
        className="ric-input ric-fields-search"
        placeholder={messages['fields.searchPlaceholder']}
        autoComplete="off"
        spellCheck={false}
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
      <button
        type="button"
        className="ric-button"
        disabled={allMode || selectedMatching === matchingCount}
        onClick={onSelectMatching}
      >
        {messages['fields.selectAll'](matchingCount, filtered)}
      </button>
      <button
        type="button"
        className="ric-button"
        disabled={allMode || selectedMatching === 0}
        onClick={onClearMatching}
      >
        {messages['fields.clearAll'](selectedMatching, filtered)}
      </button>
    </div>
  );
}
