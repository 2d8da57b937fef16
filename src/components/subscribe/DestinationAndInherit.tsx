'use client';

import { useId } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { INPUT_ERROR_TYPE } from '../../core/inputErrors.ts';
import { useActionForm } from '../../hooks/useActionForm.ts';
import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import { ChoiceGroup } from '../shared/ChoiceGroup.tsx';
import { errorMessages } from '../shared/formErrors.ts';
import { idList } from '../shared/idList.ts';

type InheritChoice = 'yes' | 'no' | 'unset';

/** Where the events go (`destination`, required) and whether they carry the read settings' fields. */
export function DestinationAndInherit() {
  const words = useEditorMessages();
  const id = useId();
  const { control, setValue, setError, clearErrors } = useActionForm('subscribe');
  const destination = useWatch({ control, name: 'destination' }) ?? '';
  const inherit = useWatch({ control, name: 'inheritFieldsAndMappings' });
  const { errors } = useFormState({ control, name: ['destination', 'inheritFieldsAndMappings'] });
  const destinationError = errors.destination?.message || undefined;
  const inheritError = errorMessages(errors.inheritFieldsAndMappings).root;
  const choice: InheritChoice = inherit === true ? 'yes' : inherit === false ? 'no' : 'unset';
  return (
    <>
      <div className="ric-subscribe-destination">
        <label htmlFor={`${id}destination`}>{words['subscribe.destination']}</label>
        <input
          id={`${id}destination`}
          className="ric-input"
          type="text"
          autoComplete="off"
          spellCheck={false}
          required
          value={destination}
          aria-invalid={destinationError ? true : undefined}
          aria-describedby={idList(
            `${id}destination-hint`,
            destinationError !== undefined && `${id}destination-error`,
          )}
          onChange={(event) => {
            const value = event.target.value;
            setValue('destination', value, { shouldDirty: true });
            // The contract requires a destination; an empty one is input the config cannot hold.
            if (value.trim() === '')
              setError('destination', {
                type: INPUT_ERROR_TYPE,
                message: words['subscribe.destinationRequired'],
              });
            else clearErrors('destination');
          }}
        />
        <p id={`${id}destination-hint`} className="ric-hint">
          {words['subscribe.destinationHint']}
        </p>
        {destinationError && (
          <p id={`${id}destination-error`} className="ric-field-error">
            {destinationError}
          </p>
        )}
      </div>
      <ChoiceGroup<InheritChoice>
        id={`${id}inherit`}
        className="ric-subscribe-inherit"
        legend={words['subscribe.inherit.legend']}
        value={choice}
        choices={[
          { value: 'yes', label: words['subscribe.inherit.yes'] },
          { value: 'no', label: words['subscribe.inherit.no'] },
          { value: 'unset', label: words['subscribe.inherit.unset'] },
        ]}
        onChange={(value) => {
          setValue('inheritFieldsAndMappings', value === 'yes' ? true : value === 'no' ? false : null, {
            shouldDirty: true,
          });
          clearErrors('inheritFieldsAndMappings');
        }}
        error={inheritError}
      />
    </>
  );
}
