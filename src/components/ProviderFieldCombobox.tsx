import {
  type ChangeEvent,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { VirtualizerHandle } from 'virtua';
import type { FieldView } from '../core/buildRevisionObjects.ts';
import { useMessages } from '../hooks/index.ts';
import { FieldBadges } from './FieldBadges.tsx';
import { createFieldFilter } from './fieldSearch.ts';
import { idList } from './idList.ts';
import { VirtualRows } from './VirtualRows.tsx';
import './ProviderFieldCombobox.css';

/** Props of {@link ProviderFieldCombobox}. */
export interface ProviderFieldComboboxProps {
  /** The id of the input; generated when omitted. */
  id?: string;
  label: string;
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean;
  fields: FieldView[];
  /** The chosen provider field name. */
  value: string | undefined;
  onChange: (fieldName: string | undefined) => void;
  /** Fields shown but not choosable, with the reason shown beside them (e.g. "Already mapped to Company size"). */
  unavailable?: ReadonlyMap<string, string>;
  invalid?: boolean;
  /** Ids of the elements describing the input (hint, error). */
  describedBy?: string;
  placeholder?: string;
  required?: boolean;
  /** Offers a button (and an emptied input) to clear the choice. */
  clearable?: boolean;
  /** Fields to offer first, best first, each with the reason shown beside it ("Same name"). */
  suggested?: ReadonlyMap<string, string>;
  /**
   * For a field whose type cannot hold the value: a short label shown beside it, and the warning the user
   * confirms (Enter again, or "Use anyway") before it is chosen. Such fields are listed last.
   */
  mismatch?: (field: FieldView) => FieldMismatch | undefined;
}

/** Why a field is a poor choice, in the words {@link ProviderFieldCombobox} shows. */
export interface FieldMismatch {
  label: string;
  warning: string;
}

/** Height of one option in px; `.ric-combobox-option` has the same fixed height. */
const OPTION_HEIGHT = 52;
/** Options `.ric-combobox-listbox` (max-height 320px) shows. */
const FIRST_SCREEN = 7;
const PAGE_SIZE = 8;

const noReasons: ReadonlyMap<string, string> = new Map();

// Suggested fields first (in their order), then the others as given, then those of a mismatching type.
function arrangeOptions(
  list: FieldView[],
  suggested: ReadonlyMap<string, string>,
  mismatch: ((field: FieldView) => FieldMismatch | undefined) | undefined,
): FieldView[] {
  if (suggested.size === 0 && !mismatch) return list;
  const order = [...suggested.keys()];
  const first: FieldView[] = [];
  const rest: FieldView[] = [];
  const last: FieldView[] = [];
  for (const field of list) {
    if (suggested.has(field.fieldName)) first.push(field);
    else if (mismatch?.(field)) last.push(field);
    else rest.push(field);
  }
  first.sort((a, b) => order.indexOf(a.fieldName) - order.indexOf(b.fieldName));
  return first.length === 0 && last.length === 0 ? list : [...first, ...rest, ...last];
}

/**
 * A searchable single-select of provider fields (WAI-ARIA combobox with a virtualized listbox popup): typing
 * filters by display name and API name, arrows/Home/End/PageUp/PageDown move, Enter chooses, Escape restores.
 */
export function ProviderFieldCombobox({
  id,
  label,
  hideLabel = false,
  fields,
  value,
  onChange,
  unavailable = noReasons,
  invalid = false,
  describedBy,
  placeholder,
  required = false,
  clearable = false,
  suggested = noReasons,
  mismatch,
}: ProviderFieldComboboxProps) {
  const messages = useMessages();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}input`;
  const labelId = `${inputId}-label`;
  const listboxId = `${inputId}-listbox`;
  const warningId = `${inputId}-warning`;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  const inputRef = useRef<HTMLInputElement>(null);
  const virtualizer = useRef<VirtualizerHandle>(null);
  const [open, setOpen] = useState(false);
  // `null` while the user is not typing: the input then shows the chosen field.
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  // A field of a mismatching type the user chose once: choosing it again confirms it.
  const [pending, setPending] = useState<{ field: FieldView; mismatch: FieldMismatch }>();

  const filter = useMemo(() => createFieldFilter(fields), [fields]);
  const arrange = (text: string | null) => arrangeOptions(filter(text), suggested, mismatch);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `arrange` reads only the listed values
  const options = useMemo(() => arrange(query), [filter, query, suggested, mismatch]);
  const selected = useMemo(
    () => (value === undefined ? undefined : fields.find((f) => f.fieldName === value)),
    [fields, value],
  );
  const shownText = query ?? selected?.displayName ?? value ?? '';

  useEffect(() => {
    if (open && activeIndex >= 0) virtualizer.current?.scrollToIndex(activeIndex, { align: 'nearest' });
  }, [open, activeIndex]);

  const isChoosable = (field: FieldView | undefined): field is FieldView =>
    field !== undefined && !unavailable.has(field.fieldName);

  const firstChoosable = (list: FieldView[]) => list.findIndex((f) => !unavailable.has(f.fieldName));

  const openList = (preferLast = false) => {
    const selectedIndex = value === undefined ? -1 : options.findIndex((f) => f.fieldName === value);
    setOpen(true);
    if (selectedIndex >= 0) setActiveIndex(selectedIndex);
    else setActiveIndex(options.length === 0 ? -1 : preferLast ? options.length - 1 : 0);
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
      setActiveIndex(options.indexOf(field));
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
    if (options.length === 0) return;
    setPending(undefined);
    setActiveIndex(Math.max(0, Math.min(options.length - 1, index)));
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    setQuery(text);
    setOpen(true);
    setPending(undefined);
    setActiveIndex(text.trim() ? firstChoosable(arrange(text)) : -1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        if (!open) openList();
        else if (!event.altKey) move(activeIndex + 1);
        break;
      case 'ArrowUp':
        if (!open) openList(true);
        else if (event.altKey) close();
        else move(activeIndex - 1);
        break;
      case 'PageDown':
        if (open) move(activeIndex + PAGE_SIZE);
        else handled = false;
        break;
      case 'PageUp':
        if (open) move(activeIndex - PAGE_SIZE);
        else handled = false;
        break;
      case 'Home':
        if (open) move(0);
        else handled = false;
        break;
      case 'End':
        if (open) move(options.length - 1);
        else handled = false;
        break;
      case 'Enter':
        if (open && activeIndex >= 0) choose(options[activeIndex]);
        else if (query !== null && query.trim() === '' && clearable) clear();
        else handled = open;
        break;
      case 'Escape':
        if (open || query !== null) close();
        else handled = false;
        break;
      default:
        handled = false;
    }
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const onBlur = () => {
    if (query !== null && query.trim() === '' && clearable) clear();
    else close();
  };

  const keepFocus = (event: MouseEvent) => event.preventDefault();

  const toggle = () => {
    if (open) close();
    else openList();
    inputRef.current?.focus();
  };

  const describedByIds = idList(describedBy, pending && warningId);
  const activeOption = open && activeIndex >= 0 && activeIndex < options.length;

  return (
    <div className="ric-combobox" data-state={open ? 'open' : 'closed'} data-invalid={invalid || undefined}>
      <label
        id={labelId}
        htmlFor={inputId}
        className={hideLabel ? 'ric-visually-hidden' : 'ric-combobox-label'}
      >
        {label}
        {required && !hideLabel && (
          <span className="ric-combobox-required" aria-hidden="true">
            {messages['mappings.required']}
          </span>
        )}
      </label>
      <div className="ric-combobox-control">
        <input
          ref={inputRef}
          id={inputId}
          className="ric-input ric-combobox-input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-describedby={describedByIds}
          placeholder={placeholder ?? messages['mappings.placeholder']}
          value={shownText}
          onChange={onInputChange}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          onClick={() => {
            if (!open) openList();
          }}
        />
        {clearable && value !== undefined && (
          <button
            type="button"
            className="ric-button ric-combobox-clear"
            aria-label={messages['mappings.clear'](label)}
            onMouseDown={keepFocus}
            onClick={clearFromButton}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        <button
          type="button"
          className="ric-button ric-combobox-toggle"
          tabIndex={-1}
          aria-label={messages['mappings.showOptions'](label)}
          aria-expanded={open}
          aria-controls={listboxId}
          onMouseDown={keepFocus}
          onClick={toggle}
        >
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      {selected && selected.fieldName !== selected.displayName && query === null && (
        <span className="ric-hint ric-combobox-api-name">{selected.fieldName}</span>
      )}
      <div className="ric-combobox-popup" hidden={!open}>
        {pending && (
          <div id={warningId} className="ric-combobox-warning" role="alert">
            <p>{pending.mismatch.warning}</p>
            <p className="ric-hint">{messages['mappings.confirmMismatch']}</p>
            <button
              type="button"
              className="ric-button"
              // Enter in the input does the same; the button is for the pointer.
              tabIndex={-1}
              onMouseDown={keepFocus}
              onClick={() => accept(pending.field)}
            >
              {messages['mappings.useAnyway'](pending.field.displayName)}
            </button>
          </div>
        )}
        <div
          id={listboxId}
          role="listbox"
          aria-labelledby={labelId}
          className="ric-combobox-listbox"
          hidden={options.length === 0}
          // A mousedown on an option or the scrollbar must not blur the input, which closes the list.
          onMouseDown={keepFocus}
        >
          {open && (
            <VirtualRows
              handle={virtualizer}
              data={options}
              rowHeight={OPTION_HEIGHT}
              firstScreen={FIRST_SCREEN}
              // The active option must exist in the DOM for `aria-activedescendant`, even when scrolled out of view.
              keep={activeIndex}
            >
              {(field, index) => {
                const reason = unavailable.get(field.fieldName);
                const suggestion = suggested.get(field.fieldName);
                const fieldMismatch = suggestion === undefined ? mismatch?.(field) : undefined;
                const active = index === activeIndex;
                return (
                  // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the input, which points here with aria-activedescendant
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keyboard for every option
                  <div
                    key={field.fieldName}
                    id={optionId(index)}
                    role="option"
                    aria-selected={active}
                    aria-disabled={reason !== undefined || undefined}
                    aria-setsize={options.length}
                    aria-posinset={index + 1}
                    className="ric-combobox-option"
                    data-active={active || undefined}
                    data-chosen={field.fieldName === value || undefined}
                    data-disabled={reason !== undefined || undefined}
                    data-suggested={suggestion !== undefined || undefined}
                    data-mismatch={fieldMismatch !== undefined || undefined}
                    onMouseMove={() => {
                      if (!active) setActiveIndex(index);
                    }}
                    onClick={() => choose(field)}
                  >
                    <span className="ric-combobox-option-line">
                      <span className="ric-combobox-option-name">{field.displayName}</span>
                      <FieldBadges field={field} />
                    </span>
                    <span className="ric-combobox-option-line ric-hint">
                      <span className="ric-combobox-option-api">{field.fieldName}</span>
                      {reason !== undefined && <span className="ric-combobox-option-reason">{reason}</span>}
                      {reason === undefined && suggestion !== undefined && (
                        <span className="ric-combobox-option-suggestion">{suggestion}</span>
                      )}
                      {reason === undefined && fieldMismatch !== undefined && (
                        <span className="ric-combobox-option-mismatch">{fieldMismatch.label}</span>
                      )}
                    </span>
                  </div>
                );
              }}
            </VirtualRows>
          )}
        </div>
        {options.length === 0 && (
          <p className="ric-hint ric-combobox-empty">{messages['mappings.noMatch']}</p>
        )}
      </div>
      <span className="ric-visually-hidden" role="status">
        {open && query !== null ? messages['mappings.results'](options.length) : ''}
      </span>
    </div>
  );
}
