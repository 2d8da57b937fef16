import type { FieldView } from '../core/buildRevisionObjects.ts';
import { fieldSearchTexts } from '../core/fieldSearchTexts.ts';

/** Search texts made per idle slice: ≈0.3 ms of work, so a key pressed meanwhile waits for no more. */
const SLICE = 500;
/** The most work one idle callback does, in ms. */
const MAX_IDLE_WORK_MS = 8;
/** How long a slice waits for the page to be idle before it runs anyway, in ms. */
const IDLE_TIMEOUT_MS = 100;

/**
 * Makes the search texts of `fields` a slice at a time while the page is idle, so the first search finds them
 * ready instead of making all of them in its keystroke (a search before the end makes the rest itself).
 * Returns a function that stops the work.
 */
export function prepareFieldSearch(fields: readonly FieldView[]): () => void {
  const idle = typeof requestIdleCallback === 'function';
  let handle: ReturnType<typeof setTimeout> | number | undefined;
  const schedule = () => {
    // With a timeout: a page kept busy (other lists built in steps) still gets the texts made before a search.
    handle = idle ? requestIdleCallback(step, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(step, 0);
  };
  const step = (deadline?: IdleDeadline) => {
    handle = undefined;
    const start = performance.now();
    let made = fieldSearchTexts(fields, 0).length;
    do {
      made = fieldSearchTexts(fields, made + SLICE).length;
      // Within the idle time the browser offers, and never a long task of its own.
    } while (
      made < fields.length &&
      (deadline?.didTimeout || (deadline?.timeRemaining() ?? 0) > 1) &&
      performance.now() - start < MAX_IDLE_WORK_MS
    );
    if (made < fields.length) schedule();
  };
  if (fieldSearchTexts(fields, 0).length < fields.length) schedule();
  return () => {
    if (handle === undefined) return;
    if (idle) cancelIdleCallback(handle as number);
    else clearTimeout(handle);
    handle = undefined;
  };
}
