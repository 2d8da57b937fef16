'use client';

import { useId, useState } from 'react';
import type { FieldView } from '../../core/buildRevisionObjects.ts';
import { defaultValueText } from '../../core/defaultValueText.ts';
import { INPUT_ERROR_TYPE } from '../../core/inputErrors.ts';
import { useActionForm } from '../../hooks/useActionForm.ts';
import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import type { FieldSetting, FieldSettingDefault } from '../../schemas/config.ts';
import { FieldConflict } from '../shared/FieldConflict.tsx';
import { idList } from '../shared/idList.ts';
import { DefaultValueControl, type ValueKind } from './DefaultValueControl.tsx';
import { ValueKindSelect } from './ValueKindSelect.tsx';
import { WhenSelect } from './WhenSelect.tsx';

function kindOf(field: FieldView | undefined, value: FieldSettingDefault | undefined): ValueKind {
  if (field) {
    if (field.valueType === 'boolean') return 'boolean';
    if (field.valueType === 'int') return 'integer';
    if ((field.valueType === 'singleSelect' || field.valueType === 'multiSelect') && field.values.length > 0)
      return 'select';
    return 'string';
  }
  if (value?.booleanValue !== undefined) return 'boolean';
  if (value?.integerValue !== undefined) return 'integer';
  return 'string';
}

/** Props of {@link FieldSettingRow}. */
export interface FieldSettingRowProps {
  fieldName: string;
  /** The provider field, when the object's fields are known; without it the user picks the value's type. */
  field: FieldView | undefined;
  setting: FieldSetting;
  /** What the setting does, in a sentence. */
  sentence: string;
  /** Error messages about this setting: its own, and by property (`default`, `writeOnCreate`, ...). */
  errors: { root: string | undefined; byKey: ReadonlyMap<string, string> };
  onChange: (next: FieldSetting) => void;
  onRemove: () => void;
}

/** The ids of a setting row's controls and messages, from the row's own `useId()`. */
function rowIds(id: string) {
  const at = (part: string) => `${id}${part}`;
  return {
    value: at('value'),
    type: at('type'),
    create: at('create'),
    update: at('update'),
    sentence: at('sentence'),
    defaultError: at('default-error'),
    createError: at('create-error'),
    updateError: at('update-error'),
    rootError: at('error'),
  };
}

/** One field's write setting: its typed default, when it is written, and what that does in a sentence. */
export function FieldSettingRow({
  fieldName,
  field,
  setting,
  sentence,
  errors,
  onChange,
  onRemove,
}: FieldSettingRowProps) {
  const words = useEditorMessages();
  const { setError, clearErrors } = useActionForm('write');
  const label = field?.displayName ?? fieldName;
  const [kind, setKind] = useState<ValueKind>(() => kindOf(field, setting.default));
  // Text typed into a whole-number box that is no number yet: kept on screen, and an `input` error holds the save.
  const [typedText, setTyped] = useState<string | undefined>(undefined);
  // Once the form drops the error (Discard, another object), the typed text goes with it.
  const invalidText = errors.byKey.has('default') ? typedText : undefined;
  // A whole number stays as typed ("007", "+5" are 7 and 5) while it is the default.
  const [wholeText, setWholeText] = useState<{ text: string; value: number }>();
  const typed =
    invalidText ??
    (wholeText && setting.default?.integerValue === wholeText.value ? wholeText.text : undefined);
  const inputPath = `selectedFieldSettings.${fieldName}.default` as 'selectedFieldSettings';

  const defaultError =
    errors.byKey.get('default') ?? [...errors.byKey].find(([key]) => key.startsWith('default.'))?.[1];
  const [createError, updateError] = [errors.byKey.get('writeOnCreate'), errors.byKey.get('writeOnUpdate')];
  const ids = rowIds(useId());

  const base = `selectedFieldSettings.${fieldName}`;
  const setDefault = (value: FieldSettingDefault | undefined) => {
    clearErrors(inputPath);
    const next: FieldSetting = { ...setting };
    if (value) next.default = value;
    else delete next.default;
    onChange(next);
  };
  const current = defaultValueText(setting);

  return (
    <li className="ric-write-setting" data-field={fieldName}>
      <fieldset aria-describedby={idList(errors.root !== undefined && ids.rootError)}>
        <legend className="ric-write-setting-name">
          {label}
          {field && label !== fieldName && <span className="ric-write-setting-api"> {fieldName}</span>}
        </legend>
        <div className="ric-write-setting-controls">
          {!field && (
            <ValueKindSelect
              id={ids.type}
              kind={kind}
              onChange={(next) => {
                setKind(next);
                if (invalidText !== undefined) clearErrors(inputPath);
                setTyped(undefined);
                setDefault(undefined);
              }}
            />
          )}
          <div className="ric-write-control">
            <label htmlFor={ids.value}>{words['write.field.default']}</label>
            <DefaultValueControl
              id={ids.value}
              kind={kind}
              field={field}
              current={current}
              typed={typed}
              invalid={defaultError !== undefined}
              describedBy={idList(defaultError !== undefined && ids.defaultError, ids.sentence)}
              onValue={(value, text) => {
                // The value replaces what a server issue (or the whole-number check) was about.
                clearErrors(inputPath);
                setTyped(undefined);
                setWholeText(
                  value?.integerValue !== undefined && text !== undefined
                    ? { text, value: value.integerValue }
                    : undefined,
                );
                setDefault(value);
              }}
              onInvalidText={(text, reason) => {
                setTyped(text);
                setError(inputPath, {
                  type: INPUT_ERROR_TYPE,
                  message: words[reason === 'range' ? 'write.field.integerRange' : 'write.field.integer'],
                });
              }}
            />
            {defaultError && (
              <p id={ids.defaultError} className="ric-field-error">
                {defaultError}
              </p>
            )}
            <FieldConflict
              path={['selectedFieldSettings', fieldName, 'default']}
              describedBy={ids.defaultError}
            />
          </div>
          <WhenSelect
            id={ids.create}
            label={words['write.field.onCreate']}
            value={setting.writeOnCreate ?? 'always'}
            options={['always', 'never']}
            error={createError}
            errorId={ids.createError}
            conflictPath={['selectedFieldSettings', fieldName, 'writeOnCreate']}
            onChange={(value) => {
              clearErrors(`${base}.writeOnCreate` as 'selectedFieldSettings');
              onChange({ ...setting, writeOnCreate: value === 'never' ? 'never' : 'always' });
            }}
          />
          <WhenSelect
            id={ids.update}
            label={words['write.field.onUpdate']}
            value={setting.writeOnUpdate ?? 'always'}
            options={['always', 'ifEmpty', 'never']}
            error={updateError}
            errorId={ids.updateError}
            conflictPath={['selectedFieldSettings', fieldName, 'writeOnUpdate']}
            onChange={(value) => {
              clearErrors(`${base}.writeOnUpdate` as 'selectedFieldSettings');
              onChange({
                ...setting,
                writeOnUpdate: value === 'never' ? 'never' : value === 'ifEmpty' ? 'ifEmpty' : 'always',
              });
            }}
          />
        </div>
        <p id={ids.sentence} className="ric-hint ric-write-sentence">
          {sentence}
        </p>
        {errors.root && (
          <p id={ids.rootError} className="ric-field-error">
            {errors.root}
          </p>
        )}
        <button
          type="button"
          className="ric-button"
          onClick={() => {
            if (invalidText !== undefined) clearErrors(inputPath);
            onRemove();
          }}
        >
          {words['write.fields.remove'](label)}
        </button>
      </fieldset>
    </li>
  );
}
