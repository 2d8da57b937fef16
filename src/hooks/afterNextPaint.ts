/**
 * Runs `run` once the frame being drawn has been painted: an animation frame, then a task after the tasks that
 * frame's callbacks queued (so that it also comes after whatever else waited for that paint). Returns a function
 * that cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  const channel = new MessageChannel();
  let hops = 0;
  channel.port1.onmessage = () => {
    hops++;
    if (hops < 2) {
      channel.port2.postMessage(null);
      return;
    }
    channel.port1.close();
    run();
  };
  const frame = requestAnimationFrame(() => channel.port2.postMessage(null));
  return () => {
    cancelAnimationFrame(frame);
    channel.port1.close();
  };
}
