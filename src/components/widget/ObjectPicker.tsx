'use client';

import { useId } from 'react';

/** One group of {@link ObjectPicker}'s choices. */
export interface ObjectPickerGroup {
  label: string;
  items: { key: string; label: string }[];
}

/** Props of {@link ObjectPicker}. */
export interface ObjectPickerProps {
  label: string;
  groups: ObjectPickerGroup[];
  selected: string;
  /** Marks the choices as still loading (`aria-busy`). */
  busy?: boolean;
  onSelect: (key: string) => void;
}

/** The object list on a phone: one select, grouped by action, whose choice opens that object's editor. */
export function ObjectPicker({ label, groups, selected, busy, onSelect }: ObjectPickerProps) {
  const id = useId();
  return (
    <div className="ric-picker">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={selected}
        aria-busy={busy || undefined}
        onChange={(event) => onSelect(event.target.value)}
      >
        {groups.map((group) =>
          group.label ? (
            <optgroup key={group.label} label={group.label}>
              {group.items.map((item) => (
                <option key={item.key} value={item.key}>
                  {item.label}
                </option>
              ))}
            </optgroup>
          ) : (
            group.items.map((item) => (
              <option key={item.key} value={item.key}>
                {item.label}
              </option>
            ))
          ),
        )}
      </select>
    </div>
  );
}
