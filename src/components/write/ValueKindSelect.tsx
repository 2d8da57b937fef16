'use client';

import { useEditorMessages } from '../../hooks/useEditorMessages.ts';
import type { ValueKind } from './DefaultValueControl.tsx';

/** Props of {@link ValueKindSelect}. */
export interface ValueKindSelectProps {
  id: string;
  kind: ValueKind;
  onChange: (kind: ValueKind) => void;
}

/** The type of a default for a field the revision does not describe: text, whole number or yes/no. */
export function ValueKindSelect({ id, kind, onChange }: ValueKindSelectProps) {
  const words = useEditorMessages();
  return (
    <div className="ric-write-control">
      <label htmlFor={id}>{words['write.field.valueType']}</label>
      <select
        id={id}
        className="ric-select"
        value={kind}
        onChange={(event) => onChange(event.target.value as ValueKind)}
      >
        <option value="string">{words['write.field.typeText']}</option>
        <option value="integer">{words['write.field.typeInteger']}</option>
        <option value="boolean">{words['write.field.typeBoolean']}</option>
      </select>
    </div>
  );
}
