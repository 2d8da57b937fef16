'use client';

import { memo } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';

/** One issue of a field of the optional list, as the line above the list names it. */
export interface OptionalFieldIssue {
  fieldName: string;
  displayName: string;
  message: string;
}

/** Props of {@link OptionalFieldIssues}. */
export interface OptionalFieldIssuesProps {
  issues: readonly OptionalFieldIssue[];
  /** The list the buttons scroll; `undefined` while no row is shown. */
  listId: string | undefined;
  /** Shows the field's row (scrolled into view, its checkbox focused). */
  onShow: (fieldName: string) => void;
}

/**
 * Above the virtualized list, its fields' issues: how many, and each with a "Show" button to its row, which may be
 * thousands of rows down (or not mounted at all) when the save fails. Nothing when there is none.
 */
export const OptionalFieldIssues = memo(function OptionalFieldIssues({
  issues,
  listId,
  onShow,
}: OptionalFieldIssuesProps) {
  const messages = useMessages();
  if (issues.length === 0) return null;
  return (
    <>
      <p className="ric-hint">{messages['fields.listIssues'](issues.length)}</p>
      <ul className="ric-fields-errors">
        {issues.map(({ fieldName, displayName, message }) => (
          <li key={fieldName} className="ric-field-error">
            {messages['fields.fieldError'](displayName, message)}{' '}
            <button
              type="button"
              className="ric-button"
              data-variant="quiet"
              aria-label={messages['fields.showIssueOf'](displayName)}
              aria-controls={listId}
              onClick={() => onShow(fieldName)}
            >
              {messages['fields.showIssue']}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
});
