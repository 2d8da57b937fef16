'use client';

import { useId, useSyncExternalStore } from 'react';

const PHONE = '(max-width: 600px)';

function subscribePhone(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the viewport is phone-sized (600 px or less); false where media queries are unknown (server, jsdom). */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    (onChange) => (typeof window.matchMedia === 'function' ? subscribePhone(onChange) : () => {}),
    () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches,
    () => false,
  );
}

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
