'use client';

import type {
  ReadObjectView,
  SubscribeObjectView,
  WriteObjectView,
} from '../../core/buildRevisionObjects.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import type { Action } from '../../schemas/config.ts';
import { entryNotes } from './entryNotes.ts';
import { ObjectPicker } from './ObjectPicker.tsx';
import { keyOf, SETTINGS_KEY } from './objectKeys.ts';

/** Props of {@link PhoneObjectPicker}. */
export interface PhoneObjectPickerProps {
  groups: { action: Action; views: (ReadObjectView | WriteObjectView | SubscribeObjectView)[] }[];
  selected: string;
  /** The keys of the objects with unsaved edits. */
  dirty: ReadonlySet<string>;
  /** The objects are shown from the manifest while the provider's metadata loads. */
  busy?: boolean;
  onSelect: (key: string) => void;
}

/**
 * The object list on a phone: one picker of the objects by action, each named with its action ("Read Account · On")
 * and its state, and the settings.
 */
export function PhoneObjectPicker({ groups, selected, dirty, busy, onSelect }: PhoneObjectPickerProps) {
  const messages = useMessages();
  return (
    <ObjectPicker
      label={messages['shell.objectsNav']}
      groups={[
        ...groups.map(({ action, views }) => ({
          label: messages[`shell.group.${action}`],
          items: views.map((view) => ({
            key: keyOf(view),
            // The closed select shows only the chosen option: it names the action as the editor's heading does.
            label: [
              messages[`shell.object.${action}`](view.displayName),
              ...entryNotes(view, dirty, messages),
            ].join(' · '),
          })),
        })),
        { label: '', items: [{ key: SETTINGS_KEY, label: messages['shell.settings'] }] },
      ]}
      selected={selected}
      busy={busy}
      onSelect={onSelect}
    />
  );
}
