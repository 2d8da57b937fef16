'use client';

import { type CSSProperties, forwardRef, type KeyboardEvent, memo, useMemo } from 'react';
import type { FieldView } from '../../core/buildRevisionObjects.ts';
import { FieldBadges } from './FieldBadges.tsx';
import { idList } from './idList.ts';

/** Props of {@link OptionalFieldRow}. */
export interface OptionalFieldRowProps {
  field: FieldView;
  /** The row's place among the matches (0-based) and their number. */
  index: number;
  count: number;
  /** The checkbox's id. It goes with the row's place, as the handlers do: a search that puts another field in
   * the row changes its texts, and leaves its checkbox as it is. */
  id: string;
  checked: boolean;
  disabled: boolean;
  /** The id of the field's error shown above the list (a conflict with its choice), if it has one. */
  errorId: string | undefined;
  /** The field's issue shown at the row (the service's, in the user's words), if it has one. */
  issue?: string;
  /** Whether the row is the list's one tab stop. */
  tabStop: boolean;
  /** The handlers are the list's own, the same for every row and every render, so that a row re-renders only
   * when what it shows changes. */
  onToggle: (index: number, checked: boolean) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>, index: number) => void;
  onFocus: (index: number) => void;
  /** The list's placement of the row (given by `VirtualRows`, with the ref). */
  style?: CSSProperties;
}

/** One optional field of the picker's virtualized list: its checkbox, name, API name and badges. */
export const OptionalFieldRow = memo(
  forwardRef<HTMLLIElement, OptionalFieldRowProps>(function OptionalFieldRow(
    {
      field,
      index,
      count,
      id,
      checked,
      disabled,
      errorId,
      issue,
      tabStop,
      onToggle,
      onKeyDown,
      onFocus,
      style,
    },
    ref,
  ) {
    // The same element while the checkbox's own props stay: React then leaves the input alone (updating one
    // writes its type and name again) when a search changes only what the row says.
    const checkbox = useMemo(
      () => (
        <input
          type="checkbox"
          id={id}
          checked={checked}
          disabled={disabled}
          aria-invalid={errorId || issue ? true : undefined}
          // The row's details (its issue first) and the error above the list.
          aria-describedby={idList(`${id}-meta`, errorId)}
          onChange={(event) => onToggle(index, event.target.checked)}
          // One tab stop for the whole list (roving tabindex); arrows move between rows.
          tabIndex={tabStop ? 0 : -1}
          onKeyDown={(event) => onKeyDown(event, index)}
          onFocus={() => onFocus(index)}
        />
      ),
      [id, checked, disabled, errorId, issue, tabStop, index, onToggle, onKeyDown, onFocus],
    );
    return (
      <li
        ref={ref}
        style={style}
        data-index={index}
        aria-setsize={count}
        aria-posinset={index + 1}
        className="ric-fields-row"
        data-state={checked ? 'checked' : 'unchecked'}
      >
        {checkbox}
        <label htmlFor={id} className="ric-fields-name">
          {field.displayName}
        </label>
        <span id={`${id}-meta`} className="ric-fields-meta">
          {/* Cut to the row's one line as the API name is (the list above the rows says it whole). */}
          {issue !== undefined && <span className="ric-fields-api ric-field-error">{issue}</span>}
          <span className="ric-fields-api">{field.fieldName}</span>
          <FieldBadges field={field} />
        </span>
      </li>
    );
  }),
);
