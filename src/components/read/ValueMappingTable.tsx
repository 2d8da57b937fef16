'use client';

import { useMemo } from 'react';
import type { FieldView, MappingPromptView } from '../../core/buildRevisionObjects.ts';
import { matchValues } from '../../core/matchValues.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { FieldConflict } from '../shared/FieldConflict.tsx';
import type { ErrorMessages } from '../shared/formErrors.ts';
import { idList } from '../shared/idList.ts';
import { MapMatchingValues } from './MapMatchingValues.tsx';

/** Props of {@link ValueMappingTable}. */
export interface ValueMappingTableProps {
  /** Base of the select ids: the app value's position is appended. */
  id: string;
  /** The id of the prompt's own error. */
  errorId: string;
  prompt: MappingPromptView;
  /** The picklist field mapped to the prompt. */
  field: FieldView;
  /** The prompt's value mappings in the form: app value to provider value. */
  saved: Record<string, string>;
  /** The errors under the prompt's value mappings: its own, and each app value's. */
  errors: ErrorMessages;
  onChange: (mappedValue: string, providerValue: string) => void;
  /** Maps the given app values to the provider values of the same name ("Map matching values"). */
  onMapMatches: (matches: [appValue: string, providerValue: string][]) => void;
}

/**
 * One prompt's value mappings: a row per app value with a list of the field's values; a saved value the field no
 * longer offers stays listed and is marked invalid. An unmapped app value whose partner is likely but not sure
 * offers it ("Use suggestion: Closed Won").
 */
export function ValueMappingTable({
  id,
  errorId,
  prompt,
  field,
  saved,
  errors,
  onChange,
  onMapMatches,
}: ValueMappingTableProps) {
  const messages = useMessages();
  const offered = new Set(field.values.map((v) => v.value));
  const pairs = useMemo(
    () => matchValues(prompt.mappedValues, field.values),
    [prompt.mappedValues, field.values],
  );
  const labels = new Map(field.values.map((v) => [v.value, v.displayValue]));
  return (
    <div className="ric-values-prompt">
      {errors.root !== undefined && (
        <p id={errorId} className="ric-field-error">
          {errors.root}
        </p>
      )}
      {/* The prompt's whole map added by the user (no row of it is a leaf of its own then). */}
      {errors.root !== undefined && (
        <FieldConflict path={['selectedValueMappings', prompt.mapToName]} describedBy={errorId} />
      )}
      <MapMatchingValues prompt={prompt} pairs={pairs} saved={saved} onMap={onMapMatches} />
      <table className="ric-values-table">
        <caption>{messages['mappings.valuesCaption'](prompt.displayName, field.displayName)}</caption>
        <thead>
          <tr>
            <th scope="col" className="ric-hint">
              {messages['mappings.valuesAppColumn']}
            </th>
            <th scope="col" className="ric-hint">
              {messages['mappings.valuesProviderColumn'](field.displayName)}
            </th>
          </tr>
        </thead>
        <tbody>
          {prompt.mappedValues.map((mapped, v) => {
            const selectId = `${id}${v}`;
            const current = Object.hasOwn(saved, mapped.mappedValue) ? saved[mapped.mappedValue] : undefined;
            const missing = current !== undefined && current !== '' && !offered.has(current);
            const error = missing
              ? messages['mappings.valuesMissingError'](current, field.displayName)
              : errors.byKey.get(mapped.mappedValue);
            const pair = pairs.get(mapped.mappedValue);
            const suggestion = !current && pair && !pair.sure ? pair.value : undefined;
            return (
              <tr key={mapped.mappedValue} data-state={missing ? 'invalid' : current ? 'mapped' : 'unmapped'}>
                <th scope="row">{mapped.mappedDisplayValue}</th>
                <td>
                  <label htmlFor={selectId} className="ric-visually-hidden">
                    {messages['mappings.valuesSelectLabel'](mapped.mappedDisplayValue, field.displayName)}
                  </label>
                  <select
                    id={selectId}
                    className="ric-select"
                    value={current ?? ''}
                    aria-invalid={error !== undefined || undefined}
                    aria-describedby={idList(
                      error !== undefined && `${selectId}-error`,
                      errors.root !== undefined && errorId,
                    )}
                    onChange={(event) => onChange(mapped.mappedValue, event.target.value)}
                  >
                    <option value="">{messages['mappings.valuesNone']}</option>
                    {missing && (
                      <option value={current}>{messages['mappings.valuesMissing'](current)}</option>
                    )}
                    {field.values.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.displayValue}
                      </option>
                    ))}
                  </select>
                  {suggestion !== undefined && (
                    <button
                      type="button"
                      className="ric-button"
                      data-variant="quiet"
                      onClick={() => onChange(mapped.mappedValue, suggestion)}
                    >
                      {messages['mappings.valuesUseSuggestion'](labels.get(suggestion) ?? suggestion)}
                    </button>
                  )}
                  {error !== undefined && (
                    <p id={`${selectId}-error`} className="ric-field-error">
                      {error}
                    </p>
                  )}
                  <FieldConflict
                    path={['selectedValueMappings', prompt.mapToName, mapped.mappedValue]}
                    describedBy={`${selectId}-error`}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
