import {
  type ChangeEvent,
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

/** What the keyboard of the combobox acts on. */
interface ComboboxKeys {
  open: boolean;
  activeIndex: number;
  count: number;
  /** Enter on an emptied input clears the choice. */
  clearsOnEnter: boolean;
  openList: (preferLast?: boolean) => void;
  close: () => void;
  move: (index: number) => void;
  chooseActive: () => void;
  clear: () => void;
  /** The input shows text the user typed (Escape restores the chosen field). */
  typing: boolean;
}

// The WAI-ARIA combobox keys: whether `key` was one the combobox handles (the event then goes no further).
function handleComboboxKey(key: string, altKey: boolean, box: ComboboxKeys): boolean {
  const { open, activeIndex, move } = box;
  switch (key) {
    case 'ArrowDown':
      if (!open) box.openList();
      else if (!altKey) move(activeIndex + 1);
      return true;
    case 'ArrowUp':
      if (!open) box.openList(true);
      else if (altKey) box.close();
      else move(activeIndex - 1);
      return true;
    case 'PageDown':
      if (open) move(activeIndex + PAGE_SIZE);
      return open;
    case 'PageUp':
      if (open) move(activeIndex - PAGE_SIZE);
      return open;
    case 'Home':
      if (open) move(0);
      return open;
    case 'End':
      if (open) move(box.count - 1);
      return open;
    case 'Enter':
      if (open && activeIndex >= 0) box.chooseActive();
      else if (box.clearsOnEnter) box.clear();
      else return open;
      return true;
    case 'Escape':
      if (open || box.typing) box.close();
      return open || box.typing;
    default:
      return false;
  }
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

  // A list just opened starts at its top, where the first option already shows: scrolling to it would only
  // force a layout and a second render of the new list before its first paint (virtua has not measured it yet).
  const wasOpen = useRef(false);
  useEffect(() => {
    const justOpened = open && !wasOpen.current;
    wasOpen.current = open;
    if (open && activeIndex > (justOpened ? 0 : -1))
      virtualizer.current?.scrollToIndex(activeIndex, { align: 'nearest' });
  }, [open, activeIndex]);

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
    const text = event.target.value;
    setQuery(text);
    setOpen(true);
    setPending(undefined);
    setActiveIndex(text.trim() ? firstChoosable(arrange(text)) : -1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const handled = handleComboboxKey(event.key, event.altKey, {
      open,
      activeIndex,
      count: list.length,
      clearsOnEnter: query !== null && query.trim() === '' && clearable,
      typing: query !== null,
      openList,
      close,
      move,
      chooseActive: () => choose(list[activeIndex]),
      clear,
    });
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const onBlur = () => {
    if (query !== null && query.trim() === '' && clearable) clear();
    else close();
  };

  const toggle = () => {
    if (open) close();
    else openList();
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
    onBlur,
    toggle,
  };
}
