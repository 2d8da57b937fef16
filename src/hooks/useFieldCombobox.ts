'use client';

import {
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { VirtualizerHandle } from 'virtua';
import { arrangeFieldOptions } from '../core/arrangeFieldOptions.ts';
import type { FieldView } from '../core/buildRevisionObjects.ts';
import { typedSearchText } from '../core/typedSearchText.ts';

/** Why a field is a poor choice, in the words `ProviderFieldCombobox` shows. */
export interface FieldMismatch {
  label: string;
  warning: string;
}

/** What {@link useFieldCombobox} needs: the fields, the choice, and how the list is filtered and ordered. */
export interface FieldComboboxOptions {
  fields: FieldView[];
  /** The fields matching a search text (`null`: no search). */
  filter: (text: string | null) => FieldView[];
  value: string | undefined;
  onChange: (fieldName: string | undefined) => void;
  unavailable: ReadonlyMap<string, string>;
  suggested: ReadonlyMap<string, string>;
  mismatch: ((field: FieldView) => FieldMismatch | undefined) | undefined;
  clearable: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
}

const PAGE_SIZE = 8;

/**
 * Keeps the active option of an open list in view. A list just opened starts at its top, where the first option
 * already shows: scrolling to it would only force a layout and a second render of the new list before its first
 * paint (virtua has not measured it yet).
 */
function useScrollToActive(
  virtualizer: RefObject<VirtualizerHandle | null>,
  open: boolean,
  activeIndex: number,
) {
  const wasOpen = useRef(false);
  useEffect(() => {
    const justOpened = open && !wasOpen.current;
    wasOpen.current = open;
    if (open && activeIndex > (justOpened ? 0 : -1))
      virtualizer.current?.scrollToIndex(activeIndex, { align: 'nearest' });
  }, [virtualizer, open, activeIndex]);
}

/**
 * The state and keyboard of a single-select combobox of fields (WAI-ARIA combobox pattern): typing filters,
 * arrows/Home/End/PageUp/PageDown move, Enter chooses (a field of a mismatching type only when chosen twice),
 * Escape restores.
 *
 * @example
 * const box = useFieldCombobox({ fields, filter, value, onChange, unavailable, suggested, mismatch, clearable, inputRef });
 * <input value={box.shownText} onChange={box.onInputChange} onKeyDown={box.onKeyDown} onBlur={box.onBlur} />
 */
export function useFieldCombobox(options: FieldComboboxOptions) {
  const { fields, filter, value, onChange, unavailable, suggested, mismatch, clearable, inputRef } = options;
  const virtualizer = useRef<VirtualizerHandle>(null);
  const [open, setOpen] = useState(false);
  // `null` while the user is not typing: the input then shows the chosen field.
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  // A field of a mismatching type the user chose once: choosing it again confirms it.
  const [pending, setPending] = useState<{ field: FieldView; mismatch: FieldMismatch }>();

  const arrange = (text: string | null) => arrangeFieldOptions(filter(text), suggested, mismatch);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `arrange` reads only the listed values
  const list = useMemo(() => arrange(query), [filter, query, suggested, mismatch]);
  const selected = useMemo(
    () => (value === undefined ? undefined : fields.find((f) => f.fieldName === value)),
    [fields, value],
  );

  useScrollToActive(virtualizer, open, activeIndex);

  const isChoosable = (field: FieldView | undefined): field is FieldView =>
    field !== undefined && !unavailable.has(field.fieldName);

  const firstChoosable = (list: FieldView[]) => list.findIndex((f) => !unavailable.has(f.fieldName));

  const openList = (preferLast = false) => {
    const selectedIndex = value === undefined ? -1 : list.findIndex((f) => f.fieldName === value);
    setOpen(true);
    if (selectedIndex >= 0) setActiveIndex(selectedIndex);
    else setActiveIndex(list.length === 0 ? -1 : preferLast ? list.length - 1 : 0);
  };

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActiveIndex(-1);
    setPending(undefined);
  };

  const accept = (field: FieldView) => {
    close();
    if (field.fieldName !== value) onChange(field.fieldName);
  };

  const choose = (field: FieldView | undefined) => {
    if (!isChoosable(field)) return;
    const fieldMismatch = field.fieldName === value ? undefined : mismatch?.(field);
    if (fieldMismatch && pending?.field.fieldName !== field.fieldName) {
      // Not accepted silently: the warning is announced, and the same choice again confirms it.
      setPending({ field, mismatch: fieldMismatch });
      setActiveIndex(list.indexOf(field));
      return;
    }
    accept(field);
  };

  const clear = () => {
    close();
    if (value !== undefined) onChange(undefined);
  };

  // The clear button goes away with the value: focus goes back to the input rather than to the page.
  const clearFromButton = () => {
    clear();
    inputRef.current?.focus();
  };

  const move = (index: number) => {
    if (list.length === 0) return;
    setPending(undefined);
    setActiveIndex(Math.max(0, Math.min(list.length - 1, index)));
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const text = query === null ? typedSearchText(selected?.displayName ?? value ?? '', typed) : typed;
    setQuery(text);
    setOpen(true);
    setPending(undefined);
    setActiveIndex(text.trim() ? firstChoosable(arrange(text)) : -1);
  };

  // The keys of the WAI-ARIA combobox pattern; a key it handles goes no further.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key, altKey } = event;
    // Where a key moves the active option of the open list.
    const target = open
      ? {
          ArrowDown: activeIndex + 1,
          ArrowUp: activeIndex - 1,
          PageDown: activeIndex + PAGE_SIZE,
          PageUp: activeIndex - PAGE_SIZE,
          Home: 0,
          End: list.length - 1,
        }[key]
      : undefined;
    let handled = true;
    if (!open && (key === 'ArrowDown' || key === 'ArrowUp')) openList(key === 'ArrowUp');
    // Alt+Up closes the list; Alt+Down, which opens it, does nothing more once it is open.
    else if (altKey && key === 'ArrowUp') close();
    else if (target !== undefined) {
      if (!(altKey && key === 'ArrowDown')) move(target);
    } else if (key === 'Enter' && open && activeIndex >= 0) choose(list[activeIndex]);
    else if (key === 'Enter' && query !== null && query.trim() === '' && clearable) clear();
    else if (key === 'Escape' && (open || query !== null)) close();
    else handled = key === 'Enter' && open;
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  // Focused while it shows the chosen field, the input selects its text: typing replaces it.
  const onFocus = (event: FocusEvent<HTMLInputElement>) => query === null && event.currentTarget.select();

  const onBlur = () => {
    if (query !== null && query.trim() === '' && clearable) clear();
    else close();
  };

  const toggle = () => {
    open ? close() : openList();
    inputRef.current?.focus();
  };

  return {
    virtualizer,
    open,
    query,
    activeIndex,
    setActiveIndex,
    pending,
    options: list,
    selected,
    shownText: query ?? selected?.displayName ?? value ?? '',
    openList,
    accept,
    choose,
    clearFromButton,
    onInputChange,
    onKeyDown,
    onFocus,
    onBlur,
    toggle,
  };
}
