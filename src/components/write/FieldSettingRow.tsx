import { useId, useState } from 'react';
import type { FieldView } from '../../core/buildRevisionObjects.ts';
import { defaultValueText } from '../../core/defaultValueText.ts';
import { INPUT_ERROR_TYPE } from '../../core/inputErrors.ts';
import { useEditorMessages } from '../../hooks/editorMessages.ts';
import type { FieldSetting, FieldSettingDefault } from '../../schemas/index.ts';
import { FieldConflict } from '../FieldConflict.tsx';
import { idList } from '../idList.ts';
import { useWriteObjectForm } from './useWriteObjectForm.ts';

/** How a default is entered, from the field's `valueType`. */
type ValueKind = 'string' | 'integer' | 'boolean' | 'select';

const INTEGER = /^-?\d+$/;

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
  const id = useId();
  const { setError, clearErrors } = useWriteObjectForm();
  const label = field?.displayName ?? fieldName;
  const [kind, setKind] = useState<ValueKind>(() => kindOf(field, setting.default));
  // Text typed into a whole-number box that is no number yet: kept on screen, and an `input` error holds the save.
  const [typedText, setTyped] = useState<string | undefined>(undefined);
  // Once the form drops the error (Discard, another object), the typed text goes with it.
  const typed = errors.byKey.has('default') ? typedText : undefined;
  const inputPath = `selectedFieldSettings.${fieldName}.default` as 'selectedFieldSettings';

  const defaultError =
    errors.byKey.get('default') ?? [...errors.byKey].find(([key]) => key.startsWith('default.'))?.[1];
  const createError = errors.byKey.get('writeOnCreate');
  const updateError = errors.byKey.get('writeOnUpdate');
  const ids = {
    value: `${id}value`,
    type: `${id}type`,
    create: `${id}create`,
    update: `${id}update`,
    sentence: `${id}sentence`,
    defaultError: `${id}default-error`,
    createError: `${id}create-error`,
    updateError: `${id}update-error`,
    rootError: `${id}error`,
  };

  const base = `selectedFieldSettings.${fieldName}`;
  const setDefault = (value: FieldSettingDefault | undefined) => {
    clearErrors(inputPath);
    const next: FieldSetting = { ...setting };
    if (value) next.default = value;
    else delete next.default;
    onChange(next);
  };
  const current = defaultValueText(setting);

  const valueControl = () => {
    const common = {
      id: ids.value,
      'aria-invalid': defaultError ? true : undefined,
      'aria-describedby': idList(defaultError !== undefined && ids.defaultError, ids.sentence),
    } as const;
    if (kind === 'boolean' || kind === 'select') {
      const options =
        kind === 'boolean'
          ? [
              { value: 'true', label: words['write.field.true'] },
              { value: 'false', label: words['write.field.false'] },
            ]
          : (field?.values ?? []).map((v) => ({ value: v.value, label: v.displayValue || v.value }));
      return (
        <select
          {...common}
          className="ric-select"
          value={current ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            if (value === '') setDefault(undefined);
            else if (kind === 'boolean') setDefault({ booleanValue: value === 'true' });
            else setDefault({ stringValue: value });
          }}
        >
          <option value="">{words['write.field.noDefault']}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
    }
    return (
      <input
        {...common}
        className="ric-input"
        type="text"
        inputMode={kind === 'integer' ? 'numeric' : undefined}
        autoComplete="off"
        value={typed ?? current ?? ''}
        onChange={(event) => {
          const text = event.target.value;
          if (kind === 'integer' && text.trim() !== '' && !INTEGER.test(text.trim())) {
            setTyped(text);
            setError(inputPath, { type: INPUT_ERROR_TYPE, message: words['write.field.integer'] });
            return;
          }
          // The typed value replaces what a server issue (or the whole-number check) was about.
          clearErrors(inputPath);
          setTyped(undefined);
          if (text === '') setDefault(undefined);
          else if (kind === 'integer') setDefault({ integerValue: Number.parseInt(text.trim(), 10) });
          else setDefault({ stringValue: text });
        }}
      />
    );
  };

  return (
    <li className="ric-write-setting" data-field={fieldName}>
      <fieldset aria-describedby={idList(errors.root !== undefined && ids.rootError)}>
        <legend className="ric-write-setting-name">
          {label}
          {field && label !== fieldName && <span className="ric-write-setting-api"> {fieldName}</span>}
        </legend>
        <div className="ric-write-setting-controls">
          {!field && (
            <div className="ric-write-control">
              <label htmlFor={ids.type}>{words['write.field.valueType']}</label>
              <select
                id={ids.type}
                className="ric-select"
                value={kind}
                onChange={(event) => {
                  const next = event.target.value as ValueKind;
                  setKind(next);
                  if (typed !== undefined) clearErrors(inputPath);
                  setTyped(undefined);
                  setDefault(undefined);
                }}
              >
                <option value="string">{words['write.field.typeText']}</option>
                <option value="integer">{words['write.field.typeInteger']}</option>
                <option value="boolean">{words['write.field.typeBoolean']}</option>
              </select>
            </div>
          )}
          <div className="ric-write-control">
            <label htmlFor={ids.value}>{words['write.field.default']}</label>
            {valueControl()}
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
          <div className="ric-write-control">
            <label htmlFor={ids.create}>{words['write.field.onCreate']}</label>
            <select
              id={ids.create}
              className="ric-select"
              value={setting.writeOnCreate ?? 'always'}
              aria-invalid={createError ? true : undefined}
              aria-describedby={idList(createError !== undefined && ids.createError)}
              onChange={(event) => {
                clearErrors(`${base}.writeOnCreate` as 'selectedFieldSettings');
                onChange({ ...setting, writeOnCreate: event.target.value === 'never' ? 'never' : 'always' });
              }}
            >
              <option value="always">{words['write.field.always']}</option>
              <option value="never">{words['write.field.never']}</option>
            </select>
            {createError && (
              <p id={ids.createError} className="ric-field-error">
                {createError}
              </p>
            )}
            <FieldConflict
              path={['selectedFieldSettings', fieldName, 'writeOnCreate']}
              describedBy={ids.createError}
            />
          </div>
          <div className="ric-write-control">
            <label htmlFor={ids.update}>{words['write.field.onUpdate']}</label>
            <select
              id={ids.update}
              className="ric-select"
              value={setting.writeOnUpdate ?? 'always'}
              aria-invalid={updateError ? true : undefined}
              aria-describedby={idList(updateError !== undefined && ids.updateError)}
              onChange={(event) => {
                const value = event.target.value;
                clearErrors(`${base}.writeOnUpdate` as 'selectedFieldSettings');
                onChange({
                  ...setting,
                  writeOnUpdate: value === 'never' ? 'never' : value === 'ifEmpty' ? 'ifEmpty' : 'always',
                });
              }}
            >
              <option value="always">{words['write.field.always']}</option>
              <option value="ifEmpty">{words['write.field.ifEmpty']}</option>
              <option value="never">{words['write.field.never']}</option>
            </select>
            {updateError && (
              <p id={ids.updateError} className="ric-field-error">
                {updateError}
              </p>
            )}
            <FieldConflict
              path={['selectedFieldSettings', fieldName, 'writeOnUpdate']}
              describedBy={ids.updateError}
            />
          </div>
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
            if (typed !== undefined) clearErrors(inputPath);
            onRemove();
          }}
        >
          {words['write.fields.remove'](label)}
        </button>
      </fieldset>
    </li>
  );
}
