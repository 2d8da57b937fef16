'use client';

import { useId } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useActionForm } from '../../hooks/useActionForm.ts';
import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import { FieldConflict } from '../shared/FieldConflict.tsx';
import { errorMessages } from '../shared/formErrors.ts';
import { idList } from '../shared/idList.ts';

/** "Allow deleting records" (`deletionSettings.enabled`) of a write object. */
export function DeletionToggle() {
  const words = useEditorMessages();
  const hintId = useId();
  const errorId = useId();
  const { control, setValue, clearErrors } = useActionForm('write');
  const enabled = useWatch({ control, name: 'deletionSettings' })?.enabled === true;
  const { errors } = useFormState({ control, name: 'deletionSettings' });
  const messages = errorMessages(errors.deletionSettings);
  const error = messages.root ?? messages.byKey.get('enabled');
  return (
    <div className="ric-write-deletion">
      <label className="ric-switch">
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          aria-checked={enabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={idList(hintId, error !== undefined && errorId)}
          onChange={(event) => {
            setValue('deletionSettings', { enabled: event.target.checked }, { shouldDirty: true });
            clearErrors('deletionSettings');
          }}
        />{' '}
        {words['write.deletion.label']}
      </label>
      <p id={hintId} className="ric-hint">
        {enabled ? words['write.deletion.on'] : words['write.deletion.off']}
      </p>
      {error && (
        <p id={errorId} className="ric-field-error">
          {error}
        </p>
      )}
      <FieldConflict path={['deletionSettings', 'enabled']} describedBy={errorId} />
    </div>
  );
}
