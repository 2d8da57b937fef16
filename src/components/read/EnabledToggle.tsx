'use client';

import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import type { ReadObjectView } from '../../core/buildRevisionObjects.ts';
import { useActionForm } from '../../hooks/useActionForm.ts';
import { useFieldError } from '../../hooks/useInputError.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { FieldConflict } from '../shared/FieldConflict.tsx';

/** Props of {@link EnabledToggle}. */
export interface EnabledToggleProps {
  view: ReadObjectView;
}

/** The switch that pauses or resumes reading the object (`disabled`), with what it means and a server issue. */
export function EnabledToggle({ view }: EnabledToggleProps) {
  const messages = useMessages();
  const hintId = useId();
  const errorId = useId();
  const { control, setValue, clearErrors } = useActionForm('read');
  const enabled = useWatch({ control, name: 'disabled' }) !== true;
  const error = useFieldError('disabled');
  return (
    <div className="ric-read-enabled">
      <label className="ric-switch">
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          aria-checked={enabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            setValue('disabled', event.target.checked ? undefined : true, { shouldDirty: true });
            // A server issue was about the previous choice.
            clearErrors('disabled');
          }}
        />{' '}
        {messages['read.enabled.label']}
      </label>
      <p id={hintId} className="ric-hint">
        {enabled ? messages['read.enabled.on'] : messages['read.enabled.off']}
      </p>
      {error && (
        <p id={errorId} className="ric-field-error">
          {error}
        </p>
      )}
      <FieldConflict path={['disabled']} describedBy={errorId} />
      <span className="ric-visually-hidden">{view.displayName}</span>
    </div>
  );
}
