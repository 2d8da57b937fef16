'use client';

import { useEffect, useId, useMemo, useState } from 'react';
import { useFormState } from 'react-hook-form';
import type { ReadObjectView } from '../../core/buildRevisionObjects.ts';
import { createFieldFilter } from '../../core/createFieldFilter.ts';
import { withFieldsCleared } from '../../core/withFieldsCleared.ts';
import { withFieldsSelected } from '../../core/withFieldsSelected.ts';
import { prepareFieldSearch } from '../../hooks/prepareFieldSearch.ts';
import { useActionForm } from '../../hooks/useActionForm.ts';
import { type FieldSelectionPaths, useFieldSelection } from '../../hooks/useFieldSelection.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSelectionCounts } from '../../hooks/useSelectionCounts.ts';
import { FieldCount } from './FieldCount.tsx';
import { FieldModeChoice } from './FieldModeChoice.tsx';
import { FieldSelectionErrors } from './FieldSelectionErrors.tsx';
import { errorMessages } from './formErrors.ts';
import { idList } from './idList.ts';
import { OptionalFieldList } from './OptionalFieldList.tsx';
import { RequiredFieldList } from './RequiredFieldList.tsx';
import { useRowIssues } from './useRowIssues.ts';
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
  // "Selected only": the selection as it was when the view opened. A field unselected there keeps its row (as
  // unchecked), so a slip can be undone where it happened and no row moves under the focus.
  const [pinned, setPinned] = useState<Record<string, boolean> | null>(null);
  const selectedOnly = pinned !== null && !allMode;
  const pinnedFields = useMemo(
    () => (selectedOnly ? optional.filter((f) => pinned[f.fieldName] === true) : undefined),
    [optional, pinned, selectedOnly],
  );
  const matching = useMemo(() => {
    const found = filter(query);
    if (!pinnedFields) return found;
    if (found === optional) return pinnedFields;
    // Both keep the rows' order; the search's matches are usually the fewer.
    const inView = new Set(pinnedFields);
    return found.filter((field) => inView.has(field));
  }, [filter, query, optional, pinnedFields]);
  const filtered = matching !== optional;
  const searched = query.trim() !== '';

  const { selectedOptional, selectedMatching, remember } = useSelectionCounts({
    optional,
    rowNumber,
    matching,
    selected,
  });
  const total = view.requiredFields.length + optional.length;
  const countText = messages['fields.count'](view.requiredFields.length + selectedOptional, total);

  const rootErrorId = `${baseId}error`;
  const keyboardHintId = `${baseId}keyboard-hint`;
  const rowIssues = useRowIssues(fieldErrors, rowNumber, view, rootErrorId);
  const { errorIdOf } = rowIssues;

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

      <FieldCount
        countText={allMode ? null : countText}
        total={total}
        toggles={selectedOnly || selectedOptional > 0}
        selectedOnly={selectedOnly}
        onToggle={() => setPinned(selectedOnly ? null : selected)}
        listId={matching.length > 0 ? `${baseId}list` : undefined}
        matches={searched ? messages['fields.matches'](matching.length, query.trim()) : null}
      />

      <FieldSelectionErrors
        view={view}
        errors={rowIssues.aboveList}
        rootErrorId={rootErrorId}
        errorIdOf={errorIdOf}
        path={paths.selected}
        asList={paths.asList}
      />

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
            searched={searched}
            selectedOnly={selectedOnly}
            query={query}
            onQueryChange={setQuery}
            allMode={allMode}
            isSelected={(field) => selected[field.fieldName] === true}
            selectedMatching={selectedMatching}
            onToggle={(fieldName, checked) => {
              const change = checked ? 1 : -1;
              remember(toggle(fieldName, checked), selectedOptional + change, selectedMatching + change);
            }}
            onSelectMatching={() => {
              const selection = write((current) => withFieldsSelected(current, matching));
              remember(selection, selectedOptional + matching.length - selectedMatching, matching.length);
            }}
            onClearMatching={() => {
              remember(
                write((current) => withFieldsCleared(current, rowNumber, filtered ? matching : undefined)),
                selectedOptional - selectedMatching,
                0,
              );
            }}
            errorIdOf={errorIdOf}
            rowIssues={rowIssues.byField}
            issues={rowIssues.list}
            onShowEvery={() => {
              setQuery('');
              setPinned(null);
            }}
            keyboardHintId={keyboardHintId}
          />
        )}
      </fieldset>
    </div>
  );
}
