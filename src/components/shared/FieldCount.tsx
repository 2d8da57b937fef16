'use client';

import { useMessages } from '../../hooks/useMessages.ts';

/** Props of {@link FieldCount}. */
export interface FieldCountProps {
  /** "3 of 100 fields selected", or `null` in the "All fields" mode (every field is). */
  countText: string | null;
  total: number;
  /** Whether the count is a button (some optional field is selected, or the view is open) and the view is open. */
  toggles: boolean;
  selectedOnly: boolean;
  onToggle: () => void;
  listId: string | undefined;
  /** What a search matches, when there is one. */
  matches: string | null;
}

/** The picker's live count of selected fields; as a toggle button it opens the "Selected only" view. */
export function FieldCount({
  countText,
  total,
  toggles,
  selectedOnly,
  onToggle,
  listId,
  matches,
}: FieldCountProps) {
  const messages = useMessages();
  return (
    <p role="status" aria-live="polite" className="ric-fields-count">
      {countText === null ? (
        <span>{messages['fields.countAll'](total)}</span>
      ) : toggles ? (
        <button
          type="button"
          className="ric-button"
          // Pressed, it is filled in the accent.
          data-variant={selectedOnly ? 'primary' : 'quiet'}
          aria-pressed={selectedOnly}
          aria-label={messages['fields.showSelected'](countText)}
          aria-controls={listId}
          onClick={onToggle}
        >
          {countText}
        </button>
      ) : (
        <span>{countText}</span>
      )}
      {matches !== null && ' '}
      {matches !== null && <span className="ric-hint">{matches}</span>}
    </p>
  );
}
