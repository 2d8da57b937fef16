/** Runs `run` in a task of its own, after the tasks queued before it. Returns a function that cancels it. */
export function nextTask(run: () => void): () => void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
  return () => channel.port1.close();
}

/**
 * Runs `run` once the frame being drawn has been painted: an animation frame, then a task after the tasks that
 * frame's callbacks queued (so that it also comes after whatever else waited for that paint). Returns a function
 * that cancels it.
 */
export function afterNextPaint(run: () => void): () => void {
  let cancel = () => {};
  const frame = requestAnimationFrame(() => {
    cancel = nextTask(() => {
      cancel = nextTask(run);
    });
  });
  return () => {
    cancelAnimationFrame(frame);
    cancel();
  };
}
