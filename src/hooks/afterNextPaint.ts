/** How long to wait for a frame before running the steps anyway. */
const NO_FRAME_TIMEOUT_MS = 100;

/**
 * Runs `steps` one task each, in order, once the frame being drawn has been painted: an animation frame, then
 * a task after the tasks that frame's callbacks queued (so that they also come after whatever else waited for
 * that paint). A page that draws no frames (a hidden tab, where animation frames wait until it is shown) gets
 * them after a short timeout instead. Returns a function that cancels the steps not run yet.
 */
export function afterNextPaint(...steps: (() => void)[]): () => void {
  const channel = new MessageChannel();
  // The first task only queues the next one, behind the tasks queued by the frame's other callbacks.
  const queue = [() => {}, ...steps];
  channel.port1.onmessage = () => {
    queue.shift()?.();
    if (queue.length > 0) channel.port2.postMessage(null);
    else channel.port1.close();
  };
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
    channel.port2.postMessage(null);
  };
  const frame = requestAnimationFrame(start);
  const timeout = setTimeout(start, NO_FRAME_TIMEOUT_MS);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timeout);
    channel.port1.close();
  };
}

/**
 * Resolves once the frame being drawn has been painted: in a task after the next animation frame (or after a short
 * timeout on a page that draws no frames). Lighter than {@link afterNextPaint}, for an `await` that cannot be
 * cancelled: the headless hooks use it.
 *
 * @example
 * store.beginSave(key); // "Saving…"
 * await nextPaint(); // painted
 */
export function nextPaint(): Promise<void> {
  return new Promise((painted) => {
    requestAnimationFrame(() => setTimeout(painted));
    setTimeout(painted, NO_FRAME_TIMEOUT_MS);
  });
}
