// Writes of a form waiting for the frame that shows them to be painted, per form and per path written.
const waiting = new WeakMap<object, Map<string, () => void>>();

/**
 * The writes of the form of `control` that wait for the frame that shows them to be painted, by path written
 * (a picker's selection of thousands of fields: see `useFieldSelection`).
 */
export function waitingFormWrites(control: object): Map<string, () => void> {
  let writes = waiting.get(control);
  if (!writes) {
    writes = new Map();
    waiting.set(control, writes);
  }
  return writes;
}

/** Makes the form's waiting writes now: before anything reads the form whole (a save, a discard, an undo). */
export function flushFormWrites(control: object): void {
  const writes = waiting.get(control);
  if (!writes) return;
  const all = [...writes.values()];
  writes.clear();
  for (const write of all) write();
}
