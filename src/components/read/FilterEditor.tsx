'use client';

import { useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { ReadObjectView } from '../../core/buildRevisionObjects.ts';
import { conditionFieldFor } from '../../core/conditionFieldFor.ts';
import { isJsonEqual } from '../../core/isJsonEqual.ts';
import { useActionForm } from '../../hooks/useActionForm.ts';
import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import { useFieldError } from '../../hooks/useInputError.ts';
import type { RawFilter, ReadFilter } from '../../schemas/config.ts';
import { ChoiceGroup } from '../shared/ChoiceGroup.tsx';
import { FilterConditions } from './FilterConditions.tsx';
import { RawFilterFields } from './RawFilterFields.tsx';
import './FilterEditor.css';

/** Props of {@link FilterEditor}. */
export interface FilterEditorProps {
  view: ReadObjectView;
}

type FilterMode = 'none' | 'fields' | 'raw';

const EMPTY_RAW: RawFilter = { type: '', filter: '' };

interface FilterValues {
  fieldFilters: ReadFilter[] | undefined;
  rawFilter: RawFilter | undefined;
}

/**
 * What the user last chose here and the form values that wrote. The mode applies while the form holds those
 * values (field conditions stay chosen with no condition left); other values (a discard, a server change) show the
 * mode of the form values instead. What each mode held when the user left it outlives that, to be restored.
 */
interface FilterChoice {
  wrote: FilterValues;
  mode: FilterMode;
  /** React keys of the condition rows, one per `fieldFilters` item. */
  rowIds: string[];
  keptRows: ReadFilter[];
  keptRaw: RawFilter;
}

function modeOf({ fieldFilters, rawFilter }: FilterValues): FilterMode {
  if (rawFilter !== undefined) return 'raw';
  return fieldFilters && fieldFilters.length > 0 ? 'fields' : 'none';
}

/**
 * Edits which records are read: no filter, field conditions (`fieldFilters`, one per field, `equals` a value
 * typed by the field) or a provider filter (`rawFilter`). The two never coexist: choosing one removes the other
 * key from the form value.
 */
export function FilterEditor({ view }: FilterEditorProps) {
  const messages = useEditorMessages();
  const id = useId();
  const { control, setValue, getValues, unregister } = useActionForm('read');
  const fieldFilters = useWatch({ control, name: 'fieldFilters' });
  const rawFilter = useWatch({ control, name: 'rawFilter' });
  // Read when a condition is added, not watched: a toggled field does not re-render the filters.
  const selectedFields = () => getValues('selectedFields');
  const nextRowId = useRef(0);
  const newRowId = () => `${id}row${nextRowId.current++}`;
  const [choice, setChoice] = useState<FilterChoice>();

  const values: FilterValues = { fieldFilters, rawFilter };
  const mode = choice && isJsonEqual(choice.wrote, values) ? choice.mode : modeOf(values);
  const rows = mode === 'fields' ? (fieldFilters ?? []) : [];
  // Rows keep their keys while their number stays (a server change to a value); a new number of rows gets new ones.
  const rowIds =
    choice && choice.rowIds.length === rows.length ? choice.rowIds : rows.map((_, i) => `${id}row-at-${i}`);
  const kept = { keptRows: choice?.keptRows ?? [], keptRaw: choice?.keptRaw ?? EMPTY_RAW };

  const writeRows = (next: ReadFilter[], nextIds: string[], keep = kept) => {
    const wrote: FilterValues = { fieldFilters: next.length > 0 ? next : undefined, rawFilter: undefined };
    setChoice({ ...keep, wrote, mode: 'fields', rowIds: nextIds });
    if (rawFilter !== undefined) unregister('rawFilter', { keepDefaultValue: true });
    // An empty list is no filter: the key goes rather than an empty array the service would store.
    if (next.length > 0) setValue('fieldFilters', next, { shouldDirty: true });
    else unregister('fieldFilters', { keepDefaultValue: true });
  };

  const writeRaw = (raw: RawFilter, keep = kept) => {
    setChoice({ ...keep, wrote: { fieldFilters: undefined, rawFilter: raw }, mode: 'raw', rowIds: [] });
    if (fieldFilters !== undefined) unregister('fieldFilters', { keepDefaultValue: true });
    setValue('rawFilter', raw, { shouldDirty: true });
  };

  const chooseMode = (next: FilterMode) => {
    const keep = {
      keptRows: mode === 'fields' && rows.length > 0 ? rows : kept.keptRows,
      keptRaw: mode === 'raw' && rawFilter ? rawFilter : kept.keptRaw,
    };
    if (next === 'fields') {
      // Coming back restores the conditions; the first time starts with one on the first field read.
      const first = conditionFieldFor(view.allFields, selectedFields(), new Set());
      const restored: ReadFilter[] =
        keep.keptRows.length > 0
          ? keep.keptRows
          : first
            ? [{ fieldName: first.fieldName, operator: 'eq' }]
            : [];
      writeRows(restored, restored.map(newRowId), keep);
    } else if (next === 'raw') {
      writeRaw(keep.keptRaw, keep);
    } else {
      setChoice({
        ...keep,
        wrote: { fieldFilters: undefined, rawFilter: undefined },
        mode: 'none',
        rowIds: [],
      });
      unregister(['fieldFilters', 'rawFilter'], { keepDefaultValue: true });
    }
  };

  const listError = useFieldError('fieldFilters');
  // The list's own error (a service issue at `fieldFilters`) describes the group and the add button.
  const listErrorId = mode === 'fields' && listError ? `${id}list-error` : undefined;

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
      value={mode}
      onChange={chooseMode}
      describedBy={listErrorId}
    >
      {mode === 'fields' && (
        <FilterConditions
          id={id}
          view={view}
          selectedFields={selectedFields}
          rows={rows}
          rowIds={rowIds}
          newRowId={newRowId}
          onChange={(next, nextIds) => writeRows(next, nextIds)}
          listError={listError}
          listErrorId={listErrorId}
        />
      )}
      {mode === 'raw' && (
        <RawFilterFields id={id} raw={rawFilter ?? kept.keptRaw} onChange={(raw) => writeRaw(raw)} />
      )}
    </ChoiceGroup>
  );
}
