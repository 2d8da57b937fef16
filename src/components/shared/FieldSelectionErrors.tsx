'use client';

import type { ReadObjectView } from '../../core/buildRevisionObjects.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { FieldConflict } from './FieldConflict.tsx';
import type { ErrorMessages } from './formErrors.ts';

/** Props of {@link FieldSelectionErrors}. */
export interface FieldSelectionErrorsProps {
  view: ReadObjectView;
  /** The messages under the selection in the form: the selection's own and each field's. */
  errors: ErrorMessages;
  rootErrorId: string;
  /** The id of each field's message, by field name (the rows' checkboxes are described by it). */
  errorIdOf: ReadonlyMap<string, string>;
  /** Where the selection lives in the form (`selectedFields`, `updateEvent.requiredWatchFields`). */
  path: string;
  /** The selection is a list of names, replaced whole. */
  asList?: boolean;
}

/** The errors of a field selection: its own, then one per field, each with its conflict where one is open. */
export function FieldSelectionErrors({
  view,
  errors,
  rootErrorId,
  errorIdOf,
  path,
  asList,
}: FieldSelectionErrorsProps) {
  const messages = useMessages();
  const at = path.split('.');
  return (
    <>
      {errors.root !== undefined && (
        <p id={rootErrorId} className="ric-field-error">
          {errors.root}
        </p>
      )}
      {/* A list (watch fields) is replaced whole (RFC 6902 has no stable index): its conflict is the list's. */}
      {asList && <FieldConflict path={at} describedBy={rootErrorId} />}
      {errors.byKey.size > 0 && (
        <ul className="ric-fields-errors">
          {[...errors.byKey].map(([fieldName, message]) => {
            const id = errorIdOf.get(fieldName);
            const displayName = view.fieldsByName.get(fieldName)?.displayName ?? fieldName;
            return (
              <li key={fieldName} className="ric-field-error">
                <span id={id}>{messages['fields.fieldError'](displayName, message)}</span>
                {!asList && (
                  <>
                    {' '}
                    <FieldConflict path={[...at, fieldName]} describedBy={id} />
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
