import { useMessages } from '../hooks/index.ts';
import { useFieldError, useInputError } from '../hooks/useInputError.ts';
import { useReadObjectForm } from '../hooks/useReadObjectForm.ts';
import type { RawFilter } from '../schemas/index.ts';
import { idList } from './idList.ts';

/** Props of {@link RawFilterFields}. */
export interface RawFilterFieldsProps {
  id: string;
  raw: RawFilter;
  onChange: (raw: RawFilter) => void;
}

/** A provider filter: its language (`type`) and its expression, both required. */
export function RawFilterFields({ id, raw, onChange }: RawFilterFieldsProps) {
  const messages = useMessages();
  const { clearErrors } = useReadObjectForm();
  const empty = raw.type.trim() === '' || raw.filter.trim() === '';
  const issue = empty ? messages['filters.raw.required'] : undefined;
  const error = useInputError('rawFilter', issue);
  const wholeMessage = issue ?? error?.message;
  const typeError = useFieldError('rawFilter.type');
  const filterError = useFieldError('rawFilter.filter');
  const ids = {
    type: `${id}raw-type`,
    typeHint: `${id}raw-type-hint`,
    typeError: `${id}raw-type-error`,
    filter: `${id}raw-filter`,
    filterHint: `${id}raw-filter-hint`,
    filterError: `${id}raw-filter-error`,
    error: `${id}raw-error`,
  };
  const typeInvalid =
    typeError !== undefined || (wholeMessage !== undefined && (!issue || raw.type.trim() === ''));
  const filterInvalid =
    filterError !== undefined || (wholeMessage !== undefined && (!issue || raw.filter.trim() === ''));
  const describedBy = (hint: string, own: string | undefined, ownId: string, invalid: boolean) =>
    idList(hint, own && ownId, invalid && wholeMessage && ids.error);

  const change = (patch: Partial<RawFilter>) => {
    clearErrors('rawFilter');
    onChange({ ...raw, ...patch });
  };

  return (
    <div className="ric-filter-raw">
      <label htmlFor={ids.type}>{messages['filters.raw.type']}</label>
      <input
        id={ids.type}
        className="ric-input ric-filter-raw-type"
        spellCheck={false}
        autoComplete="off"
        required
        value={raw.type}
        aria-invalid={typeInvalid || undefined}
        aria-describedby={describedBy(ids.typeHint, typeError, ids.typeError, typeInvalid)}
        onChange={(event) => change({ type: event.target.value })}
      />
      <p id={ids.typeHint} className="ric-hint">
        {messages['filters.raw.typeHint']}
      </p>
      {typeError && (
        <p id={ids.typeError} className="ric-field-error">
          {typeError}
        </p>
      )}
      <label htmlFor={ids.filter}>{messages['filters.raw.filter']}</label>
      <textarea
        id={ids.filter}
        className="ric-input ric-filter-raw-text"
        rows={4}
        spellCheck={false}
        required
        value={raw.filter}
        aria-invalid={filterInvalid || undefined}
        aria-describedby={describedBy(ids.filterHint, filterError, ids.filterError, filterInvalid)}
        onChange={(event) => change({ filter: event.target.value })}
      />
      <p id={ids.filterHint} className="ric-hint">
        {messages['filters.raw.filterHint']}
      </p>
      {filterError && (
        <p id={ids.filterError} className="ric-field-error">
          {filterError}
        </p>
      )}
      {wholeMessage && (
        <p id={ids.error} className="ric-field-error">
          {wholeMessage}
        </p>
      )}
    </div>
  );
}
