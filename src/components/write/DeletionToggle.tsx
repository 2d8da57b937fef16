'use client';

import { useFormState, useWatch } from 'react-hook-form';
import { useActionForm } from '../../hooks/useActionForm.ts';
import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import { errorMessages } from '../shared/formErrors.ts';
import { LabeledSwitch } from '../shared/LabeledSwitch.tsx';

/** "Allow deleting records" (`deletionSettings.enabled`) of a write object. */
export function DeletionToggle() {
  const words = useEditorMessages();
  const { control, setValue, clearErrors } = useActionForm('write');
  const enabled = useWatch({ control, name: 'deletionSettings' })?.enabled === true;
  const { errors } = useFormState({ control, name: 'deletionSettings' });
  const messages = errorMessages(errors.deletionSettings);
  return (
    <LabeledSwitch
      className="ric-write-deletion"
      label={words['write.deletion.label']}
      checked={enabled}
      hint={enabled ? words['write.deletion.on'] : words['write.deletion.off']}
      error={messages.root ?? messages.byKey.get('enabled')}
      conflictPath={['deletionSettings', 'enabled']}
      onChange={(on) => {
        setValue('deletionSettings', { enabled: on }, { shouldDirty: true });
        clearErrors('deletionSettings');
      }}
    />
  );
}
