import type { Control, FieldValues } from 'react-hook-form';
import { afterNextPaint } from './afterNextPaint.ts';

// Writes waiting for the frame that shows them to be painted, per form and per path written.
const waiting = new WeakMap<object, Map<string, () => void>>();

/**
 * Makes `write` (an update of the form at `path`) once the frame being drawn has been painted, so that a picker
 * can show a change of thousands of fields in that frame and hand it to the form (its copies, checks and the
 * draft) in the next task. A later write to the same path replaces a waiting one: it is made from it. Writes
 * still waiting are made at once by {@link flushFormWrites}.
 */
export function writeAfterPaint<Values extends FieldValues>(
  control: Control<Values>,
  path: string,
  write: () => void,
): void {
  let writes = waiting.get(control);
  if (!writes) {
    writes = new Map();
    waiting.set(control, writes);
  }
  const scheduled = writes.has(path);
  writes.set(path, write);
  if (scheduled) return;
  afterNextPaint(() => {
    const latest = writes.get(path);
    if (!latest) return;
    writes.delete(path);
    latest();
  });
}

/** Makes the form's waiting writes now: before anything reads the form whole (a save, a discard, an undo). */
export function flushFormWrites<Values extends FieldValues>(control: Control<Values>): void {
  const writes = waiting.get(control);
  if (!writes || writes.size === 0) return;
  const all = [...writes.values()];
  writes.clear();
  for (const write of all) write();
}
