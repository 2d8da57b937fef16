'use client';

import { useState } from 'react';
import { isJsonEqual } from '../../core/isJsonEqual.ts';
import { useActionForm } from '../../hooks/useActionForm.ts';
import { CONFLICT_ERROR_TYPE } from '../../hooks/useConflictErrors.ts';
import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import { useFieldError, useInputError } from '../../hooks/useInputError.ts';
import type { RawFilter } from '../../schemas/config.ts';
import { FieldConflict } from '../shared/FieldConflict.tsx';
import { idList } from '../shared/idList.ts';

const rawPath = ['rawFilter'];
const typePath = ['rawFilter', 'type'];
const filterPath = ['rawFilter', 'filter'];

/** Props of {@link RawFilterFields}. */
export interface RawFilterFieldsProps {
  id: string;
  raw: RawFilter;
  onChange: (raw: RawFilter) => void;
}

/** The JSON value `text` stands for, or `undefined` when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A provider filter: its language (`type`) and its expression, both required. An expression the service sent as
 * a JSON value rather than text is shown and edited as JSON, and kept as that value until the user edits it.
 */
export function RawFilterFields({ id, raw, onChange }: RawFilterFieldsProps) {
  const messages = useEditorMessages();
  const { clearErrors } = useActionForm('read');
  const [asJson] = useState(() => typeof raw.filter !== 'string');
  // What the user typed is shown as typed while the form holds what it stands for; any other value (the
  // service's, a discard) is shown formatted.
  const [typed, setTyped] = useState<{ text: string; value: RawFilter['filter'] }>();
  // In JSON mode a string in the form is text the user typed that is not JSON (yet): saving waits until it is.
  const filterText =
    typed && isJsonEqual(typed.value, raw.filter)
      ? typed.text
      : typeof raw.filter === 'string'
        ? raw.filter
        : JSON.stringify(raw.filter, null, 2);
  const notJson = asJson && typeof raw.filter === 'string';
  const empty = raw.type.trim() === '' || filterText.trim() === '';
  const issue = empty ? messages['filters.raw.required'] : notJson ? messages['filters.raw.json'] : undefined;
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
    filterError !== undefined ||
    (wholeMessage !== undefined && (!issue || notJson || filterText.trim() === ''));
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
      <FieldConflict path={typePath} describedBy={ids.typeError} />
      <label htmlFor={ids.filter}>{messages['filters.raw.filter']}</label>
      <textarea
        id={ids.filter}
        className="ric-input ric-filter-raw-text"
        rows={4}
        spellCheck={false}
        required
        value={filterText}
        aria-invalid={filterInvalid || undefined}
        aria-describedby={describedBy(ids.filterHint, filterError, ids.filterError, filterInvalid)}
        onChange={({ target: { value: text } }) => {
          const parsed = asJson ? parseJson(text) : undefined;
          const value = parsed === undefined ? text : (parsed as RawFilter['filter']);
          setTyped({ text, value });
          change({ filter: value });
        }}
      />
      <p id={ids.filterHint} className="ric-hint">
        {asJson ? messages['filters.raw.jsonHint'] : messages['filters.raw.filterHint']}
      </p>
      {filterError && (
        <p id={ids.filterError} className="ric-field-error">
          {filterError}
        </p>
      )}
      <FieldConflict path={filterPath} describedBy={ids.filterError} />
      {wholeMessage && (
        <p id={ids.error} className="ric-field-error">
          {wholeMessage}
        </p>
      )}
      {/* A raw filter the user added whole (the type and text are no leaves of their own then). */}
      {error?.type === CONFLICT_ERROR_TYPE && <FieldConflict path={rawPath} describedBy={ids.error} />}
    </div>
  );
}
