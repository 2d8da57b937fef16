'use client';

import type { ReadObjectView } from '../../core/buildRevisionObjects.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { ServiceDetails } from '../shared/ServiceDetails.tsx';

/** Props of {@link SkippedFieldsNote}. */
export interface SkippedFieldsNoteProps {
  view: ReadObjectView;
}

/**
 * The field entries of the object the service sent but the widget could not read: named, so nothing is silent;
 * why each could not be read (a property path and a validator's words) is for support, under its details.
 */
export function SkippedFieldsNote({ view }: SkippedFieldsNoteProps) {
  const messages = useMessages();
  const skipped = view.skippedFields;
  if (skipped.length === 0) return null;
  return (
    <div className="ric-notice" data-tone="info" role="status">
      <p>{messages['read.skippedFields'](skipped.length)}</p>
      <ul className="ric-hint">
        {skipped.map((field, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed per revision; names may repeat or be absent
          <li key={index}>{field.fieldName ?? messages['read.skippedFieldUnnamed']}</li>
        ))}
      </ul>
      <ServiceDetails texts={skipped.map((field, index) => `${index + 1}. ${field.reason}`)} />
    </div>
  );
}
