'use client';

import { useWatch } from 'react-hook-form';
import { useActionForm } from '../../hooks/useActionForm.ts';
import { useFieldError } from '../../hooks/useInputError.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { LabeledSwitch } from '../shared/LabeledSwitch.tsx';

/** The switch that pauses or resumes reading the object (`disabled`), with what it means and a server issue. */
export function EnabledToggle() {
  const messages = useMessages();
  const { control, setValue, clearErrors } = useActionForm('read');
  const enabled = useWatch({ control, name: 'disabled' }) !== true;
  return (
    <LabeledSwitch
      className="ric-read-enabled"
      label={messages['read.enabled.label']}
      checked={enabled}
      hint={enabled ? messages['read.enabled.on'] : messages['read.enabled.off']}
      error={useFieldError('disabled')}
      conflictPath={['disabled']}
      onChange={(on) => {
        setValue('disabled', on ? undefined : true, { shouldDirty: true });
        // A server issue was about the previous choice.
        clearErrors('disabled');
      }}
    />
  );
}
