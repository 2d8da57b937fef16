'use client';

import type { FieldView } from '../../core/buildRevisionObjects.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import './FieldBadges.css';

/** Props of {@link FieldBadges}. */
export interface FieldBadgesProps {
  field: FieldView;
}

/** The value type of a provider field and its `custom` / `read-only` badges, as plain text. */
export function FieldBadges({ field }: FieldBadgesProps) {
  const messages = useMessages();
  return (
    <span className="ric-field-badges">
      <span className="ric-field-type">
        {messages['fields.valueType'](field.valueType, field.providerType)}
      </span>
      {field.isCustom && <span className="ric-badge">{messages['fields.badgeCustom']}</span>}
      {field.readOnly && <span className="ric-badge">{messages['fields.badgeReadOnly']}</span>}
    </span>
  );
}
