import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import type { VirtualizerHandle } from 'virtua';
import type { FieldView, ReadObjectView } from '../core/buildRevisionObjects.ts';
import { useMessages } from '../hooks/index.ts';
import { useReadObjectForm } from '../hooks/useReadObjectForm.ts';
import { FieldBadges } from './FieldBadges.tsx';
import { createFieldFilter, prepareFieldSearch } from './fieldSearch.ts';
import { errorMessages } from './formErrors.ts';
import { idList } from './idList.ts';
import { keepClearOfSaveBar } from './keepClearOfSaveBar.ts';
import { VirtualRows } from './VirtualRows.tsx';
import './FieldPicker.css';
import { copyNameMap } from '../core/copyNameMap.ts';
import { FieldConflict } from './FieldConflict.tsx';

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
  paths?: { selected: string; auto: string; asList?: boolean };
  labels?: Partial<FieldPickerLabels>;
}

const readPaths = { selected: 'selectedFields', auto: 'selectedFieldsAuto', asList: false };

/** Height of one row in px; `.ric-fields-row` has the same fixed height. */
const ROW_HEIGHT = 40;
/** Rows `.ric-fields-scroll` (max-height 400px) shows. */
const FIRST_SCREEN = 10;
const PAGE_SIZE = 10;

const noSelection: Record<string, boolean> = {};

/** The selection as a map of field name to `true`, from a map or (for a list path) a list of names. */
function selectionOf(value: unknown): Record<string, boolean> {
  if (Array.isArray(value)) {
    const map: Record<string, boolean> = Object.create(null);
    for (const name of value) if (typeof name === 'string') map[name] = true;
    return map;
  }
  return value && typeof value === 'object' ? (value as Record<string, boolean>) : noSelection;
}

/** How many of `fields` (whose names `names` holds) are selected, walking whichever of the two is shorter. */
function countSelected(
  fields: readonly FieldView[],
  names: { has(name: string): boolean },
  selected: Record<string, boolean>,
): number {
  let count = 0;
  const keys = Object.keys(selected);
  if (keys.length < fields.length) {
    for (const name of keys) if (selected[name] === true && names.has(name)) count++;
  } else {
    for (const field of fields) if (selected[field.fieldName] === true) count++;
  }
  return count;
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
  const { control, getValues, setValue, trigger } = useReadObjectForm();
  // The read config's paths unless told otherwise (see `paths`); typed as the read form's own.
  const selectedPath = paths.selected as 'selectedFields';
  const autoPath = paths.auto as 'selectedFieldsAuto';
  const stored: unknown = useWatch({ control, name: selectedPath });
  const selected = useMemo(() => selectionOf(stored), [stored]);
  const auto = useWatch({ control, name: autoPath });
  const { errors } = useFormState({ control, name: selectedPath });
  const allMode = auto === 'all';

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
  const trimmedQuery = query.trim();

  const isSelected = (field: FieldView) => selected[field.fieldName] === true;
  // Counted from the smaller side: a toggle recounts the selection (usually a few entries), not 5,000 rows.
  const selectedOptional = useMemo(
    () => countSelected(optional, rowNumber, selected),
    [optional, rowNumber, selected],
  );
  // The matches are counted one by one: a lookup per match costs less than indexing them by name first.
  const selectedMatching = useMemo(() => {
    if (!filtered) return selectedOptional;
    let count = 0;
    for (const field of matching) if (selected[field.fieldName] === true) count++;
    return count;
  }, [filtered, matching, selected, selectedOptional]);
  const total = view.requiredFields.length + optional.length;

  const fieldErrors = errorMessages(errors, ...paths.selected.split('.'));
  const hasErrors = fieldErrors.root !== undefined || fieldErrors.byKey.size > 0;

  const writeSelected = (update: (next: Record<string, boolean>) => void) => {
    // The whole map is replaced: field names may hold `.`, which react-hook-form would read as a path.
    const next = copyNameMap(selectionOf(getValues(selectedPath)));
    update(next);
    setValue(selectedPath, (paths.asList ? Object.keys(next) : next) as Record<string, boolean>, {
      shouldDirty: true,
    });
    // Errors shown (a save was tried) are checked again entry by entry, so an edit clears what it fixed; the
    // map's own name would drop the entries' errors in react-hook-form.
    if (hasErrors) {
      void trigger([
        ...(fieldErrors.root !== undefined || paths.asList ? [selectedPath] : []),
        ...(paths.asList
          ? []
          : [...fieldErrors.byKey.keys()].map((key) => `${selectedPath}.${key}` as const)),
      ]);
    }
  };
  const toggle = (fieldName: string, checked: boolean) =>
    writeSelected((next) => {
      // An unselected optional field leaves the map rather than staying as `false`.
      if (checked) next[fieldName] = true;
      else delete next[fieldName];
    });
  const selectMatching = () =>
    writeSelected((next) => {
      for (const f of matching) next[f.fieldName] = true;
    });
  const clearMatching = () =>
    writeSelected((next) => {
      for (const f of matching) delete next[f.fieldName];
    });
  const setAllMode = (on: boolean) => setValue(autoPath, on ? 'all' : undefined, { shouldDirty: true });

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useRef<VirtualizerHandle>(null);
  const [focusIndex, setFocusIndex] = useState(-1);
  const pendingFocus = useRef<number | null>(null);

  const tabStop = focusIndex >= 0 && focusIndex < matching.length ? focusIndex : 0;

  // The list scrolls itself to the row; the browser's own focus scroll would race it. Once the list has placed
  // the row, the page is scrolled if the row sits under the sticky save bar or out of view.
  const focusInList = (checkbox: HTMLInputElement) => {
    checkbox.focus({ preventScroll: true });
    const keepClear = () => {
      const list = scrollRef.current;
      if (list && document.activeElement === checkbox) {
        keepClearOfSaveBar(checkbox.closest('[data-index]') ?? checkbox, list);
      }
    };
    // Now, where the list has placed the row already, and again once it has settled its own scroll.
    keepClear();
    requestAnimationFrame(keepClear);
  };

  const checkboxAt = (index: number) =>
    scrollRef.current?.querySelector<HTMLInputElement>(`[data-index="${index}"] input`) ?? null;

  useLayoutEffect(() => {
    if (pendingFocus.current === null) return;
    const checkbox = checkboxAt(pendingFocus.current);
    if (checkbox) {
      pendingFocus.current = null;
      focusInList(checkbox);
    }
  });

  const focusRow = (index: number) => {
    const target = Math.max(0, Math.min(matching.length - 1, index));
    virtualizer.current?.scrollToIndex(target, { align: 'nearest' });
    const checkbox = checkboxAt(target);
    if (checkbox) focusInList(checkbox);
    else pendingFocus.current = target;
    setFocusIndex(target);
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    const targets: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + PAGE_SIZE,
      PageUp: index - PAGE_SIZE,
      Home: 0,
      End: matching.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusRow(target);
  };

  const ids = {
    mode: `${baseId}mode`,
    allHint: `${baseId}all-hint`,
    requiredHint: `${baseId}required-hint`,
    search: `${baseId}search`,
    keyboardHint: `${baseId}keyboard-hint`,
    rootError: `${baseId}error`,
    row: (n: number) => `${baseId}row-${n}`,
  };

  const errorRows = [...fieldErrors.byKey].map(([fieldName, message], n) => ({
    fieldName,
    message,
    id: `${ids.rootError}-${n}`,
    displayName: view.fieldsByName.get(fieldName)?.displayName ?? fieldName,
  }));
  const errorIdOf = new Map(errorRows.map((e) => [e.fieldName, e.id]));

  return (
    <div className="ric-fields" data-state={allMode ? 'all' : 'chosen'}>
      {(view.allowsAllFields || allMode) && (
        <fieldset className="ric-fields-mode">
          <legend className="ric-fields-subtitle">{words.modeLegend}</legend>
          <label className="ric-fields-choice">
            <input
              type="radio"
              name={ids.mode}
              checked={allMode}
              onChange={() => setAllMode(true)}
              aria-describedby={allMode ? ids.allHint : undefined}
            />
            {words.modeAll}
          </label>
          <label className="ric-fields-choice">
            <input type="radio" name={ids.mode} checked={!allMode} onChange={() => setAllMode(false)} />
            {words.modeChoose}
          </label>
          {allMode && (
            <p id={ids.allHint} className="ric-hint">
              {words.modeAllHint}
            </p>
          )}
        </fieldset>
      )}

      <p role="status" aria-live="polite" className="ric-fields-count">
        <span>
          {allMode
            ? messages['fields.countAll'](total)
            : messages['fields.count'](view.requiredFields.length + selectedOptional, total)}
        </span>
        {filtered && ' '}
        {filtered && (
          <span className="ric-hint">{messages['fields.matches'](matching.length, trimmedQuery)}</span>
        )}
      </p>

      {fieldErrors.root !== undefined && (
        <p id={ids.rootError} className="ric-field-error">
          {fieldErrors.root}
        </p>
      )}
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

      {view.requiredFields.length > 0 && (
        <fieldset className="ric-fields-group" aria-describedby={ids.requiredHint}>
          <legend className="ric-fields-subtitle">{messages['fields.requiredTitle']}</legend>
          <p id={ids.requiredHint} className="ric-hint">
            {messages['fields.requiredHint']}
          </p>
          <ul className="ric-fields-static-list">
            {view.requiredFields.map((field, n) => (
              <li key={field.fieldName} className="ric-fields-row">
                <input
                  type="checkbox"
                  id={`${baseId}required-${n}`}
                  checked
                  readOnly
                  disabled
                  aria-describedby={ids.requiredHint}
                />
                <label htmlFor={`${baseId}required-${n}`} className="ric-fields-name">
                  {field.displayName}
                </label>
                <span className="ric-fields-meta">
                  <span className="ric-fields-api">{field.fieldName}</span>
                  <FieldBadges field={field} />
                </span>
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      <fieldset
        className="ric-fields-group"
        aria-describedby={idList(
          fieldErrors.root !== undefined && ids.rootError,
          matching.length > 0 && (allMode ? ids.allHint : ids.keyboardHint),
        )}
      >
        <legend className="ric-fields-subtitle">{words.optionalTitle}</legend>
        {optional.length === 0 ? (
          <p className="ric-hint">{messages['fields.noOptional']}</p>
        ) : (
          <>
            <div className="ric-fields-toolbar">
              <label htmlFor={ids.search} className="ric-fields-search-label">
                {messages['fields.search']}
              </label>
              <input
                id={ids.search}
                type="search"
                className="ric-input ric-fields-search"
                placeholder={messages['fields.searchPlaceholder']}
                autoComplete="off"
                spellCheck={false}
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  // At the top already (as while typing), scrolling would only force a layout of the rows.
                  const list = virtualizer.current;
                  if (list && list.scrollOffset > 0) list.scrollTo(0);
                }}
                onKeyDown={(event) => {
                  // Enter in a search box must not submit the surrounding form (that would save).
                  if (event.key === 'Enter') event.preventDefault();
                  // Down from the search moves into the results, as in a combobox.
                  if (event.key === 'ArrowDown' && !allMode && matching.length > 0) {
                    event.preventDefault();
                    focusRow(0);
                  }
                }}
              />
              <button
                type="button"
                className="ric-button"
                disabled={allMode || selectedMatching === matching.length}
                onClick={selectMatching}
              >
                {messages['fields.selectAll'](matching.length, filtered)}
              </button>
              <button
                type="button"
                className="ric-button"
                disabled={allMode || selectedMatching === 0}
                onClick={clearMatching}
              >
                {messages['fields.clearAll'](selectedMatching, filtered)}
              </button>
            </div>
            {matching.length === 0 ? (
              <p className="ric-hint">{messages['fields.noMatch'](trimmedQuery)}</p>
            ) : (
              <>
                <p id={ids.keyboardHint} className="ric-visually-hidden">
                  {messages['fields.keyboardHint']}
                </p>
                <div
                  ref={scrollRef}
                  className="ric-fields-scroll"
                  // With every checkbox disabled, the list itself must take focus to be scrolled by keyboard.
                  tabIndex={allMode ? 0 : undefined}
                >
                  <VirtualRows
                    handle={virtualizer}
                    as="ul"
                    data={matching}
                    rowHeight={ROW_HEIGHT}
                    firstScreen={FIRST_SCREEN}
                    // The tab stop stays mounted when scrolled out of view, so Tab always reaches the list and
                    // focus never falls back to the page.
                    keep={tabStop}
                  >
                    {(field, index) => {
                      const n = rowNumber.get(field.fieldName) ?? index;
                      const errorId = errorIdOf.get(field.fieldName);
                      return (
                        <li
                          key={field.fieldName}
                          data-index={index}
                          aria-setsize={matching.length}
                          aria-posinset={index + 1}
                          className="ric-fields-row"
                          data-state={allMode || isSelected(field) ? 'checked' : 'unchecked'}
                        >
                          <input
                            type="checkbox"
                            id={ids.row(n)}
                            checked={allMode || isSelected(field)}
                            disabled={allMode}
                            aria-invalid={errorId ? true : undefined}
                            aria-describedby={idList(`${ids.row(n)}-meta`, errorId)}
                            onChange={(event) => toggle(field.fieldName, event.target.checked)}
                            // One tab stop for the whole list (roving tabindex); arrows move between rows.
                            tabIndex={index === tabStop ? 0 : -1}
                            onKeyDown={(event) => onRowKeyDown(event, index)}
                            onFocus={() => setFocusIndex(index)}
                          />
                          <label htmlFor={ids.row(n)} className="ric-fields-name">
                            {field.displayName}
                          </label>
                          <span id={`${ids.row(n)}-meta`} className="ric-fields-meta">
                            <span className="ric-fields-api">{field.fieldName}</span>
                            <FieldBadges field={field} />
                          </span>
                        </li>
                      );
                    }}
                  </VirtualRows>
                </div>
              </>
            )}
          </>
        )}
      </fieldset>
    </div>
  );
}
