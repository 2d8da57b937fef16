'use client';

import { type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { VirtualizerHandle } from 'virtua';
import type { FieldView } from '../../core/buildRevisionObjects.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { FieldSearchToolbar } from './FieldSearchToolbar.tsx';
import { keepClearOfSaveBar } from './keepClearOfSaveBar.ts';
import { type OptionalFieldIssue, OptionalFieldIssues } from './OptionalFieldIssues.tsx';
import { OptionalFieldRow } from './OptionalFieldRow.tsx';
import { useRowHandlers } from './useRowHandlers.ts';
import { useShowRow } from './useShowRow.ts';
import { VirtualRows } from './VirtualRows.tsx';

/** Height of one row in px; `.ric-fields-row` has the same fixed height. */
const ROW_HEIGHT = 40;
/** Rows `.ric-fields-scroll` (max-height 400px) shows. */
const FIRST_SCREEN = 10;
const PAGE_SIZE = 10;

/**
 * What a key pressed on row `index` of `count` does: return to the search (Escape, Up from the first row), start a
 * new search there (a character typed: not prevented, it goes on to the search box focused by then and replaces
 * its selected query), toggle the row (Enter, as Space does, rather than submitting the form), or move to a row.
 */
function rowKeyAction(
  event: KeyboardEvent,
  index: number,
  count: number,
): 'search' | 'type' | 'toggle' | number | undefined {
  const { key } = event;
  if (key === 'Escape' || (key === 'ArrowUp' && index === 0)) return 'search';
  if (key.length === 1 && key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) return 'type';
  if (key === 'Enter') return 'toggle';
  const targets: Record<string, number> = {
    ArrowDown: index + 1,
    ArrowUp: index - 1,
    PageDown: index + PAGE_SIZE,
    PageUp: index - PAGE_SIZE,
    Home: 0,
    End: count - 1,
  };
  return targets[key];
}

/**
 * Focuses a row's checkbox. The list scrolls itself to the row; the browser's own focus scroll would race it. Once
 * the list has placed the row, the page is scrolled if the row sits under the sticky save bar or out of view.
 */
function focusRowCheckbox(checkbox: HTMLInputElement, scrollRef: RefObject<HTMLDivElement | null>) {
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
}

/** Props of {@link OptionalFieldList}. */
export interface OptionalFieldListProps {
  baseId: string;
  /** The fields the list shows: those the search matches (among the selected ones in the "Selected only" view). */
  matching: readonly FieldView[];
  /** Whether a search narrows the list, and whether the list shows the selected fields only. */
  searched: boolean;
  selectedOnly: boolean;
  query: string;
  onQueryChange: (query: string) => void;
  allMode: boolean;
  isSelected: (field: FieldView) => boolean;
  selectedMatching: number;
  onToggle: (fieldName: string, checked: boolean) => void;
  onSelectMatching: () => void;
  onClearMatching: () => void;
  errorIdOf: ReadonlyMap<string, string>;
  /** Each field's issue shown at its row, by field name (the same map while the issues stay), and as listed above
   * the rows. */
  rowIssues: ReadonlyMap<string, string>;
  issues: readonly OptionalFieldIssue[];
  /** Shows every optional field (no search, not "Selected only"): a field's "Show" asks for it when its row is not
   * among those shown. */
  onShowEvery: () => void;
  keyboardHintId: string;
}

/**
 * The optional fields: a search, "Select all" / "Clear all", and a virtualized list of checkboxes with one tab
 * stop. As in a search box that controls a list: Down from the search moves to the first row; in the list the arrow
 * keys, Page Up/Down, Home and End move between rows, Space or Enter toggles a row, and Up from the first row or
 * Escape returns to the search with its text selected (the next query typed replaces it); a character typed in the
 * list is such a next query.
 */
export function OptionalFieldList(props: OptionalFieldListProps) {
  const { baseId, matching, query, allMode, errorIdOf, rowIssues, keyboardHintId, selectedOnly } = props;
  const messages = useMessages();
  const listId = `${baseId}list`;
  const searchRef = useRef<HTMLInputElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useRef<VirtualizerHandle>(null);
  const [focusIndex, setFocusIndex] = useState(-1);
  const pendingFocus = useRef<number | null>(null);
  const tabStop = focusIndex >= 0 && focusIndex < matching.length ? focusIndex : 0;

  const focusInList = (checkbox: HTMLInputElement) => focusRowCheckbox(checkbox, scrollRef);

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

  const backToSearch = () => {
    searchRef.current?.focus();
    searchRef.current?.select();
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    const action = rowKeyAction(event, index, matching.length);
    if (action === undefined) return;
    if (action !== 'type') event.preventDefault();
    if (action === 'search' || action === 'type') backToSearch();
    else if (action === 'toggle') event.currentTarget.click();
    else focusRow(action);
  };

  const { onRowToggle, onRowKey, onRowFocus } = useRowHandlers({
    onToggle: props.onToggle,
    onRowKeyDown,
    setFocusIndex,
    matching,
  });

  // Another view of the list starts at its top, as a new search does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view changing is what scrolls
  useEffect(() => {
    const list = virtualizer.current;
    if (list && list.scrollOffset > 0) list.scrollTo(0);
  }, [selectedOnly]);
  // After the scroll to the top above: a row shown from above the list is scrolled to afterwards.
  const onShowIssue = useShowRow(matching, props.onShowEvery, focusRow);

  const shown = matching.length > 0;
  return (
    <>
      <OptionalFieldIssues issues={props.issues} listId={shown ? listId : undefined} onShow={onShowIssue} />
      <FieldSearchToolbar
        id={`${baseId}search`}
        inputRef={searchRef}
        listId={shown ? listId : undefined}
        hintId={shown && !allMode ? keyboardHintId : undefined}
        query={query}
        onQueryChange={(text) => {
          props.onQueryChange(text);
          // At the top already (as while typing), scrolling would only force a layout of the rows.
          const list = virtualizer.current;
          if (list && list.scrollOffset > 0) list.scrollTo(0);
        }}
        onArrowDown={() => focusRow(0)}
        allMode={allMode}
        matchingCount={matching.length}
        selectedMatching={props.selectedMatching}
        searched={props.searched}
        onSelectMatching={props.onSelectMatching}
        onClearMatching={props.onClearMatching}
      />
      {!shown ? (
        <p className="ric-hint">
          {messages[selectedOnly ? 'fields.noSelectedMatch' : 'fields.noMatch'](query.trim())}
        </p>
      ) : (
        <>
          <p id={keyboardHintId} className="ric-visually-hidden">
            {messages['fields.keyboardHint']}
          </p>
          <div
            ref={scrollRef}
            id={listId}
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
              // The tab stop stays mounted when scrolled out of view, so Tab always reaches the list and focus
              // never falls back to the page.
              keep={tabStop}
            >
              {(field, index) => (
                <OptionalFieldRow
                  // Keyed by place: a search changes what the rows in view show instead of replacing them.
                  key={index}
                  field={field}
                  index={index}
                  count={matching.length}
                  id={`${baseId}row-${index}`}
                  checked={allMode || props.isSelected(field)}
                  disabled={allMode}
                  errorId={errorIdOf.get(field.fieldName)}
                  issue={rowIssues.get(field.fieldName)}
                  tabStop={index === tabStop}
                  onToggle={onRowToggle}
                  onKeyDown={onRowKey}
                  onFocus={onRowFocus}
                />
              )}
            </VirtualRows>
          </div>
        </>
      )}
    </>
  );
}
