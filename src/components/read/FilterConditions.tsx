'use client';

import { useEffect, useRef } from 'react';
import type { ReadObjectView } from '../../core/buildRevisionObjects.ts';
import { conditionFieldFor } from '../../core/conditionFieldFor.ts';
import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import type { ReadFilter } from '../../schemas/config.ts';
import { FieldConflict } from '../shared/FieldConflict.tsx';
import { idList } from '../shared/idList.ts';
import { FilterConditionRow } from './FilterConditionRow.tsx';

const fieldFiltersPath = ['fieldFilters'];

/** Props of {@link FilterConditions}. */
export interface FilterConditionsProps {
  /** Base of the ids, the filter editor's. */
  id: string;
  view: ReadObjectView;
  /** The fields the object reads, when a condition is added: it starts on the first of them without one. */
  selectedFields: () => Readonly<Record<string, boolean>> | undefined;
  rows: ReadFilter[];
  /** React keys of the rows, one per row. */
  rowIds: string[];
  /** A key for a new row. */
  newRowId: () => string;
  onChange: (rows: ReadFilter[], rowIds: string[]) => void;
  /** The list's own error (a service issue at `fieldFilters`) and its id. */
  listError: string | undefined;
  listErrorId: string | undefined;
}

/**
 * The field conditions of a filter, one per field, with a button that adds one on the first field read without a
 * condition. Focus follows: to the new row, or after a removal to the next row (else the add button).
 */
export function FilterConditions({
  id,
  view,
  selectedFields,
  rows,
  rowIds,
  newRowId,
  onChange,
  listError,
  listErrorId,
}: FilterConditionsProps) {
  const messages = useEditorMessages();
  const rowElements = useRef(new Map<string, HTMLLIElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<string | 'add' | undefined>(undefined);

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === undefined) return;
    pendingFocus.current = undefined;
    if (target === 'add') addButton.current?.focus();
    else rowElements.current.get(target)?.querySelector('input')?.focus();
  });

  const usedFields = new Set(rows.map((row) => row.fieldName));
  const anyFreeField = view.allFields.some((field) => !usedFields.has(field.fieldName));
  const addHintId = `${id}add-hint`;

  const addRow = () => {
    const firstFreeField = conditionFieldFor(view.allFields, selectedFields(), usedFields);
    if (!firstFreeField) return;
    const rowId = newRowId();
    pendingFocus.current = rowId;
    onChange([...rows, { fieldName: firstFreeField.fieldName, operator: 'eq' }], [...rowIds, rowId]);
  };

  const removeRow = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    const nextIds = rowIds.filter((_, i) => i !== index);
    pendingFocus.current = nextIds[Math.min(index, nextIds.length - 1)] ?? 'add';
    onChange(next, nextIds);
  };

  const changeRow = (index: number, filter: ReadFilter) =>
    onChange(
      rows.map((row, i) => (i === index ? filter : row)),
      rowIds,
    );

  const unavailableFor = (index: number): ReadonlyMap<string, string> =>
    new Map(
      rows.flatMap((row, i) =>
        i === index ? [] : [[row.fieldName, messages['filters.fieldUsed']] as const],
      ),
    );

  return (
    <div className="ric-filters-conditions">
      {rows.length > 0 && (
        <ul className="ric-filter-rows">
          {rows.map((row, index) => {
            const rowId = rowIds[index] ?? `${id}row-at-${index}`;
            return (
              <FilterConditionRow
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
      {/* The list is replaced whole (RFC 6902 has no stable index): a conflict in it is the list's. */}
      <FieldConflict path={fieldFiltersPath} describedBy={listErrorId} />
      <button
        ref={addButton}
        type="button"
        className="ric-button ric-filters-add"
        disabled={!anyFreeField}
        aria-describedby={idList(listErrorId, !anyFreeField && addHintId)}
        onClick={addRow}
      >
        {messages['filters.add']}
      </button>
      {!anyFreeField && (
        <p id={addHintId} className="ric-hint">
          {messages['filters.allFieldsUsed']}
        </p>
      )}
    </div>
  );
}
