import { useEffect, useId, useMemo, useState } from 'react';
import { useFormState } from 'react-hook-form';
import type { FieldView, ReadObjectView } from '../../core/buildRevisionObjects.ts';
import { copyNameMap } from '../../core/copyNameMap.ts';
import { useActionForm } from '../../hooks/useActionForm.ts';
import { type FieldSelectionPaths, useFieldSelection } from '../../hooks/useFieldSelection.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { FieldConflict } from './FieldConflict.tsx';
import { FieldModeChoice } from './FieldModeChoice.tsx';
import { createFieldFilter, prepareFieldSearch } from './fieldSearch.ts';
import { errorMessages } from './formErrors.ts';
import { idList } from './idList.ts';
import { OptionalFieldList } from './OptionalFieldList.tsx';
import { RequiredFieldList } from './RequiredFieldList.tsx';
import './FieldPicker.css';

/** Words of the picker a host of another selection (watch fields) gives its own. */
export interface FieldPickerLabels {
  modeLegend: string;
  modeAll: string;
  modeChoose: string;
  modeAllHint: string;
  optionalTitle: string;
}

/** Props of {@link FieldPicker}. */
export interface FieldPickerProps {
  view: ReadObjectView;
  /**
   * Where the selection lives in the form: by default the read config's `selectedFields` (a map of field name to
   * `true`) and `selectedFieldsAuto`; another form names its own paths, e.g. a subscribe object's
   * `{ selected: 'updateEvent.requiredWatchFields', auto: 'updateEvent.watchFieldsAuto', asList: true }`, where
   * the selection is a list of field names.
   */
  paths?: FieldSelectionPaths;
  labels?: Partial<FieldPickerLabels>;
}

const readPaths = { selected: 'selectedFields', auto: 'selectedFieldsAuto', asList: false };

/** How many of `fields` (whose names `names` holds) are selected, walking whichever of the two is shorter. */
function countSelected(
  fields: readonly FieldView[],
  names: { has(name: string): boolean },
  selected: Record<string, boolean>,
  selectedNames: readonly string[],
): number {
  let count = 0;
  if (selectedNames.length < fields.length) {
    for (const name of selectedNames) if (selected[name] === true && names.has(name)) count++;
  } else {
    for (const field of fields) if (selected[field.fieldName] === true) count++;
  }
  return count;
}

/** Whether `matching` (fields in the order of their row numbers) holds the field of row `row`: a binary search. */
function holdsRow(
  matching: readonly FieldView[],
  rowNumber: ReadonlyMap<string, number>,
  row: number,
): boolean {
  let low = 0;
  let high = matching.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = rowNumber.get(matching[middle]?.fieldName ?? '') ?? -1;
    if (at === row) return true;
    if (at < row) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/**
 * Chooses the fields read from an object: required ones locked, optional ones toggled in a searchable,
 * virtualized list (arrow keys move between rows), or every field at once when the revision allows it.
 */
export function FieldPicker({ view, paths = readPaths, labels }: FieldPickerProps) {
  const messages = useMessages();
  const words = {
    modeLegend: labels?.modeLegend ?? messages['fields.modeLegend'],
    modeAll: labels?.modeAll ?? messages['fields.modeAll'],
    modeChoose: labels?.modeChoose ?? messages['fields.modeChoose'],
    modeAllHint: labels?.modeAllHint ?? messages['fields.modeAllHint'],
    optionalTitle: labels?.optionalTitle ?? messages['fields.optionalTitle'],
  };
  const baseId = useId();
  const { control } = useActionForm('read');
  const { errors } = useFormState({ control, name: paths.selected as 'selectedFields' });
  const fieldErrors = errorMessages(errors, ...paths.selected.split('.'));
  const { selected, allMode, modeError, setAllMode, write, toggle } = useFieldSelection(paths, fieldErrors);

  const requiredNames = useMemo(
    () => new Set(view.requiredFields.map((f) => f.fieldName)),
    [view.requiredFields],
  );
  const optional = useMemo(
    () => view.optionalFields.filter((f) => !requiredNames.has(f.fieldName)),
    [view.optionalFields, requiredNames],
  );
  const rowNumber = useMemo(() => new Map(optional.map((f, i) => [f.fieldName, i])), [optional]);
  const filter = useMemo(() => createFieldFilter(optional), [optional]);
  // The search texts are made while the page is idle, so no keystroke waits for them.
  useEffect(() => prepareFieldSearch(optional), [optional]);
  // Not deferred: filtering and rendering the visible rows fit in the keystroke's frame, and a deferred list
  // would paint the old rows first and the new ones a frame later.
  const [query, setQuery] = useState('');
  const matching = useMemo(() => filter(query), [filter, query]);
  const filtered = matching !== optional;

  // A write knows the counts it leaves (the selection's size is not known without listing its 20,000 names):
  // kept with the selection it made, and used while that is the one shown.
  const [bulkCounts, setBulkCounts] = useState<{
    selection: Record<string, boolean>;
    matching: readonly FieldView[];
    selectedOptional: number;
    selectedMatching: number;
  }>();
  const counted = bulkCounts?.selection === selected ? bulkCounts : undefined;
  const listsNames = !counted || (filtered && counted.matching !== matching);
  const selectedNames = useMemo(() => (listsNames ? Object.keys(selected) : []), [selected, listsNames]);
  // Counted from the smaller side: a toggle recounts the selection (usually a few entries), not 5,000 rows.
  const selectedOptional = useMemo(
    () => counted?.selectedOptional ?? countSelected(optional, rowNumber, selected, selectedNames),
    [optional, rowNumber, selected, selectedNames, counted],
  );
  // Also from the smaller side: a key typed looks up the few selected fields among the matches (which keep the
  // rows' order), rather than each of 15,000 matches in the selection.
  const selectedMatching = useMemo(() => {
    if (!filtered) return selectedOptional;
    if (counted?.matching === matching) return counted.selectedMatching;
    let count = 0;
    if (selectedNames.length < matching.length) {
      for (const name of selectedNames) {
        const row = rowNumber.get(name);
        if (selected[name] === true && row !== undefined && holdsRow(matching, rowNumber, row)) count++;
      }
    } else {
      for (const field of matching) if (selected[field.fieldName] === true) count++;
    }
    return count;
  }, [filtered, matching, selected, selectedNames, selectedOptional, rowNumber, counted]);
  const total = view.requiredFields.length + optional.length;

  const rootErrorId = `${baseId}error`;
  const keyboardHintId = `${baseId}keyboard-hint`;
  const errorRows = [...fieldErrors.byKey].map(([fieldName, message], n) => ({
    fieldName,
    message,
    id: `${rootErrorId}-${n}`,
    displayName: view.fieldsByName.get(fieldName)?.displayName ?? fieldName,
  }));
  const errorIdOf = new Map(errorRows.map((e) => [e.fieldName, e.id]));

  return (
    <div className="ric-fields" data-state={allMode ? 'all' : 'chosen'}>
      {(view.allowsAllFields || allMode) && (
        <FieldModeChoice
          name={`${baseId}mode`}
          hintId={`${baseId}all-hint`}
          allMode={allMode}
          error={modeError}
          errorId={`${baseId}mode-error`}
          onChange={setAllMode}
          words={words}
        />
      )}

      <p role="status" aria-live="polite" className="ric-fields-count">
        <span>
          {allMode
            ? messages['fields.countAll'](total)
            : messages['fields.count'](view.requiredFields.length + selectedOptional, total)}
        </span>
        {filtered && ' '}
        {filtered && (
          <span className="ric-hint">{messages['fields.matches'](matching.length, query.trim())}</span>
        )}
      </p>

      {fieldErrors.root !== undefined && (
        <p id={rootErrorId} className="ric-field-error">
          {fieldErrors.root}
        </p>
      )}
      {/* A list (watch fields) is replaced whole (RFC 6902 has no stable index): its conflict is the list's. */}
      {paths.asList && <FieldConflict path={paths.selected.split('.')} describedBy={rootErrorId} />}
      {errorRows.length > 0 && (
        <ul className="ric-fields-errors">
          {errorRows.map((e) => (
            <li key={e.fieldName} className="ric-field-error">
              <span id={e.id}>{messages['fields.fieldError'](e.displayName, e.message)}</span>
              {!paths.asList && (
                <>
                  {' '}
                  <FieldConflict path={[...paths.selected.split('.'), e.fieldName]} describedBy={e.id} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}

      {view.requiredFields.length > 0 && <RequiredFieldList fields={view.requiredFields} baseId={baseId} />}

      <fieldset
        className="ric-fields-group"
        aria-describedby={idList(
          fieldErrors.root !== undefined && rootErrorId,
          matching.length > 0 && (allMode ? `${baseId}all-hint` : keyboardHintId),
        )}
      >
        <legend className="ric-fields-subtitle">{words.optionalTitle}</legend>
        {optional.length === 0 ? (
          <p className="ric-hint">{messages['fields.noOptional']}</p>
        ) : (
          <OptionalFieldList
            baseId={baseId}
            matching={matching}
            filtered={filtered}
            query={query}
            onQueryChange={setQuery}
            allMode={allMode}
            isSelected={(field) => selected[field.fieldName] === true}
            selectedMatching={selectedMatching}
            onToggle={(fieldName, checked) => {
              const selection = toggle(fieldName, checked);
              const change = checked ? 1 : -1;
              setBulkCounts({
                selection,
                matching,
                selectedOptional: selectedOptional + change,
                selectedMatching: selectedMatching + change,
              });
            }}
            onSelectMatching={() => {
              const selection = write((current) => {
                const next = copyNameMap(current);
                for (const f of matching) next[f.fieldName] = true;
                return next;
              });
              setBulkCounts({
                selection,
                matching,
                selectedOptional: selectedOptional + matching.length - selectedMatching,
                selectedMatching: matching.length,
              });
            }}
            onClearMatching={() => {
              const selection = write((current) => {
                // The fields kept are copied, rather than all copied and thousands deleted.
                const next: Record<string, boolean> = Object.create(null);
                for (const name of Object.keys(current)) {
                  const row = rowNumber.get(name);
                  const cleared = row !== undefined && (!filtered || holdsRow(matching, rowNumber, row));
                  const value = current[name];
                  if (!cleared && value !== undefined) next[name] = value;
                }
                return next;
              });
              setBulkCounts({
                selection,
                matching,
                selectedOptional: selectedOptional - selectedMatching,
                selectedMatching: 0,
              });
            }}
            errorIdOf={errorIdOf}
            keyboardHintId={keyboardHintId}
          />
        )}
      </fieldset>
    </div>
  );
}
