'use client';

import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import { FieldConflict } from '../shared/FieldConflict.tsx';
import { idList } from '../shared/idList.ts';

/** Props of {@link WhenSelect}. */
export interface WhenSelectProps {
  id: string;
  label: string;
  value: 'always' | 'ifEmpty' | 'never';
  options: ('always' | 'ifEmpty' | 'never')[];
  error: string | undefined;
  errorId: string;
  /** The setting's path in the object's config, where a conflict about it is shown. */
  conflictPath: string[];
  onChange: (value: string) => void;
}

/** When a field's default is written (on create, on update): a choice with its error and conflict. */
export function WhenSelect({
  id,
  label,
  value,
  options,
  error,
  errorId,
  conflictPath,
  onChange,
}: WhenSelectProps) {
  const words = useEditorMessages();
  return (
    <div className="ric-write-control">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="ric-select"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={idList(error !== undefined && errorId)}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {words[`write.field.${option}`]}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="ric-field-error">
          {error}
        </p>
      )}
      <FieldConflict path={conflictPath} describedBy={errorId} />
    </div>
  );
}
