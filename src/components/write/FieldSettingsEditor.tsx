'use client';

import { useId, useMemo, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import type { FieldView, ReadObjectView } from '../../core/buildRevisionObjects.ts';
import { describeWriteFieldSetting } from '../../core/describeWriteFieldSetting.ts';
import { useActionForm } from '../../hooks/useActionForm.ts';
import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import type { FieldSetting } from '../../schemas/config.ts';
import { errorMessages } from '../shared/formErrors.ts';
import { idList } from '../shared/idList.ts';
import { ProviderFieldCombobox } from '../shared/ProviderFieldCombobox.tsx';
import { FieldSettingRow } from './FieldSettingRow.tsx';

/** Props of {@link FieldSettingsEditor}. */
export interface FieldSettingsEditorProps {
  /** The object under read in the revision, whose field metadata the fields are picked from. */
  fields: ReadObjectView | undefined;
  /** The revision lets the user name any field (`valueDefaults.allowAnyFields`). */
  allowAnyFields: boolean;
}

const noSettings: Record<string, FieldSetting> = {};

/** The text of a select value as the provider shows it. */
export function valueLabelOf(field: FieldView | undefined): (value: string) => string {
  return (value) => field?.values.find((v) => v.value === value)?.displayValue || value;
}

/** Per-field write settings (`selectedFieldSettings`): add a field, set its default and when it is written. */
export function FieldSettingsEditor({ fields, allowAnyFields }: FieldSettingsEditorProps) {
  const words = useEditorMessages();
  const id = useId();
  const { control, getValues, setValue } = useActionForm('write');
  const settings = useWatch({ control, name: 'selectedFieldSettings' }) ?? noSettings;
  const { errors } = useFormState({ control, name: 'selectedFieldSettings' });
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [typedName, setTypedName] = useState('');
  const [addError, setAddError] = useState<string | undefined>(undefined);
  const fieldOf = (name: string) => fields?.fieldsByName.get(name);

  const choosable = useMemo(() => fields?.allFields ?? [], [fields]);
  const unavailable = useMemo(() => {
    const reasons = new Map<string, string>();
    for (const f of choosable) if (f.readOnly) reasons.set(f.fieldName, words['write.fields.readOnly']);
    for (const name of Object.keys(settings)) reasons.set(name, words['write.fields.hasSetting']);
    return reasons;
  }, [choosable, settings, words]);

  const write = (update: (next: Record<string, FieldSetting>) => void) => {
    // The whole map is replaced: field names may hold `.`, which react-hook-form would read as a path.
    const next = { ...getValues('selectedFieldSettings') };
    update(next);
    setValue('selectedFieldSettings', next, { shouldDirty: true });
  };
  const add = (fieldName: string) => {
    const name = fieldName.trim();
    if (name === '') return setAddError(words['write.fields.nameRequired']);
    if (Object.hasOwn(settings, name)) return setAddError(words['write.fields.duplicate'](name));
    setAddError(undefined);
    write((next) => {
      next[name] = { writeOnCreate: 'always', writeOnUpdate: 'always' };
    });
    setPicked(undefined);
    setTypedName('');
  };

  const sectionErrors = errorMessages(errors.selectedFieldSettings);
  const names = Object.keys(settings);
  const canPick = choosable.length > 0;
  const ids = { pick: `${id}pick`, addError: `${id}add-error`, rootError: `${id}error` };

  return (
    <div className="ric-write-fields">
      <p className="ric-hint">{words['write.fields.hint']}</p>
      {sectionErrors.root && (
        <p id={ids.rootError} className="ric-field-error">
          {sectionErrors.root}
        </p>
      )}
      {names.length === 0 ? (
        <p>{words['write.fields.empty']}</p>
      ) : (
        <ul className="ric-write-settings">
          {names.map((fieldName) => {
            const setting = settings[fieldName] ?? {};
            const field = fieldOf(fieldName);
            return (
              <FieldSettingRow
                key={fieldName}
                fieldName={fieldName}
                field={field}
                setting={setting}
                sentence={describeWriteFieldSetting(
                  field?.displayName ?? fieldName,
                  setting,
                  words,
                  valueLabelOf(field),
                )}
                errors={errorMessages(errors.selectedFieldSettings, fieldName)}
                onChange={(value) => {
                  write((next) => {
                    next[fieldName] = value;
                  });
                }}
                onRemove={() =>
                  write((next) => {
                    delete next[fieldName];
                  })
                }
              />
            );
          })}
        </ul>
      )}
      {canPick || allowAnyFields ? (
        <div className="ric-write-add">
          {canPick ? (
            <ProviderFieldCombobox
              id={ids.pick}
              label={words['write.fields.pick']}
              fields={choosable}
              value={picked}
              onChange={setPicked}
              unavailable={unavailable}
              invalid={addError !== undefined}
              describedBy={idList(addError !== undefined && ids.addError)}
            />
          ) : (
            <>
              <label htmlFor={ids.pick}>{words['write.fields.pickText']}</label>
              <input
                id={ids.pick}
                className="ric-input"
                type="text"
                autoComplete="off"
                spellCheck={false}
                value={typedName}
                aria-invalid={addError ? true : undefined}
                aria-describedby={idList(addError !== undefined && ids.addError)}
                onChange={(event) => setTypedName(event.target.value)}
                onKeyDown={(event) => {
                  // Enter adds the field instead of submitting (saving) the form.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    add(typedName);
                  }
                }}
              />
            </>
          )}
          <button
            type="button"
            className="ric-button"
            onClick={() => add(canPick ? (picked ?? '') : typedName)}
          >
            {words['write.fields.add']}
          </button>
          {addError && (
            <p id={ids.addError} className="ric-field-error" role="alert">
              {addError}
            </p>
          )}
        </div>
      ) : (
        <p className="ric-hint">{words['write.fields.noMetadata']}</p>
      )}
    </div>
  );
}
