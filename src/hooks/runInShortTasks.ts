// Work per task: well under the 50 ms that make a long task, so input and painting go on in between.
const TASK_BUDGET_MS = 8;

/**
 * Runs `step` (a few milliseconds of work; `true` once all is done) over as many tasks as it takes, about 8 ms
 * of steps per task, then calls `onDone`. Returns a function that stops it. Each task is a posted message: it
 * runs after pending input, without the minimum delay of nested timers.
 */
export function runInShortTasks(step: () => boolean, onDone: () => void): () => void {
  let stopped = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    if (stopped) return;
    const start = performance.now();
    do {
      if (step()) {
        channel.port1.close();
        onDone();
        return;
      }
    } while (performance.now() - start < TASK_BUDGET_MS);
    channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
  return () => {
    stopped = true;
    channel.port1.close();
  };
}
