'use client';

import { memo } from 'react';
import type { FieldView } from '../../core/buildRevisionObjects.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { FieldBadges } from './FieldBadges.tsx';

/** Props of {@link RequiredFieldList}. */
export interface RequiredFieldListProps {
  fields: readonly FieldView[];
  /** Prefix of the ids of the list's parts. */
  baseId: string;
}

/**
 * The fields always read: shown checked and locked, with why. Memoized: a search or a toggle in the optional list
 * leaves it as it is.
 */
export const RequiredFieldList = memo(function RequiredFieldList({ fields, baseId }: RequiredFieldListProps) {
  const messages = useMessages();
  const hintId = `${baseId}required-hint`;
  return (
    <fieldset className="ric-fields-group" aria-describedby={hintId}>
      <legend className="ric-fields-subtitle">{messages['fields.requiredTitle']}</legend>
      <p id={hintId} className="ric-hint">
        {messages['fields.requiredHint']}
      </p>
      <ul className="ric-fields-static-list">
        {fields.map((field, n) => (
          <li key={field.fieldName} className="ric-fields-row">
            <input
              type="checkbox"
              id={`${baseId}required-${n}`}
              checked
              readOnly
              disabled
              aria-describedby={hintId}
            />
            <label htmlFor={`${baseId}required-${n}`} className="ric-fields-name">
              {field.displayName}
            </label>
            <span className="ric-fields-meta">
              <span className="ric-fields-api">{field.fieldName}</span>
              <FieldBadges field={field} />
            </span>
          </li>
        ))}
      </ul>
    </fieldset>
  );
});
