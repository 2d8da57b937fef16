import {
  type KeyboardEvent,
  useDeferredValue,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import type { VirtualizerHandle } from 'virtua';
import type { FieldView, ReadObjectView } from '../core/buildRevisionObjects.ts';
import { useMessages } from '../hooks/index.ts';
import { FieldBadges } from './FieldBadges.tsx';
import { createFieldFilter } from './fieldSearch.ts';
import { errorMessages } from './formErrors.ts';
import { idList } from './idList.ts';
import { keepClearOfSaveBar } from './keepClearOfSaveBar.ts';
import { useReadObjectForm } from './useReadObjectForm.ts';
import { VirtualRows } from './VirtualRows.tsx';
import './FieldPicker.css';
import { copyNameMap } from '../core/copyNameMap.ts';

/** Props of {@link FieldPicker}. */
export interface FieldPickerProps {
  view: ReadObjectView;
}

/** Height of one row in px; `.ric-fields-row` has the same fixed height. */
const ROW_HEIGHT = 40;
/** Rows `.ric-fields-scroll` (max-height 400px) shows. */
const FIRST_SCREEN = 10;
const PAGE_SIZE = 10;

const noSelection: Record<string, boolean> = {};

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
export function FieldPicker({ view }: FieldPickerProps) {
  const messages = useMessages();
  const baseId = useId();
  const { control, getValues, setValue, trigger } = useReadObjectForm();
  const selected = useWatch({ control, name: 'selectedFields' }) ?? noSelection;
  const auto = useWatch({ control, name: 'selectedFieldsAuto' });
  const { errors } = useFormState({ control, name: 'selectedFields' });
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
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const matching = useMemo(() => filter(deferredQuery), [filter, deferredQuery]);
  const filtered = deferredQuery.trim() !== '';

  const isSelected = (field: FieldView) => selected[field.fieldName] === true;
  // Counted from the smaller side: a toggle recounts the selection (usually a few entries), not 5,000 rows.
  const selectedOptional = useMemo(
    () => countSelected(optional, rowNumber, selected),
    [optional, rowNumber, selected],
  );
  const matchingNames = useMemo(
    () => (filtered ? new Set(matching.map((f) => f.fieldName)) : undefined),
    [filtered, matching],
  );
  const selectedMatching = useMemo(
    () => (matchingNames ? countSelected(matching, matchingNames, selected) : selectedOptional),
    [matching, matchingNames, selected, selectedOptional],
  );
  const total = view.requiredFields.length + optional.length;

  const fieldErrors = errorMessages(errors.selectedFields);
  const hasErrors = fieldErrors.root !== undefined || fieldErrors.byKey.size > 0;

  const writeSelected = (update: (next: Record<string, boolean>) => void) => {
    // The whole map is replaced: field names may hold `.`, which react-hook-form would read as a path.
    const next = copyNameMap(getValues('selectedFields'));
    update(next);
    setValue('selectedFields', next, { shouldDirty: true });
    // Errors shown (a save was tried) are checked again entry by entry, so an edit clears what it fixed; the
    // map's own name would drop the entries' errors in react-hook-form.
    if (hasErrors) {
      void trigger([
        ...(fieldErrors.root !== undefined ? (['selectedFields'] as const) : []),
        ...[...fieldErrors.byKey.keys()].map((key) => `selectedFields.${key}` as const),
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
  const setAllMode = (on: boolean) =>
    setValue('selectedFieldsAuto', on ? 'all' : undefined, { shouldDirty: true });

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
          <legend className="ric-fields-subtitle">{messages['fields.modeLegend']}</legend>
          <label className="ric-fields-choice">
            <input
              type="radio"
              name={ids.mode}
              checked={allMode}
              onChange={() => setAllMode(true)}
              aria-describedby={allMode ? ids.allHint : undefined}
            />
            {messages['fields.modeAll']}
          </label>
          <label className="ric-fields-choice">
            <input type="radio" name={ids.mode} checked={!allMode} onChange={() => setAllMode(false)} />
            {messages['fields.modeChoose']}
          </label>
          {allMode && (
            <p id={ids.allHint} className="ric-hint">
              {messages['fields.modeAllHint']}
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
          <span className="ric-hint">
            {messages['fields.matches'](matching.length, deferredQuery.trim())}
          </span>
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
            <li key={e.fieldName} id={e.id} className="ric-field-error">
              {messages['fields.fieldError'](e.displayName, e.message)}
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
        <legend className="ric-fields-subtitle">{messages['fields.optionalTitle']}</legend>
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
                  virtualizer.current?.scrollTo(0);
                }}
                onKeyDown={(event) => {
                  // Enter in a search box must not submit the surrounding form (that would save).
                  if (event.key === 'Enter') event.preventDefault();
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
              <p className="ric-hint">{messages['fields.noMatch'](deferredQuery.trim())}</p>
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
