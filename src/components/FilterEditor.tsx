import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { FieldView, ReadObjectView } from '../core/buildRevisionObjects.ts';
import { isJsonEqual } from '../core/isJsonEqual.ts';
import { isoToLocalDateTime } from '../core/isoToLocalDateTime.ts';
import { localDateTimeToIso } from '../core/localDateTimeToIso.ts';
import { type Messages, useMessages } from '../hooks/index.ts';
import type { RawFilter, ReadFilter, ReadFilterValue } from '../schemas/index.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { idList } from './idList.ts';
import { ProviderFieldCombobox } from './ProviderFieldCombobox.tsx';
import { useFieldError, useInputError } from './useInputError.ts';
import { useReadObjectForm } from './useReadObjectForm.ts';
import './FilterEditor.css';

/** Props of {@link FilterEditor}. */
export interface FilterEditorProps {
  view: ReadObjectView;
}

type FilterMode = 'none' | 'fields' | 'raw';
type ValueKind = 'boolean' | 'select' | 'int' | 'float' | 'date' | 'datetime' | 'text';

const EMPTY_RAW: RawFilter = { type: '', filter: '' };

interface FilterValues {
  fieldFilters: ReadFilter[] | undefined;
  rawFilter: RawFilter | undefined;
}

interface EditorState {
  /** The form values this state was derived from; other values (discard, server change) derive it anew. */
  syncedFrom: FilterValues;
  mode: FilterMode;
  /** React keys of the condition rows, one per `fieldFilters` item. */
  rowIds: string[];
  /** What each mode held when the user left it, restored when they come back. */
  keptRows: ReadFilter[];
  keptRaw: RawFilter;
}

function modeOf({ fieldFilters, rawFilter }: FilterValues): FilterMode {
  if (rawFilter !== undefined) return 'raw';
  return fieldFilters && fieldFilters.length > 0 ? 'fields' : 'none';
}

function valueKind(field: FieldView | undefined): ValueKind {
  switch (field?.valueType) {
    case 'boolean':
    case 'int':
    case 'float':
    case 'date':
    case 'datetime':
      return field.valueType;
    case 'singleSelect':
    case 'multiSelect':
      return field.values.length > 0 ? 'select' : 'text';
    default:
      return 'text';
  }
}

function valueIssue(
  kind: ValueKind,
  value: ReadFilterValue | undefined,
  badNumber: boolean,
  messages: Messages,
) {
  if (value === undefined)
    return badNumber ? messages['filters.value.number'] : messages['filters.value.required'];
  if (kind === 'int' && typeof value === 'number' && !Number.isInteger(value)) {
    return messages['filters.value.integer'];
  }
  return undefined;
}

interface ValueInputProps {
  id: string;
  label: string;
  kind: ValueKind;
  field: FieldView | undefined;
  value: ReadFilterValue | undefined;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: ReadFilterValue | undefined, badNumber?: boolean) => void;
}

function ValueInput({ id, label, kind, field, value, invalid, describedBy, onChange }: ValueInputProps) {
  const messages = useMessages();
  const common = {
    id,
    'aria-label': label,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    required: true,
  };
  if (kind === 'boolean' || kind === 'select') {
    const options =
      kind === 'boolean'
        ? [
            { value: 'true', label: messages['filters.value.true'] },
            { value: 'false', label: messages['filters.value.false'] },
          ]
        : (field?.values ?? []).map((v) => ({ value: v.value, label: v.displayValue || v.value }));
    const selected = value === undefined ? '' : String(value);
    // A saved value the provider no longer lists stays visible rather than silently replaced.
    if (selected !== '' && !options.some((o) => o.value === selected))
      options.push({ value: selected, label: selected });
    return (
      <select
        {...common}
        className="ric-select ric-filter-value"
        value={selected}
        onChange={(event) => {
          const next = event.target.value;
          if (next === '') onChange(undefined);
          else if (kind === 'boolean') onChange(next === 'true');
          else onChange(next);
        }}
      >
        {selected === '' && <option value="">{messages['filters.value.choose']}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  if (kind === 'int' || kind === 'float') {
    return (
      <input
        {...common}
        type="number"
        inputMode={kind === 'int' ? 'numeric' : 'decimal'}
        step={kind === 'int' ? 1 : 'any'}
        className="ric-input ric-filter-value"
        value={value === undefined ? '' : String(value)}
        onChange={(event) => {
          const text = event.target.value.trim();
          const number = text === '' ? Number.NaN : Number(text);
          if (Number.isFinite(number)) onChange(number);
          else onChange(undefined, text !== '' || event.target.validity.badInput);
        }}
      />
    );
  }
  if (kind === 'datetime') {
    return (
      <input
        {...common}
        type="datetime-local"
        className="ric-input ric-filter-value"
        value={typeof value === 'string' ? isoToLocalDateTime(value) : ''}
        onChange={(event) => onChange(localDateTimeToIso(event.target.value))}
      />
    );
  }
  return (
    <input
      {...common}
      type={kind === 'date' ? 'date' : 'text'}
      className="ric-input ric-filter-value"
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
    />
  );
}

interface ConditionRowProps {
  index: number;
  rowId: string;
  filter: ReadFilter;
  view: ReadObjectView;
  unavailable: ReadonlyMap<string, string>;
  onChange: (filter: ReadFilter) => void;
  onRemove: () => void;
  rowRef: (element: HTMLLIElement | null) => void;
}

function ConditionRow({
  index,
  rowId,
  filter,
  view,
  unavailable,
  onChange,
  onRemove,
  rowRef,
}: ConditionRowProps) {
  const messages = useMessages();
  const { clearErrors } = useReadObjectForm();
  const [badNumber, setBadNumber] = useState(false);
  const position = index + 1;
  const field = view.fieldsByName.get(filter.fieldName);
  const kind = valueKind(field);
  const fieldPath = `fieldFilters.${index}.fieldName` as const;
  const valuePath = `fieldFilters.${index}.value` as const;
  const fieldError = useFieldError(fieldPath);
  const issue = valueIssue(kind, filter.value, badNumber, messages);
  const valueError = useInputError(valuePath, issue);
  const valueMessage = issue ?? valueError?.message;
  const fieldErrorId = `${rowId}-field-error`;
  const valueErrorId = `${rowId}-value-error`;

  const chooseField = (fieldName: string | undefined) => {
    if (fieldName === undefined || fieldName === filter.fieldName) return;
    const nextField = view.fieldsByName.get(fieldName);
    const nextKind = valueKind(nextField);
    const keepsValue =
      nextKind === kind &&
      (kind !== 'select' || nextField?.values.some((v) => v.value === filter.value) === true);
    const { value: _dropped, ...rest } = filter;
    setBadNumber(false);
    clearErrors(fieldPath);
    onChange(keepsValue ? { ...filter, fieldName } : { ...rest, fieldName });
  };

  const changeValue = (value: ReadFilterValue | undefined, bad = false) => {
    const { value: _previous, ...rest } = filter;
    setBadNumber(bad);
    clearErrors(valuePath);
    onChange(value === undefined ? rest : { ...filter, value });
  };

  return (
    <li className="ric-filter-row" ref={rowRef} data-state={fieldError || valueMessage ? 'invalid' : 'valid'}>
      <div className="ric-filter-cell">
        <ProviderFieldCombobox
          id={`${rowId}-field`}
          label={messages['filters.field'](position)}
          hideLabel
          fields={view.allFields}
          value={filter.fieldName}
          onChange={chooseField}
          unavailable={unavailable}
          invalid={fieldError !== undefined}
          describedBy={fieldError ? fieldErrorId : undefined}
          required
        />
        {fieldError && (
          <p id={fieldErrorId} className="ric-field-error">
            {fieldError}
          </p>
        )}
      </div>
      <span className="ric-filter-operator">{messages['filters.operator.eq']}</span>
      <div className="ric-filter-cell">
        <ValueInput
          id={`${rowId}-value`}
          label={messages['filters.value'](position)}
          kind={kind}
          field={field}
          value={filter.value}
          invalid={valueMessage !== undefined}
          describedBy={valueMessage ? valueErrorId : undefined}
          onChange={changeValue}
        />
        {valueMessage && (
          <p id={valueErrorId} className="ric-field-error">
            {valueMessage}
          </p>
        )}
      </div>
      <button
        type="button"
        className="ric-button ric-filter-remove"
        aria-label={messages['filters.removeLabel'](field?.displayName ?? filter.fieldName)}
        onClick={onRemove}
      >
        {messages['filters.remove']}
      </button>
    </li>
  );
}

interface RawFilterFieldsProps {
  id: string;
  raw: RawFilter;
  onChange: (raw: RawFilter) => void;
}

function RawFilterFields({ id, raw, onChange }: RawFilterFieldsProps) {
  const messages = useMessages();
  const { clearErrors } = useReadObjectForm();
  const empty = raw.type.trim() === '' || raw.filter.trim() === '';
  const issue = empty ? messages['filters.raw.required'] : undefined;
  const error = useInputError('rawFilter', issue);
  const wholeMessage = issue ?? error?.message;
  const typeError = useFieldError('rawFilter.type');
  const filterError = useFieldError('rawFilter.filter');
  const ids = {
    type: `${id}raw-type`,
    typeHint: `${id}raw-type-hint`,
    typeError: `${id}raw-type-error`,
    filter: `${id}raw-filter`,
    filterHint: `${id}raw-filter-hint`,
    filterError: `${id}raw-filter-error`,
    error: `${id}raw-error`,
  };
  const typeInvalid =
    typeError !== undefined || (wholeMessage !== undefined && (!issue || raw.type.trim() === ''));
  const filterInvalid =
    filterError !== undefined || (wholeMessage !== undefined && (!issue || raw.filter.trim() === ''));
  const describedBy = (hint: string, own: string | undefined, ownId: string, invalid: boolean) =>
    idList(hint, own && ownId, invalid && wholeMessage && ids.error);

  const change = (patch: Partial<RawFilter>) => {
    clearErrors('rawFilter');
    onChange({ ...raw, ...patch });
  };

  return (
    <div className="ric-filter-raw">
      <label htmlFor={ids.type}>{messages['filters.raw.type']}</label>
      <input
        id={ids.type}
        className="ric-input ric-filter-raw-type"
        spellCheck={false}
        autoComplete="off"
        required
        value={raw.type}
        aria-invalid={typeInvalid || undefined}
        aria-describedby={describedBy(ids.typeHint, typeError, ids.typeError, typeInvalid)}
        onChange={(event) => change({ type: event.target.value })}
      />
      <p id={ids.typeHint} className="ric-hint">
        {messages['filters.raw.typeHint']}
      </p>
      {typeError && (
        <p id={ids.typeError} className="ric-field-error">
          {typeError}
        </p>
      )}
      <label htmlFor={ids.filter}>{messages['filters.raw.filter']}</label>
      <textarea
        id={ids.filter}
        className="ric-input ric-filter-raw-text"
        rows={4}
        spellCheck={false}
        required
        value={raw.filter}
        aria-invalid={filterInvalid || undefined}
        aria-describedby={describedBy(ids.filterHint, filterError, ids.filterError, filterInvalid)}
        onChange={(event) => change({ filter: event.target.value })}
      />
      <p id={ids.filterHint} className="ric-hint">
        {messages['filters.raw.filterHint']}
      </p>
      {filterError && (
        <p id={ids.filterError} className="ric-field-error">
          {filterError}
        </p>
      )}
      {wholeMessage && (
        <p id={ids.error} className="ric-field-error">
          {wholeMessage}
        </p>
      )}
    </div>
  );
}

/**
 * Edits which records are read: no filter, field conditions (`fieldFilters`, one per field, `equals` a value
 * typed by the field) or a provider filter (`rawFilter`). The two never coexist: choosing one removes the other
 * key from the form value.
 */
export function FilterEditor({ view }: FilterEditorProps) {
  const messages = useMessages();
  const id = useId();
  const { control, setValue, unregister } = useReadObjectForm();
  const fieldFilters = useWatch({ control, name: 'fieldFilters' });
  const rawFilter = useWatch({ control, name: 'rawFilter' });
  const values: FilterValues = { fieldFilters, rawFilter };
  const nextRowId = useRef(0);
  const newRowId = () => `${id}row${nextRowId.current++}`;
  const rowElements = useRef(new Map<string, HTMLLIElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<string | 'add' | undefined>(undefined);

  const derive = (from: FilterValues, previous?: EditorState): EditorState => {
    const rows = from.fieldFilters ?? [];
    const sameRows = previous !== undefined && previous.rowIds.length === rows.length;
    return {
      syncedFrom: from,
      mode: modeOf(from),
      rowIds: sameRows ? previous.rowIds : rows.map(newRowId),
      keptRows: previous?.keptRows ?? [],
      keptRaw: previous?.keptRaw ?? EMPTY_RAW,
    };
  };
  const [state, setState] = useState(() => derive(values));
  let shown = state;
  if (!isJsonEqual(state.syncedFrom, values)) {
    shown = derive(values, state);
    setState(shown);
  }

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === undefined) return;
    pendingFocus.current = undefined;
    if (target === 'add') addButton.current?.focus();
    else rowElements.current.get(target)?.querySelector('input')?.focus();
  });

  const rows = shown.mode === 'fields' ? (fieldFilters ?? []) : [];
  const usedFields = new Set(rows.map((row) => row.fieldName));
  const firstFreeField = view.allFields.find((f) => !usedFields.has(f.fieldName));

  const writeRows = (next: ReadFilter[], rowIds: string[], patch: Partial<EditorState> = {}) => {
    const synced: FilterValues = { fieldFilters: next.length > 0 ? next : undefined, rawFilter: undefined };
    setState({ ...shown, ...patch, mode: 'fields', rowIds, syncedFrom: synced });
    if (rawFilter !== undefined) unregister('rawFilter', { keepDefaultValue: true });
    // An empty list is no filter: the key goes rather than an empty array the service would store.
    if (next.length > 0) setValue('fieldFilters', next, { shouldDirty: true });
    else unregister('fieldFilters', { keepDefaultValue: true });
  };

  const writeRaw = (raw: RawFilter, patch: Partial<EditorState> = {}) => {
    setState({
      ...shown,
      ...patch,
      mode: 'raw',
      rowIds: [],
      syncedFrom: { fieldFilters: undefined, rawFilter: raw },
    });
    if (fieldFilters !== undefined) unregister('fieldFilters', { keepDefaultValue: true });
    setValue('rawFilter', raw, { shouldDirty: true });
  };

  const chooseMode = (mode: FilterMode) => {
    const keep = {
      keptRows: shown.mode === 'fields' && rows.length > 0 ? rows : shown.keptRows,
      keptRaw: shown.mode === 'raw' && rawFilter ? rawFilter : shown.keptRaw,
    };
    if (mode === 'fields') {
      // Coming back restores the conditions; the first time starts with one on the first field.
      const first = view.allFields[0];
      const next: ReadFilter[] =
        keep.keptRows.length > 0
          ? keep.keptRows
          : first
            ? [{ fieldName: first.fieldName, operator: 'eq' }]
            : [];
      writeRows(next, next.map(newRowId), keep);
    } else if (mode === 'raw') {
      writeRaw(keep.keptRaw, keep);
    } else {
      setState({
        ...shown,
        ...keep,
        mode: 'none',
        rowIds: [],
        syncedFrom: { fieldFilters: undefined, rawFilter: undefined },
      });
      unregister(['fieldFilters', 'rawFilter'], { keepDefaultValue: true });
    }
  };

  const addRow = () => {
    if (!firstFreeField) return;
    const rowId = newRowId();
    pendingFocus.current = rowId;
    writeRows([...rows, { fieldName: firstFreeField.fieldName, operator: 'eq' }], [...shown.rowIds, rowId]);
  };

  const removeRow = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    const rowIds = shown.rowIds.filter((_, i) => i !== index);
    pendingFocus.current = rowIds[Math.min(index, rowIds.length - 1)] ?? 'add';
    writeRows(next, rowIds);
  };

  const changeRow = (index: number, filter: ReadFilter) => {
    writeRows(
      rows.map((row, i) => (i === index ? filter : row)),
      shown.rowIds,
    );
  };

  const unavailableFor = (index: number): ReadonlyMap<string, string> =>
    new Map(
      rows.flatMap((row, i) =>
        i === index ? [] : [[row.fieldName, messages['filters.fieldUsed']] as const],
      ),
    );

  const listError = useFieldError('fieldFilters');
  // The list's own error (a service issue at `fieldFilters`) describes the group and the add button.
  const listErrorId = shown.mode === 'fields' && listError ? `${id}list-error` : undefined;
  const addHintId = `${id}add-hint`;

  return (
    <ChoiceGroup
      id={id}
      className="ric-filters"
      legend={messages['filters.legend']}
      choices={[
        { value: 'none', label: messages['filters.none'], hint: messages['filters.none.hint'] },
        {
          value: 'fields',
          label: messages['filters.fields'],
          hint:
            view.allFields.length > 0 ? messages['filters.fields.hint'] : messages['filters.fields.noFields'],
          disabled: view.allFields.length === 0,
        },
        { value: 'raw', label: messages['filters.raw'], hint: messages['filters.raw.hint'] },
      ]}
      value={shown.mode}
      onChange={chooseMode}
      describedBy={listErrorId}
    >
      {shown.mode === 'fields' && (
        <div className="ric-filters-conditions">
          {rows.length > 0 && (
            <ul className="ric-filter-rows">
              {rows.map((row, index) => {
                const rowId = shown.rowIds[index] ?? `${id}row-at-${index}`;
                return (
                  <ConditionRow
                    key={rowId}
                    index={index}
                    rowId={rowId}
                    filter={row}
                    view={view}
                    unavailable={unavailableFor(index)}
                    onChange={(filter) => changeRow(index, filter)}
                    onRemove={() => removeRow(index)}
                    rowRef={(element) => {
                      if (element) rowElements.current.set(rowId, element);
                      else rowElements.current.delete(rowId);
                    }}
                  />
                );
              })}
            </ul>
          )}
          {listErrorId && (
            <p id={listErrorId} className="ric-field-error">
              {listError}
            </p>
          )}
          <button
            ref={addButton}
            type="button"
            className="ric-button ric-filters-add"
            disabled={!firstFreeField}
            aria-describedby={idList(listErrorId, !firstFreeField && addHintId)}
            onClick={addRow}
          >
            {messages['filters.add']}
          </button>
          {!firstFreeField && (
            <p id={addHintId} className="ric-hint">
              {messages['filters.allFieldsUsed']}
            </p>
          )}
        </div>
      )}
      {shown.mode === 'raw' && (
        <RawFilterFields id={id} raw={rawFilter ?? shown.keptRaw} onChange={(raw) => writeRaw(raw)} />
      )}
    </ChoiceGroup>
  );
}
