'use client';

import { useId, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useActionForm } from '../../hooks/useActionForm.ts';
import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import { FieldConflict } from '../shared/FieldConflict.tsx';
import { errorMessages } from '../shared/formErrors.ts';
import { idList } from '../shared/idList.ts';

const EVENT_NAME = /^[A-Za-z0-9_.:-]+$/;
const noEvents: string[] = [];
const otherEventsPath = ['otherEvents'];

/**
 * `otherEvents`: the provider's non-standard events. Chosen from the manifest's list where it has one, otherwise
 * typed in (validated: one name without spaces, no duplicates).
 */
export function OtherEvents({ offered }: { offered: readonly string[] | undefined }) {
  const words = useEditorMessages();
  const id = useId();
  const { control, getValues, setValue, clearErrors } = useActionForm('subscribe');
  const events = useWatch({ control, name: 'otherEvents' }) ?? noEvents;
  const { errors } = useFormState({ control, name: 'otherEvents' });
  const listErrors = errorMessages(errors.otherEvents);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const write = (next: string[]) => {
    setValue('otherEvents', next.length > 0 ? next : undefined, { shouldDirty: true });
    clearErrors('otherEvents');
  };
  const add = () => {
    const event = name.trim();
    if (!EVENT_NAME.test(event)) return setNameError(words['subscribe.other.invalid']);
    if (events.includes(event)) return setNameError(words['subscribe.other.duplicate'](event));
    setNameError(undefined);
    setName('');
    write([...(getValues('otherEvents') ?? []), event]);
  };
  const listError = listErrors.root ?? [...listErrors.byKey.values()][0];

  return (
    <fieldset
      className="ric-choices ric-subscribe-other"
      aria-describedby={idList(`${id}hint`, listError !== undefined && `${id}error`)}
    >
      <legend className="ric-choices-legend">{words['subscribe.other.title']}</legend>
      <p id={`${id}hint`} className="ric-hint">
        {words['subscribe.other.hint']}
      </p>
      {offered && offered.length > 0 ? (
        <ul className="ric-subscribe-other-list">
          {offered.map((event) => (
            <li key={event}>
              <label>
                <input
                  type="checkbox"
                  checked={events.includes(event)}
                  onChange={(e) =>
                    write(
                      e.target.checked
                        ? [...(getValues('otherEvents') ?? []), event]
                        : (getValues('otherEvents') ?? []).filter((x) => x !== event),
                    )
                  }
                />{' '}
                <code>{event}</code>
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <>
          {events.length > 0 && (
            <ul className="ric-subscribe-other-list">
              {events.map((event) => (
                <li key={event}>
                  <code>{event}</code>{' '}
                  <button
                    type="button"
                    className="ric-button"
                    aria-label={words['subscribe.other.remove'](event)}
                    onClick={() => write((getValues('otherEvents') ?? []).filter((x) => x !== event))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="ric-subscribe-other-add">
            <label htmlFor={`${id}name`}>{words['subscribe.other.name']}</label>
            <input
              id={`${id}name`}
              className="ric-input"
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={name}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={idList(nameError !== undefined && `${id}name-error`)}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                // Enter adds the event instead of submitting (saving) the form.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <button type="button" className="ric-button" onClick={add}>
              {words['subscribe.other.add']}
            </button>
            {nameError && (
              <p id={`${id}name-error`} className="ric-field-error" role="alert">
                {nameError}
              </p>
            )}
          </div>
        </>
      )}
      {listError && (
        <p id={`${id}error`} className="ric-field-error">
          {listError}
        </p>
      )}
      <FieldConflict path={otherEventsPath} describedBy={`${id}error`} />
    </fieldset>
  );
}
