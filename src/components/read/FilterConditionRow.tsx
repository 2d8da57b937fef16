'use client';

import { useState } from 'react';
import type { ReadObjectView } from '../../core/buildRevisionObjects.ts';
import { useActionForm } from '../../hooks/useActionForm.ts';
import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import { useFieldError, useInputError } from '../../hooks/useInputError.ts';
import type { EditorMessages } from '../../messages/editorMessages.ts';
import type { ReadFilter, ReadFilterValue } from '../../schemas/config.ts';
import { ProviderFieldCombobox } from '../shared/ProviderFieldCombobox.tsx';
import { FilterValueInput } from './FilterValueInput.tsx';
import { type FilterValueKind, filterValueKind } from './filterValueKind.ts';

function valueIssue(
  kind: FilterValueKind,
  value: ReadFilterValue | undefined,
  badNumber: boolean,
  messages: EditorMessages,
) {
  if (value === undefined)
    return badNumber ? messages['filters.value.number'] : messages['filters.value.required'];
  if (kind === 'int' && typeof value === 'number' && !Number.isInteger(value)) {
    return messages['filters.value.integer'];
  }
  return undefined;
}

/** Props of {@link FilterConditionRow}. */
export interface FilterConditionRowProps {
  index: number;
  rowId: string;
  filter: ReadFilter;
  view: ReadObjectView;
  unavailable: ReadonlyMap<string, string>;
  onChange: (filter: ReadFilter) => void;
  onRemove: () => void;
  rowRef: (element: HTMLLIElement | null) => void;
}

/** One field condition: the field, `equals`, a value input of the field's kind, and a button that removes it. */
export function FilterConditionRow({
  index,
  rowId,
  filter,
  view,
  unavailable,
  onChange,
  onRemove,
  rowRef,
}: FilterConditionRowProps) {
  const messages = useEditorMessages();
  const { clearErrors } = useActionForm('read');
  const [badNumber, setBadNumber] = useState(false);
  // A condition starts without a value: "enter a value" waits until the user leaves the input or a blocked save
  // checks the form (its `invalid` event); the form cannot be saved meanwhile.
  const [touched, setTouched] = useState(false);
  const position = index + 1;
  const field = view.fieldsByName.get(filter.fieldName);
  const kind = filterValueKind(field);
  const fieldPath = `fieldFilters.${index}.fieldName` as const;
  const valuePath = `fieldFilters.${index}.value` as const;
  const fieldError = useFieldError(fieldPath);
  const issue = valueIssue(kind, filter.value, badNumber, messages);
  const valueError = useInputError(valuePath, issue);
  const heldBack = filter.value === undefined && !badNumber && !touched;
  const valueMessage = heldBack ? undefined : (issue ?? valueError?.message);
  const fieldErrorId = `${rowId}-field-error`;
  const valueErrorId = `${rowId}-value-error`;

  const chooseField = (fieldName: string | undefined) => {
    if (fieldName === undefined || fieldName === filter.fieldName) return;
    const nextField = view.fieldsByName.get(fieldName);
    const nextKind = filterValueKind(nextField);
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
        <FilterValueInput
          id={`${rowId}-value`}
          label={messages['filters.value'](position)}
          kind={kind}
          field={field}
          value={filter.value}
          invalid={valueMessage !== undefined}
          describedBy={valueMessage ? valueErrorId : undefined}
          onChange={changeValue}
          onTouched={() => setTouched(true)}
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
