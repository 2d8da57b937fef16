import type {
  ReadObjectView,
  SubscribeObjectView,
  WriteObjectView,
} from '../../core/buildRevisionObjects.ts';
import { missingRequiredMappings } from '../../core/missingRequiredMappings.ts';
import type { Messages } from '../../messages/defaultMessages.ts';
import { keyOf } from './objectKeys.ts';

/**
 * What the object list (and the phone's picker) says after an object's name: its status, then what asks for the
 * user (required mappings missing, unsaved changes).
 */
export function entryNotes(
  view: ReadObjectView | WriteObjectView | SubscribeObjectView,
  dirty: ReadonlySet<string>,
  messages: Messages,
): string[] {
  const notes = [messages[`shell.status.${view.status}`]];
  if (view.action === 'read' && missingRequiredMappings(view).length > 0)
    notes.push(messages['shell.needsAttention']);
  if (dirty.has(keyOf(view))) notes.push(messages['shell.unsaved']);
  return notes;
}

/**
 * Why the object list marks an object (its accessible description): what needs attention, or why it cannot be
 * edited; `undefined` when nothing does.
 */
export function entryCause(
  view: ReadObjectView | WriteObjectView | SubscribeObjectView,
  messages: Messages,
): string | undefined {
  // The service's own words stay in the editor, under "Details for support".
  if (view.error) return messages['shell.unavailableCause'];
  const missing = view.action === 'read' ? missingRequiredMappings(view) : [];
  return missing.length > 0
    ? messages['shell.needsAttentionCause'](missing.map((p) => p.displayName))
    : undefined;
}
