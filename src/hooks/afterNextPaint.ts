/**
 * Runs `steps` one task each, in order, once the frame being drawn has been painted: an animation frame, then
 * a task after the tasks that frame's callbacks queued (so that they also come after whatever else waited for
 * that paint). Returns a function that cancels the steps not run yet.
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
  const frame = requestAnimationFrame(() => channel.port2.postMessage(null));
  return () => {
    cancelAnimationFrame(frame);
    channel.port1.close();
  };
}
